import AnchorDSL
#if os(Linux)
import AnchorDSLTesting
#endif
import Foundation

/// `Benchmarks text [--reps N]`: text measured, wrapped and laid out, each
/// against a baseline run in the same process.
///
/// Prints `RESULT text <phase> <median ms>` and `RATIO text <name> <value>`
/// for the goals:
/// - `wrap/floor` ≤ 3: a 1,000-word paragraph measured and wrapped at 300
///   points (a new label's `sizeThatFits`), against summing each
///   character's advance once with the same measurer;
/// - `labels/sized` ≤ 1.3: the first layout of 100 cards whose name and
///   bio are automatic labels, against the same tree with each label
///   replaced by a view whose intrinsic size is the label's final size;
/// - `matrix48/matrix8` ≤ 7: `expectValidLayout`'s work on a text card over
///   4 devices × 2 directions × 3 content sizes × 2 text variants, against 4
///   devices × 2 directions (Linux only, as `Benchmarks testing`);
/// - `category/first` ≤ 0.5: a new content size category on the 100 laid-out
///   cards and the layout that follows, against their first layout;
/// - `shrink/plain` ≤ 2: the first layout of a card of 100 one-line labels
///   too long for their width, each shrinking its text to fit
///   (`adjustsFontSizeToFitWidth`), and the lines each then shows, against
///   the same card whose labels truncate instead;
/// - `rich/plain` ≤ 1.5: the first layout of the 100 cards with each bio in
///   rich text (three runs, a line spacing), against the same cards in plain
///   text;
/// - `form/sized` ≤ 1.3: the first layout of a form of 20 text fields and 2
///   text views that do not scroll, against the same form with each replaced
///   by a view whose intrinsic size is set to what it measured.
enum TextBenchmarks {
    static func run(_ arguments: [String]) -> Int32 {
        guard let reps = GoalReport.repetitions(arguments, standard: 15, mode: "text") else { return 2 }
        var report = GoalReport(mode: "text")
        report.ratio("wrap/floor", wrapping(reps: reps * 4), goal: 3)
        report.ratio("labels/sized", firstLayouts(reps: reps), goal: 1.3)
        report.ratio("category/first", categoryChanges(reps: reps), goal: 0.5)
        report.ratio("shrink/plain", shrinking(reps: reps), goal: 2)
        report.ratio("rich/plain", richText(reps: reps), goal: 1.5)
        report.ratio("form/sized", forms(reps: reps), goal: 1.3)
        #if os(Linux)
        report.ratio("matrix48/matrix8", matrices(reps: max(reps / 3, 3)), goal: 7)
        #endif
        return report.allMet ? 0 : 1
    }

    /// 1,000 words of 1 to 10 letters, the same every run.
    static let paragraph: String = {
        let letters = Array("etaoinshrdlucmfw")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var words: [String] = []
        for _ in 0..<1000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60) % 10 + 1
            var word = ""
            var bits = state
            for _ in 0..<length {
                let letter: Character = letters[Int(bits & 15)]
                word.append(letter)
                bits >>= 4
            }
            words.append(word)
        }
        return words.joined(separator: " ")
    }()

    private static func wrapping(reps: Int) -> [Double] {
        let measurer = SystemTextMeasurer()
        let text = paragraph
        var pairs: [Double] = []
        var sink: CGFloat = 0
        for _ in 0..<reps {
            let floor = SolverBenchmarks.milliseconds {
                var total: CGFloat = 0
                var index = text.startIndex
                while index < text.endIndex {
                    let next = text.index(after: index)
                    total += measurer.width(of: text[index..<next], pointSize: 17, weight: .regular)
                    index = next
                }
                sink += total
            }
            let label = Label(name: "paragraph", text: text)
            label.numberOfLines = 0
            let wrap = SolverBenchmarks.milliseconds { sink += label.sizeThatFits(CGSize(width: 300, height: 0)).height }
            pairs.append(wrap / floor)
        }
        if sink.isNaN { print(sink) }
        return pairs
    }

    private static func firstLayouts(reps: Int) -> [Double] {
        var pairs: [Double] = []
        for _ in 0..<reps {
            let labels = TextCardScreen(cards: 100)
            let withLabels = SolverBenchmarks.milliseconds { labels.root.layoutIfNeeded() }
            let sized = TextCardScreen(cards: 100, sizes: labels.measuredSizes)
            let withViews = SolverBenchmarks.milliseconds { sized.root.layoutIfNeeded() }
            pairs.append(withLabels / withViews)
        }
        return pairs
    }

    private static func categoryChanges(reps: Int) -> [Double] {
        var pairs: [Double] = []
        for rep in 0..<reps {
            let screen = TextCardScreen(cards: 100)
            let first = SolverBenchmarks.milliseconds { screen.root.layoutIfNeeded() }
            let change = SolverBenchmarks.milliseconds {
                screen.root.traitCollection.contentSizeCategory = rep.isMultiple(of: 2) ? .extraExtraLarge : .small
                screen.root.layoutIfNeeded()
            }
            pairs.append(change / first)
        }
        return pairs
    }

    private static func shrinking(reps: Int) -> [Double] {
        var pairs: [Double] = []
        var shown = 0
        for _ in 0..<reps {
            let plain = shrinkingCard(shrinks: false)
            let truncating = SolverBenchmarks.milliseconds {
                plain.root.layoutIfNeeded()
                for label in plain.labels { shown += label.lines.count }
            }
            let shrinking = shrinkingCard(shrinks: true)
            let shrunk = SolverBenchmarks.milliseconds {
                shrinking.root.layoutIfNeeded()
                for label in shrinking.labels { shown += label.lines.count }
            }
            pairs.append(shrunk / truncating)
        }
        if shown == 0 { print(shown) }
        return pairs
    }

    private static func richText(reps: Int) -> [Double] {
        var pairs: [Double] = []
        for _ in 0..<reps {
            let plain = TextCardScreen(cards: 100)
            let plainTime = SolverBenchmarks.milliseconds { plain.root.layoutIfNeeded() }
            let rich = TextCardScreen(cards: 100, richBios: true)
            let richTime = SolverBenchmarks.milliseconds { rich.root.layoutIfNeeded() }
            pairs.append(richTime / plainTime)
        }
        return pairs
    }

    private static func forms(reps: Int) -> [Double] {
        var pairs: [Double] = []
        for _ in 0..<reps {
            let form = formScreen(sizes: nil)
            let withFields = SolverBenchmarks.milliseconds { form.root.layoutIfNeeded() }
            let sized = formScreen(sizes: form.views.map(\.frame.size))
            let withViews = SolverBenchmarks.milliseconds { sized.root.layoutIfNeeded() }
            pairs.append(withFields / withViews)
        }
        return pairs
    }

    /// A column of 20 rounded text fields with placeholders and 2 text
    /// views that do not scroll, full width; or, given `sizes`, plain views
    /// of those intrinsic sizes in their places.
    private static func formScreen(sizes: [CGSize]?) -> (root: View, views: [View]) {
        let root = View(name: "form")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 4_000)
        var views: [View] = []
        for index in 0..<22 {
            let view: View
            if let sizes {
                view = View(name: "sized\(index)")
                view.intrinsicContentSize = sizes[index]
            } else if index.isMultiple(of: 11) {
                let textView = TextView(
                    name: "terms\(index)", text: "By signing in you agree to the Terms of Service and the Privacy Policy.")
                textView.isScrollEnabled = false
                view = textView
            } else {
                let field = TextField(name: "field\(index)", placeholder: "Field number \(index)")
                field.borderStyle = .roundedRect
                view = field
            }
            root.addSubview(view)
            let top = views.last?.bottom ?? root.top
            LayoutConstraint.activate {
                view.horizontalEdges == root.horizontalEdges + HorizontalInsets(leading: 16, trailing: 16)
                view.top == top + 8
            }
            views.append(view)
        }
        return (root, views)
    }

    /// A column of 100 one-line labels 200 points wide, each of a text some
    /// 250 points long at body size.
    private static func shrinkingCard(shrinks: Bool) -> (root: View, labels: [Label]) {
        let root = View(name: "card")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 4_000)
        var labels: [Label] = []
        var previous: View?
        for index in 0..<100 {
            let label = Label(name: "title\(index)", text: "Notifications for card number \(index) and its replies")
            label.adjustsFontSizeToFitWidth = shrinks
            label.minimumScaleFactor = 0.5
            root.addSubview(label)
            let top = previous?.bottom ?? root.top
            LayoutConstraint.activate {
                label.leading == root.leading + 16
                label.width == 200
                label.top == top + 8
            }
            labels.append(label)
            previous = label
        }
        return (root, labels)
    }

    #if os(Linux)
    private static func matrices(reps: Int) -> [Double] {
        let devices = LayoutDevice.phones + [.iPadPortrait]
        let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
        var pairs: [Double] = []
        for _ in 0..<reps {
            let small = TextCardScreen(cards: 1)
            let eight = SolverBenchmarks.milliseconds {
                _ = layoutMatrixFailures(small.root, on: devices, directions: directions, checking: .all, ignoring: [])
            }
            let large = TextCardScreen(cards: 1)
            let fortyEight = SolverBenchmarks.milliseconds {
                _ = layoutMatrixFailures(
                    large.root, on: devices, directions: directions,
                    contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
                    text: [.asWritten, .doubleLength], checking: .all, ignoring: [])
            }
            pairs.append(fortyEight / eight)
        }
        return pairs
    }
    #endif
}

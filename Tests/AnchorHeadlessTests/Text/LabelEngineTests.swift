import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// How the engine handles labels beyond their size: the order it solves a
/// first layout in, what a new text size re-derives, and what it keeps.
/// Characters are one em wide and lines one em high.
@Suite("Label engine", .failOnUnexpectedDiagnostics)
struct LabelEngineTests {
    func root(_ width: CGFloat = 200, _ height: CGFloat = 400) -> View {
        let root = View(name: "root")
        root.frame = rect(0, 0, width, height)
        root.textMeasurer = EmMeasurer()
        return root
    }

    func label(_ name: String, _ text: String, in root: View, size: CGFloat? = nil) -> Label {
        let label = Label(name: name, text: text, font: size.map { .system(size: $0) } ?? .preferred(.body))
        label.numberOfLines = 0
        root.addSubview(label)
        return label
    }

    @Test("A label wrapping at its laid-out width lays out as one wrapping at a preferredMaxLayoutWidth of that width")
    func automaticEqualsPreferred() {
        var frames: [[CGRect]] = []
        for preferred in [0, 120] as [CGFloat] {
            let root = root()
            let bio = label("bio", "aaaa bbbb cccc dddd eeee", in: root, size: 10)
            let note = label("note", "ff gg hh", in: root, size: 10)
            bio.preferredMaxLayoutWidth = preferred
            LayoutConstraint.activate {
                bio.leading == root.leading + 40
                bio.trailing == root.trailing - 40
                bio.top == root.top + 8
                note.top == bio.bottom + 4
                note.leading == bio.leading
                note.width == bio.width * 0.5
            }
            root.layoutIfNeeded()
            frames.append([bio.frame, note.frame])
        }
        expectEqual(frames[0], frames[1])
        expectFrame(frames[0][0], rect(40, 8, 120, 30))
        // The note is 60 wide: "ff gg" on one line, "hh" on the next.
        expectFrame(frames[0][1], rect(40, 42, 60, 20))
    }

    @Test("A label whose width follows its height still settles on a first layout")
    func widthFromHeight() {
        let root = root(400)
        let square = label("square", "aaaa bbbb cccc dddd", in: root, size: 10)
        LayoutConstraint.activate {
            square.leading == root.leading
            square.top == root.top
            square.width == square.height * 4
        }
        root.layoutIfNeeded()
        // Settled (an unsettled tree is reported, and the suite fails on
        // any report): the label wraps at the width it was laid out at.
        #expect(abs(square.frame.width - square.frame.height * 4) < 1e-6)
        expectEqual(square.intrinsicContentSize, square.sizeThatFits(CGSize(width: square.frame.width, height: 0)))
    }

    @Test("On a first layout with labels, a conflict breaks the constraint it breaks without them")
    func conflictsBreakTheSameConstraint() {
        for withLabel in [false, true] {
            let root = root()
            let box = View(name: "box")
            root.addSubview(box)
            if withLabel {
                let text = label("text", "aa bb", in: root, size: 10)
                LayoutConstraint.activate {
                    text.leading == root.leading
                    text.trailing == root.trailing
                    text.top == root.top
                }
            }
            let errors = LayoutDiagnostics.capture {
                LayoutConstraint.activate {
                    box.leading == root.leading
                    box.top == root.top + 100
                    box.width == 50
                    box.height == 20
                    box.width == 60
                    box.height == 30
                }
                root.layoutIfNeeded()
            }
            let broken = errors.compactMap { error -> String? in
                guard case let .unsatisfiableConstraints(broken, _) = error else { return nil }
                return String(broken.prefix { $0 != "(" })
            }
            // The earliest activated of each conflict.
            expectEqual(broken, ["box.width == 50 ", "box.height == 20 "], "with a label: \(withLabel)")
        }
    }

    @Test("A new content size category moves what hangs on a label's baseline")
    func baselinesFollowTheCategory() {
        let root = root()
        let title = label("title", "Hi", in: root)
        title.numberOfLines = 1
        let icon = View(name: "icon")
        root.addSubview(icon)
        LayoutConstraint.activate {
            title.leading == root.leading
            title.top == root.top
            icon.size == CGSize(width: 4, height: 4)
            icon.bottom == title.firstBaseline
            icon.trailing == root.trailing
        }
        root.layoutIfNeeded()
        // Body is 17 points at Large: ascender 13.6.
        expectFrame(icon.frame, rect(196, 9.6, 4, 4))
        root.traitCollection.contentSizeCategory = .accessibilityMedium
        root.layoutIfNeeded()
        // 28 points: ascender 22.4.
        expectFrame(icon.frame, rect(196, 18.4, 4, 4))
        expectFrame(title.frame, rect(0, 0, 56, 28))
    }

    @Test("A new text measurer on a laid-out tree measures its labels again and moves what hangs on their baselines")
    func measurerChangeRemeasures() {
        let root = root()
        let card = View(name: "card")
        root.addSubview(card)
        let title = label("title", "Hi", in: card, size: 10)
        title.numberOfLines = 1
        let icon = View(name: "icon")
        root.addSubview(icon)
        LayoutConstraint.activate {
            card.edges == root.edges
            title.leading == card.leading
            title.top == card.top
            icon.size == CGSize(width: 4, height: 4)
            icon.bottom == title.firstBaseline
            icon.trailing == root.trailing
        }
        root.layoutIfNeeded()
        expectFrame(title.frame, rect(0, 0, 20, 10))
        expectFrame(icon.frame, rect(196, 4, 4, 4))
        card.textMeasurer = DoubleEmMeasurer()
        root.layoutIfNeeded()
        expectFrame(title.frame, rect(0, 0, 40, 20))
        // Ascender 16.
        expectFrame(icon.frame, rect(196, 12, 4, 4))
    }

    @Test("A laid-out label's number of lines, wrapping mode and preferred width each change its size at the next layout")
    func wrappingPropertiesRemeasure() {
        let root = root()
        let bio = label("bio", "aaaa bbbb cc", in: root, size: 10)
        LayoutConstraint.activate {
            bio.leading == root.leading
            bio.top == root.top
            bio.width <= 70
        }
        root.layoutIfNeeded()
        expectFrame(bio.frame, rect(0, 0, 70, 20))
        bio.lineBreakMode = .byCharWrapping
        root.layoutIfNeeded()
        // "aaaa bb", "bb cc": broken anywhere, both lines fill the 70 points.
        expectFrame(bio.frame, rect(0, 0, 70, 20))
        expectEqual(bio.lines, ["aaaa bb", "bb cc"])
        bio.numberOfLines = 1
        root.layoutIfNeeded()
        expectFrame(bio.frame, rect(0, 0, 70, 10))
        bio.numberOfLines = 0
        bio.lineBreakMode = .byWordWrapping
        bio.preferredMaxLayoutWidth = 40
        root.layoutIfNeeded()
        expectFrame(bio.frame, rect(0, 0, 40, 30))
    }

    @Test("An inactive group that read the traits records its new evaluation, and stays inactive")
    func inactiveGroupFollowsQuietly() {
        let root = root()
        let box = View(name: "box")
        root.addSubview(box)
        let group = ConstraintGroup {
            box.width == (root.traitCollection.horizontalSizeClass == .regular ? 300 : 100)
        }
        group.activate()
        group.deactivate()
        root.traitCollection.horizontalSizeClass = .regular
        root.layoutIfNeeded()
        #expect(!group.isActive)
        expectEqual(group.constraints.first?.constant, 300)
    }

    @Test("A label's texts and text sizes coming and going leave the engine holding the same")
    func memoryStaysFlat() {
        let root = root()
        let bio = label("bio", "", in: root, size: 10)
        let title = label("title", "title", in: root)
        LayoutConstraint.activate {
            title.leading == root.leading
            title.top == root.top
            bio.leading == root.leading + 10
            bio.trailing == root.trailing - 10
            bio.top == title.lastBaseline + 8
        }
        let categories: [ContentSizeCategory] = [.large, .extraSmall, .accessibilityLarge]
        expectFlat(root) { k in
            bio.text = String(repeating: "word ", count: k % 17)
            root.traitCollection.contentSizeCategory = categories[k % 3]
            root.layoutIfNeeded()
            // Three words of the 180 points a line: "word word word" is 140.
            expectEqual(bio.frame.height, CGFloat((k % 17 + 2) / 3) * 10)
        }
    }
}

/// Every character two ems wide, every line two ems high.
struct DoubleEmMeasurer: TextMeasuring {
    func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        EmMeasurer().width(of: text, pointSize: 2 * pointSize, weight: weight)
    }

    func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        EmMeasurer().lineMetrics(pointSize: 2 * pointSize, weight: weight)
    }
}

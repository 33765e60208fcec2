import AnchorDSL
#if os(Linux)
import AnchorDSLTesting
#endif
import Foundation

/// The cost of the report (`ANCHORDSL_REPORT_DIR`), part of `Benchmarks
/// testing`: the 48-variant matrix of the text card (four devices, both
/// directions, three text sizes, as written and double length) with a
/// report written after the call, against the same matrix without one, in
/// pairs; then the same with a sticker over the card, so that every
/// variant fails; then the size of the page for more than 2,000 failures.
/// Prints `RATIO testing report/plain` (goal ≤ 1.5), `RATIO testing
/// report/plain all failing` (goal ≤ 3) and `RESULT testing page-bytes`
/// (goal < 5,000,000).
enum TestingReportBenchmarks {
    #if os(Linux)
    static func run(reps: Int, goals: inout GoalReport) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-report-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LayoutReport(directory: folder.path)
        for stickers in [0, 1] {
            var pairs: [Double] = [], failures = 0
            for _ in 0..<reps {
                let plain = screen(stickers: stickers), reported = screen(stickers: stickers)
                let without = SolverBenchmarks.milliseconds { failures = matrix(plain, report: nil).count }
                report.removeAll()
                let with = SolverBenchmarks.milliseconds { _ = matrix(reported, report: report) }
                pairs.append(with / without)
            }
            print("CHECK testing report matrix with \(stickers) sticker: \(failures) failures in 48 variants")
            goals.ratio(stickers == 0 ? "report/plain" : "report/plain all failing", pairs, goal: stickers == 0 ? 1.5 : 3)
        }
        report.removeAll()
        let crowded = screen(stickers: 9)
        let failures = matrix(crowded, report: report).count
        let bytes = (try? FileManager.default.attributesOfItem(atPath: report.page.path)[.size] as? Int) ?? -1
        let met = bytes >= 0 && bytes < 5_000_000 && failures >= 2_000
        print("RESULT testing page-bytes \(bytes) for \(failures) failures (goal < 5000000 for ≥ 2000)\(met ? "" : " NOT MET")")
    }

    /// The text card; each sticker a 300 × 300 view over it, and over each other.
    private static func screen(stickers: Int) -> TextCardScreen {
        let screen = TextCardScreen(cards: 1)
        for index in 0..<stickers {
            let sticker = View(name: "sticker\(index)")
            sticker.backgroundColor = .gray
            screen.root.addSubview(sticker)
            LayoutConstraint.activate {
                sticker.top == screen.root.top + CGFloat(10 * index)
                sticker.leading == screen.root.leading + CGFloat(10 * index)
                sticker.size == CGSize(width: 300, height: 300)
            }
        }
        return screen
    }

    private static func matrix(_ screen: TextCardScreen, report: LayoutReport?) -> [String] {
        layoutMatrixFailures(
            screen.root, on: devices, directions: [.leftToRight, .rightToLeft], contentSizes: contentSizes,
            text: [.asWritten, .doubleLength], checking: .all, ignoring: [], report: report)
    }

    static let devices = LayoutDevice.phones + [.iPadPortrait]
    static let contentSizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// The closure form of `expectValidLayout` on the same 48 variants,
    /// the text card built anew in each, against the tree form on one card
    /// built once, in pairs: `RATIO testing closure/tree` (goal ≤ 1.3).
    static func closureForm(reps: Int, goals: inout GoalReport) {
        var pairs: [Double] = []
        var counts = (tree: 0, closure: 0)
        for _ in 0..<reps {
            let tree = SolverBenchmarks.milliseconds { counts.tree = matrix(screen(stickers: 0), report: nil).count }
            let closure = SolverBenchmarks.milliseconds {
                counts.closure = layoutMatrixFailures(
                    on: devices, directions: [.leftToRight, .rightToLeft], contentSizes: contentSizes,
                    text: [.asWritten, .doubleLength], checking: .all, ignoring: []
                ) { TextCardScreen(cards: 1).root }.count
            }
            pairs.append(closure / tree)
        }
        print("CHECK testing closure form: \(counts.closure) failures, tree form \(counts.tree), in 48 variants")
        goals.ratio("closure/tree", pairs, goal: 1.3)
    }

    /// `layoutVariants` over the 24 variants of three phones × two
    /// directions × two text sizes × two text variants, against the closure
    /// form of `expectValidLayout`'s work over the same (goal ≤ 1.05): keeping
    /// each variant's tree and problems costs next to nothing.
    static func variantResults(reps: Int, goals: inout GoalReport) {
        var pairs: [Double] = []
        var counts = (variants: 0, problems: 0, failures: 0)
        let sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]
        for _ in 0..<reps {
            let checked = SolverBenchmarks.milliseconds {
                counts.failures = layoutMatrixFailures(
                    on: LayoutDevice.phones, directions: [.leftToRight, .rightToLeft], contentSizes: sizes,
                    text: [.asWritten, .doubleLength], checking: .all, ignoring: []
                ) { TextCardScreen(cards: 1).root }.count
            }
            let kept = SolverBenchmarks.milliseconds {
                let results = layoutVariants(
                    on: LayoutDevice.phones, contentSizes: sizes, text: [.asWritten, .doubleLength]
                ) { TextCardScreen(cards: 1).root }
                counts.variants = results.count
                counts.problems = results.reduce(0) { $0 + $1.problems.count }
            }
            pairs.append(kept / checked)
        }
        print("CHECK testing layoutVariants: \(counts.variants) variants, \(counts.problems) problems; "
            + "expectValidLayout's work \(counts.failures) failures")
        goals.ratio("variants/closure", pairs, goal: 1.05)
    }

    /// A settings screen in a navigation controller with a toolbar, built
    /// anew in each variant, on today's three phones in both directions:
    /// in both designs against in the phones' own (goal ≤ 2.1): the second
    /// design costs what its variants do, and no more.
    static func bothDesigns(reps: Int, goals: inout GoalReport) {
        var pairs: [Double] = []
        var counts = (one: 0, both: 0)
        func failures(in designs: [SystemDesign]?) -> Int {
            layoutMatrixFailures(on: LayoutDevice.phones, designs: designs, directions: [.leftToRight, .rightToLeft]) {
                () -> ViewController in
                let screen = ViewController(name: "settings")
                screen.view = TextCardScreen(cards: 2).root
                let navigation = NavigationController(rootViewController: screen)
                navigation.isToolbarHidden = false
                return navigation
            }.count
        }
        for _ in 0..<reps {
            let one = SolverBenchmarks.milliseconds { counts.one = failures(in: nil) }
            let both = SolverBenchmarks.milliseconds { counts.both = failures(in: SystemDesign.allCases) }
            pairs.append(both / one)
        }
        print("CHECK testing designs: \(counts.both) failures in both designs, \(counts.one) in one")
        goals.ratio("designs/one", pairs, goal: 2.1)
    }
    #endif
}

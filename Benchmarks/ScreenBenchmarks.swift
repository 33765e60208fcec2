import AnchorDSL
#if os(Linux)
import AnchorDSLTesting
#endif
import Foundation

/// `Benchmarks screens [--reps N]`: a real screen, a scroll view of 200
/// rows (a two-line label and a switch each, in stacks), against baselines
/// run in the same process.
///
/// Prints `RESULT screens <phase> <median ms>` and `RATIO screens <name> <value>`
/// for the goals:
/// - `first/sized` ≤ 1.3: the screen's first layout, against the same rows
///   with every size set by hand (`ScrollingScreen`);
/// - `scroll/first` ≤ 0.01: a new `contentOffset` and the layout after it,
///   against the first layout;
/// - `matrix/first` ≤ 30: `expectValidLayout`'s work over 4 phones × 3 text
///   sizes × 2 directions, against one first layout (Linux only, as
///   `Benchmarks testing`);
/// - `controllers/root` ≤ 1.1: the closure form's 24 variants of the
///   screen as a view controller in a navigation controller in a tab bar
///   controller, against the same screen built as a bare root (Linux only).
enum ScreenBenchmarks {
    static let rows = 200

    static func run(_ arguments: [String]) -> Int32 {
        guard let reps = GoalReport.repetitions(arguments, standard: 15, mode: "screens") else { return 2 }
        var report = GoalReport(mode: "screens")
        var firsts: [Double] = [], sizedFirsts: [Double] = [], scrolls: [Double] = []
        var firstPairs: [Double] = [], scrollPairs: [Double] = []
        var contentHeight: CGFloat = 0
        for rep in 0..<reps {
            let screen = ScrollingScreen(rows: rows)
            let first = SolverBenchmarks.milliseconds { screen.root.layoutIfNeeded() }
            let sized = ScrollingScreen(rows: rows, sizes: screen.measuredSizes)
            let sizedFirst = SolverBenchmarks.milliseconds { sized.root.layoutIfNeeded() }
            let scroll = SolverBenchmarks.milliseconds {
                screen.scroll.contentOffset = CGPoint(x: 0, y: CGFloat(100 + rep * 37))
                screen.root.layoutIfNeeded()
            }
            contentHeight = screen.scroll.contentSize.height
            firsts.append(first)
            sizedFirsts.append(sizedFirst)
            scrolls.append(scroll)
            firstPairs.append(first / sizedFirst)
            scrollPairs.append(scroll / first)
        }
        print("CHECK screens content height \(contentHeight)")
        print("RESULT screens first \(median(firsts))")
        print("RESULT screens sized \(median(sizedFirsts))")
        print("RESULT screens scroll \(median(scrolls))")
        report.ratio("first/sized", firstPairs, goal: 1.3)
        report.ratio("scroll/first", scrollPairs, goal: 0.01)
        #if os(Linux)
        var matrixPairs: [Double] = [], matrices: [Double] = []
        var failureCount = 0
        for _ in 0..<max(reps / 5, 3) {
            let plain = ScrollingScreen(rows: rows)
            let first = SolverBenchmarks.milliseconds { plain.root.layoutIfNeeded() }
            let checked = ScrollingScreen(rows: rows)
            var failures: [String] = []
            let matrix = SolverBenchmarks.milliseconds {
                failures = layoutMatrixFailures(
                    checked.root, on: LayoutDevice.phones + [.iPadPortrait], directions: [.leftToRight, .rightToLeft],
                    contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
                    checking: .all, ignoring: [])
            }
            failureCount = failures.count
            matrices.append(matrix)
            matrixPairs.append(matrix / first)
        }
        print("CHECK screens matrix failures \(failureCount)")
        print("RESULT screens matrix \(median(matrices))")
        report.ratio("matrix/first", matrixPairs, goal: 30)
        var controllerPairs: [Double] = [], controllerFailures = 0
        let devices = LayoutDevice.phones + [.iPadPortrait]
        let sizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        for _ in 0..<max(reps / 5, 3) {
            let bare = SolverBenchmarks.milliseconds {
                _ = layoutMatrixFailures(
                    on: devices, directions: [.leftToRight, .rightToLeft], contentSizes: sizes, checking: .all,
                    ignoring: []
                ) { ScrollingScreen(rows: rows).root }
            }
            let contained = SolverBenchmarks.milliseconds {
                controllerFailures = layoutMatrixFailures(
                    on: devices, directions: [.leftToRight, .rightToLeft], contentSizes: sizes, checking: .all,
                    ignoring: []
                ) { () -> ViewController in
                    let screen = ViewController(name: "screen")
                    screen.view = ScrollingScreen(rows: rows).root
                    return TabBarController(viewControllers: [NavigationController(rootViewController: screen)])
                }.count
            }
            controllerPairs.append(contained / bare)
        }
        print("CHECK screens controllers failures \(controllerFailures)")
        report.ratio("controllers/root", controllerPairs, goal: 1.1)
        #endif
        return report.allMet ? 0 : 1
    }
}

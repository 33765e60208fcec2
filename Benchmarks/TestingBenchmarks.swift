import AnchorDSL
#if os(Linux)
import AnchorDSLTesting
#endif
import Foundation

/// `Benchmarks testing [--reps N]`: `expectValidLayout`'s work (the
/// package function it records the failures of, `layoutMatrixFailures`:
/// no test framework runs here) with every check, against one plain first
/// layout of the same tree, in the same process.
///
/// Prints `RESULT testing <phase> <median ms>` for `first` (the profile
/// card's first `layoutIfNeeded()`), `matrix` (the card on the three phones
/// and the iPad, both directions: eight variants, each a new engine's first
/// layout and the ambiguity probes of every view) and `cards-<n>` (the
/// engine benchmark's screen of n cards on four column-shaped devices, both
/// directions), and `RATIO testing <name> <value>` for the goals:
/// matrix/first ≤ 25 (the median of per-pair ratios), and the slope of
/// `cards` from 100 to 500 cards ≤ 1.2 (1 is linear); then the report's
/// cost and the closure form's against the tree form's
/// (`TestingReportBenchmarks`). Linux only (see `Package.swift`).
enum TestingBenchmarks {
    #if os(Linux)
    static let devices = LayoutDevice.phones + [.iPadPortrait]
    static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    static func run(_ arguments: [String]) -> Int32 {
        guard let reps = GoalReport.repetitions(arguments, standard: 21, mode: "testing") else { return 2 }
        var firsts: [Double] = [], matrices: [Double] = [], pairRatios: [Double] = []
        var failureCount = 0
        for _ in 0..<reps {
            let plain = ProfileCardScreen()
            let first = SolverBenchmarks.milliseconds { plain.root.layoutIfNeeded() }
            let checked = ProfileCardScreen()
            var failures: [String] = []
            let matrix = SolverBenchmarks.milliseconds {
                failures = layoutMatrixFailures(
                    checked.root, on: devices, directions: directions, checking: .all, ignoring: [])
            }
            failureCount = failures.count
            firsts.append(first)
            matrices.append(matrix)
            pairRatios.append(matrix / first)
        }
        print("CHECK testing card failures \(failureCount)")
        print("RESULT testing first \(median(firsts))")
        print("RESULT testing matrix \(median(matrices))")
        let ratio = median(pairRatios)
        print("RATIO testing matrix/first \(ratio) (goal ≤ 25)\(ratio <= 25 ? "" : " NOT MET")")
        var cardTimes: [Int: Double] = [:]
        for n in [100, 500] {
            cardTimes[n] = median(cardMatrixTimes(cards: n, reps: max(reps / 3, 3)))
            print("RESULT testing cards-\(n) \(cardTimes[n]!)")
        }
        let slope = log(cardTimes[500]! / cardTimes[100]!) / log(5.0)
        print("RATIO testing cards 100-500 slope \(slope) (goal ≤ 1.2)\(slope <= 1.2 ? "" : " NOT MET")")
        var goals = GoalReport(mode: "testing")
        TestingReportBenchmarks.run(reps: reps, goals: &goals)
        TestingReportBenchmarks.closureForm(reps: reps, goals: &goals)
        TestingReportBenchmarks.variantResults(reps: reps, goals: &goals)
        TestingReportBenchmarks.bothDesigns(reps: reps, goals: &goals)
        return 0
    }

    /// The matrix of n cards on devices as tall as the column of cards, so
    /// that every card is on screen.
    private static func cardMatrixTimes(cards n: Int, reps: Int) -> [Double] {
        var times: [Double] = []
        for _ in 0..<reps {
            let screen = CardScreen(cards: n)
            screen.activate()
            let height = screen.root.frame.height
            let columns = [320, 375, 393, 440].map { width in
                LayoutDevice(name: "column \(width)", size: CGSize(width: CGFloat(width), height: height))
            }
            var failures: [String] = []
            times.append(SolverBenchmarks.milliseconds {
                failures = layoutMatrixFailures(screen.root, on: columns, directions: directions, checking: .all, ignoring: [])
            })
            if !failures.isEmpty { print("CHECK testing cards-\(n) failures \(failures.count): \(failures[0])") }
        }
        return times
    }
    #else
    static func run(_ arguments: [String]) -> Int32 {
        print("SKIP testing: AnchorDSLTesting is linked into Benchmarks on Linux only")
        return 0
    }
    #endif
}

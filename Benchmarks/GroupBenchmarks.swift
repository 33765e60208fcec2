import AnchorDSL
import AnchorHeadless
import Foundation

/// `Benchmarks group [--cards N] [--reps N]`: a `ConstraintGroup` over the
/// engine benchmark's cards (59 cards, 1,003 constraints by default).
///
/// Prints `RESULT group <phase> <median ms>` for `first` (the group's
/// `activate()` and the first `layoutIfNeeded()`), `activate` (its
/// `activate()` alone), `one` (`update()` and `layoutIfNeeded()` after one
/// card's height changed), `nothing` (`update()` with nothing changed),
/// `all` (`update()` and `layoutIfNeeded()` after every card's height
/// changed) and `hand-one`/`hand-all` (the same constants set by hand on
/// kept constraints, then `layoutIfNeeded()`), and `RATIO group <name>
/// <value>` for the goals: one/first ≤ 1/20, nothing/activate ≤ 0.25,
/// all/hand-all ≤ 3 (`one/hand-one` is printed for what it is: one constant
/// by hand costs almost nothing, while the group evaluates its whole builder).
enum GroupBenchmarks {
    static func run(_ arguments: [String]) -> Int32 {
        var cards = 59, reps = 15
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--cards" where i + 1 < arguments.count: cards = Int(arguments[i + 1]) ?? cards
            case "--reps" where i + 1 < arguments.count: reps = Int(arguments[i + 1]) ?? reps
            default:
                print("usage: Benchmarks group [--cards N] [--reps N]")
                return 2
            }
            i += 2
        }
        var times: [String: [Double]] = [:]
        func record(_ phase: String, _ body: () -> Void) {
            times[phase, default: []].append(SolverBenchmarks.milliseconds(body))
        }
        var constraintCount = 0
        for rep in 0..<reps {
            let screen = CardScreen(cards: cards, building: false)
            let group = ConstraintGroup {
                for index in 0..<cards { screen.layout(of: index) }
            }
            record("first") {
                group.activate()
                screen.root.layoutIfNeeded()
            }
            constraintCount = group.constraints.count
            let height: CGFloat = rep.isMultiple(of: 2) ? 140 : 100
            record("one") {
                screen.heightValues[cards / 2] = height
                group.update()
                screen.root.layoutIfNeeded()
            }
            record("nothing") { group.update() }
            record("all") {
                for index in 0..<cards { screen.heightValues[index] = height + 10 }
                group.update()
                screen.root.layoutIfNeeded()
            }
            // The same changes by hand, on the same screen: references kept,
            // constants set, one layout.
            let heights = stride(from: CardScreen.heightPosition, to: group.constraints.count, by: CardScreen.constraintsPerCard)
                .map { group.constraints[$0] }
            record("hand-one") {
                heights[cards / 2].constant = height - 10
                screen.root.layoutIfNeeded()
            }
            record("hand-all") {
                for constraint in heights { constraint.constant = height + 20 }
                screen.root.layoutIfNeeded()
            }
            // The activation alone, on a second screen: no layout.
            let other = CardScreen(cards: cards, building: false)
            let otherGroup = ConstraintGroup {
                for index in 0..<cards { other.layout(of: index) }
            }
            record("activate") { otherGroup.activate() }
        }
        print("CHECK group constraints \(constraintCount)")
        let medians = times.mapValues(median)
        for phase in ["first", "activate", "one", "nothing", "all", "hand-one", "hand-all"] {
            print("RESULT group \(phase) \(medians[phase]!)")
        }
        let ratios = [
            ("one/first", medians["one"]! / medians["first"]!, 1.0 / 20),
            ("nothing/activate", medians["nothing"]! / medians["activate"]!, 0.25),
            ("all/hand-all", medians["all"]! / medians["hand-all"]!, 3),
        ]
        for (name, value, goal) in ratios {
            print("RATIO group \(name) \(value) (goal ≤ \(goal))\(value <= goal ? "" : " NOT MET")")
        }
        print("RATIO group one/hand-one \(medians["one"]! / medians["hand-one"]!)")
        return 0
    }
}

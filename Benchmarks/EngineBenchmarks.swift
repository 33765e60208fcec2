import AnchorDSL
import AnchorHeadless
import AnchorSolver
import Foundation

/// `Benchmarks engine [--sizes 100,1000,5000] [--reps N] [--export DIR]`: the
/// layout engine on a screen of N independent cards (container, image, title,
/// subtitle, button; 17 written constraints and 3 intrinsic sizes a card).
///
/// Prints `RESULT engine <n> <phase> <median ms>` for the phases `build`
/// (the views and the constraints, with the DSL), `activate`, `layout` (the
/// first `layoutIfNeeded()`), `total` (the three), `width` (a relayout after
/// the root's width changes between 375 and 414, which fits every title),
/// `squeeze` (between 414 and 320, which compresses every title: each card
/// changes which constraints bind), `constant` (a relayout after one
/// constant changes) and `bare` (exactly the engine's solver system added
/// to a bare `Solver` right after each first layout), and
/// `RATIO engine <n> <name> <value>` for the goals (`layout/bare` is the
/// median of the per-pair ratios). With `--export`, each
/// size's system is written as JSON lines to DIR/engine-<n>.jsonl for
/// `Benchmarks/kiwi/engine_kiwi.py`.
enum EngineBenchmarks {
    static func run(_ arguments: [String]) -> Int32 {
        var sizes = [100, 1000, 5000]
        var reps: Int?
        var exportFolder: String?
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--sizes" where i + 1 < arguments.count:
                sizes = arguments[i + 1].split(separator: ",").compactMap { Int($0) }
            case "--reps" where i + 1 < arguments.count:
                reps = Int(arguments[i + 1])
            case "--export" where i + 1 < arguments.count:
                exportFolder = arguments[i + 1]
            default:
                print("usage: Benchmarks engine [--sizes 100,1000,5000] [--reps N] [--export DIR]")
                return 2
            }
            i += 2
        }
        var totalTimes: [Int: Double] = [:]
        for n in sizes {
            let r = reps ?? (n <= 100 ? 21 : n <= 1000 ? 9 : 5)
            var builds: [Double] = [], activations: [Double] = [], layouts: [Double] = [], totals: [Double] = []
            var widths: [Double] = [], squeezes: [Double] = [], constants: [Double] = [], bares: [Double] = []
            var pairRatios: [Double] = []
            var screen: CardScreen?
            for _ in 0..<r {
                screen = nil
                var built: CardScreen?
                let build = SolverBenchmarks.milliseconds { built = CardScreen(cards: n) }
                let activation = SolverBenchmarks.milliseconds { built!.activate() }
                let layout = SolverBenchmarks.milliseconds { built!.root.layoutIfNeeded() }
                // The bare solver right after, on the system just built, so
                // that each ratio compares two runs seconds apart.
                let system = built!.root.exportSolverSystem()
                let bare = SolverBenchmarks.milliseconds { _ = bareSolver(system) }
                bares.append(bare)
                pairRatios.append(layout / bare)
                builds.append(build)
                activations.append(activation)
                layouts.append(layout)
                totals.append(build + activation + layout)
                screen = built
            }
            let laidOut = screen!
            widths = relayouts(laidOut, widths: [414, 375], count: max(r, 9))
            squeezes = relayouts(laidOut, widths: [320, 414], count: max(r, 9))
            let changed = laidOut.heights[n / 2]
            for k in 0..<max(r, 9) {
                constants.append(SolverBenchmarks.milliseconds {
                    changed.constant = k.isMultiple(of: 2) ? 140 : 120
                    laidOut.root.layoutIfNeeded()
                })
            }
            let system = laidOut.root.exportSolverSystem()
            let total = median(totals)
            totalTimes[n] = total
            for (phase, times) in [
                ("build", builds), ("activate", activations), ("layout", layouts), ("total", totals),
                ("width", widths), ("squeeze", squeezes), ("constant", constants), ("bare", bares),
            ] {
                print("RESULT engine \(n) \(phase) \(median(times))")
            }
            print("RATIO engine \(n) layout/bare \(median(pairRatios))")
            print("RATIO engine \(n) width/total \(median(widths) / total)")
            print("RATIO engine \(n) squeeze/total \(median(squeezes) / total)")
            print("RATIO engine \(n) constant/total \(median(constants) / total)")
            print("CHECK engine \(n) rows \(system.rows.count) variables \(system.variableCount)")
            if let exportFolder { write(system, to: "\(exportFolder)/engine-\(n).jsonl") }
        }
        if let small = totalTimes[1000], let large = totalTimes[5000] {
            print("RATIO engine 1000-5000 total-slope \(log(large / small) / log(5.0))")
        }
        return 0
    }

    /// Times of relayouts after the root's width alternates between `widths`;
    /// the screen is left at 375 wide.
    static func relayouts(_ screen: CardScreen, widths: [CGFloat], count: Int) -> [Double] {
        var times: [Double] = []
        for k in 0..<count {
            times.append(SolverBenchmarks.milliseconds {
                screen.root.frame.size.width = widths[k % widths.count]
                screen.root.layoutIfNeeded()
            })
        }
        screen.root.frame.size.width = 375
        screen.root.layoutIfNeeded()
        return times
    }

    /// The exported system added, in the same order, to a new solver.
    static func bareSolver(_ system: SolverSystemExport) -> Solver {
        let solver = Solver()
        let variables = (0..<system.variableCount).map { _ in Variable() }
        for row in system.rows {
            let expression = LinearExpression(
                row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: row.constant)
            let relation: Constraint.Relation = row.relation < 0 ? .lessOrEqual : row.relation == 0 ? .equal : .greaterOrEqual
            let strength = row.level.map { Strength(level: $0) } ?? .required
            try! solver.addConstraint(Constraint(expression, relation, strength: strength))
        }
        return solver
    }

    /// One JSON object per constraint: `{"t": [[var, coef], …], "c": constant,
    /// "r": -1|0|1, "p": priority or null}`, the priority being the Auto
    /// Layout value the level stands for.
    private static func write(_ system: SolverSystemExport, to path: String) {
        var text = "{\"variables\": \(system.variableCount)}\n"
        for row in system.rows {
            let terms = row.terms.map { "[\($0.variable), \($0.coefficient)]" }.joined(separator: ", ")
            let priority = row.level.map { "\(Float(bitPattern: UInt32($0)))" } ?? "null"
            text += "{\"t\": [\(terms)], \"c\": \(row.constant), \"r\": \(row.relation), \"p\": \(priority)}\n"
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
        }
    }
}

/// N independent cards in a scrolling column: each card's position depends
/// on the root only, as a table view's cells do.
final class CardScreen {
    /// The views of one card.
    struct Card {
        let card: View, image: View, title: View, subtitle: View, button: View
    }

    let root = View(name: "root")
    let cards: [Card]
    /// Each card's height, as `layout(of:)` reads it.
    var heightValues: [CGFloat]
    private(set) var constraints: [LayoutConstraint] = []
    /// Each card's height constraint, to change one constant.
    private(set) var heights: [LayoutConstraint] = []

    /// The cards' views; with `building`, their constraints too (inactive).
    init(cards n: Int, building: Bool = true) {
        root.frame = CGRect(x: 0, y: 0, width: 375, height: CGFloat(n) * 128 + 16)
        heightValues = Array(repeating: 120, count: n)
        var cards: [Card] = []
        cards.reserveCapacity(n)
        for index in 0..<n {
            let card = Card(
                card: View(name: "card\(index)"), image: View(name: "image\(index)"),
                title: View(name: "title\(index)"), subtitle: View(name: "subtitle\(index)"),
                button: View(name: "button\(index)"))
            root.addSubview(card.card)
            for view in [card.image, card.title, card.subtitle, card.button] { card.card.addSubview(view) }
            card.title.intrinsicContentSize = CGSize(width: 150, height: 20)
            card.subtitle.intrinsicContentSize = CGSize(width: 140, height: 16)
            card.button.intrinsicContentSize = CGSize(width: 72, height: 32)
            cards.append(card)
        }
        self.cards = cards
        guard building else { return }
        constraints.reserveCapacity(n * Self.constraintsPerCard)
        heights.reserveCapacity(n)
        for index in 0..<n {
            let built = LayoutConstraint.build { layout(of: index) }
            heights.append(built[Self.heightPosition])
            constraints += built
        }
    }

    /// Where the card's height is among the constraints `layout(of:)` makes.
    static let heightPosition = 3
    static let constraintsPerCard = 17

    /// The 17 constraints of card `index`, in a fixed order.
    @ConstraintBuilder func layout(of index: Int) -> [LayoutConstraint] {
        let views = cards[index]
        let offset: Int = 16 + 128 * index
        let top = CGFloat(offset)
        let (card, image, title) = (views.card, views.image, views.title)
        let (subtitle, button) = (views.subtitle, views.button)
        card.horizontalEdges == root.horizontalEdges + 16
        card.top == root.top + top
        card.height == heightValues[index]
        image.leading == card.leading + 12
        image.centerY == card.centerY
        image.size == 64
        title.leading == image.trailing + 12
        title.top == card.top + 16
        title.trailing <= button.leading - 8
        subtitle.leading == title.leading
        subtitle.top == title.bottom + 4
        subtitle.trailing == title.trailing
        button.trailing == card.trailing - 12
        button.centerY == card.centerY
        button.width >= 64 ~ .high - 1
    }

    func activate() {
        LayoutConstraint.activate(constraints)
    }
}

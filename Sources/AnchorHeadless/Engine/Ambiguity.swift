import Foundation
internal import AnchorSolver

/// Exact ambiguity detection. A frame is ambiguous when it can move without
/// making any constraint less satisfied: the set of optimal solutions is
/// not a single frame. As UIKit's `hasAmbiguousLayout`, a frame is judged in
/// its superview's coordinates (a guide's in its owning view's): a child
/// pinned to a parent that can slide does not move inside it, so only the
/// parent is ambiguous.
///
/// The engine asks the solver directly: it adds a probe pulling one unknown
/// (the position relative to the superview, or the size) one point up, then
/// down, at a level below every Auto Layout priority. True priority levels
/// guarantee the probe cannot trade away any real constraint, so the unknown
/// moves if and only if the optimum leaves it free.
///
/// After the probes the solver may rest at another optimal point; only
/// unknowns that are ambiguous anyway can have moved.
extension LayoutEngine {
    /// The names of the view's unknowns that can move (`x`, `y`, `width`,
    /// `height`, positions relative to the superview), empty if its frame is
    /// determined.
    func movableVariables(of view: View) -> [String] {
        unknowns(of: view).filter { canMove($0.variable, relativeTo: $0.origin) }.map(\.name)
    }

    /// The unknowns a view's ambiguity is judged on, named: its position
    /// relative to its superview's, and its size.
    func unknowns(of view: View) -> [(name: String, variable: Variable, origin: Variable?)] {
        let own = variables(of: view)
        let parent = view.superview.map(variables(of:))
        return [("x", own.x, parent?.x), ("y", own.y, parent?.y), ("width", own.width, nil), ("height", own.height, nil)]
    }

    /// The axes along which the item's size can move: a scroll view's
    /// content layout guide that its content does not size.
    func movableSizes(of item: any LayoutItem) -> [LayoutAxis] {
        let own = variables(of: item)
        return [(LayoutAxis.horizontal, own.width), (.vertical, own.height)]
            .filter { canMove($0.1, relativeTo: nil) }.map(\.0)
    }

    /// Whether `variable - origin` (or `variable` alone) can move: by any
    /// amount in a tree without a display scale, by a pixel or more in one
    /// with a scale. A frame whose freedom is a fraction of a pixel shows
    /// the same wherever it rests (a row put on the pixels, a fraction of a
    /// point taller than its content), so it is not ambiguous on a screen.
    func canMove(_ variable: Variable, relativeTo origin: Variable?) -> Bool {
        if solver.isEachProvablyFixed(variable, relativeTo: origin) { return false }
        do throws(SolverError) {
            guard let pixel = pixelScale.map({ 1 / $0 }) else {
                guard let probe = try pull(variable, relativeTo: origin, by: 1, movingMoreThan: 1e-6) else { return false }
                try solver.removeConstraint(probe)
                return true
            }
            return try freeRange(of: variable, relativeTo: origin, upTo: pixel) >= pixel - 1e-6
        } catch {
            LayoutDiagnostics.report(.engineFailure("ambiguity probe: \(error)"))
            return false
        }
    }

    /// Another rectangle, in root coordinates, that the view's constraints
    /// allow as well as the one it has: each of its unknowns that can move
    /// pulled `distance` points one way (or, if it cannot go that way, the
    /// other) by probes below every priority, read, and let go. Nil if none
    /// can move.
    func alternativeRect(of view: View, distance: Double) -> CGRect? {
        var probes: [Constraint] = []
        defer { for probe in probes { try? solver.removeConstraint(probe) } }
        for unknown in unknowns(of: view) {
            if let probe = try? pull(unknown.variable, relativeTo: unknown.origin, by: distance, movingMoreThan: 0.5) {
                probes.append(probe)
            }
        }
        return probes.isEmpty ? nil : variables(of: view).rect(in: solver)
    }

    /// A probe pulling `variable - origin` (or `variable` alone) `distance`
    /// up, or else down, below every priority: the one that moved it more
    /// than `minimum`, left in the solver, or nil (and no probe left) if it
    /// is fixed.
    func pull(
        _ variable: Variable, relativeTo origin: Variable?, by distance: Double, movingMoreThan minimum: Double
    ) throws(SolverError) -> Constraint? {
        var terms = [Term(variable, 1)]
        if let origin { terms.append(Term(origin, -1)) }
        let measured = LinearExpression(terms)
        // The tableau proves most unknowns fixed without a move: two solver
        // operations per probe made the check of a 600-view screen seven
        // first layouts long.
        if solver.isProvablyFixed(measured) { return nil }
        let start = measured.value(solver.value(of:))
        for direction in [1.0, -1.0] {
            // direction · (measured − start) ≥ distance
            let pull = LinearExpression(terms.map { Term($0.variable, direction * $0.coefficient) },
                                        constant: -direction * start - distance)
            let probe = Constraint(pull, .greaterOrEqual, strength: Self.probeStrength)
            try solver.addConstraint(probe)
            if abs(measured.value(solver.value(of:)) - start) > minimum { return probe }
            try solver.removeConstraint(probe)
        }
        return nil
    }

    /// How far `variable - origin` (or `variable` alone) can move, up and
    /// down together, each way counted up to `limit`: probes pull it both
    /// ways in turn, below every priority, and are let go.
    private func freeRange(
        of variable: Variable, relativeTo origin: Variable?, upTo limit: Double
    ) throws(SolverError) -> Double {
        var terms = [Term(variable, 1)]
        if let origin { terms.append(Term(origin, -1)) }
        let measured = LinearExpression(terms)
        if solver.isProvablyFixed(measured) { return 0 }
        let start = measured.value(solver.value(of:))
        var range = 0.0
        for direction in [1.0, -1.0] {
            let pull = LinearExpression(terms.map { Term($0.variable, direction * $0.coefficient) },
                                        constant: -direction * start - limit)
            let probe = Constraint(pull, .greaterOrEqual, strength: Self.probeStrength)
            try solver.addConstraint(probe)
            range += abs(measured.value(solver.value(of:)) - start)
            try solver.removeConstraint(probe)
            if range >= limit - 1e-6 { break }
        }
        return range
    }

    /// Below priority 1, the lowest an Auto Layout constraint can have.
    static let probeStrength = Strength(level: 0)
}

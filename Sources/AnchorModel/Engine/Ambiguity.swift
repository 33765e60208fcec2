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
        let own = variables(of: view)
        let parent = view.superview.map(variables(of:))
        let named: [(String, Variable, Variable?)] = [
            ("x", own.x, parent?.x), ("y", own.y, parent?.y), ("width", own.width, nil), ("height", own.height, nil),
        ]
        return named.filter { canMove($0.1, relativeTo: $0.2) }.map(\.0)
    }

    /// The axes along which the item's size can move: a scroll view's
    /// content layout guide that its content does not size.
    func movableSizes(of item: any LayoutItem) -> [LayoutAxis] {
        let own = variables(of: item)
        return [(LayoutAxis.horizontal, own.width), (.vertical, own.height)]
            .filter { canMove($0.1, relativeTo: nil) }.map(\.0)
    }

    /// Whether `variable - origin` (or `variable` alone) can move.
    private func canMove(_ variable: Variable, relativeTo origin: Variable?) -> Bool {
        var terms = [Term(variable, 1)]
        if let origin { terms.append(Term(origin, -1)) }
        let measured = LinearExpression(terms)
        // The tableau proves most unknowns fixed without a move: two solver
        // operations per probe made the check of a 600-view screen seven
        // first layouts long.
        if solver.isProvablyFixed(measured) { return false }
        let start = measured.value(solver.value(of:))
        for direction in [1.0, -1.0] {
            // direction · (measured − start) ≥ 1
            let pull = LinearExpression(terms.map { Term($0.variable, direction * $0.coefficient) },
                                        constant: -direction * start - 1)
            let probe = Constraint(pull, .greaterOrEqual, strength: Self.probeStrength)
            do throws(SolverError) {
                try solver.addConstraint(probe)
                let moved = abs(measured.value(solver.value(of:)) - start) > 1e-6
                try solver.removeConstraint(probe)
                if moved { return true }
            } catch {
                LayoutDiagnostics.report(.engineFailure("ambiguity probe: \(error)"))
                return false
            }
        }
        return false
    }

    /// Another rectangle, in root coordinates, that the view's constraints
    /// allow as well as the one it has: each of its unknowns that can move
    /// pulled `distance` points one way (or, if it cannot go that way, the
    /// other) by probes below every priority, read, and let go. Nil if none
    /// can move.
    func alternativeRect(of view: View, distance: Double) -> CGRect? {
        let own = variables(of: view)
        let parent = view.superview.map(variables(of:))
        let unknowns: [(Variable, Variable?)] = [
            (own.x, parent?.x), (own.y, parent?.y), (own.width, nil), (own.height, nil),
        ]
        var probes: [Constraint] = []
        defer { for probe in probes { try? solver.removeConstraint(probe) } }
        for (variable, origin) in unknowns where canMove(variable, relativeTo: origin) {
            var terms = [Term(variable, 1)]
            if let origin { terms.append(Term(origin, -1)) }
            let measured = LinearExpression(terms)
            let start = measured.value(solver.value(of:))
            for direction in [1.0, -1.0] {
                let pull = LinearExpression(terms.map { Term($0.variable, direction * $0.coefficient) },
                                            constant: -direction * start - distance)
                let probe = Constraint(pull, .greaterOrEqual, strength: Self.probeStrength)
                guard (try? solver.addConstraint(probe)) != nil else { continue }
                if abs(measured.value(solver.value(of:)) - start) > 0.5 {
                    probes.append(probe)
                    break
                }
                try? solver.removeConstraint(probe)
            }
        }
        return probes.isEmpty ? nil : own.rect(in: solver)
    }

    /// Below priority 1, the lowest an Auto Layout constraint can have.
    private static let probeStrength = Strength(level: 0)
}

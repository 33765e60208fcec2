internal import AnchorSolver

/// Exact ambiguity detection. A variable is ambiguous when it can move
/// without making any constraint less satisfied: the set of optimal
/// solutions is not a single point along it. The engine asks the solver
/// directly: it adds a probe pulling the variable one point up (then down)
/// at a level below every Auto Layout priority. True priority levels
/// guarantee the probe cannot trade away any real constraint, so the
/// variable moves if and only if the optimum leaves it free.
///
/// After the probes the solver may rest at another optimal point; only
/// variables that are ambiguous anyway can have moved.
extension LayoutEngine {
    /// The names of the view's variables that can move (`x`, `y`, `width`,
    /// `height`), empty if its frame is determined.
    func movableVariables(of view: View) -> [String] {
        let v = variables(of: view)
        let named = [("x", v.x), ("y", v.y), ("width", v.width), ("height", v.height)]
        return named.filter { canMove($0.1) }.map(\.0)
    }

    private func canMove(_ variable: Variable) -> Bool {
        let start = solver.value(of: variable)
        for direction in [1.0, -1.0] {
            let probe = (direction * variable >= direction * start + 1).withStrength(Self.probeStrength)
            do throws(SolverError) {
                try solver.addConstraint(probe)
                let moved = abs(solver.value(of: variable) - start) > 1e-6
                try solver.removeConstraint(probe)
                if moved { return true }
            } catch {
                LayoutDiagnostics.report(.engineFailure("ambiguity probe: \(error)"))
                return false
            }
        }
        return false
    }

    /// Below priority 1, the lowest an Auto Layout constraint can have.
    private static let probeStrength = Strength(level: 0)
}

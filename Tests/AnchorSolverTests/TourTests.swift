import Testing
import AnchorSolver
import AnchorTestSupport

/// The API tour of the README, kept compiling and true.
@Test func readmeTour() throws {
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    let solver = Solver()
    try solver.addConstraint(right == left + width)
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(width >= 10)
    try solver.addConstraint((width == 100).withStrength(.weak))
    expectEqual(solver.value(of: right), 100)

    try solver.addEditVariable(right, strength: .strong)
    try solver.suggestValue(60, for: right)
    expectEqual(solver.value(of: width), 60)
    try solver.suggestValue(5, for: right)       // width >= 10 and left >= 0 win
    expectEqual(solver.value(of: right), 10)

    do {
        try solver.addConstraint(right <= 8)
        Issue.record("expected .unsatisfiableConstraint")
    } catch let SolverError.unsatisfiableConstraint(rejected, conflicts) {
        expectEqual(rejected.relation, .lessOrEqual)
        expectEqual(conflicts.count, 3)            // right == left + width, left >= 0, width >= 10
    } catch {
        Issue.record("unexpected \(error)")
    }
}

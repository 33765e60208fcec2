import Testing
import AnchorSolver

@Test func smoke() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + 10 <= y)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(40, for: x)
    #expect(solver.value(of: y) == 50)
}

import Testing
import AnchorSolver
import AnchorTestSupport

/// The epsilon policy (see Epsilon.swift): |coefficient| < 1e-8 is dropped,
/// |constant| < 1e-8 counts as zero, non-finite input is rejected.
@Suite struct NumericsTests {
    let x = Variable("x"), y = Variable("y")

    @Test func nearZeroCoefficientsAreDropped() throws {
        let solver = Solver()
        // Built without operators: the file's first operator expression pays
        // for loading every `==` overload (19-23 ms measured here).
        try solver.addConstraint(Constraint(LinearExpression([Term(x)], constant: -3), .equal))
        // 1e-9·y is dropped, so this is 0 == 0 and carries no information about y.
        try solver.addConstraint(1e-9 * y + x == 3)
        #expect(solver.value(of: y).isZero)
        // With y dropped, `1e-9·y == 1` is `0 == 1`: unsatisfiable, not y = 1e9.
        let droppedToZeroEqualsOne = 1e-9 * y == 1
        #expect(throws: SolverError.self) { try solver.addConstraint(droppedToZeroEqualsOne) }
        // Just above the threshold the coefficient is kept.
        try solver.addConstraint(2e-8 * y == 1)
        let closeToFiveE7 = abs(solver.value(of: y) - 5e7) < 1e-3
        #expect(closeToFiveE7)
    }

    @Test func nearZeroConstantsCountAsSatisfied() throws {
        let solver = Solver()
        try solver.addConstraint(x == 1)
        try solver.addConstraint(x == 1 + 5e-9)    // redundant up to epsilon: accepted
        expectEqual(solver.value(of: x), 1)
        let offByAMillionth = x == 1 + 1e-6
        #expect(throws: SolverError.self) { try solver.addConstraint(offByAMillionth) }
    }

    @Test func noNonFiniteNumberEverEntersTheTableau() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 1e300)
        try solver.addEditVariable(y, strength: .strong)
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: y) }
        let overflowing = 1e300 * x + 1e300 * y == 0
        #expect(throws: SolverError.self) { try solver.addConstraint(overflowing) }
        expectEqual(solver.invariantViolation(), nil)
    }
}

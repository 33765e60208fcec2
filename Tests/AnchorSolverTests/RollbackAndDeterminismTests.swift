import Testing
import AnchorSolver
import AnchorTestSupport

@Suite struct RollbackAndDeterminismTests {
    /// kiwi keeps a stray row after this rejection and later aborts; ours
    /// must behave as if the rejected call never happened.
    @Test func rejectedConstraintLeavesNoTrace() throws {
        let x = Variable("x")
        let failed = Solver(), clean = Solver()
        for solver in [failed, clean] { try solver.addConstraint(2 * x == 296) }
        #expect(throws: SolverError.self) { try failed.addConstraint(x <= 55) }
        for solver in [failed, clean] {
            try solver.addEditVariable(x, strength: .medium)
            try solver.suggestValue(-6, for: x)
        }
        expectEqual(failed.value(of: x), 148)
        expectEqual(snapshot(failed, [x]), snapshot(clean, [x]))
    }

    /// After every error of a long random sequence, the solver matches a
    /// solver that only ever saw the successful calls, bit for bit.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func everyErrorRollsBackCompletely(seed: UInt64) throws {
        let variables = (0..<8).map { Variable("v\($0)") }
        let failing = Solver(), reference = Solver()
        var errors = 0
        for step in randomSteps(seed, variables, count: 300) {
            let before = snapshot(failing, variables)
            if failing.apply(step) != nil {
                errors += 1
                expectEqual(snapshot(failing, variables), before)
            } else {
                let referenceFailed = reference.apply(step) != nil
                #expect(!referenceFailed)
            }
            expectEqual(snapshot(failing, variables), snapshot(reference, variables))
            expectEqual(failing.invariantViolation(), nil)
        }
        #expect(errors > 10)
    }

    @Test func sameCallsGiveBitIdenticalValues() throws {
        func run() -> [UInt64] {
            let variables = (0..<10).map { Variable("v\($0)") }
            let solver = Solver()
            var trace: [UInt64] = []
            for step in randomSteps(42, variables, count: 400) {
                _ = solver.apply(step)
                trace += variables.map { solver.value(of: $0).bitPattern }
            }
            return trace
        }
        // Fresh variables (different ids) and a fresh solver each time.
        expectEqual(run(), run())
    }
}

extension Solver {
    func apply(_ step: Step) -> SolverError? { step.apply(to: self) }
}

import AnchorSolver
import AnchorTestSupport
import Testing

/// `updateConstant(of:to:)`: a constraint's constant changes in place.
@Suite struct UpdateConstantTests {
    @Test func requiredEqualityMovesItsVariable() throws {
        let width = Variable("width")
        let solver = Solver()
        let fixed = width == 100
        try solver.addConstraint(fixed)
        try solver.updateConstant(of: fixed, to: -120)
        expectEqual(solver.value(of: width), 120)
        expectEqual(solver.constant(of: fixed), -120)
        expectEqual(solver.invariantViolation(), nil)
    }

    @Test func inequalitiesOfBothDirectionsFollowTheirConstant() throws {
        let x = Variable("x")
        let solver = Solver()
        let atLeast = x >= 10, atMost = x <= 50
        try solver.addConstraint(atLeast)
        try solver.addConstraint(atMost)
        try solver.addConstraint((x == 0).withStrength(.weak))
        expectEqual(solver.value(of: x), 10)
        try solver.updateConstant(of: atLeast, to: -30)   // x >= 30
        expectEqual(solver.value(of: x), 30)
        try solver.addConstraint((x == 100).withStrength(.medium))
        expectEqual(solver.value(of: x), 50)
        try solver.updateConstant(of: atMost, to: -70)    // x <= 70
        expectEqual(solver.value(of: x), 70)
        expectEqual(solver.invariantViolation(), nil)
    }

    @Test func nonRequiredConstraintsMoveLikeSuggestions() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let preferred = (x == 40).withStrength(.strong)
        let atLeast = (y >= x + 5).withStrength(.medium)
        try solver.addConstraint(preferred)
        try solver.addConstraint(atLeast)
        try solver.addConstraint((y == 0).withStrength(.weak))
        expectEqual(solver.value(of: y), 45)
        try solver.updateConstant(of: preferred, to: -10)
        expectEqual(solver.value(of: x), 10)
        expectEqual(solver.value(of: y), 15)
        try solver.updateConstant(of: atLeast, to: 20)    // y - x + 20 >= 0
        expectEqual(solver.value(of: y), 0)
        expectEqual(solver.invariantViolation(), nil)
    }

    @Test func aConstantThatBreaksARequiredConstraintIsRejectedWithItsConflicts() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let floor = x >= 0, link = y == x + 10, cap = y <= 50
        for c in [floor, link, cap] { try solver.addConstraint(c) }
        let before = snapshot(solver, [x, y])
        let error = updateError { () throws(SolverError) in try solver.updateConstant(of: cap, to: -5) }   // y <= 5
        guard case let .unsatisfiableConstraint(rejected, conflicts)? = error else {
            Issue.record("expected an unsatisfiable constraint, got \(String(describing: error))")
            return
        }
        expectIdentical(rejected, cap)
        expectEqual(conflicts.map(\.id), [floor.id, link.id])
        expectEqual(snapshot(solver, [x, y]), before)
        expectEqual(solver.constant(of: cap), -50)
    }

    @Test func aRedundantEqualityCanOnlyMoveWithTheOnesItRepeats() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, again = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(again)
        let before = snapshot(solver, [x])
        #expect(throws: SolverError.self) { try solver.updateConstant(of: again, to: -20) }
        expectEqual(snapshot(solver, [x]), before)
        try solver.removeConstraint(first)
        try solver.updateConstant(of: again, to: -20)
        expectEqual(solver.value(of: x), 20)
    }

    @Test func badCallsAreRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        let present = x == 1, absent = x == 2
        try solver.addConstraint(present)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: absent, to: 3) }
        #expect(throws: SolverError.self) { try solver.updateConstant(of: present, to: .nan) }
        #expect(throws: SolverError.self) { try solver.updateConstant(of: present, to: .infinity) }
        expectEqual(solver.value(of: x), 1)
    }

    /// After random systems, every constant change either succeeds and leaves
    /// the same optimum (the violation at each level) as a fresh solver given
    /// the changed constraint from the start, or is rejected, leaves no trace,
    /// and the changed system is really infeasible.
    @Test func changedConstantsMatchAFreshSolver() throws {
        let variables = (0..<6).map { Variable("v\($0)") }
        var rng = SplitMix(state: 7919)
        var accepted = 0, rejected = 0
        for round in 0..<96 {
            let seed = UInt64(round / 12 + 11)
            let solver = Solver()
            var present: [Constraint] = []
            for step in randomSteps(seed &+ UInt64(round) &* 1000, variables, count: 40) {
                switch step {
                case let .add(c): if solver.apply(step) == nil { present.append(c) }
                case let .remove(c): if solver.apply(step) == nil { present.removeAll { $0 === c } }
                default: continue
                }
            }
            guard !present.isEmpty else { continue }
            for _ in 0..<6 {
                let index = rng.int(0...present.count - 1)
                let target = present[index]
                let newConstant = Double(rng.int(-60...60))
                let before = snapshot(solver, variables)
                // The system as the solver holds it, with the change applied.
                let system = present.enumerated().map { i, c in
                    let constant = i == index ? newConstant : solver.constant(of: c)!
                    return Constraint(LinearExpression(c.expression.terms, constant: constant), c.relation, strength: c.strength)
                }
                let fresh = Solver()
                var freshError: SolverError?
                for c in system where freshError == nil {
                    do throws(SolverError) { try fresh.addConstraint(c) } catch { freshError = error }
                }
                do throws(SolverError) {
                    try solver.updateConstant(of: target, to: newConstant)
                    accepted += 1
                    let freshAccepted = freshError == nil
                    #expect(freshAccepted, "fresh solver rejected a system the update accepted")
                    expectEqual(solver.invariantViolation(), nil)
                    let ours = violations(system, solver), theirs = violations(system, fresh)
                    let requiredHold = ours.required < 1e-6
                    #expect(requiredHold, "required constraints violated by \(ours.required)")
                    let optimal = sameOptimum(ours.levels, theirs.levels)
                    #expect(optimal, "\(ours.levels) vs fresh \(theirs.levels)")
                } catch {
                    rejected += 1
                    let freshRejected = freshError != nil
                    #expect(freshRejected, "update rejected a feasible system: \(error)")
                    expectEqual(snapshot(solver, variables), before)
                }
            }
        }
        #expect(accepted > 100)
        #expect(rejected > 5)
    }

    private func updateError(_ body: () throws(SolverError) -> Void) -> SolverError? {
        do throws(SolverError) {
            try body()
            return nil
        } catch {
            return error
        }
    }

    private func violations(_ system: [Constraint], _ solver: Solver) -> (required: Double, levels: [Int: Double]) {
        var required = 0.0
        var levels: [Int: Double] = [:]
        for c in system {
            let e = c.expression.value { solver.value(of: $0) }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(e)
            case .lessOrEqual: violation = max(0, e)
            case .greaterOrEqual: violation = max(0, -e)
            }
            if c.strength.isRequired {
                required = max(required, violation)
            } else {
                levels[c.strength.level, default: 0] += c.strength.weight * violation
            }
        }
        return (required, levels)
    }

    private func sameOptimum(_ a: [Int: Double], _ b: [Int: Double]) -> Bool {
        for level in Set(a.keys).union(b.keys) where abs(a[level, default: 0] - b[level, default: 0]) > 1e-6 {
            return false
        }
        return true
    }
}

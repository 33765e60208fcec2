import Testing
import AnchorSolver
import AnchorTestSupport

@Suite struct OperationTests {
    let x = Variable("x"), y = Variable("y")

    @Test func addAndRemoveConstraint() throws {
        let solver = Solver()
        let c = x == 7
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        expectEqual(solver.value(of: x), 7)
        expectEqual(solver.constraints.count, 1)
        try solver.removeConstraint(c)
        let removed = !solver.hasConstraint(c)
        #expect(removed)
        expectEqual(solver.value(of: x), 0)
        #expect(solver.constraints.isEmpty)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let solver = Solver()
        try solver.addConstraint(x + 10 <= y)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(40, for: x)
        expectEqual(solver.value(of: x), 40)
        expectEqual(solver.value(of: y), 50)
        try solver.suggestValue(-5, for: x)
        expectEqual(solver.value(of: x), -5)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        expectEqual(solver.constraints.count, 1)  // the edit's constraint is gone
    }

    @Test func variableIdentityIsItsIdNotItsName() throws {
        let solver = Solver()
        let twin = Variable("x")  // same name as `x`, another unknown
        let copy = x               // a copy is the same unknown
        let copyID: UInt64 = copy.id
        expectEqual(copyID, x.id)
        let distinct = twin.id != x.id
        #expect(distinct)
        try solver.addConstraint(copy == 4)
        try solver.addConstraint(twin == 9)
        expectEqual(solver.value(of: x), 4)
        expectEqual(solver.value(of: twin), 9)
        // `x` and its copy name one unknown, so pinning it again conflicts.
        let pinned = x == 5
        let isUnsatisfiable: (any Error) -> Bool = {
            if case SolverError.unsatisfiableConstraint = $0 { true } else { false }
        }
        #expect(performing: { try solver.addConstraint(pinned) }, throws: isUnsatisfiable)
    }

    @Test func unknownVariableReadsZero() {
        expectEqual(Solver().value(of: x), 0)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let c = x == 3
        try solver.addConstraint(c)
        try solver.addEditVariable(y, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(y))
        expectEqual(solver.value(of: x), 0)
        try solver.addConstraint(c)  // not a duplicate any more
        expectEqual(solver.value(of: x), 3)
    }

    @Test func operatorsBuildTheExpectedConstraint() throws {
        let solver = Solver()
        let z = Variable("z")
        try solver.addConstraint(x == 2)
        try solver.addConstraint(y == 3)
        try solver.addConstraint(x + 2 * y - 3 - z / 1 == -(x - y) * 2 + 1)  // z = 5 - 3 - 1 + 2·(2 - 3)... see below
        // x + 2y - 3 - z = -2x + 2y + 1  →  z = 3x - 4 = 2
        expectEqual(solver.value(of: z), 2)
        let c = (x + y <= 100).withStrength(.weak)
        expectEqual(c.strength, .weak)
        expectEqual(c.relation, .lessOrEqual)
    }
}

@Suite struct ErrorTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    /// A solver with some state, to check errors leave it untouched.
    func populated() throws -> Solver {
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((y == 2 * x).withStrength(.medium))
        try solver.addConstraint((z == 1).withStrength(.weak))
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(4, for: z)
        return solver
    }

    func expectUnchanged(
        prepare: (Solver) throws -> Void = { _ in },
        _ body: (Solver) throws(SolverError) -> Void, matches: (SolverError) -> Bool
    ) throws {
        let solver = try populated()
        try prepare(solver)
        let before = snapshot(solver, [x, y, z])
        var caught: SolverError?
        do throws(SolverError) { try body(solver) } catch { caught = error }
        let matched = caught.map(matches) ?? false
        #expect(matched, "unexpected: \(String(describing: caught))")
        let described = !(caught?.description.isEmpty ?? true)
        #expect(described)
        expectEqual(snapshot(solver, [x, y, z]), before)
    }

    @Test func unsatisfiable() throws {
        try expectUnchanged({ s throws(SolverError) in try s.addConstraint(x <= 5) }) {
            if case .unsatisfiableConstraint = $0 { true } else { false }
        }
    }

    @Test func duplicateConstraint() throws {
        let c = x <= 50
        try expectUnchanged(prepare: { try $0.addConstraint(c) }, { s throws(SolverError) in try s.addConstraint(c) }) {
            if case .duplicateConstraint = $0 { true } else { false }
        }
    }

    @Test func unknownConstraint() throws {
        try expectUnchanged({ s throws(SolverError) in try s.removeConstraint(x == 1) }) {
            if case .unknownConstraint = $0 { true } else { false }
        }
    }

    @Test func duplicateEditVariable() throws {
        try expectUnchanged({ s throws(SolverError) in try s.addEditVariable(z, strength: .weak) }) {
            if case .duplicateEditVariable = $0 { true } else { false }
        }
    }

    @Test func unknownEditVariable() throws {
        try expectUnchanged({ s throws(SolverError) in try s.suggestValue(1, for: x) }) {
            if case .unknownEditVariable = $0 { true } else { false }
        }
        try expectUnchanged({ s throws(SolverError) in try s.removeEditVariable(y) }) {
            if case .unknownEditVariable = $0 { true } else { false }
        }
    }

    @Test func requiredEditStrength() throws {
        try expectUnchanged({ s throws(SolverError) in try s.addEditVariable(x, strength: .required) }) {
            if case .requiredEditStrength = $0 { true } else { false }
        }
    }

    @Test func invalidStrength() throws {
        for weight in [0, -1, Double.nan, .infinity] {
            try expectUnchanged({ s throws(SolverError) in
                try s.addConstraint((x == 1).withStrength(Strength(level: 3, weight: weight)))
            }) {
                if case .invalidStrength = $0 { true } else { false }
            }
        }
    }

    @Test func nonFiniteNumbersAreRejectedAtTheDoor() throws {
        let isNonFinite: (SolverError) -> Bool = { if case .nonFiniteNumber = $0 { true } else { false } }
        for bad in [Double.nan, .infinity, -.infinity] {
            try expectUnchanged({ s throws(SolverError) in try s.addConstraint(x == bad) }, matches: isNonFinite)
            try expectUnchanged({ s throws(SolverError) in try s.addConstraint(bad * y >= 0) }, matches: isNonFinite)
            try expectUnchanged({ s throws(SolverError) in try s.suggestValue(bad, for: z) }, matches: isNonFinite)
        }
        // Finite inputs whose arithmetic overflows are rejected too.
        try expectUnchanged({ s throws(SolverError) in
            try s.addConstraint(LinearExpression([Term(y, 1.7e308), Term(x, 1.7e308)], constant: 1.7e308) == 0)
        }, matches: isNonFinite)
    }

    @Test func unsatisfiableReportsTheConflictingConstraints() throws {
        let solver = Solver()
        let unrelated = z == 3
        let c1 = x >= 10, c2 = y >= 0, c3 = x + y <= 5
        try solver.addConstraint(unrelated)
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        try solver.addConstraint((x == 0).withStrength(.strong))
        do {
            try solver.addConstraint(c3)
            Issue.record("expected an error")
        } catch {
            guard case let .unsatisfiableConstraint(rejected, conflicts) = error else {
                Issue.record("wrong error \(error)"); return
            }
            expectIdentical(rejected, c3)
            expectEqual(conflicts.count, 2)
            expectIdentical(conflicts.first, c1)
            expectIdentical(conflicts.last, c2)
            expectContains(error.description, "conflicts with")
        }
        #expect(!solver.hasConstraint(c3))
    }

    @Test func contradictoryEqualitiesExplainThemselves() throws {
        let solver = Solver()
        let a = x == y, b = y == 5, c = x == 6
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        do {
            try solver.addConstraint(c)
            Issue.record("expected an error")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicts) = error else { Issue.record("\(error)"); return }
            let conflictIDs = conflicts.map(\.id), expected = [a.id, b.id]
            expectEqual(conflictIDs, expected)
        }
    }
}

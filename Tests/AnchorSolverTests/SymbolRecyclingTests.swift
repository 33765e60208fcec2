import Testing
import AnchorSolver
import AnchorTestSupport

/// A solver that keeps adding and removing constraints holds what its
/// present constraints need, not something for every constraint it saw.
@Suite struct SymbolRecyclingTests {
    /// Runs `round` once, records the solver's storage, runs it `count`
    /// more times and expects the same storage, tables no larger than twice
    /// what the first round took, and a sound tableau.
    func expectFlat(
        _ solver: Solver, rounds count: Int = 3000, sourceLocation: SourceLocation = #_sourceLocation,
        _ round: (Int) throws -> Void
    ) throws {
        try round(0)
        let first = solver.storage, firstCapacity = solver.capacity
        for k in 1...count { try round(k) }
        expectEqual(solver.storage, first, sourceLocation: sourceLocation)
        let capacity = solver.capacity
        if !capacity.isBounded(by: firstCapacity) {
            Issue.record("\(capacity), against \(firstCapacity) after the first round", sourceLocation: sourceLocation)
        }
        expectEqual(solver.invariantViolation(), nil, sourceLocation: sourceLocation)
    }

    @Test func freshRequiredConstraintAddedAndRemoved() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(y == x + 10)
        try solver.addConstraint((x == 0).withStrength(.weak))
        try expectFlat(solver) { k in
            let pin = x == Double(k % 100)
            try solver.addConstraint(pin)
            expectEqual(solver.value(of: y), Double(k % 100) + 10)
            try solver.removeConstraint(pin)
        }
    }

    @Test func freshVariablesAndEveryRelationAndStrength() throws {
        let solver = Solver()
        let anchor = Variable("anchor")
        try solver.addConstraint(anchor == 5)
        try expectFlat(solver) { k in
            let a = Variable("a"), b = Variable("b")
            let made = [
                a >= anchor + 1,
                (b == a * 2).withStrength(.strong),
                (b <= 100).withStrength(.medium),
                (a == Double(k % 7)).withStrength(.weak),
            ]
            for c in made { try solver.addConstraint(c) }
            try solver.addEditVariable(b, strength: .weak)
            try solver.suggestValue(Double(k % 13), for: b)
            for c in made.reversed() { try solver.removeConstraint(c) }
            try solver.removeEditVariable(b)
            expectEqual(solver.value(of: a), 0)
        }
    }

    /// A rejected constraint takes a free symbol and gives it back.
    @Test func rejectedConstraintsKeepNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 10)
        try expectFlat(solver) { k in
            let temporary = (x >= 3).withStrength(.strong)
            try solver.addConstraint(temporary)
            try solver.removeConstraint(temporary)
            let impossible = x >= Double(20 + k % 5)
            #expect(throws: SolverError.self) { try solver.addConstraint(impossible) }
        }
        expectEqual(solver.value(of: x), 10)
    }

    /// Reused ids give the same answers as a solver that never removed
    /// anything: the same system built after many removals.
    @Test func reuseGivesTheSameValues() throws {
        let used = Solver(), fresh = Solver()
        for k in 0..<50 {
            let v = Variable()
            let c = (v == Double(k)).withStrength(.strong)
            try used.addConstraint(c)
            try used.removeConstraint(c)
        }
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        for solver in [used, fresh] {
            try solver.addConstraint(right == left + width)
            try solver.addConstraint(left >= 10)
            try solver.addConstraint((width == 300).withStrength(.weak))
            try solver.addConstraint(right <= 200)
            expectEqual(solver.value(of: width), 190)
            expectEqual(solver.value(of: left), 10)
        }
        expectEqual(used.invariantViolation(), nil)
    }
}

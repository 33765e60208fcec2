import AnchorSolver
import AnchorTestSupport
import Testing

/// `isProvablyFixed`: a proof from the tableau that an expression cannot
/// move at the optimum. It may fail to prove (the engine then probes), but
/// it must never claim "fixed" for something that can move.
@Suite struct DeterminacyTests {
    /// Whether `expression` moves when pulled either way at a level below
    /// every constraint: the engine's exact test.
    func moves(_ solver: Solver, _ expression: LinearExpression) -> Bool {
        let start = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        for direction in [1.0, -1.0] {
            var pull = LinearExpression(expression.terms.map { Term($0.variable, direction * $0.coefficient) })
            pull.constant = -direction * start - 1
            let probe = Constraint(pull, .greaterOrEqual, strength: Strength(level: 0))
            try? solver.addConstraint(probe)
            let now = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            try? solver.removeConstraint(probe)
            if abs(now - start) > 1e-6 { return true }
        }
        return false
    }

    @Test func aPinnedVariableIsFixedAndAFreeOneIsNot() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(LinearExpression([Term(x, 1)], constant: -10), .equal))
        try solver.addConstraint(Constraint(LinearExpression([Term(y, 1)]), .greaterOrEqual))
        #expect(solver.isProvablyFixed(LinearExpression(x)))
        #expect(!solver.isProvablyFixed(LinearExpression(y)))
        #expect(moves(solver, LinearExpression(y)))
    }

    @Test func aSizeHeldByHuggingAndResistanceAtOnceIsFixed() throws {
        // size <= 31 and size >= 31 at the same strength: a degenerate vertex,
        // where the resistance's slack is free but cannot grow.
        let solver = Solver()
        let size = Variable("size")
        try solver.addConstraint(Constraint(LinearExpression([Term(size, 1)], constant: -31), .lessOrEqual, strength: .strong))
        try solver.addConstraint(Constraint(LinearExpression([Term(size, 1)], constant: -31), .greaterOrEqual, strength: .strong))
        #expect(solver.isProvablyFixed(LinearExpression(size)))
        #expect(!moves(solver, LinearExpression(size)))
    }

    @Test func aRestingPreferenceDecidesWhereAFreeVariableRestsButHoldsNothing() throws {
        let solver = Solver()
        let y = Variable("y"), z = Variable("z")
        try solver.addConstraint(Constraint(LinearExpression([Term(y, 1)]), .greaterOrEqual))
        let rest = Constraint(LinearExpression([Term(y, 1)], constant: -5), .equal, strength: Strength(level: -2))
        try solver.addConstraint(rest)
        #expect(Strength(level: -2).isResting && !Strength.weak.isResting)
        // It rests where the preference says, is still free, and a probe at level 0 moves it.
        expectEqual(solver.value(of: y), 5)
        #expect(!solver.isProvablyFixed(LinearExpression(y)))
        #expect(moves(solver, LinearExpression(y)))
        // The same preference at level 1 holds it.
        try solver.addConstraint(Constraint(LinearExpression([Term(z, 1)], constant: -5), .equal, strength: .weak))
        #expect(solver.isProvablyFixed(LinearExpression(z)))
    }

    @Test func anUnknownVariableIsNotProved() {
        #expect(!Solver().isProvablyFixed(LinearExpression(Variable("nobody"))))
    }

    @Test("Random systems: whatever is proved fixed does not move when pulled, and most fixed things are proved")
    func neverClaimsFixedForWhatMoves() {
        var proved = 0, fixed = 0
        for seed in 0..<300 {
            var rng = SplitMix(state: UInt64(seed))
            let solver = Solver()
            let variables = (0..<6).map { Variable("v\($0)") }
            for _ in 0..<rng.int(3...12) {
                let first = rng.int(0...5), second = rng.int(0...5)
                let a = variables[first], b = variables[second]
                let terms = first == second ? [Term(a, 1)] : [Term(a, 1), Term(b, Double(rng.int(-2...2)))]
                let expression = LinearExpression(terms, constant: Double(rng.int(-50...50)))
                let relation: Constraint.Relation = [.equal, .lessOrEqual, .greaterOrEqual][rng.int(0...2)]
                let strength: Strength = [.required, .strong, .medium, .weak][rng.int(0...3)]
                try? solver.addConstraint(Constraint(expression, relation, strength: strength))
            }
            for (index, variable) in variables.enumerated() {
                let single = LinearExpression(variable)
                let difference = LinearExpression([Term(variable, 1), Term(variables[(index + 1) % 6], -1)])
                for expression in [single, difference] {
                    let claim = solver.isProvablyFixed(expression)
                    let moved = moves(solver, expression)
                    #expect(!(claim && moved), "seed \(seed): \(expression) proved fixed but moves")
                    if !moved { fixed += 1 }
                    if claim { proved += 1 }
                }
            }
        }
        #expect(proved * 2 >= fixed, "proved \(proved) of \(fixed) fixed expressions")
    }
}

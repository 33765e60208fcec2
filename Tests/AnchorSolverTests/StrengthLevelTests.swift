import Testing
import AnchorSolver
import AnchorTestSupport

@Suite struct StrengthLevelTests {
    @Test func oneViolationAtAHigherLevelOutweighsAThousandBelow() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<1000 {
            try solver.addConstraint((x == 1).withStrength(Strength(level: 750)))
        }
        try solver.addConstraint((x == 0).withStrength(Strength(level: 751)))
        expectEqual(solver.value(of: x), 0)
    }

    @Test func heavyWeightsDoNotCrossLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 1).withStrength(Strength(level: 1, weight: 1e12)))
        try solver.addConstraint((x == 0).withStrength(Strength(level: 2, weight: 1e-6)))
        expectEqual(solver.value(of: x), 0)
    }

    @Test func weightsAddWithinALevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).withStrength(Strength(level: 5, weight: 2)))
        try solver.addConstraint((x == 0).withStrength(Strength(level: 5, weight: 1)))
        expectEqual(solver.value(of: x), 10)
        let third = (x == 0).withStrength(Strength(level: 5, weight: 1.5))
        try solver.addConstraint(third)
        expectEqual(solver.value(of: x), 0)
        try solver.removeConstraint(third)
        expectEqual(solver.value(of: x), 10)
    }

    @Test func strongMediumWeakAreOrderedLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        let ordered = Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required
        #expect(ordered)
        try solver.addConstraint((x == 1).withStrength(.weak))
        expectEqual(solver.value(of: x), 1)
        try solver.addConstraint((x == 2).withStrength(.medium))
        expectEqual(solver.value(of: x), 2)
        try solver.addConstraint((x == 3).withStrength(.strong))
        expectEqual(solver.value(of: x), 3)
        try solver.addEditVariable(x, strength: Strength(level: 4))
        try solver.suggestValue(4, for: x)
        expectEqual(solver.value(of: x), 4)
    }
}

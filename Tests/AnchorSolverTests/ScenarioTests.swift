import Testing
import AnchorSolver
import AnchorTestSupport

/// Classic Cassowary scenarios with exact expected values.
@Suite struct ScenarioTests {
    /// kiwi's documentation example: a midpoint between two bounded ends.
    @Test func midpointLine() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraint(xm * 2 == xl + xr)
        try solver.addConstraint(xl + 10 <= xr)
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint(xl >= 0)
        try solver.addConstraint((xl == 40).withStrength(.weak))
        expectEqual(solver.value(of: xl), 40)
        let rightAtLeast50 = solver.value(of: xr) >= 50
        #expect(rightAtLeast50)
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(60, for: xm)
        expectEqual(solver.value(of: xl), 40)
        expectEqual(solver.value(of: xm), 60)
        expectEqual(solver.value(of: xr), 80)
        try solver.suggestValue(90, for: xm)
        expectEqual(solver.value(of: xl), 80)
        expectEqual(solver.value(of: xm), 90)
        expectEqual(solver.value(of: xr), 100)
        try solver.suggestValue(-10, for: xm)  // xl >= 0 wins; xm as close as it can
        expectEqual(solver.value(of: xl), 0)
        expectEqual(solver.value(of: xm), 5)
        expectEqual(solver.value(of: xr), 10)
    }

    /// Stays: weak constraints keep a value until something stronger moves it.
    @Test func weakStays() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 5).withStrength(.weak))
        try solver.addConstraint((y == 20).withStrength(.weak))
        let push = x >= 10
        try solver.addConstraint(push)
        expectEqual(solver.value(of: x), 10)
        expectEqual(solver.value(of: y), 20)
        let link = (y == x + 1).withStrength(.medium)
        try solver.addConstraint(link)
        expectEqual(solver.value(of: y), 11)
        try solver.removeConstraint(push)
        try solver.removeConstraint(link)
        expectEqual(solver.value(of: x), 5)
        expectEqual(solver.value(of: y), 20)
    }

    /// The classic quadrilateral: corners with weak stays, midpoints, ordering
    /// constraints, and a dragged corner.
    @Test func quadrilateral() throws {
        let solver = Solver()
        let px = (0..<4).map { Variable("p\($0).x") }, py = (0..<4).map { Variable("p\($0).y") }
        let mx = (0..<4).map { Variable("m\($0).x") }, my = (0..<4).map { Variable("m\($0).y") }
        let start: [(Double, Double)] = [(10, 10), (10, 200), (200, 200), (200, 10)]
        for i in 0..<4 {
            try solver.addConstraint((px[i] == start[i].0).withStrength(.weak))
            try solver.addConstraint((py[i] == start[i].1).withStrength(.weak))
            let j = (i + 1) % 4
            try solver.addConstraint(mx[i] == (px[i] + px[j]) / 2)
            try solver.addConstraint(my[i] == (py[i] + py[j]) / 2)
            for v in [px[i], py[i]] {
                try solver.addConstraint(v >= 0)
                try solver.addConstraint(v <= 500)
            }
        }
        for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] { try solver.addConstraint(px[a] + 20 <= px[b]) }
        for (a, b) in [(0, 1), (0, 2), (3, 1), (3, 2)] { try solver.addConstraint(py[a] + 20 <= py[b]) }
        let mids: () -> [[Double]] = { (0..<4).map { [solver.value(of: mx[$0]), solver.value(of: my[$0])] } }
        let initial: [[Double]] = [[10, 105], [105, 200], [200, 105], [105, 10]]
        expectEqual(mids(), initial)

        try solver.addEditVariable(px[0], strength: .strong)
        try solver.addEditVariable(py[0], strength: .strong)
        try solver.suggestValue(50, for: px[0])
        try solver.suggestValue(60, for: py[0])
        let dragged: [[Double]] = [[30, 130], [105, 200], [200, 105], [125, 35]]
        expectEqual(mids(), dragged)

        // Dragging past the others pushes them (strong beats their weak stays).
        try solver.suggestValue(300, for: px[0])
        try solver.suggestValue(300, for: py[0])
        expectEqual(solver.value(of: px[2]), 320)
        expectEqual(solver.value(of: px[3]), 320)
        expectEqual(solver.value(of: py[1]), 320)
        expectEqual(solver.value(of: py[2]), 320)
        let pushed: [[Double]] = [[155, 310], [165, 320], [320, 165], [310, 155]]
        expectEqual(mids(), pushed)
    }

    /// kiwi silently breaks a required constraint here: removing a
    /// constraint that made a later one redundant (found by the differential
    /// check, system 184 of seed 1).
    @Test func removingAConstraintKeepsTheOnesMadeRedundantByIt() throws {
        let x = (0..<17).map { Variable("x\($0)") }
        let solver = Solver()
        func eq(_ terms: [(Int, Double)], _ k: Double) -> Constraint {
            Constraint(LinearExpression(terms.map { Term(x[$0.0], $0.1) }, constant: k), .equal)
        }
        try solver.addConstraint(eq([(6, 3), (0, -2)], -27))
        let redundantLater = eq([(6, 2), (8, 1)], -43)
        try solver.addConstraint(redundantLater)
        try solver.addConstraint(eq([(10, 3), (8, -1)], 79))
        try solver.addConstraint(Constraint(LinearExpression([Term(x[6], -3)], constant: -5), .greaterOrEqual, strength: .medium))
        try solver.addConstraint(eq([(15, 1), (3, -1)], -28))
        try solver.addConstraint(eq([(15, 1), (10, 1), (3, -1)], 10))
        let c98 = eq([(0, 2), (10, -1)], -128)
        try solver.addConstraint(c98)  // implied by the others: enters as a redundant row
        try solver.removeConstraint(redundantLater)
        let v0 = solver.value(of: x[0]), v6 = solver.value(of: x[6]), v10 = solver.value(of: x[10])
        let c98Error: Double = 2 * v0 - v10 - 128
        // Differences bound first: each comparison in one #expect took 20 ms.
        let errors: [Double] = [c98Error, v0 - 45, v6 - 39]
        expectEqual(errors.map { abs($0) < 1e-9 }, [true, true, true])
        expectEqual(solver.invariantViolation(), nil)
    }
}

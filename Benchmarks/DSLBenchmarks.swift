import AnchorDSL
import AnchorHeadless
import Foundation

/// `dsl`: builds 10,000 constraints through the DSL and the same 10,000 by hand
/// with `LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:)`,
/// interleaved, and reports the medians and their ratio (budget: DSL/hand ≤ 1.1).
enum DSLBenchmarks {
    /// Constraints per round: 1,250 groups of the 8 constraints of the mix below.
    static let groups = 1_250
    static let constraintsPerGroup = 8
    static let warmUpRounds = 5
    static let rounds = 30
    static let budget = 1.1

    static func run() -> Int32 {
        let views = (0..<100).map { View(name: "v\($0)") }

        let dsl = buildWithDSL(views), hand = buildByHand(views)
        let expected = groups * constraintsPerGroup
        if let mismatch = dsl.count == expected ? firstDifference(dsl, hand) : "\(dsl.count) constraints, not \(expected)" {
            print("dsl: FAILED, the two paths build different constraints: \(mismatch)")
            return 1
        }
        print("dsl: the DSL and hand-built constraints are field-identical (\(dsl.count) each)")
        return measure(views)
    }

    private static func measure(_ views: [View]) -> Int32 {
        var dslTimes: [Double] = [], handTimes: [Double] = []
        var checksum: CGFloat = 0
        for round in 0..<(warmUpRounds + rounds) {
            // Alternate which path goes first so neither always runs on a warm cache.
            let dslFirst = round.isMultiple(of: 2)
            var dslTime = 0.0, handTime = 0.0
            if dslFirst { (dslTime, checksum) = timed(checksum) { buildWithDSL(views) } }
            (handTime, checksum) = timed(checksum) { buildByHand(views) }
            if !dslFirst { (dslTime, checksum) = timed(checksum) { buildWithDSL(views) } }
            if round >= warmUpRounds {
                dslTimes.append(dslTime)
                handTimes.append(handTime)
            }
        }
        let dslMedian = median(dslTimes), handMedian = median(handTimes)
        let ratio = dslMedian / handMedian
        let count = groups * constraintsPerGroup
        print("dsl: \(count) constraints, median of \(rounds) rounds after \(warmUpRounds) warm-up rounds")
        print("dsl:   by hand \(format(handMedian)) ms   (min \(format(handTimes.min() ?? 0)) ms)")
        print("dsl:   DSL     \(format(dslMedian)) ms   (min \(format(dslTimes.min() ?? 0)) ms)")
        print("dsl:   ratio DSL/hand \(format(ratio, digits: 3)) (budget ≤ \(budget)) \(ratio <= budget ? "OK" : "OVER BUDGET")")
        print("dsl:   checksum \(checksum)")
        return 0
    }

    /// Runs `build`, returning its time in milliseconds and the checksum with the
    /// built constraints' constants added, so the work cannot be optimized away.
    /// The constraints are released after the clock stops.
    private static func timed(
        _ checksum: CGFloat, _ build: () -> [LayoutConstraint]
    ) -> (milliseconds: Double, checksum: CGFloat) {
        let start = DispatchTime.now().uptimeNanoseconds
        let constraints = build()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        var sum = checksum
        for constraint in constraints { sum += constraint.constant + constraint.multiplier }
        return (Double(elapsed) / 1_000_000, sum)
    }

    /// The mix, through the DSL.
    @inline(never)
    static func buildWithDSL(_ views: [View]) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(groups * constraintsPerGroup)
        for index in 0..<groups {
            let a = views[index % views.count], b = views[(index + 1) % views.count]
            result.append(a.top == b.top + 8)
            result.append(a.width == b.width * 0.5 + 10)
            result.append(a.height >= 20)
            result.append(a.leading == b.trailing + 16 ~ .high)
            result.append(contentsOf: a.edges == b.edges + 8)
        }
        return result
    }

    /// The same mix, field by field.
    @inline(never)
    static func buildByHand(_ views: [View]) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(groups * constraintsPerGroup)
        for index in 0..<groups {
            let a = views[index % views.count], b = views[(index + 1) % views.count]
            result.append(LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top,
                multiplier: 1, constant: 8, priority: .required
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                multiplier: 0.5, constant: 10, priority: .required
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: nil,
                multiplier: 1, constant: 20, priority: .required
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing,
                multiplier: 1, constant: 16, priority: .high
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top,
                multiplier: 1, constant: 8, priority: .required
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leading,
                multiplier: 1, constant: 8, priority: .required
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .bottom, relatedBy: .equal, toItem: b, attribute: .bottom,
                multiplier: 1, constant: -8, priority: .required
            ))
            result.append(LayoutConstraint(
                item: a, attribute: .trailing, relatedBy: .equal, toItem: b, attribute: .trailing,
                multiplier: 1, constant: -8, priority: .required
            ))
        }
        return result
    }

    /// The first pair that differs in any public field, described; `nil` if none does.
    static func firstDifference(_ lhs: [LayoutConstraint], _ rhs: [LayoutConstraint]) -> String? {
        guard lhs.count == rhs.count else { return "\(lhs.count) constraints against \(rhs.count)" }
        for (index, (x, y)) in zip(lhs, rhs).enumerated() {
            // Checked in parts: one long && chain took 20-28 ms to type-check.
            let sameItems = x.firstItem === y.firstItem && x.secondItem === y.secondItem
            let sameAttributes = x.firstAttribute == y.firstAttribute && x.secondAttribute == y.secondAttribute
            let sameNumbers = x.multiplier == y.multiplier && x.constant == y.constant && x.priority == y.priority
            let sameRest = x.relation == y.relation && x.identifier == y.identifier && x.isActive == y.isActive
            let valid = x.problem == nil && y.problem == nil
            let same = sameItems && sameAttributes && sameNumbers && sameRest && valid
            if !same || x.description != y.description { return "#\(index): \(x) against \(y)" }
        }
        return nil
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `~` gives a constraint, or every constraint of a composite, its priority.
@Suite struct PriorityOperatorTests {
    let a = View(name: "a")
    let b = View(name: "b")

    @Test func defaultIsRequired() {
        expectConstraint(a.width == 100, a, .width, .equal, nil, nil, constant: 100, priority: Priority(1000))
    }

    @Test func namedLevel() {
        expectConstraint(a.width == 100 ~ .high, a, .width, .equal, nil, nil, constant: 100, priority: Priority(750))
        expectConstraint(a.width == 100 ~ .low, a, .width, .equal, nil, nil, constant: 100, priority: Priority(250))
        expectConstraint(
            a.width == 100 ~ .fittingSize, a, .width, .equal, nil, nil, constant: 100, priority: Priority(50)
        )
    }

    @Test func integerLiteral() {
        expectConstraint(a.width == 100 ~ 750, a, .width, .equal, nil, nil, constant: 100, priority: Priority(750))
    }

    @Test func offsetFromNamedLevel() {
        expectConstraint(a.width == 100 ~ .high - 1, a, .width, .equal, nil, nil, constant: 100, priority: Priority(749))
        expectConstraint(a.width == 100 ~ .low + 1, a, .width, .equal, nil, nil, constant: 100, priority: Priority(251))
    }

    @Test func floatLiteral() {
        expectConstraint(
            a.width == 100 ~ 999.5, a, .width, .equal, nil, nil, constant: 100, priority: Priority(999.5)
        )
    }

    @Test func appliesToTheWholeConstraintNotTheRightSide() {
        expectConstraint(
            a.top == b.top * 2 + 8 ~ 500, a, .top, .equal, b, .top, multiplier: 2, constant: 8, priority: Priority(500)
        )
        expectConstraint(
            a.leading + 10 >= b.leading ~ .high, a, .leading, .greaterThanOrEqual, b, .leading,
            constant: -10, priority: .high
        )
    }

    @Test func bracketedComposite() {
        let constraints = (a.edges == b.edges) ~ .high
        expectConstraints(constraints, [
            ExpectedConstraint(a, .top, .equal, b, .top, priority: 750),
            ExpectedConstraint(a, .leading, .equal, b, .leading, priority: 750),
            ExpectedConstraint(a, .bottom, .equal, b, .bottom, priority: 750),
            ExpectedConstraint(a, .trailing, .equal, b, .trailing, priority: 750),
        ])
    }

    @Test func unbracketedCompositeWithInsets() {
        let constraints = a.edges == b.edges + 8 ~ 750
        expectConstraints(constraints, [
            ExpectedConstraint(a, .top, .equal, b, .top, constant: 8, priority: 750),
            ExpectedConstraint(a, .leading, .equal, b, .leading, constant: 8, priority: 750),
            ExpectedConstraint(a, .bottom, .equal, b, .bottom, constant: -8, priority: 750),
            ExpectedConstraint(a, .trailing, .equal, b, .trailing, constant: -8, priority: 750),
        ])
    }

    @Test func otherComposites() {
        expectConstraints(a.size == 44 ~ .low, [
            ExpectedConstraint(a, .width, .equal, nil, nil, constant: 44, priority: .low),
            ExpectedConstraint(a, .height, .equal, nil, nil, constant: 44, priority: .low),
        ])
        expectConstraints(a.center == b.center ~ 999, [
            ExpectedConstraint(a, .centerX, .equal, b, .centerX, priority: 999),
            ExpectedConstraint(a, .centerY, .equal, b, .centerY, priority: 999),
        ])
    }

    @Test func outOfRangeIsKeptAndReportedAsTheProblem() {
        let constraint = a.width == 100 ~ 1001
        expectEqual(constraint.priority, Priority(1001))
        expectEqual(constraint.problem, .priorityOutOfRange(1001))
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `constraint(_:to:)` is what the relation operators build on, usable by name.
@Suite struct ConstraintMethodTests {
    let a = View(name: "a")
    let b = View(name: "b")

    @Test func anchorToExpression() {
        expectConstraint(
            a.top.constraint(.greaterThanOrEqual, to: b.bottom + 8), a, .top, .greaterThanOrEqual, b, .bottom,
            constant: 8
        )
    }

    @Test func anchorToAnchor() {
        expectConstraint(a.leading.constraint(.equal, to: b.trailing), a, .leading, .equal, b, .trailing)
    }

    @Test func anchorToConstant() {
        expectConstraint(a.width.constraint(.lessThanOrEqual, to: 44), a, .width, .lessThanOrEqual, nil, nil, constant: 44)
    }

    @Test func expressionIsSolvedForItsAnchor() {
        expectConstraint(
            (a.width * 2 + 10).constraint(.lessThanOrEqual, to: b.width),
            a, .width, .lessThanOrEqual, b, .width, multiplier: 0.5, constant: -5
        )
        expectConstraint((a.width * -2).constraint(.lessThanOrEqual, to: 100), a, .width, .greaterThanOrEqual, nil, nil, constant: -50)
    }

    @Test func nonFiniteLeftMultiplierCarriesAProblem() {
        let constraint = (a.width * CGFloat.infinity).constraint(.equal, to: b.width)
        expectEqual(constraint.problem, .nonFiniteMultiplier(.infinity))
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// The single-anchor rows of DESIGN.md's table "Meaning of every expression".
@Suite struct SingleAnchorExpressionTests {
    let a = View(name: "a")
    let b = View(name: "b")

    @Test func anchorPlusConstant() {
        expectConstraint(a.top == b.top + 8, a, .top, .equal, b, .top, constant: 8)
    }

    @Test func anchorToAnchor() {
        expectConstraint(a.bottom == b.bottom, a, .bottom, .equal, b, .bottom)
    }

    @Test func multiplierAndConstant() {
        expectConstraint(a.width == b.width * 0.5 + 10, a, .width, .equal, b, .width, multiplier: 0.5, constant: 10)
    }

    @Test func bracketDividedByScalar() {
        expectConstraint(a.width == (b.width + 10) / 2, a, .width, .equal, b, .width, multiplier: 0.5, constant: 5)
    }

    @Test func constantOnTheLeftMovesAcross() {
        expectConstraint(a.leading + 10 == b.trailing, a, .leading, .equal, b, .trailing, constant: -10)
    }

    @Test func multiplierOnTheLeftDividesTheRight() {
        expectConstraint(a.width * 2 == b.width, a, .width, .equal, b, .width, multiplier: 0.5)
    }

    @Test func dimensionEqualsConstant() {
        expectConstraint(a.width == 44, a, .width, .equal, nil, nil, constant: 44)
    }

    @Test func dimensionAtLeastConstant() {
        expectConstraint(a.height >= 20, a, .height, .greaterThanOrEqual, nil, nil, constant: 20)
    }

    @Test func dimensionAtMostConstant() {
        expectConstraint(a.height <= 200, a, .height, .lessThanOrEqual, nil, nil, constant: 200)
    }

    @Test func absoluteAndDirectionalAttributesCarryAProblem() {
        expectConstraint(
            a.left == b.leading, a, .left, .equal, b, .leading,
            problem: .mixedDirectionality(.left, .leading)
        )
        expectConstraint(
            a.trailing >= b.right + 8, a, .trailing, .greaterThanOrEqual, b, .right, constant: 8,
            problem: .mixedDirectionality(.trailing, .right)
        )
    }

    @Test func absoluteToAbsoluteAndDirectionalToDirectionalAreFine() {
        expectConstraint(a.left == b.right + 4, a, .left, .equal, b, .right, constant: 4)
        expectConstraint(a.leading == b.trailing + 4, a, .leading, .equal, b, .trailing, constant: 4)
        expectConstraint(a.centerX == b.left, a, .centerX, .equal, b, .left)
        expectConstraint(a.centerX == b.leading, a, .centerX, .equal, b, .leading)
    }

    @Test func operatorsBuildFreshConstraints() {
        let first = a.top == b.top
        let second = a.top == b.top
        #expect(first !== second)
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `size`: `[width, height]`, against constants or against another size with
/// a shared multiplier and per-axis constants; no relation is flipped.
@Suite struct SizeCompositeTests {
    let a = View(name: "a")
    let b = View(name: "b")

    func expected(_ relation: Relation, multiplier: CGFloat = 1, width: CGFloat, height: CGFloat) -> [ExpectedConstraint] {
        [
            ExpectedConstraint(a, .width, relation, b, .width, multiplier: multiplier, constant: width),
            ExpectedConstraint(a, .height, relation, b, .height, multiplier: multiplier, constant: height),
        ]
    }

    func expectedConstants(_ relation: Relation, width: CGFloat, height: CGFloat) -> [ExpectedConstraint] {
        [
            ExpectedConstraint(a, .width, relation, nil, nil, constant: width),
            ExpectedConstraint(a, .height, relation, nil, nil, constant: height),
        ]
    }

    @Test(arguments: Relation.allCases)
    func cgSizeConstant(relation: Relation) {
        expectConstraints(
            relate(a.size, relation, CGSize(width: 100, height: 50)), expectedConstants(relation, width: 100, height: 50)
        )
    }

    @Test func scalarConstantForEveryRelation() {
        expectConstraints(a.size == 44, expectedConstants(.equal, width: 44, height: 44))
        expectConstraints(a.size <= 44, expectedConstants(.lessThanOrEqual, width: 44, height: 44))
        expectConstraints(a.size >= 44, expectedConstants(.greaterThanOrEqual, width: 44, height: 44))
    }

    @Test func designRowConstants() {
        expectConstraints(a.size == CGSize(width: 100, height: 50), [
            ExpectedConstraint(a, .width, .equal, nil, nil, constant: 100),
            ExpectedConstraint(a, .height, .equal, nil, nil, constant: 50),
        ])
    }

    @Test(arguments: Relation.allCases)
    func plain(relation: Relation) {
        expectConstraints(relate(a.size, relation, b.size), expected(relation, width: 0, height: 0))
    }

    @Test(arguments: Relation.allCases)
    func multiplierAndPerAxisConstant(relation: Relation) {
        expectConstraints(
            relate(a.size, relation, b.size * 0.5 + CGSize(width: 10, height: 0)),
            expected(relation, multiplier: 0.5, width: 10, height: 0)
        )
    }

    @Test func designRowMultiplier() {
        expectConstraints(a.size == b.size * 0.5 + CGSize(width: 10, height: 0), [
            ExpectedConstraint(a, .width, .equal, b, .width, multiplier: 0.5, constant: 10),
            ExpectedConstraint(a, .height, .equal, b, .height, multiplier: 0.5, constant: 0),
        ])
    }

    @Test func scalarOnTheLeft() {
        expectConstraints(a.size == 0.5 * b.size, expected(.equal, multiplier: 0.5, width: 0, height: 0))
    }

    @Test func division() {
        expectConstraints(a.size == b.size / 2, expected(.equal, multiplier: 0.5, width: 0, height: 0))
    }

    @Test func uniformConstant() {
        expectConstraints(a.size == b.size + 10, expected(.equal, width: 10, height: 10))
        expectConstraints(a.size == b.size - 10, expected(.equal, width: -10, height: -10))
    }

    @Test func minusCGSize() {
        expectConstraints(a.size <= b.size - CGSize(width: 4, height: 2), expected(.lessThanOrEqual, width: -4, height: -2))
    }

    @Test func bracketsScaleTheConstants() {
        expectConstraints(a.size == (b.size + 10) * 2, expected(.equal, multiplier: 2, width: 20, height: 20))
        expectConstraints(
            a.size == (b.size + CGSize(width: 10, height: 4)) / 2, expected(.equal, multiplier: 0.5, width: 5, height: 2)
        )
        expectConstraints(a.size == 2 * b.size + 10, expected(.equal, multiplier: 2, width: 10, height: 10))
    }
}

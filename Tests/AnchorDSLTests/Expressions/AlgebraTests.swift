import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// An expression is `anchor × multiplier + constant`; brackets, scalars on
/// either side, `-`, `/` and moving terms across the relation follow school algebra.
@Suite struct AlgebraTests {
    let a = View(name: "a")
    let b = View(name: "b")

    // MARK: Scalars on either side

    @Test func scalarTimesAnchor() {
        expectConstraint(a.width == 0.5 * b.width, a, .width, .equal, b, .width, multiplier: 0.5)
    }

    @Test func scalarPlusAnchor() {
        expectConstraint(a.top == 8 + b.top, a, .top, .equal, b, .top, constant: 8)
    }

    @Test func anchorMinusScalar() {
        expectConstraint(a.bottom == b.bottom - 8, a, .bottom, .equal, b, .bottom, constant: -8)
    }

    @Test func scalarMinusAnchorNegatesTheMultiplier() {
        expectConstraint(a.width == 100 - b.width, a, .width, .equal, b, .width, multiplier: -1, constant: 100)
    }

    @Test func scalarMinusExpressionNegatesMultiplierAndConstant() {
        expectConstraint(
            a.width == 100 - (b.width * 2 + 10), a, .width, .equal, b, .width, multiplier: -2, constant: 90
        )
    }

    @Test func divisionScalesMultiplierAndConstant() {
        expectConstraint(a.width == b.width / 4, a, .width, .equal, b, .width, multiplier: 0.25)
        expectConstraint(a.width == (b.width * 3 - 6) / 2, a, .width, .equal, b, .width, multiplier: 1.5, constant: -3)
    }

    @Test func bracketsScaleTheConstant() {
        expectConstraint(a.width == (b.width + 10) * 2, a, .width, .equal, b, .width, multiplier: 2, constant: 20)
        expectConstraint(a.width == b.width * 2 + 10, a, .width, .equal, b, .width, multiplier: 2, constant: 10)
        expectConstraint(a.width == 2 * (5 + b.width), a, .width, .equal, b, .width, multiplier: 2, constant: 10)
    }

    @Test func constantsAccumulate() {
        expectConstraint(a.top == b.top + 8 + 4 - 2, a, .top, .equal, b, .top, constant: 10)
    }

    // MARK: Moving terms across the relation

    @Test func leftConstantAndMultiplierMoveAcross() {
        // 2·a + 10 == 0.5·b + 4  →  a == 0.25·b − 3
        expectConstraint(
            a.width * 2 + 10 == b.width * 0.5 + 4, a, .width, .equal, b, .width, multiplier: 0.25, constant: -3
        )
    }

    @Test func leftDivisionMovesAcross() {
        // a / 2 == b + 5  →  a == 2·b + 10
        expectConstraint(a.width / 2 == b.width + 5, a, .width, .equal, b, .width, multiplier: 2, constant: 10)
    }

    @Test func leftExpressionAgainstConstant() {
        expectConstraint(a.width * 2 == 100, a, .width, .equal, nil, nil, constant: 50)
        expectConstraint(a.width + 10 >= 20, a, .width, .greaterThanOrEqual, nil, nil, constant: 10)
    }

    @Test(arguments: Relation.allCases)
    func negativeLeftMultiplierFlipsTheRelation(relation: Relation) {
        // −2·a R b  →  a R' −0.5·b
        expectConstraint(
            relate(a.width * -2, relation, b.width), a, .width, mirrored(relation), b, .width, multiplier: -0.5
        )
    }

    @Test func negativeMultiplierFlipsAnInequality() {
        expectConstraint(a.width * -2 <= b.width, a, .width, .greaterThanOrEqual, b, .width, multiplier: -0.5)
    }

    @Test(arguments: Relation.allCases)
    func scalarMinusLeftFlipsAgainstAConstant(relation: Relation) {
        // 100 − a R 20  →  a R' 80
        expectConstraint(relate(100 - a.width, relation, 20), a, .width, mirrored(relation), nil, nil, constant: 80)
    }

    @Test(arguments: Relation.allCases)
    func positiveLeftMultiplierKeepsTheRelation(relation: Relation) {
        expectConstraint(
            relate(a.height * 4 - 8, relation, b.height + 4), a, .height, relation, b, .height,
            multiplier: 0.25, constant: 3
        )
    }

    @Test func zeroLeftMultiplierCarriesAProblem() {
        let constraint = a.width * 0 == b.width
        expectProblem(constraint, .zeroFirstItemMultiplier)
        expectIdentical(constraint.firstItem, a)
        expectEqual(constraint.firstAttribute, .width)
        expectIdentical(constraint.secondItem, b)
        #expect(constraint.multiplier.isFinite)
        #expect(constraint.constant.isFinite)
        #expect(!constraint.isActive)
        expectProblem(a.width * 0 + 5 >= 10, .zeroFirstItemMultiplier)
        expectProblem(a.top * 0 == b.top, .zeroFirstItemMultiplier)
        expectProblem((a.width + 10) * 0 <= b.width, .zeroFirstItemMultiplier)
    }

    @Test func zeroLeftMultiplierKeepsTheRightSideAsWritten() {
        let constraint = a.width * 0 == b.width * 2 + 6
        expectProblem(constraint, .zeroFirstItemMultiplier)
        expectEqual(constraint.multiplier, 2)
        expectEqual(constraint.constant, 6)
        expectEqual(constraint.relation, .equal)
    }

    // MARK: Every relation and every axis

    @Test(arguments: Relation.allCases, [LayoutAttribute.left, .right, .leading, .trailing, .centerX])
    func xAxisAnchors(relation: Relation, attribute: LayoutAttribute) {
        expectConstraint(
            relate(xAnchor(a, attribute), relation, xAnchor(b, attribute) + 8), a, attribute, relation, b, attribute,
            constant: 8
        )
    }

    @Test(arguments: Relation.allCases, [LayoutAttribute.top, .bottom, .centerY, .firstBaseline, .lastBaseline])
    func yAxisAnchors(relation: Relation, attribute: LayoutAttribute) {
        expectConstraint(
            relate(yAnchor(a, attribute), relation, yAnchor(b, attribute) - 8), a, attribute, relation, b, attribute,
            constant: -8
        )
    }

    @Test(arguments: Relation.allCases, [LayoutAttribute.width, .height])
    func dimensionAnchors(relation: Relation, attribute: LayoutAttribute) {
        expectConstraint(
            relate(dimensionAnchor(a, attribute), relation, dimensionAnchor(b, attribute) * 0.5 + 10),
            a, attribute, relation, b, attribute, multiplier: 0.5, constant: 10
        )
        expectConstraint(
            relate(dimensionAnchor(a, attribute), relation, 44), a, attribute, relation, nil, nil, constant: 44
        )
    }

    @Test func differentAttributesOnOneAxis() {
        expectConstraint(a.top == b.bottom + 8, a, .top, .equal, b, .bottom, constant: 8)
        expectConstraint(a.firstBaseline == b.lastBaseline + 20, a, .firstBaseline, .equal, b, .lastBaseline, constant: 20)
        expectConstraint(a.centerY == b.firstBaseline, a, .centerY, .equal, b, .firstBaseline)
        expectConstraint(a.width == b.height * 1.5, a, .width, .equal, b, .height, multiplier: 1.5)
        expectConstraint(a.leading >= b.centerX, a, .leading, .greaterThanOrEqual, b, .centerX)
    }

    @Test func sameItemOnBothSides() {
        expectConstraint(a.width == a.height * 2, a, .width, .equal, a, .height, multiplier: 2)
    }

    // MARK: Layout guides

    @Test func safeAreaGuide() {
        let root = View(name: "root")
        let safeArea = root.safeAreaLayoutGuide
        expectConstraint(a.top == safeArea.top + 8, a, .top, .equal, safeArea, .top, constant: 8)
        expectConstraint(a.leading >= safeArea.leading, a, .leading, .greaterThanOrEqual, safeArea, .leading)
    }

    @Test func marginsGuide() {
        let root = View(name: "root")
        let margins = root.layoutMarginsGuide
        expectConstraint(a.trailing <= margins.trailing - 4, a, .trailing, .lessThanOrEqual, margins, .trailing, constant: -4)
        expectConstraint(a.width == margins.width * 0.5, a, .width, .equal, margins, .width, multiplier: 0.5)
    }

    @Test func customGuideOnEitherSide() {
        let root = View(name: "root")
        let column = LayoutGuide(name: "column")
        root.addLayoutGuide(column)
        expectConstraint(column.leading == root.leading + 20, column, .leading, .equal, root, .leading, constant: 20)
        expectConstraint(a.centerY == column.centerY, a, .centerY, .equal, column, .centerY)
        expectConstraint(column.width == 200, column, .width, .equal, nil, nil, constant: 200)
        expectConstraint(
            column.height * 2 >= root.safeAreaLayoutGuide.height, column, .height, .greaterThanOrEqual,
            root.safeAreaLayoutGuide, .height, multiplier: 0.5
        )
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `edges`: `[top, leading, bottom, trailing]`; insets shrink, so the far
/// edges (bottom, trailing) negate theirs and flip the relation.
@Suite struct EdgesCompositeTests {
    let a = View(name: "a")
    let b = View(name: "b")

    /// The four constraints `a.edges R b.edges + insets` must give.
    func expected(_ relation: Relation, top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
        -> [ExpectedConstraint]
    {
        [
            ExpectedConstraint(a, .top, relation, b, .top, constant: top),
            ExpectedConstraint(a, .leading, relation, b, .leading, constant: leading),
            ExpectedConstraint(a, .bottom, mirrored(relation), b, .bottom, constant: bottom),
            ExpectedConstraint(a, .trailing, mirrored(relation), b, .trailing, constant: trailing),
        ]
    }

    @Test(arguments: Relation.allCases)
    func plain(relation: Relation) {
        expectConstraints(relate(a.edges, relation, b.edges), expected(relation, top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test(arguments: Relation.allCases)
    func edgeInsets(relation: Relation) {
        expectConstraints(
            relate(a.edges, relation, b.edges + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            expected(relation, top: 1, leading: 2, bottom: -3, trailing: -4)
        )
    }

    @Test(arguments: Relation.allCases)
    func minusEdgeInsets(relation: Relation) {
        expectConstraints(
            relate(a.edges, relation, b.edges - EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            expected(relation, top: -1, leading: -2, bottom: 3, trailing: 4)
        )
    }

    @Test(arguments: Relation.allCases)
    func uniformInset(relation: Relation) {
        expectConstraints(relate(a.edges, relation, b.edges + 8), expected(relation, top: 8, leading: 8, bottom: -8, trailing: -8))
    }

    @Test(arguments: Relation.allCases)
    func uniformOutset(relation: Relation) {
        expectConstraints(relate(a.edges, relation, b.edges - 8), expected(relation, top: -8, leading: -8, bottom: 8, trailing: 8))
    }

    @Test(arguments: Relation.allCases)
    func horizontalAndVerticalInsets(relation: Relation) {
        expectConstraints(
            relate(a.edges, relation, b.edges + EdgeInsets(horizontal: 16, vertical: 8)),
            expected(relation, top: 8, leading: 16, bottom: -8, trailing: -16)
        )
    }

    @Test(arguments: Relation.allCases)
    func sameInsetAllRound(relation: Relation) {
        expectConstraints(
            relate(a.edges, relation, b.edges + EdgeInsets(8)), expected(relation, top: 8, leading: 8, bottom: -8, trailing: -8)
        )
    }

    @Test func insetsAccumulate() {
        expectConstraints(
            a.edges == b.edges + 8 + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) - 2,
            expected(.equal, top: 7, leading: 8, bottom: -9, trailing: -10)
        )
    }

    // The rows of DESIGN.md, written out literally.

    @Test func atLeastInsetBy8() {
        expectConstraints(a.edges >= b.edges + 8, [
            ExpectedConstraint(a, .top, .greaterThanOrEqual, b, .top, constant: 8),
            ExpectedConstraint(a, .leading, .greaterThanOrEqual, b, .leading, constant: 8),
            ExpectedConstraint(a, .bottom, .lessThanOrEqual, b, .bottom, constant: -8),
            ExpectedConstraint(a, .trailing, .lessThanOrEqual, b, .trailing, constant: -8),
        ])
    }

    @Test func containsTheOther() {
        expectConstraints(a.edges <= b.edges, [
            ExpectedConstraint(a, .top, .lessThanOrEqual, b, .top),
            ExpectedConstraint(a, .leading, .lessThanOrEqual, b, .leading),
            ExpectedConstraint(a, .bottom, .greaterThanOrEqual, b, .bottom),
            ExpectedConstraint(a, .trailing, .greaterThanOrEqual, b, .trailing),
        ])
    }

    @Test func toSafeAreaGuide() {
        let root = View(name: "root")
        let safeArea = root.safeAreaLayoutGuide
        expectConstraints(a.edges == safeArea.edges + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), [
            ExpectedConstraint(a, .top, .equal, safeArea, .top, constant: 1),
            ExpectedConstraint(a, .leading, .equal, safeArea, .leading, constant: 2),
            ExpectedConstraint(a, .bottom, .equal, safeArea, .bottom, constant: -3),
            ExpectedConstraint(a, .trailing, .equal, safeArea, .trailing, constant: -4),
        ])
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `horizontalEdges`: `[leading, trailing]`; trailing negates its inset and flips the relation.
@Suite struct HorizontalEdgesCompositeTests {
    let a = View(name: "a")
    let b = View(name: "b")

    func expected(_ relation: Relation, leading: CGFloat, trailing: CGFloat) -> [ExpectedConstraint] {
        [
            ExpectedConstraint(a, .leading, relation, b, .leading, constant: leading),
            ExpectedConstraint(a, .trailing, mirrored(relation), b, .trailing, constant: trailing),
        ]
    }

    @Test(arguments: Relation.allCases)
    func plain(relation: Relation) {
        expectConstraints(relate(a.horizontalEdges, relation, b.horizontalEdges), expected(relation, leading: 0, trailing: 0))
    }

    @Test(arguments: Relation.allCases)
    func horizontalInsets(relation: Relation) {
        expectConstraints(
            relate(a.horizontalEdges, relation, b.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)),
            expected(relation, leading: 16, trailing: -8)
        )
    }

    @Test(arguments: Relation.allCases)
    func minusHorizontalInsets(relation: Relation) {
        expectConstraints(
            relate(a.horizontalEdges, relation, b.horizontalEdges - HorizontalInsets(leading: 16, trailing: 8)),
            expected(relation, leading: -16, trailing: 8)
        )
    }

    @Test(arguments: Relation.allCases)
    func uniform(relation: Relation) {
        expectConstraints(relate(a.horizontalEdges, relation, b.horizontalEdges + 8), expected(relation, leading: 8, trailing: -8))
        expectConstraints(relate(a.horizontalEdges, relation, b.horizontalEdges - 8), expected(relation, leading: -8, trailing: 8))
        expectConstraints(
            relate(a.horizontalEdges, relation, b.horizontalEdges + HorizontalInsets(12)), expected(relation, leading: 12, trailing: -12)
        )
    }

    @Test func designRow() {
        expectConstraints(a.horizontalEdges == b.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8), [
            ExpectedConstraint(a, .leading, .equal, b, .leading, constant: 16),
            ExpectedConstraint(a, .trailing, .equal, b, .trailing, constant: -8),
        ])
    }

    @Test func toMarginsGuide() {
        let root = View(name: "root")
        let margins = root.layoutMarginsGuide
        expectConstraints(a.horizontalEdges >= margins.horizontalEdges, [
            ExpectedConstraint(a, .leading, .greaterThanOrEqual, margins, .leading),
            ExpectedConstraint(a, .trailing, .lessThanOrEqual, margins, .trailing),
        ])
    }
}

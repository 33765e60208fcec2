import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `verticalEdges`: `[top, bottom]`; bottom negates its inset and flips the relation.
@Suite struct VerticalEdgesCompositeTests {
    let a = View(name: "a")
    let b = View(name: "b")

    func expected(_ relation: Relation, top: CGFloat, bottom: CGFloat) -> [ExpectedConstraint] {
        [
            ExpectedConstraint(a, .top, relation, b, .top, constant: top),
            ExpectedConstraint(a, .bottom, mirrored(relation), b, .bottom, constant: bottom),
        ]
    }

    @Test(arguments: Relation.allCases)
    func plain(relation: Relation) {
        expectConstraints(relate(a.verticalEdges, relation, b.verticalEdges), expected(relation, top: 0, bottom: 0))
    }

    @Test(arguments: Relation.allCases)
    func uniform(relation: Relation) {
        expectConstraints(relate(a.verticalEdges, relation, b.verticalEdges + 8), expected(relation, top: 8, bottom: -8))
        expectConstraints(relate(a.verticalEdges, relation, b.verticalEdges - 8), expected(relation, top: -8, bottom: 8))
    }

    @Test(arguments: Relation.allCases)
    func verticalInsets(relation: Relation) {
        expectConstraints(
            relate(a.verticalEdges, relation, b.verticalEdges + VerticalInsets(top: 4, bottom: 12)),
            expected(relation, top: 4, bottom: -12)
        )
        expectConstraints(
            relate(a.verticalEdges, relation, b.verticalEdges - VerticalInsets(top: 4, bottom: 12)),
            expected(relation, top: -4, bottom: 12)
        )
        expectConstraints(
            relate(a.verticalEdges, relation, b.verticalEdges + VerticalInsets(6)), expected(relation, top: 6, bottom: -6)
        )
    }

    @Test func designRow() {
        expectConstraints(a.verticalEdges == b.verticalEdges + 8, [
            ExpectedConstraint(a, .top, .equal, b, .top, constant: 8),
            ExpectedConstraint(a, .bottom, .equal, b, .bottom, constant: -8),
        ])
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `center`: `[centerX, centerY]`; the offset is added as written and no
/// relation is flipped.
@Suite struct CenterCompositeTests {
    let a = View(name: "a")
    let b = View(name: "b")

    func expected(_ relation: Relation, x: CGFloat, y: CGFloat) -> [ExpectedConstraint] {
        [
            ExpectedConstraint(a, .centerX, relation, b, .centerX, constant: x),
            ExpectedConstraint(a, .centerY, relation, b, .centerY, constant: y),
        ]
    }

    @Test(arguments: Relation.allCases)
    func plain(relation: Relation) {
        expectConstraints(relate(a.center, relation, b.center), expected(relation, x: 0, y: 0))
    }

    @Test(arguments: Relation.allCases)
    func plusOffsetIsNotNegated(relation: Relation) {
        expectConstraints(relate(a.center, relation, b.center + Offset(x: 10, y: -5)), expected(relation, x: 10, y: -5))
    }

    @Test(arguments: Relation.allCases)
    func minusOffsetNegates(relation: Relation) {
        expectConstraints(relate(a.center, relation, b.center - Offset(x: 10, y: -5)), expected(relation, x: -10, y: 5))
    }

    @Test func designRow() {
        expectConstraints(a.center == b.center + Offset(x: 10, y: -5), [
            ExpectedConstraint(a, .centerX, .equal, b, .centerX, constant: 10),
            ExpectedConstraint(a, .centerY, .equal, b, .centerY, constant: -5),
        ])
    }

    @Test func offsetsAccumulate() {
        expectConstraints(
            a.center == b.center + Offset(x: 10, y: -5) + Offset(x: 1, y: 1), expected(.equal, x: 11, y: -4)
        )
    }

    @Test func toCustomGuide() {
        let root = View(name: "root")
        let column = LayoutGuide(name: "column")
        root.addLayoutGuide(column)
        expectConstraints(a.center == column.center, [
            ExpectedConstraint(a, .centerX, .equal, column, .centerX),
            ExpectedConstraint(a, .centerY, .equal, column, .centerY),
        ])
    }
}

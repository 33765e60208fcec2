import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// The distance between two anchors of one axis is a dimension.
@Suite(.failOnUnexpectedDiagnostics) struct DistanceTests {
    private func row() -> (root: View, a: View, b: View, c: View) {
        let (root, views) = makeRoot(300, 100, "a", "b", "c")
        return (root, views[0], views[1], views[2])
    }

    @Test func aDistanceComparedWithAConstant() {
        let (_, a, b, _) = row()
        let c = (b.leading - a.trailing) >= 8
        expectIdentical(c.firstItem, b)
        expectEqual(c.firstAttribute, .leading)
        expectIdentical(c.firstOriginItem, a)
        expectEqual(c.firstOriginAttribute, .trailing)
        expectEqual(c.relation, .greaterThanOrEqual)
        expectEqual(c.secondItem === nil, true)
        expectEqual(c.secondAttribute, nil)
        expectEqual(c.secondOriginAttribute, nil)
        expectEqual(c.multiplier, 1)
        expectEqual(c.constant, 8)
        expectEqual(c.priority, .required)
        expectEqual(c.problem, nil)
        expectEqual(c.description, "(b.leading - a.trailing) >= 8")
    }

    @Test func equalGapsBetweenThreeViews() {
        let (root, a, b, c) = row()
        let gaps = (b.leading - a.trailing) == (c.leading - b.trailing)
        expectIdentical(gaps.secondItem, c)
        expectEqual(gaps.secondAttribute, .leading)
        expectIdentical(gaps.secondOriginItem, b)
        expectEqual(gaps.secondOriginAttribute, .trailing)
        expectEqual(gaps.description, "(b.leading - a.trailing) == (c.leading - b.trailing)")
        LayoutConstraint.activate {
            gaps
            for view in [a, b, c] {
                view.width == 60
                view.top == root.top
                view.height == 10
            }
            a.leading == root.leading
            c.trailing == root.trailing
        }
        root.layoutIfNeeded()
        expectFrame(b.frame, rect(120, 0, 60, 10))
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(240, 0, 60, 10))
        expectFrame(b.frame, rect(120, 0, 60, 10))
    }

    @Test func aDistanceAgainstAWidthWithMultiplierConstantAndPriority() {
        let (root, a, b, _) = row()
        let c = (b.centerX - a.centerX) == a.width * 2 + 4
        expectEqual(c.multiplier, 2)
        expectEqual(c.constant, 4)
        expectIdentical(c.secondItem, a)
        expectEqual(c.secondAttribute, .width)
        expectEqual(c.secondOriginAttribute, nil)
        expectEqual(c.description, "(b.centerX - a.centerX) == a.width * 2 + 4")
        let soft = (b.top - a.bottom) == 24 ~ .high
        expectEqual(soft.priority, .high)
        expectEqual(soft.description, "(b.top - a.bottom) == 24 @750")
        LayoutConstraint.activate {
            c
            a.leading == root.leading
            a.width == 20
            b.width == 20
            a.top == root.top
            a.height == 10
            soft
            b.height == 10
        }
        root.layoutIfNeeded()
        expectFrame(b.frame, rect(44, 34, 20, 10))
    }

    @Test func theDistanceFromOneItemToItself() {
        let (root, a, _, _) = row()
        LayoutConstraint.activate {
            (a.bottom - a.top) == 30
            a.horizontalEdges == root.horizontalEdges
            a.top == root.top + 5
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 5, 300, 30))
    }

    @Test func aDistanceOnTheRightOfAPlainDimension() {
        let (root, a, b, _) = row()
        LayoutConstraint.activate {
            a.leading == root.leading
            b.leading == root.leading + 100
            a.top == root.top
            b.top == root.top
            a.height == 1
            b.height == 1
            b.width == 10
            a.width == (b.leading - a.leading) * 0.5
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 50, 1))
    }

    @Test func directionalWithAbsoluteIsReportedAtActivation() {
        let (_, a, b, _) = row()
        let mixed = (a.leading - b.left) == 8
        expectEqual(mixed.problem, .mixedDirectionality(.leading, .left))
        let acrossSides = (a.leading - b.trailing) == (b.right - a.left)
        expectEqual(acrossSides.problem, .mixedDirectionality(.leading, .right))
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([mixed]) }
        expectEqual(errors.map(problem(of:)), [.mixedDirectionality(.leading, .left)])
        expectEqual(mixed.isActive, false)
    }

    @Test func aDistanceToAViewOutsideTheTreeIsReported() {
        let (root, a, b, _) = row()
        let stranger = View(name: "stranger")
        let c = (b.leading - a.trailing) == (stranger.leading - b.trailing)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([c]) }
        expectEqual(errors.map(problem(of:)), [.noCommonAncestor(first: "b", second: "stranger")])
        withExtendedLifetime(root) {}
    }

    @Test func aDeallocatedOriginIsReported() {
        let (_, a, _, _) = row()
        var c: LayoutConstraint?
        do {
            let gone = View(name: "gone")
            c = (a.leading - gone.trailing) == 8
        }
        expectEqual(c?.problem, .itemDeallocated)
    }

    @Test func anchorMinusANumberKeepsItsMeaning() {
        let (root, a, _, _) = row()
        let c = a.leading == root.trailing - 8
        expectEqual(c.constant, -8)
        expectEqual(c.firstOriginAttribute, nil)
        expectEqual(c.description, "a.leading == root.trailing - 8")
    }

    @Test func aDistanceIsInstalledOnTheCommonAncestorOfAllFourItems() {
        let (root, a, b, c) = row()
        let inner = View(name: "inner")
        a.addSubview(inner)
        let gaps = (b.leading - inner.trailing) == (c.leading - b.trailing)
        LayoutConstraint.activate([gaps])
        expectEqual(root.constraints.filter { $0 === gaps }.count, 1)
    }

    @Test func aGroupTellsDistancesWithOtherOriginsApart() {
        let (root, a, b, c) = row()
        final class Flag { var on = false }
        let flag = Flag()
        let group = ConstraintGroup { (b.leading - (flag.on ? c.trailing : a.trailing)) == 8 }
        group.activate()
        flag.on = true
        expectEqual(group.update().description, "+ (b.leading - c.trailing) == 8\n- (b.leading - a.trailing) == 8")
        withExtendedLifetime(root) {}
    }
}

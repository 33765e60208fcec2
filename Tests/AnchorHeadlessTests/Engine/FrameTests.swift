import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Active constraints become frames, composite by composite, relation by relation.
@Suite(.failOnUnexpectedDiagnostics) struct FrameTests {
    @Test func edgesWithInsetsInAKnownContainer() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate { a.edges == root.edges + EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40) }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(20, 10, 340, 360))
    }

    @Test func uniformInsetAndOutset() {
        let (root, views) = makeRoot(400, 300, "inner", "outer")
        LayoutConstraint.activate {
            views[0].edges == root.edges + 8
            views[1].edges == root.edges - 8
        }
        root.layoutIfNeeded()
        expectFrame(views[0].frame, rect(8, 8, 384, 284))
        expectFrame(views[1].frame, rect(-8, -8, 416, 316))
    }

    @Test func atLeastInsetsKeepFarEdgesInside() {
        let (root, views) = makeRoot(400, 300, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.edges >= root.edges + 8
            a.size == CGSize(width: 1000, height: 1000) ~ .low
            a.center == root.center
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(8, 8, 384, 284))
    }

    @Test func containmentLetsTheContainerGrowAroundItsContent() {
        let (root, views) = makeRoot(400, 400, "box", "content")
        let box = views[0], content = views[1]
        LayoutConstraint.activate {
            content.edges == root.edges + EdgeInsets(top: 50, leading: 60, bottom: 250, trailing: 240)
            box.edges <= content.edges
            box.size == 0 ~ .low
        }
        root.layoutIfNeeded()
        expectFrame(box.frame, rect(60, 50, 100, 100))
    }

    @Test func horizontalAndVerticalEdges() {
        let (root, views) = makeRoot(400, 300, "bar")
        let bar = views[0]
        LayoutConstraint.activate {
            bar.horizontalEdges == root.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)
            bar.verticalEdges == root.verticalEdges + 20
        }
        root.layoutIfNeeded()
        expectFrame(bar.frame, rect(16, 20, 376, 260))
    }

    @Test func centersWithOffsetAndSizeWithMultiplier() {
        let (root, views) = makeRoot(400, 300, "badge")
        let badge = views[0]
        LayoutConstraint.activate {
            badge.center == root.center + Offset(x: 10, y: -5)
            badge.size == root.size * 0.5 + CGSize(width: 10, height: 0)
        }
        root.layoutIfNeeded()
        expectFrame(badge.frame, rect(105, 70, 210, 150))
    }

    @Test func singleAnchorsAndRelations() {
        let (root, views) = makeRoot(400, 400, "a", "b")
        let a = views[0], b = views[1]
        LayoutConstraint.activate {
            a.top == root.top + 8
            a.left == root.left + 10
            a.width == 100
            a.height >= 40
            a.height <= 30 ~ .high
            b.top == a.bottom + 12
            b.leading == a.trailing + 4
            b.width == a.width * 0.5 + 10
            b.height == (a.height + 10) / 2
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(10, 8, 100, 40))
        expectFrame(b.frame, rect(114, 60, 60, 25))
    }

    @Test func nestedViewsAreInTheirSuperviewsCoordinates() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0], label = View(name: "label")
        card.addSubview(label)
        LayoutConstraint.activate {
            card.edges == root.edges + EdgeInsets(top: 100, leading: 50, bottom: 100, trailing: 50)
            label.top == card.top + 10
            label.leading == card.leading + 20
            label.size == CGSize(width: 30, height: 40)
        }
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(50, 100, 300, 200))
        expectFrame(label.frame, rect(20, 10, 30, 40))
    }

    @Test func positionMultipliersAreMeasuredInTheInstalledViewsCoordinates() {
        let (root, views) = makeRoot(400, 400, "container")
        let container = views[0], dot = View(name: "dot")
        container.addSubview(dot)
        LayoutConstraint.activate {
            container.edges == root.edges + EdgeInsets(top: 100, leading: 200, bottom: 100, trailing: 0)
            dot.centerX == container.centerX * 0.5
            dot.centerY == container.centerY * 0.5
            dot.size == 10
        }
        root.layoutIfNeeded()
        // A quarter across a 200 x 200 container, in its coordinates: centre (50, 50).
        expectFrame(dot.frame, rect(45, 45, 10, 10))
    }

    @Test func customGuidesAreSolvedInTheirOwnersCoordinates() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0], column = LayoutGuide(name: "column")
        card.addLayoutGuide(column)
        LayoutConstraint.activate {
            card.edges == root.edges + 50
            column.verticalEdges == card.verticalEdges
            column.leading == card.leading + 10
            column.width == card.width * 0.25
        }
        root.layoutIfNeeded()
        expectFrame(column.layoutFrame, rect(10, 0, 75, 300))
    }

    @Test func baselinesDefaultToTheBottomAndFollowTheirOffsets() {
        let (root, views) = makeRoot(400, 400, "icon", "label")
        let icon = views[0], label = views[1]
        label.firstBaselineOffsetFromTop = 15
        LayoutConstraint.activate {
            icon.top == root.top + 10
            icon.size == 20
            icon.leading == root.leading
            label.firstBaseline == icon.lastBaseline
            label.leading == icon.trailing
            label.size == CGSize(width: 50, height: 20)
        }
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(20, 15, 50, 20))
    }

    @Test func rootFrameIsTheUsersAndItsSizeDrivesTheLayout() {
        let (root, views) = makeRoot(400, 400, "a")
        root.frame = CGRect(x: 30, y: 40, width: 200, height: 100)
        LayoutConstraint.activate { views[0].edges == root.edges }
        root.layoutIfNeeded()
        expectFrame(root.frame, rect(30, 40, 200, 100))
        expectFrame(views[0].frame, rect(0, 0, 200, 100))
        expectFrame(root.bounds, rect(0, 0, 200, 100))
    }
}

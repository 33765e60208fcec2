import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Margins, safe areas and right-to-left layouts, as UIKit defines them.
@Suite(.failOnUnexpectedDiagnostics) struct GuideAndDirectionTests {
    @Test func marginsGuideIsTheBoundsInsetByTheMargins() {
        let (root, views) = makeRoot(400, 300, "a")
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let a = views[0]
        let insideTheMargins: [LayoutConstraint] = a.edges == root.layoutMarginsGuide.edges
        LayoutConstraint.activate(insideTheMargins)
        root.layoutIfNeeded()
        expectFrame(root.layoutMarginsGuide.layoutFrame, rect(2, 1, 394, 296))
        expectFrame(views[0].frame, rect(2, 1, 394, 296))
    }

    @Test func marginsAreMeasuredFromTheSafeAreaByDefault() {
        let (root, views) = makeRoot(375, 812, "a")
        root.safeAreaInsets = EdgeInsets(top: 40, leading: 0, bottom: 34, trailing: 0)
        LayoutConstraint.activate { views[0].edges == root.layoutMarginsGuide.edges }
        root.layoutIfNeeded()
        expectFrame(root.layoutMarginsGuide.layoutFrame, rect(8, 48, 359, 722))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(views[0].frame, rect(8, 8, 359, 796))
    }

    @Test func marginsMirrorInRightToLeftLayouts() {
        let (root, views) = makeRoot(400, 300, "a")
        root.layoutDirection = .rightToLeft
        root.layoutMargins = EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        LayoutConstraint.activate { views[0].edges == root.layoutMarginsGuide.edges }
        root.layoutIfNeeded()
        expectFrame(root.layoutMarginsGuide.layoutFrame, rect(10, 0, 360, 300))
        expectFrame(views[0].frame, rect(10, 0, 360, 300))
    }

    @Test func rootSafeAreaGuide() {
        let (root, views) = makeRoot(375, 812, "card")
        root.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        LayoutConstraint.activate { views[0].edges == root.safeAreaLayoutGuide.edges + 16 }
        root.layoutIfNeeded()
        expectFrame(root.safeAreaLayoutGuide.layoutFrame, rect(0, 47, 375, 731))
        expectFrame(views[0].frame, rect(16, 63, 343, 699))
    }

    /// A child inside the safe area has none; one straddling the edge gets the
    /// overlap; one past its superview's edge gets at most the superview's
    /// inset; its own insets add to what it inherits.
    @Test func childSafeAreasFollowTheOverlap() {
        let (root, views) = makeRoot(400, 800, "inside", "straddling", "past")
        root.safeAreaInsets = EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0)
        let inside = views[0], straddling = views[1], past = views[2]
        straddling.safeAreaInsets = EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        LayoutConstraint.activate {
            inside.frameConstraints(rect(0, 100, 100, 100))
            straddling.frameConstraints(rect(100, 20, 100, 100))
            past.frameConstraints(rect(200, -50, 100, 900))
            inside.safeAreaLayoutGuide.width >= 0
            straddling.safeAreaLayoutGuide.width >= 0
            past.safeAreaLayoutGuide.width >= 0
        }
        root.layoutIfNeeded()
        expectEqual(inside.effectiveSafeAreaInsets, .zero)
        expectEqual(straddling.effectiveSafeAreaInsets, EdgeInsets(top: 20, leading: 5, bottom: 0, trailing: 0))
        expectEqual(past.effectiveSafeAreaInsets, EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0))
        expectFrame(straddling.safeAreaLayoutGuide.layoutFrame, rect(5, 20, 95, 80))
        expectFrame(past.safeAreaLayoutGuide.layoutFrame, rect(0, 40, 100, 830))
    }

    /// The circularity: a child pinned to its own safe area, whose insets
    /// depend on where the child is. It settles in a few passes.
    @Test func aViewPinnedToItsOwnSafeAreaSettles() {
        let (root, views) = makeRoot(400, 800, "sheet", "content")
        root.safeAreaInsets = EdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0)
        let sheet = views[0], content = views[1]
        sheet.removeFromSuperview()
        root.addSubview(sheet)
        sheet.addSubview(content)
        let placement = sheet.frameConstraints(rect(0, 30, 400, 200))
        LayoutConstraint.activate {
            placement
            content.edges == sheet.safeAreaLayoutGuide.edges
        }
        root.layoutIfNeeded()
        expectFrame(content.frame, rect(0, 20, 400, 180))
        placement[1].constant = 60
        root.layoutIfNeeded()
        expectFrame(content.frame, rect(0, 0, 400, 200))
    }

    @Test func leadingAndTrailingMirrorInRightToLeft() {
        let (root, views) = makeRoot(400, 400, "a", "b")
        root.layoutDirection = .rightToLeft
        let a = views[0], b = views[1]
        LayoutConstraint.activate {
            a.leading == root.leading + 20
            a.top == root.top
            a.size == CGSize(width: 100, height: 10)
            b.leading == a.trailing + 8
            b.top == root.top
            b.size == CGSize(width: 50, height: 10)
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(280, 0, 100, 10))
        expectFrame(b.frame, rect(222, 0, 50, 10))
    }

    @Test func mirroringIncludesMultipliers() {
        let (root, views) = makeRoot(400, 400, "a")
        root.layoutDirection = .rightToLeft
        let a = views[0]
        LayoutConstraint.activate {
            a.leading == root.trailing * 0.25
            a.top == root.top
            a.size == 10
        }
        root.layoutIfNeeded()
        // Left to right: a.left = 100; mirrored: a.right = 400 - 100.
        expectFrame(a.frame, rect(290, 0, 10, 10))
    }

    @Test func leftAndRightNeverMirror() {
        let (root, views) = makeRoot(400, 400, "a")
        root.layoutDirection = .rightToLeft
        let a = views[0]
        LayoutConstraint.activate {
            a.left == root.left + 20
            a.top == root.top
            a.size == 10
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(20, 0, 10, 10))
    }

    /// The installed view's direction decides: a left-to-right container
    /// inside a right-to-left root lays its children out left to right.
    @Test func theInstalledViewsDirectionDecides() {
        let (root, views) = makeRoot(400, 400, "container")
        root.layoutDirection = .rightToLeft
        let container = views[0], item = View(name: "item")
        container.layoutDirection = .leftToRight
        container.addSubview(item)
        LayoutConstraint.activate {
            container.edges == root.edges
            item.leading == container.leading + 20
            item.top == container.top
            item.size == 10
        }
        root.layoutIfNeeded()
        expectFrame(item.frame, rect(20, 0, 10, 10))
        expectFrame(container.frame, rect(0, 0, 400, 400))
    }
}

extension View {
    /// Required constraints that place the view at `frame` in its superview.
    func frameConstraints(_ frame: CGRect) -> [LayoutConstraint] {
        guard let parent = superview else { return [] }
        return LayoutConstraint.build {
            self.left == parent.left + frame.minX
            self.top == parent.top + frame.minY
            self.size == frame.size
        }
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A change of layout direction, or several constants changed together,
/// flips many constraints in one layout: the engine must not meet the old
/// version of one constraint with the new version of another.
@Suite(.failOnUnexpectedDiagnostics) struct DirectionChangeTests {
    /// The card of the outside report: an icon and a title chained by leading/trailing.
    private func card() -> (root: View, icon: View, title: View) {
        let (root, views) = makeRoot(300, 200, "card")
        let card = views[0]
        let icon = View(name: "icon"), title = View(name: "title")
        card.addSubview(icon)
        card.addSubview(title)
        LayoutConstraint.activate {
            card.edges == root.edges + 10
            icon.leading == card.leading + 8
            icon.top == card.top + 8
            icon.size == 40
            title.leading == icon.trailing + 8
            title.trailing == card.trailing - 8
            title.top == card.top + 8
            title.height == 20
        }
        return (root, icon, title)
    }

    @Test func flippingTheRootsDirectionIsNotAConflict() {
        let (root, icon, title) = card()
        root.layoutIfNeeded()
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(icon.frame, rect(232, 8, 40, 40))
        expectFrame(title.frame, rect(8, 8, 216, 20))
        expectEqual(root.brokenConstraints.map(\.description), [])
        root.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        expectFrame(icon.frame, rect(8, 8, 40, 40))
        expectFrame(title.frame, rect(56, 8, 216, 20))
    }

    @Test func flippingAnInnerViewsDirectionIsNotAConflict() {
        let (root, icon, _) = card()
        root.layoutIfNeeded()
        root.subviews[0].layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(icon.frame, rect(232, 8, 40, 40))
    }

    @Test func constantsThatOnlyHoldTogetherChangeTogether() {
        let (root, views) = makeRoot(400, 400, "a", "b")
        let (a, b) = (views[0], views[1])
        let pair = LayoutConstraint.activate {
            a.width == 100
            b.width == 100
            a.width == b.width
        }
        root.layoutIfNeeded()
        pair[0].constant = 200
        pair[1].constant = 200
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 200, 0))
        expectEqual(root.brokenConstraints.map(\.description), [])
    }

    @Test func aRealConflictStaysBrokenThroughADirectionChangeAsOnAFreshEngine() {
        func build() -> View {
            let (root, views) = makeRoot(400, 400, "a")
            LayoutConstraint.activate {
                views[0].width == 100
                views[0].leading == root.leading + 10
            }
            LayoutConstraint.activate { views[0].width == 200 }
            return root
        }
        let live = build()
        let first = LayoutDiagnostics.capture { live.layoutIfNeeded() }
        expectEqual(first.count, 1)
        let silent = LayoutDiagnostics.capture {
            live.layoutDirection = .rightToLeft
            live.layoutIfNeeded()
        }
        expectEqual(silent.count, 0, "a breakage is reported once")
        let fresh = build()
        fresh.layoutDirection = .rightToLeft
        _ = LayoutDiagnostics.capture { fresh.layoutIfNeeded() }
        expectEqual(live.brokenConstraints.map(\.description), fresh.brokenConstraints.map(\.description))
        expectEqual(live.brokenConstraints.map(\.description).count, 1)
        expectFrame(live.subviews[0].frame, fresh.subviews[0].frame)
    }
}

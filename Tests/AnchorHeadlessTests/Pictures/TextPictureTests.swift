import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Whole text pictures, compared as text: what a layout snapshot stores.
@Suite(.failOnUnexpectedDiagnostics) struct TextPictureTests {
    /// A card with an icon and a title chained by leading/trailing.
    private func cardRow(_ direction: LayoutDirection) -> View {
        let (root, views) = makeRoot(200, 100, "card")
        let card = views[0]
        let icon = View(name: "icon"), title = View(name: "title")
        card.addSubview(icon)
        card.addSubview(title)
        root.layoutDirection = direction
        LayoutConstraint.activate {
            card.edges == root.edges + 10
            icon.leading == card.leading + 10
            icon.top == card.top + 10
            icon.size == 40
            title.leading == icon.trailing + 10
            title.trailing == card.trailing - 10
            title.top == card.top + 10
            title.height == 40
        }
        root.layoutIfNeeded()
        return root
    }

    @Test func leftToRight() {
        expectEqual(cardRow(.leftToRight).textPicture(columns: 40), """
            ┌──────────────────────────────────────┐
            │ ┌──────────────────────────────────┐ │
            │ │ ┌──────┐  ┌────────────────────┐ │ │
            │ │ │icon  │  │title               │ │ │
            │ │ │      │  │                    │ │ │
            │ │ └──────┘  └────────────────────┘ │ │
            │ │card                              │ │
            │ │                                  │ │
            │ └──────────────────────────────────┘ │
            └──────────────────────────────────────┘

            root (0, 0, 200 × 100)
              card (10, 10, 180 × 80)
                icon (10, 10, 40 × 40)
                title (60, 10, 110 × 40)
            """)
    }

    @Test func rightToLeftMirrors() {
        expectEqual(cardRow(.rightToLeft).textPicture(columns: 40), """
            ┌──────────────────────────────────────┐
            │ ┌──────────────────────────────────┐ │
            │ │ ┌────────────────────┐  ┌──────┐ │ │
            │ │ │title               │  │icon  │ │ │
            │ │ │                    │  │      │ │ │
            │ │ └────────────────────┘  └──────┘ │ │
            │ │card                              │ │
            │ │                                  │ │
            │ └──────────────────────────────────┘ │
            └──────────────────────────────────────┘

            root (0, 0, 200 × 100)
              card (10, 10, 180 × 80)
                icon (130, 10, 40 × 40)
                title (10, 10, 110 × 40)
            """)
    }

    @Test func nestedViewsAndGuides() {
        let (root, views) = makeRoot(240, 120, "outer")
        let inner = View(name: "inner"), leaf = View(name: "leaf")
        views[0].addSubview(inner)
        inner.addSubview(leaf)
        LayoutConstraint.activate {
            views[0].edges == root.layoutMarginsGuide.edges
            inner.edges == views[0].edges + 16
            leaf.edges == inner.edges + 16
        }
        root.layoutIfNeeded()
        expectEqual(root.textPicture(columns: 24), """
            ┌┌────────────────────┐┐
            ││┌──────────────────┐││
            │││ ┌leaf──────────┐ │││
            │││ └──────────────┘ │││
            ││└──────────────────┘││
            └└────────────────────┘┘

            root (0, 0, 240 × 120)
              root.margins (8, 8, 224 × 104)
              outer (8, 8, 224 × 104)
                inner (16, 16, 192 × 72)
                  leaf (16, 16, 160 × 40)
            """)
    }

    @Test func overlappingOutsideZeroSizeAndHidden() {
        let (root, views) = makeRoot(200, 100, "first", "second", "outside", "flat", "ghost")
        let (first, second, outside, flat, ghost) = (views[0], views[1], views[2], views[3], views[4])
        ghost.isHidden = true
        LayoutConstraint.activate {
            first.edges == root.edges + EdgeInsets(top: 10, leading: 10, bottom: 50, trailing: 100)
            second.edges == root.edges + EdgeInsets(top: 30, leading: 60, bottom: 30, trailing: 50)
            outside.edges == root.edges + EdgeInsets(top: 60, leading: 160, bottom: 10, trailing: -30)
            flat.edges == root.edges + EdgeInsets(top: 80, leading: 10, bottom: 20, trailing: 150)
            ghost.edges == root.edges + EdgeInsets(top: 70, leading: 60, bottom: 0, trailing: 60)
        }
        root.layoutIfNeeded()
        expectEqual(root.textPicture(columns: 20), """
            ┌──────────────────┐
            │┌first──┐root     │
            │└────┌second─┐    │
            │     └───────┘ ┌ou…
            └─────└ghost╌┘──└───

            root (0, 0, 200 × 100)
              first (10, 10, 90 × 40)
              second (60, 30, 90 × 40)
              outside (160, 60, 70 × 30)
              flat (10, 80, 40 × 0)
              ghost (60, 70, 80 × 30) hidden
            """)
    }

    @Test func longNamesAreCutWithAnEllipsisAndNumbersHaveNoNegativeZero() {
        let (root, views) = makeRoot(100, 40, "averyveryverylongname")
        LayoutConstraint.activate { views[0].edges == root.edges + EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 50) }
        // An autoresizing view keeps the frame it is given.
        let pinned = View(name: "pinned")
        pinned.frame = CGRect(x: -0.0, y: 0.1 + 0.2, width: 1e-9, height: 2.5)
        root.addSubview(pinned)
        root.layoutIfNeeded()
        expectEqual(root.textPicture(columns: 20), """
            ┌────────┐─────────┐
            │averyve…│root     │
            │        │         │
            └────────┘─────────┘

            root (0, 0, 100 × 40)
              averyveryverylongname (0, 0, 50 × 40)
              pinned (0, 0.3, 0 × 2.5)
            """)
    }
}

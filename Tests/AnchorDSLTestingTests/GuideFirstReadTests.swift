import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A built-in guide first asked for after a layout answers its frame at
/// once, as UIKit's `layoutFrame` does, without another layout.
@Suite(.failOnUnexpectedDiagnostics) struct GuideFirstReadTests {
    /// A card pinned 16 from the root's edges, 100 high, below the safe area's top.
    func screen(askingForGuidesFirst: Bool) -> (root: View, card: View) {
        let root = View(name: "root")
        let card = View(name: "card")
        root.addSubview(card)
        if askingForGuidesFirst {
            _ = (card.layoutMarginsGuide, card.safeAreaLayoutGuide, card.readableContentGuide)
        }
        LayoutConstraint.activate {
            card.horizontalEdges == root.horizontalEdges + 16
            card.top == root.top + 10
            card.height == 100
        }
        return (root, card)
    }

    @Test(arguments: [LayoutDevice.iPhoneSE, .iPhone17, .iPadPortrait])
    func aGuideAskedForAfterALayoutHasTheFrameThatLayoutImplies(device: LayoutDevice) {
        let before = screen(askingForGuidesFirst: true)
        before.root.layout(on: device)
        let after = screen(askingForGuidesFirst: false)
        after.root.layout(on: device)
        expectFrame(after.card.layoutMarginsGuide.layoutFrame, before.card.layoutMarginsGuide.layoutFrame, "margins")
        expectFrame(after.card.safeAreaLayoutGuide.layoutFrame, before.card.safeAreaLayoutGuide.layoutFrame, "safe area")
        expectFrame(after.card.readableContentGuide.layoutFrame, before.card.readableContentGuide.layoutFrame, "readable")
        after.root.layoutIfNeeded()
        expectFrame(after.card.layoutMarginsGuide.layoutFrame, before.card.layoutMarginsGuide.layoutFrame, "after a layout")
    }

    @Test func byHandOnAnIPhoneSE() {
        let (root, card) = screen(askingForGuidesFirst: false)
        root.layout(on: .iPhoneSE)
        // The card (16, 10, 343 × 100) reaches 10 into the 20-point status bar:
        // its safe area starts 10 down, its margins 8 inside that.
        expectFrame(card.safeAreaLayoutGuide.layoutFrame, rect(0, 10, 343, 90))
        expectFrame(card.layoutMarginsGuide.layoutFrame, rect(8, 18, 327, 74))
        expectFrame(root.layoutMarginsGuide.layoutFrame, rect(8, 28, 359, 631))
    }
}

import CardLayout
import Testing

#if Headless
import AnchorDSLTesting

/// `swift test --traits Headless`: the layout the app ships, written against
/// `PlatformView`, laid out by the headless engine and checked, although
/// UIKit (or AppKit, on a Mac) is there to import.
@MainActor @Suite struct CardLayoutHeadlessTests {
    private func cardTree() -> (root: View, card: View, icon: View, title: View) {
        let root = View(name: "root"), card = View(name: "card")
        let icon = View(name: "icon"), title = View(name: "title")
        root.addSubview(card)
        card.addSubview(icon)
        card.addSubview(title)
        LayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
        return (root, card, icon, title)
    }

    @Test func thePlatformViewsAreTheHeadlessOnes() {
        #expect(PlatformView.self == View.self)
        #expect(PlatformLabel.self == Label.self)
    }

    @Test func theCardIsLaidOutToItsFramesOnAnIPhoneSE() {
        let (root, card, icon, title) = cardTree()
        root.layout(on: .iPhoneSE)
        // 16 inside the safe area (20 below the status bar); the card's
        // margins are 8; the icon is 44 square; the title 12 after it.
        #expect(card.frame == CGRect(x: 16, y: 36, width: 343, height: 60))
        #expect(icon.frame == CGRect(x: 8, y: 8, width: 44, height: 44))
        #expect(title.frame == CGRect(x: 64, y: 20, width: 271, height: 20))
    }

    @Test func theCardIsValidOnThePhonesInBothDirections() {
        expectValidLayout(cardTree().root, on: LayoutDevice.phones)
    }
}
#elseif canImport(UIKit)
import AnchorDSL

/// Without the trait the same layout is UIKit's: each constraint becomes an
/// `NSLayoutConstraint`, for UIKit's engine to lay out.
@MainActor @Suite struct CardLayoutThroughUIKitTests {
    @Test func eachConstraintIsUIKits() {
        #expect(String(describing: PlatformView.self) == "UIView")
        let root = PlatformView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let card = PlatformView(frame: .zero), icon = PlatformView(frame: .zero), title = PlatformView(frame: .zero)
        root.addSubview(card)
        card.addSubview(icon)
        card.addSubview(title)
        let made = LayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
        #expect(made.count == 12)
        #expect(made.allSatisfy { $0.nsLayoutConstraint?.isActive == true })
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
    }
}
#endif

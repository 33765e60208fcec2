import AnchorDSL
import AnchorHeadless
import CardLayout
import AnchorTestSupport
import Testing

/// `cardLayout`, written once against `PlatformView`, laid out headless: the
/// same function the Apple bridge's tests turn into `NSLayoutConstraint`s.
@MainActor @Suite(.failOnUnexpectedDiagnostics) struct CardLayoutHeadlessTests {
    @Test func aLayoutWrittenForPlatformViewIsLaidOutHeadless() {
        let (root, views) = makeRoot(375, 812, "card")
        root.safeAreaInsets = EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)
        let card: PlatformView = views[0]
        let icon = PlatformView(name: "icon"), title = PlatformView(name: "title")
        card.addSubview(icon)
        card.addSubview(title)
        LayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(16, 60, 343, 60))
        expectFrame(icon.frame, rect(8, 8, 44, 44))
        expectFrame(title.frame, rect(64, 20, 271, 20))
    }
}

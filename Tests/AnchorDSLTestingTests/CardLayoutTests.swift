import AnchorDSL
import AnchorDSLTesting
import CardLayout
import Testing

/// The project's own card (`cardLayout`, the one the Apple bridge's tests
/// use too), tested the way an app's layouts are: on the phones and an
/// iPad in both directions, and against its committed snapshot.
@MainActor @Suite(.failOnUnexpectedDiagnostics) struct CardLayoutTests {
    private func cardTree() -> View {
        let root = View(name: "root"), card = View(name: "card")
        let icon = View(name: "icon"), title = View(name: "title")
        root.addSubview(card)
        card.addSubview(icon)
        card.addSubview(title)
        LayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
        return root
    }

    @Test func theCardIsValidOnEveryDeviceInBothDirections() {
        let devices = LayoutDevice.phones + LayoutDevice.phones.map(\.landscape) + [.iPadPortrait]
        expectValidLayout(cardTree(), on: devices)
    }

    @Test func theCardOnAnIPhoneSEMatchesItsSnapshot() {
        let root = cardTree()
        root.layout(on: .iPhoneSE)
        expectLayoutSnapshot(of: root)
    }

    @Test func theCardRightToLeftMatchesItsSnapshot() {
        let root = cardTree()
        root.layout(on: .iPhone16, direction: .rightToLeft)
        expectLayoutSnapshot(of: root, named: "iPhone16")
    }
}

import AnchorDSL

/// A layout written once against `PlatformView`: a card inset in its root's
/// safe area, an icon and a title in a row on the card's margins. The
/// headless tests lay it out down to frames on Linux (`PlatformView` is
/// `View` there); the Apple bridge's tests, built against the UIKit or AppKit
/// stub, check the `NSLayoutConstraint`s it becomes. `@MainActor`, as every
/// function that touches UIKit views must be; headless, that costs nothing.
///
///     LayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
@MainActor @ConstraintBuilder
public func cardLayout(card: PlatformView, icon: PlatformView, title: PlatformView, in root: PlatformView) -> [LayoutConstraint] {
    card.horizontalEdges == root.safeAreaLayoutGuide.horizontalEdges + 16
    card.top == root.safeAreaLayoutGuide.top + 16
    icon.size == CGSize(width: 44, height: 44)
    icon.leading == card.layoutMarginsGuide.leading
    icon.verticalEdges == card.layoutMarginsGuide.verticalEdges
    title.leading == icon.trailing + 12
    title.trailing == card.layoutMarginsGuide.trailing
    title.height == 20
    title.centerY == icon.centerY ~ .high
}

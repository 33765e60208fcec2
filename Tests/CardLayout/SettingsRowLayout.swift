import AnchorDSL

#if canImport(UIKit) || !canImport(AppKit)
/// A settings row written once against the standard platform views: a
/// scroll view's content column, and in it a row of a title and a switch on
/// the row's margins. Headless, the classes are `ScrollView`, `Label` and
/// `Switch`, and the Linux tests lay it out; against the UIKit stub they are
/// `UIScrollView`, `UILabel` and `UISwitch`, and the bridge's tests check the
/// constraints. (AppKit's `NSScrollView` has no content layout guide.)
///
///     LayoutConstraint.activate { settingsRowLayout(row: row, title: title, toggle: toggle, in: scroll) }
@MainActor @ConstraintBuilder
public func settingsRowLayout(
    row: PlatformView, title: PlatformLabel, toggle: PlatformSwitch, in scroll: PlatformScrollView
) -> [LayoutConstraint] {
    row.top == scroll.contentLayoutGuide.top
    row.horizontalEdges == scroll.contentLayoutGuide.horizontalEdges
    row.bottom == scroll.contentLayoutGuide.bottom
    row.width == scroll.frameLayoutGuide.width
    title.leading == row.layoutMarginsGuide.leading
    title.centerY == row.centerY
    toggle.leading >= title.trailing + 12
    toggle.trailing == row.layoutMarginsGuide.trailing
    toggle.verticalEdges == row.layoutMarginsGuide.verticalEdges
}
#endif

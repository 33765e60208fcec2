import Foundation

/// What the package asks of a layout item, answered by each kind of item it
/// knows: the headless `View` (and its subclasses) and `LayoutGuide` here,
/// UIKit's and AppKit's views and guides in AnchorDSL's Apple bridge. Every
/// question about an item goes through `seam`, so a new kind of item answers
/// these and nothing else changes.
///
///     item.seam?.isGuide == true
package protocol LayoutItemSeam: LayoutItem {
    /// The name descriptions, changes, conflicts and pictures show.
    var itemName: String { get }
    /// Whether the headless engine lays the item out.
    var isHeadless: Bool { get }
    /// Whether the item is a layout guide (which has no baselines and no
    /// intrinsic size).
    var isGuide: Bool { get }
    /// The view the item lives in: a view is its own, a guide has its owner.
    var hostView: (any LayoutItem)? { get }
    /// The view a Visual Format `|` next to the item stands for: a view's
    /// superview, a guide's owning view.
    var owningContainer: (any LayoutItem)? { get }
    /// The item's layout-margins guide if it is a view; nil for a guide.
    var layoutMarginsItem: (any LayoutItem)? { get }
    /// Whether the item is the layout-margins guide of its owning view.
    var isMarginsGuide: Bool { get }
    /// Whether the item is hidden (a guide never is).
    var isHiddenItem: Bool { get }
    /// The item's natural size, `View.noIntrinsicMetric` along an axis that
    /// has none; nil for a guide. Text that wraps at its laid-out width is
    /// measured unwrapped, as before any layout: what a stack reads when it
    /// is built must not depend on the width an earlier layout left.
    var intrinsicSize: CGSize? { get }
}

extension LayoutItem {
    /// The item's answers to the package's questions; nil for an item of a
    /// kind the package does not know (a type of the user's own).
    @inline(__always)
    package var seam: (any LayoutItemSeam)? {
        // The headless classes first: a class check compares metadata, a
        // protocol cast looks the conformance up.
        if let view = self as? View { return view }
        if let guide = self as? LayoutGuide { return guide }
        return self as? any LayoutItemSeam
    }

    /// Whether the headless engine lays the item out: the seam's answer, with
    /// the headless classes recognised first (activation asks this of every
    /// item of every constraint, where the seam's boxed answer showed in the
    /// engine benchmark's activation time).
    package var isHeadlessItem: Bool {
        self is View || self is LayoutGuide || seam?.isHeadless == true
    }

    /// The item's natural length along `axis`; nil for none
    /// (`View.noIntrinsicMetric`), for a guide and for an unknown item.
    package func intrinsicLength(along axis: LayoutAxis) -> CGFloat? {
        guard let size = seam?.intrinsicSize else { return nil }
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 ? length : nil
    }
}

extension View: LayoutItemSeam {
    package var itemName: String { name }
    package var isHeadless: Bool { true }
    package var isGuide: Bool { false }
    package var hostView: (any LayoutItem)? { self }
    package var owningContainer: (any LayoutItem)? { superview }
    package var layoutMarginsItem: (any LayoutItem)? { layoutMarginsGuide }
    package var isMarginsGuide: Bool { false }
    package var isHiddenItem: Bool { isHidden }
    package var intrinsicSize: CGSize? { intrinsicSize(wrappingAt: nil) }
}

extension LayoutGuide: LayoutItemSeam {
    package var itemName: String { name }
    package var isHeadless: Bool { true }
    package var isGuide: Bool { true }
    package var hostView: (any LayoutItem)? { owningView }
    package var owningContainer: (any LayoutItem)? { owningView }
    package var layoutMarginsItem: (any LayoutItem)? { nil }
    package var isMarginsGuide: Bool { isLayoutMarginsGuide }
    package var isHiddenItem: Bool { false }
    package var intrinsicSize: CGSize? { nil }
}

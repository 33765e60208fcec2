import Foundation

/// What the package asks of a layout item, answered by each kind of item it
/// knows: the headless `View` (and its subclasses) and `LayoutGuide` in
/// AnchorHeadless, UIKit's and AppKit's views and guides in AnchorDSL's
/// Apple bridge. Every question about an item goes through `seam`, so a new
/// kind of item answers these and nothing else changes.
///
///     item.seam?.isGuide == true
package protocol LayoutItemSeam: LayoutItem {
    /// The name descriptions, changes, conflicts and pictures show.
    var itemName: String { get }
    /// The layout system that lays the item out: constraints relate items
    /// of one system only, and activation hands them to it.
    var layoutSystem: any LayoutSystem.Type { get }
    /// Whether the item is a layout guide (which has no baselines and no
    /// intrinsic size).
    var isGuide: Bool { get }
    /// The view the item lives in: a view is its own, a guide has its owner.
    var hostView: (any LayoutItem)? { get }
    /// The item whose name comes before this one's in descriptions
    /// (`root.safeArea`): a headless guide's owning view; nil for a view, and
    /// for a UIKit or AppKit guide, whose identifier names it already.
    var nameOwner: (any LayoutItem)? { get }
    /// The view a Visual Format `|` next to the item stands for: a view's
    /// superview, a guide's owning view.
    var owningContainer: (any LayoutItem)? { get }
    /// The item's layout-margins guide if it is a view; nil for a guide.
    var layoutMarginsItem: (any LayoutItem)? { get }
    /// Whether the item is the layout-margins guide of its owning view.
    var isMarginsGuide: Bool { get }
    /// Whether the item is hidden (a guide never is).
    var isHiddenItem: Bool { get }
    /// The item's natural size, `-1` along an axis that has none (UIKit's
    /// `noIntrinsicMetric`); nil for a guide. Text that wraps at its
    /// laid-out width is measured unwrapped, as before any layout: what a
    /// stack reads when it is built must not depend on the width an earlier
    /// layout left.
    var intrinsicSize: CGSize? { get }
    /// Whether a stack's tie-break on the item, when it has no natural size
    /// along the stack's axis (a nested stack, a card), acts through what
    /// its content's sizes hold: the headless engine's does; UIKit's and
    /// AppKit's engines would pin the item to 0, so they get none.
    var breaksTiesThroughContent: Bool { get }
    /// Whether the item is `view` itself or lies below it (a guide lies
    /// where its owning view does).
    func isWithin(_ view: any LayoutItem) -> Bool
}

extension LayoutItemSeam {
    package var breaksTiesThroughContent: Bool { false }
}

extension LayoutItem {
    /// The item's answers to the package's questions; nil for an item of a
    /// kind the package does not know (a type of the user's own).
    @inline(__always)
    package var seam: (any LayoutItemSeam)? {
        self as? any LayoutItemSeam
    }

    /// The item's natural length along `axis`; nil for none
    /// (`noIntrinsicMetric`), for a guide and for an unknown item.
    package func intrinsicLength(along axis: LayoutAxis) -> CGFloat? {
        guard let size = seam?.intrinsicSize else { return nil }
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 ? length : nil
    }
}

import AnchorModel

// What the Visual Format Language asks of an item, for headless items and
// UIKit's or AppKit's alike.
extension LayoutItem {
    /// The view a `|` next to this item stands for: a view's superview, a
    /// guide's owning view.
    var formatContainer: (any LayoutItem)? {
        if let view = self as? View { return view.superview }
        if let guide = self as? LayoutGuide { return guide.owningView }
        return (self as? any PlatformLayoutItem)?.platformSuperview
    }

    /// The item's layout-margins guide, if it is a view.
    var formatMarginsGuide: (any LayoutItem)? {
        // Not `as? View`: the cast retains the view.
        if Self.self == View.self { return unsafeDowncast(self, to: View.self).layoutMarginsGuide }
        return (self as? any PlatformLayoutItem)?.platformMarginsGuide
    }

    /// Whether the item is the layout-margins guide of its owning view.
    var isFormatMarginsGuide: Bool {
        if let guide = self as? LayoutGuide { return guide.isLayoutMarginsGuide }
        guard !(self is View), let owner = formatContainer else { return false }
        return owner.formatMarginsGuide === self
    }
}

import AnchorCore
#if ANCHOR_HEADLESS_PLATFORM
import AnchorHeadless
#endif

// What the Visual Format Language asks of an item, for headless items and
// UIKit's or AppKit's alike: the item's seam answers, except that where the
// platform's views are the headless ones a headless view or guide is read
// directly, after a comparison of its type (the format asks this of every
// item and gap, and the seam's cast retains the item and returns it boxed).
extension LayoutItem {
    /// The view a `|` next to this item stands for: a view's superview, a
    /// guide's owning view.
    var formatContainer: (any LayoutItem)? {
        #if ANCHOR_HEADLESS_PLATFORM
        if Self.self == View.self { return unsafeDowncast(self, to: View.self).superview }
        if Self.self == LayoutGuide.self { return unsafeDowncast(self, to: LayoutGuide.self).owningView }
        #endif
        return seam?.owningContainer
    }

    /// The item's layout-margins guide, if it is a view.
    var formatMarginsGuide: (any LayoutItem)? {
        #if ANCHOR_HEADLESS_PLATFORM
        if Self.self == View.self { return unsafeDowncast(self, to: View.self).layoutMarginsGuide }
        #endif
        return seam?.layoutMarginsItem
    }

    /// Whether the item is the layout-margins guide of its owning view.
    var isFormatMarginsGuide: Bool {
        #if ANCHOR_HEADLESS_PLATFORM
        if Self.self == LayoutGuide.self { return unsafeDowncast(self, to: LayoutGuide.self).isLayoutMarginsGuide }
        if Self.self == View.self { return false }
        #endif
        return seam?.isMarginsGuide ?? false
    }
}

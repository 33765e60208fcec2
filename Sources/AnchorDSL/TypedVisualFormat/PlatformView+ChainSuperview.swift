import AnchorCore
#if ANCHOR_HEADLESS_PLATFORM
import AnchorHeadless
#endif

// What a typed chain asks of its views' superview, once per view or once per
// chain. A headless view answers without reading its weak `superview`,
// whose every read retains and releases the superview on the runtime's slow
// path; UIKit and AppKit are asked for the superview.
extension PlatformView {
    /// The identity of the view's superview, for checking that the views of
    /// a chain share one.
    nonisolated var chainSuperviewIdentity: ObjectIdentifier? {
        #if ANCHOR_HEADLESS_PLATFORM
        superviewIdentity
        #else
        formatContainer.map(ObjectIdentifier.init)
        #endif
    }

    /// Calls `body` with the view's superview (what a `|` next to it stands
    /// for), borrowed where the platform allows.
    nonisolated func withChainSuperview<Result>(_ body: ((any LayoutItem)?) -> Result) -> Result {
        #if ANCHOR_HEADLESS_PLATFORM
        withSuperview { body($0) }
        #else
        body(formatContainer)
        #endif
    }
}

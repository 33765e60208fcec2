import AnchorModel

// What a typed chain asks of its views' superview, once per view or once per
// chain. A headless view answers without reading its weak `superview`,
// whose every read retains and releases the superview on the runtime's slow
// path; UIKit and AppKit are asked for the superview.
extension PlatformView {
    /// The identity of the view's superview, for checking that the views of
    /// a chain share one.
    nonisolated var chainSuperviewIdentity: ObjectIdentifier? {
        #if canImport(UIKit) || canImport(AppKit)
        formatContainer.map(ObjectIdentifier.init)
        #else
        superviewIdentity
        #endif
    }

    /// Calls `body` with the view's superview (what a `|` next to it stands
    /// for), borrowed where the platform allows.
    nonisolated func withChainSuperview<Result>(_ body: ((any LayoutItem)?) -> Result) -> Result {
        #if canImport(UIKit) || canImport(AppKit)
        body(formatContainer)
        #else
        withSuperview { body($0) }
        #endif
    }
}

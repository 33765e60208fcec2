import AnchorModel

extension PlatformView {
    /// The identity of the view's superview, for checking that the views of
    /// a chain share one. A headless view keeps it beside its weak
    /// `superview`, whose every read retains and releases the superview on
    /// the runtime's slow path; UIKit and AppKit are asked for the superview.
    nonisolated var chainSuperviewIdentity: ObjectIdentifier? {
        #if canImport(UIKit) || canImport(AppKit)
        formatContainer.map(ObjectIdentifier.init)
        #else
        superviewIdentity
        #endif
    }
}

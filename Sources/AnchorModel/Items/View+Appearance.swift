import Foundation

// How a view is seen, which Auto Layout does not read: the layout checks and
// the pictures do.
extension View {
    /// How opaque the view is, from 0 (not seen) to 1 (the default), as
    /// `UIView.alpha`. Like `isHidden` it does not change Auto Layout; a
    /// view at 0, and what it contains, is not seen, so the geometric
    /// layout checks skip it as they skip a hidden one, and the pictures
    /// draw it dashed. A value outside 0...1 or not finite is reported to
    /// `LayoutDiagnostics` and refused.
    ///
    ///     spinner.alpha = 0   // cross-faded in over the button later
    public var alpha: CGFloat {
        get { storedAlpha }
        set {
            guard newValue.isFinite, (0...1).contains(newValue) else {
                return LayoutDiagnostics.report(.invalidViewProperty(
                    view: name, property: "alpha", value: "\(newValue)", reason: "it must be finite and in 0...1"))
            }
            storedAlpha = newValue
        }
    }

    /// Whether the view is seen as far as it itself goes: not hidden, and
    /// not fully transparent (its superviews aside).
    package var isSeenOnItsOwn: Bool { !isHidden && storedAlpha > 0 }
}

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

    /// What is drawn behind the view's content, as `UIView.backgroundColor`:
    /// nil (the default) draws nothing, and so does `.clear`. A view that
    /// shows nothing else is judged by it: the layout checks do not report
    /// an empty spacer at zero size or a clear tap target over a field, and
    /// do report a card with a background at zero size or over another.
    /// The pictures fill the view with it. A colour made of components
    /// outside 0…1 is reported to `LayoutDiagnostics` and refused.
    ///
    ///     card.backgroundColor = .white
    public var backgroundColor: Color? {
        get { storedBackgroundColor }
        set {
            if let refusal = newValue?.refusal {
                return LayoutDiagnostics.report(.invalidViewProperty(
                    view: name, property: "backgroundColor", value: refusal, reason: Color.componentRule))
            }
            storedBackgroundColor = newValue
        }
    }

    /// Whether the view cuts what its subviews draw outside its bounds, as
    /// `UIView.clipsToBounds`: false, as UIKit's, so that art may bleed past
    /// its superview on purpose; true for a scroll view. Auto Layout does
    /// not read it: the layout checks do (what a clipping view cuts of a
    /// text or a control is reported; an image past a superview that does
    /// not clip is drawn as designed).
    ///
    ///     card.clipsToBounds = true
    public var clipsToBounds: Bool {
        get { storedClipsToBounds ?? clipsToBoundsByDefault }
        set { storedClipsToBounds = newValue }
    }

    /// Whether the view is seen as far as it itself goes: not hidden, and
    /// not fully transparent (its superviews aside).
    package var isSeenOnItsOwn: Bool { !isHidden && storedAlpha > 0 }
}

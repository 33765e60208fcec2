import Foundation

/// The spacing a Visual Format Language connection without a number means,
/// as UIKit has used since iOS 8.
///
///     LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", views: ["a": a, "b": b])   // b.leading == a.trailing + 8
public enum StandardSpacing {
    /// Between two siblings, or a view and a layout guide other than a
    /// margins guide: 8 points.
    public static let siblings: CGFloat = 8
    /// From a layout-margins guide (`||-[a]`, or a margins guide named in
    /// `views`): 0, because the guide already is the margin.
    public static let marginsGuide: CGFloat = 0
    // `|-[a]` and `[a]-|` relate to the superview's layout margins, so they
    // make the same constraint as `||[a]` and `[a]||`.
}

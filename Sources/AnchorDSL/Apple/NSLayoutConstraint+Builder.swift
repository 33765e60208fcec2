#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

extension NSLayoutConstraint {
    /// Builds the constraints and activates all of them as real
    /// `NSLayoutConstraint`s, or none: problems are reported to
    /// `LayoutDiagnostics`. The same as `LayoutConstraint.activate { … }`,
    /// spelled on Apple's type.
    ///
    ///     NSLayoutConstraint.activate { card.edges == view.safeAreaLayoutGuide.edges + 16 }
    @MainActor @discardableResult
    public static func activate(@ConstraintBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        LayoutConstraint.activate(constraints)
    }
}
#endif

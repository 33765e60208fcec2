#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

// UIKit's and AppKit's views and guides adopt the DSL's item protocol, so
// every operator, composite and builder works on them unchanged; their name
// in descriptions is their type's (`UILabel.top == UIView.bottom + 8`).
// Activation hands their constraints to `AppleActivation`.

extension PlatformView: LayoutItem, PlatformLayoutItem {
    /// The baseline of the view's first line of text, as UIKit reports it.
    ///
    ///     label.firstBaseline == icon.centerY
    public nonisolated var firstBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text.
    ///
    ///     footnote.top == body.lastBaseline + 8
    public nonisolated var lastBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    package nonisolated var isLayoutGuide: Bool { false }

    package nonisolated static func prepareActivation(of constraints: [LayoutConstraint]) -> PlatformActivation {
        AppleActivation.prepare(constraints)
    }
}

extension PlatformLayoutGuide: LayoutItem, PlatformLayoutItem {
    package nonisolated var isLayoutGuide: Bool { true }

    package nonisolated static func prepareActivation(of constraints: [LayoutConstraint]) -> PlatformActivation {
        AppleActivation.prepare(constraints)
    }
}
#endif

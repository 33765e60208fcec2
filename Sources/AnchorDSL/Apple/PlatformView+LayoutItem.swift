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

extension PlatformLayoutItem {
    package static func prepareActivation(of constraints: [LayoutConstraint]) -> PlatformActivation {
        AppleActivation.prepare(constraints)
    }
}

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

    package nonisolated var platformSuperview: (any LayoutItem)? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { superview }
    }

    package nonisolated var platformMarginsGuide: (any LayoutItem)? {
        guard MainQueue.isCurrent else { return nil }
        // AppKit's guides are not Sendable; this one stays on the main queue,
        // where the caller runs.
        nonisolated(unsafe) var guide: PlatformLayoutGuide?
        MainActor.assumeIsolated { guide = layoutMarginsGuide }
        return guide
    }
}

extension PlatformLayoutGuide: LayoutItem, PlatformLayoutItem {
    package nonisolated var isLayoutGuide: Bool { true }

    package nonisolated var platformSuperview: (any LayoutItem)? {
        guard MainQueue.isCurrent else { return nil }
        #if canImport(UIKit)
        return MainActor.assumeIsolated { owningView }
        #else
        // AppKit's guides are not Sendable; this one is read where the caller
        // runs, on the main queue.
        nonisolated(unsafe) let guide = self
        return MainActor.assumeIsolated { guide.owningView }
        #endif
    }

    package nonisolated var platformMarginsGuide: (any LayoutItem)? { nil }
}
#endif

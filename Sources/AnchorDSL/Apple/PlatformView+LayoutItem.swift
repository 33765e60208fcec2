#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

// UIKit's and AppKit's views and guides adopt the DSL's item protocol, so
// every operator, composite and builder works on them unchanged, and answer
// the package's questions about an item (`LayoutItemSeam`). Activation hands
// their constraints to `AppleActivation`. UIKit may be used on the main
// queue only: asked elsewhere, a view has no superview, margins or
// identifier, is shown and has no intrinsic size.

extension AppleView: LayoutItem, LayoutItemSeam {
    /// The baseline of the view's first line of text, as UIKit reports it.
    ///
    ///     label.firstBaseline == icon.centerY
    public nonisolated var firstBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text.
    ///
    ///     footnote.top == body.lastBaseline + 8
    public nonisolated var lastBaseline: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The view's identifier when it has one (UIKit's
    /// `accessibilityIdentifier`, AppKit's `identifier`), else its type and
    /// a number it keeps for its life: `UILabel#3`.
    package nonisolated var itemName: String {
        PlatformItemNumbers.name(of: self, identifier: onMainQueue {
            #if canImport(UIKit)
            $0.accessibilityIdentifier
            #else
            $0.identifier?.rawValue
            #endif
        } ?? nil)
    }

    package nonisolated var layoutSystem: any LayoutSystem.Type { AppleActivation.self }
    package nonisolated var isGuide: Bool { false }
    package nonisolated var hostView: (any LayoutItem)? { self }
    package nonisolated var nameOwner: (any LayoutItem)? { nil }
    package nonisolated var owningContainer: (any LayoutItem)? { onMainQueue { $0.superview } ?? nil }

    package nonisolated var layoutMarginsItem: (any LayoutItem)? {
        guard MainQueue.isCurrent else { return nil }
        // AppKit's guides are not Sendable; this one stays on the main queue,
        // where the caller runs.
        nonisolated(unsafe) var guide: AppleLayoutGuide?
        MainActor.assumeIsolated { guide = layoutMarginsGuide }
        return guide
    }

    package nonisolated var isMarginsGuide: Bool { false }
    package nonisolated var isHiddenItem: Bool { onMainQueue { $0.isHidden } ?? false }
    package nonisolated var intrinsicSize: CGSize? { onMainQueue { $0.intrinsicContentSize } }

    /// Off the main queue the hierarchy cannot be read, and the view is
    /// taken as placed: UIKit checks it again when it activates.
    package nonisolated func isWithin(_ view: any LayoutItem) -> Bool {
        guard let view = view as? AppleView, MainQueue.isCurrent else { return true }
        return MainActor.assumeIsolated { isDescendant(of: view) }
    }

    /// `body` on the view, on the main queue; nil elsewhere.
    private nonisolated func onMainQueue<T: Sendable>(_ body: @MainActor (AppleView) -> T) -> T? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { body(self) }
    }
}

extension AppleLayoutGuide: LayoutItem, LayoutItemSeam {
    /// The guide's identifier when it has one (a view's margins guide:
    /// `UIViewLayoutMarginsGuide`), else its type and a number it keeps for
    /// its life.
    package nonisolated var itemName: String {
        PlatformItemNumbers.name(of: self, identifier: onMainQueue {
            #if canImport(UIKit)
            $0.identifier
            #else
            $0.identifier.rawValue
            #endif
        })
    }

    package nonisolated var layoutSystem: any LayoutSystem.Type { AppleActivation.self }
    package nonisolated var isGuide: Bool { true }
    package nonisolated var hostView: (any LayoutItem)? { owningContainer }
    package nonisolated var nameOwner: (any LayoutItem)? { nil }

    package nonisolated var owningContainer: (any LayoutItem)? { onMainQueue { $0.owningView } ?? nil }
    package nonisolated var layoutMarginsItem: (any LayoutItem)? { nil }

    package nonisolated var isMarginsGuide: Bool {
        onMainQueue { guide in guide.owningView?.layoutMarginsGuide === guide } ?? false
    }

    package nonisolated var isHiddenItem: Bool { false }
    package nonisolated var intrinsicSize: CGSize? { nil }

    package nonisolated func isWithin(_ view: any LayoutItem) -> Bool {
        (owningContainer as? AppleView)?.isWithin(view) ?? true
    }

    /// `body` on the guide, on the main queue; nil elsewhere.
    private nonisolated func onMainQueue<T: Sendable>(_ body: @MainActor (AppleLayoutGuide) -> T) -> T? {
        guard MainQueue.isCurrent else { return nil }
        #if canImport(UIKit)
        return MainActor.assumeIsolated { body(self) }
        #else
        // AppKit's guides are not Sendable; this one is read where the caller
        // runs, on the main queue.
        nonisolated(unsafe) let guide = self
        return MainActor.assumeIsolated { body(guide) }
        #endif
    }
}
#endif

import Foundation

// The headless view and guide answer the package's questions about an item
// and belong to the headless engine's layout system.

extension View: LayoutItemSeam {
    /// The view's own name (`LayoutItem`'s answer, without the seam's look-up).
    ///
    ///     View(name: "card").qualifiedName == "card"
    public var qualifiedName: String { name }
    package var itemName: String { name }
    package var layoutSystem: any LayoutSystem.Type { HeadlessLayoutSystem.self }
    package var isGuide: Bool { false }
    package var hostView: (any LayoutItem)? { self }
    package var nameOwner: (any LayoutItem)? { nil }
    package var owningContainer: (any LayoutItem)? { superview }
    package var layoutMarginsItem: (any LayoutItem)? { layoutMarginsGuide }
    package var isMarginsGuide: Bool { false }
    package var isHiddenItem: Bool { isHidden }
    package var intrinsicSize: CGSize? { intrinsicSize(wrappingAt: nil) }
    /// A view with subviews: an empty one has no content to weigh.
    package var breaksTiesThroughContent: Bool { !subviews.isEmpty }

    package func isWithin(_ view: any LayoutItem) -> Bool {
        guard let view = view as? View else { return false }
        return isDescendant(of: view)
    }
}

extension LayoutGuide: LayoutItemSeam {
    /// The guide's name after its owner's: `root.safeArea`.
    ///
    ///     root.safeAreaLayoutGuide.qualifiedName == "root.safeArea"
    public var qualifiedName: String {
        guard let owningView else { return name }
        return "\(owningView.name).\(name)"
    }
    package var itemName: String { name }
    package var layoutSystem: any LayoutSystem.Type { HeadlessLayoutSystem.self }
    package var isGuide: Bool { true }
    package var hostView: (any LayoutItem)? { owningView }
    package var nameOwner: (any LayoutItem)? { owningView }
    package var owningContainer: (any LayoutItem)? { owningView }
    package var layoutMarginsItem: (any LayoutItem)? { nil }
    package var isMarginsGuide: Bool { isLayoutMarginsGuide }
    package var isHiddenItem: Bool { false }
    package var intrinsicSize: CGSize? { nil }

    package func isWithin(_ view: any LayoutItem) -> Bool {
        guard let view = view as? View else { return false }
        return owningView?.isDescendant(of: view) ?? false
    }
}

extension LayoutItem {
    /// The headless view the item lives in: a view is its own, a guide has
    /// its owner; `nil` for a guide not added to a view, and for an item of
    /// another layout system (UIKit, AppKit).
    package var modelOwner: View? {
        // The headless classes themselves, not the seam: the answer is one
        // of them, and activation asks this of every item of every constraint.
        if let view = self as? View { return view }
        return (self as? LayoutGuide)?.owningView
    }
}

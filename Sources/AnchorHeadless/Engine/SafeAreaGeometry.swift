import Foundation

/// UIKit's safe-area rule: a view's safe area is the part of it that its
/// ancestors' unsafe areas do not cover, plus its own insets (UIKit's
/// `additionalSafeAreaInsets`); a root's own insets are the device's.
///
/// A child inherits, per side, how far its superview's unsafe band reaches
/// into it: nothing if it lies inside the superview's safe area, the overlap
/// if it straddles the edge, and never more than the superview's own inset
/// if it reaches past the superview's edge. The result is capped at the
/// view's size, so insets never exceed the view.
/// (developer.apple.com/documentation/uikit/uiview/safeareainsets)
struct SafeAreaGeometry {
    /// A view's frame in its superview's coordinates.
    let frameOf: (View) -> CGRect
    /// A scroll view's content size: its content layout guide's.
    let contentSizeOf: (LayoutGuide) -> CGSize
    /// The view treated as having no superview (a fitting engine's root).
    let top: View?
    private var memo: [ObjectIdentifier: AbsoluteInsets] = [:]

    init(
        top: View? = nil, frameOf: @escaping (View) -> CGRect,
        contentSizeOf: @escaping (LayoutGuide) -> CGSize = { $0.layoutFrame.size }
    ) {
        self.top = top
        self.frameOf = frameOf
        self.contentSizeOf = contentSizeOf
    }

    /// The view's effective insets by physical side, computed from the root
    /// down without recursion (trees may be thousands of levels deep).
    mutating func effectiveInsets(of view: View) -> AbsoluteInsets {
        if let known = memo[ObjectIdentifier(view)] { return known }
        var chain: [View] = []
        var current: View? = view
        while let candidate = current, memo[ObjectIdentifier(candidate)] == nil {
            chain.append(candidate)
            current = candidate === top ? nil : candidate.superview
        }
        for node in chain.reversed() {
            let own = AbsoluteInsets(node.ownSafeAreaInsets, node.layoutDirection)
            let size = frameOf(node).size
            var total = own
            if node !== top, let parent = node.superview, let parentInsets = memo[ObjectIdentifier(parent)] {
                var child = frameOf(node)
                // A scroll view's subviews lie in content coordinates: the
                // unsafe bands cover what shows at the offset, so content
                // scrolled clear of them gets none (UIKit's `safeAreaInsets`:
                // only the part the safe area covers).
                if let offset = scrollOffset(of: parent, insets: parentInsets) {
                    child = child.offsetBy(dx: -offset.x, dy: -offset.y)
                }
                total = Self.inherited(from: parentInsets, parentSize: frameOf(parent).size, child: child) + own
            }
            memo[ObjectIdentifier(node)] = Self.capped(total, to: size)
        }
        return memo[ObjectIdentifier(view)] ?? .zero
    }

    /// Where a scroll view's content shows from: the offset set on it, or
    /// where it rests for its adjusted content inset (as UIKit's first
    /// layout leaves it); nil for any other view.
    mutating func scrollOffset(of view: View) -> CGPoint? {
        guard view.scrollGuides != nil else { return nil }
        return scrollOffset(of: view, insets: effectiveInsets(of: view))
    }

    /// As `scrollOffset(of:)`, the view's effective insets given.
    private func scrollOffset(of view: View, insets: AbsoluteInsets) -> CGPoint? {
        guard let scroll = view.scrollGuides else { return nil }
        if let offset = scroll.offset { return offset }
        let adjusted = view.adjustedContentInsets(
            safeArea: insets, contentSize: contentSizeOf(scroll.content), size: frameOf(view).size)
        return (adjusted ?? .zero).restingScrollOffset
    }

    private static func inherited(from parent: AbsoluteInsets, parentSize: CGSize, child: CGRect) -> AbsoluteInsets {
        AbsoluteInsets(
            top: clamp(parent.top - child.minY, parent.top),
            left: clamp(parent.left - child.minX, parent.left),
            bottom: clamp(child.maxY - (parentSize.height - parent.bottom), parent.bottom),
            right: clamp(child.maxX - (parentSize.width - parent.right), parent.right))
    }

    /// `overlap` limited to 0…`limit`.
    private static func clamp(_ overlap: CGFloat, _ limit: CGFloat) -> CGFloat {
        min(max(overlap, 0), max(limit, 0))
    }

    private static func capped(_ insets: AbsoluteInsets, to size: CGSize) -> AbsoluteInsets {
        let height = max(size.height, 0), width = max(size.width, 0)
        let top = min(max(insets.top, 0), height)
        let left = min(max(insets.left, 0), width)
        return AbsoluteInsets(
            top: top, left: left,
            bottom: min(max(insets.bottom, 0), height - top),
            right: min(max(insets.right, 0), width - left))
    }
}

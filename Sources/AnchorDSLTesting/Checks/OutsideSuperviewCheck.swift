import AnchorHeadless
import Foundation

// Views outside their superview, cut by a clipping ancestor, or unreachable in a scroll view.
extension LayoutCheck {
    /// A visible view whose frame is not inside its superview's bounds
    /// (beyond 0.001 point).
    public static let outsideSuperview = LayoutCheck(Definition(
        builtIn: "outsideSuperview", bit: 1 << 2,
        find: { $0.finder.outsideSuperview() }, undoings: LayoutProblemFinder.intoTheSuperview))
}

extension LayoutProblemFinder {
    /// What undoes it: the view inside its superview's edges, wherever
    /// they move (a row whose height nothing sets may grow round its
    /// title), or inside what scrolling reaches of a scroll view's content.
    static func intoTheSuperview(_ finder: LayoutProblemFinder, _ subjects: [View]) -> [[FrameBound]] {
        let (view, container) = (subjects[0], subjects[1])
        // A scroll view's content lies at its origin, in content coordinates.
        guard let reachable = container.scrollGeometry?.reachable else { return [FrameBound.inside(view, container)] }
        return [FrameBound.inside(view, container, reachable)]
    }

    func outsideSuperview() -> [LayoutProblem] {
        views.compactMap { view, isVisible in
            guard isVisible, let superview = view.superview, !ignoring.contains(view.name) else { return nil }
            // What is aligned must fit; a shadow past it (`alignmentRectInsets`) is drawn as designed.
            let frame = view.alignmentRect.standardized
            if let scroll = superview.scrollGeometry {
                // What scrolling reaches is not outside: the content with
                // its adjusted insets, and the visible part (where a view
                // pinned to the frame guide is).
                if Self.contains(scroll.reachable, frame) || Self.contains(scroll.visible, frame) { return nil }
                let content = CGRect(origin: .zero, size: scroll.contentSize)
                let insets = scroll.reachable == content ? "" : " with its insets \(Self.format(scroll.reachable))"
                let message = "\(view.name) \(Self.format(view.frame)) is unreachable: it lies outside the scrollable "
                    + "content of \(superview.name) \(Self.format(content))\(insets) and its visible part "
                    + "\(Self.format(scroll.visible)), so it can never be seen"
                // Content coordinates: the picture shows the content where the offset puts it.
                let origin = pictureRect(of: superview).origin
                let container = scroll.reachable.offsetBy(dx: origin.x - scroll.visible.minX, dy: origin.y - scroll.visible.minY)
                return outside(view, of: superview, container: container, message: message)
            }
            if Self.contains(superview.bounds, frame) { return cutByAClippingAncestor(view) }
            let holds = holdingTextOrControls.contains(ObjectIdentifier(view))
            if superview.clipsToBounds {
                // A clear view holding text or controls shows only them: each
                // is reported as cut, by its own name (cutByAClippingAncestor).
                if holds, !view.isTextOrControl, !view.showsContentOfItsOwn { return nil }
            } else if !holds {
                // Art past a superview that does not clip is drawn as designed
                // (UIKit's clipsToBounds is false): only text and controls are
                // at fault there.
                return nil
            }
            let message = "\(view.name) \(Self.format(view.frame)) is not inside its superview "
                + "\(superview.name) \(Self.format(superview.frame))"
            return outside(view, of: superview, container: pictureRect(of: superview), message: message)
        }
    }

    /// A text or a control inside its superview that an ancestor further up
    /// cuts, the ancestor clipping to its bounds. Inside a scroll view, what
    /// lies past an edge is reached by scrolling (`outsideSuperview`'s
    /// scroll rule), not cut.
    private func cutByAClippingAncestor(_ view: View) -> LayoutProblem? {
        guard view.isTextOrControl else { return nil }
        var ancestor = view.superview?.superview
        while let clipping = ancestor {
            defer { ancestor = clipping.superview }
            if clipping.scrollGeometry != nil { return nil }
            guard clipping.clipsToBounds else { continue }
            let rect = pictureRect(of: view).standardized, bounds = pictureRect(of: clipping)
            if Self.contains(bounds, rect) { return nil }
            let message = "\(view.name) \(Self.format(view.frame)) is cut by \(clipping.name) "
                + "\(Self.format(clipping.frame)), which clips to its bounds: it shows "
                + Self.shownPart(of: rect, in: bounds)
            return outside(view, of: clipping, container: bounds, message: message)
        }
        return nil
    }

    /// `(0, 0, 40 × 20) of itself`, the part of `rect` that `bounds` shows, or `none of itself`.
    private static func shownPart(of rect: CGRect, in bounds: CGRect) -> String {
        let shown = rect.intersection(bounds)
        guard !shown.isNull, shown.width > tolerance, shown.height > tolerance else { return "none of itself" }
        return format(shown.offsetBy(dx: -rect.minX, dy: -rect.minY)) + " of itself"
    }

    /// A view outside `container` (in picture coordinates), and the constraints placing it.
    private func outside(_ view: View, of superview: View, container: CGRect, message: String) -> LayoutProblem {
        let rect = pictureRect(of: view).standardized
        var axes: [LayoutAxis] = []
        if rect.minX < container.minX - Self.tolerance || rect.maxX > container.maxX + Self.tolerance {
            axes.append(.horizontal)
        }
        if rect.minY < container.minY - Self.tolerance || rect.maxY > container.maxY + Self.tolerance {
            axes.append(.vertical)
        }
        return LayoutProblem(
            check: .outsideSuperview, views: [view.name, superview.name], message: message,
            constraints: constraints(placing: [view], along: axes), overlays: [.outside(rect, container: container)],
            subjects: [ObjectIdentifier(view), ObjectIdentifier(superview)])
    }

    /// Whether `inner` lies within `outer`, to the tolerance.
    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let t = tolerance
        return inner.minX >= outer.minX - t && inner.minY >= outer.minY - t
            && inner.maxX <= outer.maxX + t && inner.maxY <= outer.maxY + t
    }
}

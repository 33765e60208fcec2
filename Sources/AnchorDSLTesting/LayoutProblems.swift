import AnchorModel
import Foundation

/// The problems of a laid-out tree (call after layout). Views named in `ignoring` are skipped.
///
///     root.layout(on: .iPhoneSE)
///     #expect(layoutProblems(in: root).isEmpty)
///
/// In the order of `LayoutCheck`'s members, each check's problems in tree
/// order (a view before its subviews). Views that are not seen (hidden or
/// at `alpha` 0), and their subviews, are skipped by the geometric checks,
/// as UIKit does not draw them; a view that `allowsOverlap` is not reported
/// as overlapping its siblings. Reports nothing to `LayoutDiagnostics`.
public func layoutProblems(
    in root: View, checking: LayoutCheck = .all, ignoring: Set<String> = []
) -> [LayoutProblem] {
    let finder = LayoutProblemFinder(root: root, ignoring: ignoring)
    var problems: [LayoutProblem] = []
    if checking.contains(.ambiguity) { problems += finder.ambiguity() }
    if checking.contains(.conflicts) { problems += finder.conflicts() }
    if checking.contains(.outsideSuperview) { problems += finder.outsideSuperview() }
    if checking.contains(.overlappingSiblings) { problems += finder.overlappingSiblings() }
    if checking.contains(.zeroSize) { problems += finder.zeroSize() }
    if checking.contains(.truncatedText) { problems += finder.truncatedText() }
    if checking.contains(.compressedContent) { problems += finder.compressedContent() }
    return problems
}

/// The checks of `layoutProblems`, over one walk of the tree.
struct LayoutProblemFinder {
    /// Frames are sums of doubles (`152.00000000000006`): a difference
    /// below this is not a layout's doing.
    static let tolerance: CGFloat = 0.001

    let root: View
    let ignoring: Set<String>
    let constraintIndex = ConstraintIndex()
    /// Every view, a view before its subviews, with whether it is seen.
    let views: [(view: View, isVisible: Bool)]

    init(root: View, ignoring: Set<String>) {
        self.root = root
        self.ignoring = ignoring
        var views: [(View, Bool)] = []
        var stack: [(View, Bool)] = [(root, root.isSeenOnItsOwn)]
        while let (view, isVisible) = stack.popLast() {
            views.append((view, isVisible))
            for subview in view.subviews.reversed() { stack.append((subview, isVisible && subview.isSeenOnItsOwn)) }
        }
        self.views = views
    }

    func ambiguity() -> [LayoutProblem] {
        views.flatMap { view, _ -> [LayoutProblem] in
            guard view.superview != nil, !ignoring.contains(view.name) else { return [] }
            var problems: [LayoutProblem] = []
            if view.hasAmbiguousLayout {
                let message = "\(view.name) has an ambiguous layout: its constraints do not determine its frame "
                    + "\(Self.format(view.frame)), which rests there by chance"
                let frame = pictureRect(of: view)
                let overlays = root.alternativeRectInPicture(of: view).map { [PictureOverlay.ambiguous(frame, alternative: $0)] }
                problems.append(LayoutProblem(
                    check: .ambiguity, views: [view.name], message: message,
                    constraints: constraints(placing: [view], along: [.horizontal, .vertical]), overlays: overlays ?? []))
            }
            let axes = view.ambiguousScrollableAxes()
            if !axes.isEmpty, let content = view.scrollGeometry?.contentSize {
                // UIKit says "Scrollable content size is ambiguous" at run
                // time, without the view or the axis.
                let what = axes.map { $0 == .horizontal ? "width" : "height" }.joined(separator: " and ")
                let message = "\(view.name) has an ambiguous scrollable content \(what): its content layout guide's "
                    + "\(what) (\(NumberText.format(content))) is not set by the constraints on it"
                problems.append(LayoutProblem(
                    check: .ambiguity, views: [view.name], message: message,
                    constraints: constraints(placing: view.subviews, along: axes), overlays: [.marked(pictureRect(of: view))]))
            }
            return problems
        }
    }

    func conflicts() -> [LayoutProblem] {
        root.brokenConstraints.compactMap { broken in
            guard ignoring.isDisjoint(with: broken.views) else { return nil }
            let message = "the required constraint \(broken.description) conflicts with others and is not enforced"
            return LayoutProblem(
                check: .conflicts, views: Array(Set(broken.views)), message: message,
                constraints: [broken.description] + broken.conflicting, overlays: [broken.overlay])
        }
    }

    func outsideSuperview() -> [LayoutProblem] {
        views.compactMap { view, isVisible in
            guard isVisible, let superview = view.superview, !ignoring.contains(view.name) else { return nil }
            let frame = view.frame.standardized
            if let scroll = superview.scrollGeometry {
                // What scrolling reaches is not outside: the content, and
                // the visible part (where a view pinned to the frame guide is).
                let content = CGRect(origin: .zero, size: scroll.contentSize)
                if Self.contains(content, frame) || Self.contains(scroll.visible, frame) { return nil }
                let message = "\(view.name) \(Self.format(view.frame)) is unreachable: it lies outside the scrollable "
                    + "content of \(superview.name) \(Self.format(content)) and its visible part "
                    + "\(Self.format(scroll.visible)), so it can never be seen"
                let origin = pictureRect(of: superview).origin
                return outside(view, of: superview, container: content.offsetBy(dx: origin.x, dy: origin.y), message: message)
            }
            if Self.contains(superview.bounds, frame) { return nil }
            let message = "\(view.name) \(Self.format(view.frame)) is not inside its superview "
                + "\(superview.name) \(Self.format(superview.frame))"
            return outside(view, of: superview, container: pictureRect(of: superview), message: message)
        }
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
            constraints: constraints(placing: [view], along: axes), overlays: [.outside(rect, container: container)])
    }

    /// Each superview's visible subviews swept along one axis, each
    /// compared only with those whose span on that axis it starts within:
    /// linear for views in a column or a row, where a pair-by-pair test
    /// grew as the square of a long list's length. The axis is the one the
    /// siblings are spread along (the smaller sum of their extents over the
    /// extent they cover together), so that few are open at a time.
    func overlappingSiblings() -> [LayoutProblem] {
        var problems: [LayoutProblem] = []
        for (parent, isVisible) in views where isVisible && parent.subviews.count > 1 {
            let origin = pictureRect(of: parent).origin
            let siblings: [Sibling] = parent.subviews.enumerated()
                .filter { $0.element.isSeenOnItsOwn && !$0.element.allowsOverlap && !ignoring.contains($0.element.name) }
                .map { Sibling(order: $0.offset, view: $0.element, frame: $0.element.frame.standardized) }
            problems += overlaps(among: siblings, alongY: Self.isSpreadVertically(siblings), pictureOrigin: origin)
        }
        return problems
    }

    private struct Sibling {
        let order: Int
        let view: View
        let frame: CGRect

        func start(alongY: Bool) -> CGFloat { alongY ? frame.minY : frame.minX }
        func end(alongY: Bool) -> CGFloat { alongY ? frame.maxY : frame.maxX }
    }

    private static func isSpreadVertically(_ siblings: [Sibling]) -> Bool {
        var union = CGRect.null
        var widths: CGFloat = 0, heights: CGFloat = 0
        for sibling in siblings {
            union = union.union(sibling.frame)
            widths += sibling.frame.width
            heights += sibling.frame.height
        }
        let across = widths / max(union.width, 1), down = heights / max(union.height, 1)
        return down <= across
    }

    /// In the subviews' order, whatever the sweep's.
    private func overlaps(among siblings: [Sibling], alongY: Bool, pictureOrigin: CGPoint) -> [LayoutProblem] {
        let t = Self.tolerance
        let sorted = siblings.sorted { first, second in
            let a = first.start(alongY: alongY), b = second.start(alongY: alongY)
            return a != b ? a < b : first.order < second.order
        }
        var open: [Sibling] = []
        var found: [(first: Int, second: Int, problem: LayoutProblem)] = []
        for sibling in sorted {
            let start = sibling.start(alongY: alongY)
            open.removeAll { $0.end(alongY: alongY) <= start + t }
            for other in open {
                let shared = other.frame.intersection(sibling.frame)
                guard !shared.isNull, shared.width > t, shared.height > t else { continue }
                let (a, b) = other.order < sibling.order ? (other, sibling) : (sibling, other)
                let message = "\(a.view.name) and \(b.view.name) overlap: \(a.view.name) \(Self.format(a.frame)) "
                    + "and \(b.view.name) \(Self.format(b.frame)) share \(Self.format(shared))"
                let problem = LayoutProblem(
                    check: .overlappingSiblings, views: [a.view.name, b.view.name], message: message,
                    constraints: constraints(placing: [a.view, b.view], along: [alongY ? .vertical : .horizontal]),
                    overlays: [.sharedArea(shared.offsetBy(dx: pictureOrigin.x, dy: pictureOrigin.y))])
                found.append((a.order, b.order, problem))
            }
            open.append(sibling)
        }
        found.sort { $0.first != $1.first ? $0.first < $1.first : $0.second < $1.second }
        return found.map(\.problem)
    }

    func zeroSize() -> [LayoutProblem] {
        views.compactMap { view, isVisible in
            guard isVisible, !ignoring.contains(view.name) else { return nil }
            let size = view.frame.size
            if size.width < -Self.tolerance || size.height < -Self.tolerance {
                let negative = [(size.width, "wide"), (size.height, "high")].filter { $0.0 < -Self.tolerance }
                    .map { "\(NumberText.format(Double($0.0))) \($0.1)" }.joined(separator: " and ")
                let message = "\(view.name) is laid out inside out: \(negative) \(Self.format(view.frame))"
                let axes = [(size.width, LayoutAxis.horizontal), (size.height, .vertical)].filter { $0.0 < -Self.tolerance }
                return zeroSize(view, message: message, axes: axes.map(\.1))
            }
            let noWidth = abs(size.width) <= Self.tolerance, noHeight = abs(size.height) <= Self.tolerance
            guard noWidth || noHeight else { return nil }
            let what = noWidth && noHeight ? "no size" : noWidth ? "no width" : "no height"
            let message = "\(view.name) has \(what): \(Self.format(view.frame))"
            return zeroSize(view, message: message, axes: (noWidth ? [.horizontal] : []) + (noHeight ? [.vertical] : []))
        }
    }

    private func zeroSize(_ view: View, message: String, axes: [LayoutAxis]) -> LayoutProblem {
        LayoutProblem(
            check: .zeroSize, views: [view.name], message: message,
            constraints: constraints(placing: [view], along: axes), overlays: [.marked(pictureRect(of: view))])
    }

    /// Whether `inner` lies within `outer`, to the tolerance.
    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let t = tolerance
        return inner.minX >= outer.minX - t && inner.minY >= outer.minY - t
            && inner.maxX <= outer.maxX + t && inner.maxY <= outer.maxY + t
    }

    /// `(16, 63, 343 × 152)`, as the text picture's legend writes frames.
    static func format(_ rect: CGRect) -> String {
        NumberText.format(rect)
    }
}

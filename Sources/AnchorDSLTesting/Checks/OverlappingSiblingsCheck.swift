import AnchorHeadless
import Foundation

// Siblings that show something where each other are.
extension LayoutCheck {
    /// Two views of one superview that both show something (see
    /// `zeroSize`) and whose frames share an area, neither of which
    /// `allowsOverlap`: a clear tap target over a field is not reported,
    /// two cards with a background are.
    public static let overlappingSiblings = LayoutCheck(Definition(
        builtIn: "overlappingSiblings", bit: 1 << 3,
        find: { $0.finder.overlappingSiblings() }, undoings: LayoutProblemFinder.apart))
}

extension LayoutProblemFinder {
    /// What undoes it, any one of: either sibling wholly before the other, across or down.
    static func apart(_ finder: LayoutProblemFinder, _ subjects: [View]) -> [[FrameBound]] {
        let (view, other) = (subjects[0], subjects[1])
        return [
            [FrameBound(view, .maxX, .atMost, other, .minX)], [FrameBound(other, .maxX, .atMost, view, .minX)],
            [FrameBound(view, .maxY, .atMost, other, .minY)], [FrameBound(other, .maxY, .atMost, view, .minY)],
        ]
    }

    /// Each superview's visible subviews swept along one axis, each
    /// compared only with those whose span on that axis it starts within:
    /// linear for views in a column or a row, where a pair-by-pair test
    /// grew as the square of a long list's length. The axis is the one the
    /// siblings are spread along (the smaller sum of their extents over the
    /// extent they cover together), so that few are open at a time.
    ///
    /// A sibling is judged by what it shows (`shownArea(of:in:)`): a clear
    /// container by the subviews that show, not by its frame.
    func overlappingSiblings() -> [LayoutProblem] {
        var problems: [LayoutProblem] = []
        var areas: [ObjectIdentifier: [CGRect]] = [:]
        for (parent, isVisible) in views where isVisible && parent.subviews.count > 1 {
            let origin = pictureRect(of: parent).origin
            let siblings: [Sibling] = parent.subviews.enumerated()
                .filter { shows($0.element) && !$0.element.allowsOverlap && !ignoring.contains($0.element.name) }
                .map { order, view in
                    let shown = shownArea(of: view, in: &areas)
                    return Sibling(
                        order: order, view: view, frame: view.frame.standardized,
                        shown: shown, extent: shown.reduce(CGRect.null) { $0.union($1) })
                }
                .filter { !$0.extent.isNull }
            problems += overlaps(among: siblings, alongY: Self.isSpreadVertically(siblings), pictureOrigin: origin)
        }
        return problems
    }

    /// What `view` shows, in its superview's coordinates: its frame, when it
    /// draws something itself (a background, text, an image) or scrolls;
    /// else the parts its subviews show, cut to its bounds if it clips. A
    /// clear container over a control is not in the way of what it does
    /// not cover (UIKit draws nothing where a view without a background has
    /// no subview).
    private func shownArea(of view: View, in areas: inout [ObjectIdentifier: [CGRect]]) -> [CGRect] {
        if let known = areas[ObjectIdentifier(view)] { return known }
        let frame = view.frame.standardized
        var shown: [CGRect]
        if view.showsContentOfItsOwn || view.scrollGeometry != nil {
            shown = [frame]
        } else {
            shown = view.subviews.filter(shows).flatMap { subview in
                shownArea(of: subview, in: &areas).map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
            }
            if view.clipsToBounds {
                shown = shown.map { $0.intersection(frame) }.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
            }
        }
        areas[ObjectIdentifier(view)] = shown
        return shown
    }

    private struct Sibling {
        let order: Int
        let view: View
        let frame: CGRect
        /// What it shows (its frame, or its subviews' parts) and their extent.
        let shown: [CGRect]
        let extent: CGRect

        func start(alongY: Bool) -> CGFloat { alongY ? extent.minY : extent.minX }
        func end(alongY: Bool) -> CGFloat { alongY ? extent.maxY : extent.maxX }

        /// The largest part both show, if any is more than a sliver.
        func shared(with other: Sibling, tolerance t: CGFloat) -> CGRect? {
            var largest: CGRect?
            for mine in shown {
                for theirs in other.shown {
                    let part = mine.intersection(theirs)
                    guard !part.isNull, part.width > t, part.height > t else { continue }
                    if part.width * part.height > (largest.map { $0.width * $0.height } ?? 0) { largest = part }
                }
            }
            return largest
        }
    }

    private static func isSpreadVertically(_ siblings: [Sibling]) -> Bool {
        var union = CGRect.null
        var widths: CGFloat = 0, heights: CGFloat = 0
        for sibling in siblings {
            union = union.union(sibling.extent)
            widths += sibling.extent.width
            heights += sibling.extent.height
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
                guard let shared = other.shared(with: sibling, tolerance: t) else { continue }
                let (a, b) = other.order < sibling.order ? (other, sibling) : (sibling, other)
                let message = "\(a.view.name) and \(b.view.name) overlap: \(a.view.name) \(Self.format(a.frame)) "
                    + "and \(b.view.name) \(Self.format(b.frame)) share \(Self.format(shared))"
                let problem = LayoutProblem(
                    check: .overlappingSiblings, views: [a.view.name, b.view.name], message: message,
                    constraints: constraints(placing: [a.view, b.view], along: [alongY ? .vertical : .horizontal]),
                    overlays: [.sharedArea(shared.offsetBy(dx: pictureOrigin.x, dy: pictureOrigin.y))],
                    subjects: [ObjectIdentifier(a.view), ObjectIdentifier(b.view)])
                found.append((a.order, b.order, problem))
            }
            open.append(sibling)
        }
        found.sort { $0.first != $1.first ? $0.first < $1.first : $0.second < $1.second }
        return found.map(\.problem)
    }
}

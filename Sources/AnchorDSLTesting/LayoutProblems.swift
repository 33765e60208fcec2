import AnchorHeadless
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
///
/// One cause, one report: the frames the constraints leave undetermined
/// are first moved to rest where UIKit's rest (sizes at their intrinsic
/// size or 0, positions at the superview's origin), and each is reported
/// once, as `.ambiguity`. A problem the other checks find at rest is then
/// reported only if it holds wherever the constraints let those frames
/// be: the frames are pulled, below every priority, toward each way of
/// undoing it (a view inside its superview or the safe area, two siblings
/// apart, text at its whole size), and it is kept only if none undoes it.
/// Text cut in a row whose labels resist equally is cut whichever gives
/// way: reported once, naming each label that can be the one cut.
public func layoutProblems(
    in root: View, checking: LayoutCheck = .all, ignoring: Set<String> = []
) -> [LayoutProblem] {
    let undetermined = root.restUndeterminedFrames()
    let finder = LayoutProblemFinder(root: root, ignoring: ignoring, undetermined: undetermined)
    var problems: [LayoutProblem] = []
    if checking.contains(.ambiguity) { problems += finder.ambiguity() }
    if checking.contains(.conflicts) { problems += finder.conflicts() }
    if checking.contains(.collapsedCell) { problems += finder.collapsedCells() }
    let placed = finder.placementProblems(checking)
    guard !undetermined.isEmpty, !placed.isEmpty else { return problems + placed }
    return problems + finder.holdingWherever(placed)
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
    /// The views whose frames the constraints do not determine, with the
    /// unknowns that can move.
    let undetermined: [ObjectIdentifier: [String]]
    /// The views that show something: seen, and drawing something of their
    /// own (`View.showsContentOfItsOwn`) or holding a subview that does.
    let showing: Set<ObjectIdentifier>
    /// Views that are, or hold, text or a control (`View.isTextOrControl`).
    let holdingTextOrControls: Set<ObjectIdentifier>

    init(root: View, ignoring: Set<String>, undetermined: [(view: View, movable: [String])]) {
        self.root = root
        self.ignoring = ignoring
        var views: [(View, Bool)] = []
        var stack: [(View, Bool)] = [(root, root.isSeenOnItsOwn)]
        while let (view, isVisible) = stack.popLast() {
            views.append((view, isVisible))
            for subview in view.subviews.reversed() { stack.append((subview, isVisible && subview.isSeenOnItsOwn)) }
        }
        self.views = views
        var showing = Set<ObjectIdentifier>(), holding = Set<ObjectIdentifier>()
        // Subviews come after their superview: backwards, each is known before its superview asks.
        for (view, isVisible) in views.reversed() where isVisible {
            if view.showsContentOfItsOwn || view.subviews.contains(where: { showing.contains(ObjectIdentifier($0)) }) {
                showing.insert(ObjectIdentifier(view))
            }
            if view.isTextOrControl || view.subviews.contains(where: { holding.contains(ObjectIdentifier($0)) }) {
                holding.insert(ObjectIdentifier(view))
            }
        }
        self.showing = showing
        holdingTextOrControls = holding
        self.undetermined = Dictionary(undetermined.map { (ObjectIdentifier($0.view), $0.movable) }) { first, _ in first }
    }

    /// The checks that judge where views are and what they show, in the
    /// order of `LayoutCheck`'s members.
    func placementProblems(_ checking: LayoutCheck) -> [LayoutProblem] {
        var problems: [LayoutProblem] = []
        if checking.contains(.outsideSuperview) { problems += outsideSuperview() }
        if checking.contains(.overlappingSiblings) { problems += overlappingSiblings() }
        if checking.contains(.zeroSize) { problems += zeroSize() }
        if checking.contains(.truncatedText) { problems += truncatedText() }
        if checking.contains(.compressedContent) { problems += compressedContent() }
        if checking.contains(.outsideSafeArea) { problems += outsideSafeArea() }
        return problems
    }

    /// Each view whose frame is undetermined, once: with the views inside
    /// it that are undetermined only along with it (a row nothing sizes
    /// takes its labels with it), the unknowns that are free, and the
    /// constraints that touch them.
    func ambiguity() -> [LayoutProblem] {
        var followers: [ObjectIdentifier: [View]] = [:]
        var headOf: [ObjectIdentifier: ObjectIdentifier] = [:]
        for (view, _) in views where view.superview != nil && undetermined[ObjectIdentifier(view)] != nil {
            guard !ignoring.contains(view.name) else { continue }
            let id = ObjectIdentifier(view)
            if let parent = view.superview, let head = headOf[ObjectIdentifier(parent)] {
                headOf[id] = head
                followers[head, default: []].append(view)
            } else {
                headOf[id] = id
            }
        }
        return views.flatMap { view, _ -> [LayoutProblem] in
            guard view.superview != nil, !ignoring.contains(view.name) else { return [] }
            var problems: [LayoutProblem] = []
            let id = ObjectIdentifier(view)
            if headOf[id] == id, let movable = undetermined[id] {
                problems.append(ambiguous(view, movable: movable, followers: followers[id] ?? []))
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

    private func ambiguous(_ view: View, movable: [String], followers: [View]) -> LayoutProblem {
        let names = ["x": "horizontal position", "y": "vertical position", "width": "width", "height": "height"]
        let what = Self.list(movable.compactMap { names[$0] }, "and")
        var message = "\(view.name) has an ambiguous layout: its constraints do not determine its \(what); "
            + "it rests at \(Self.format(view.frame)), as UIKit's would, by chance"
        if !followers.isEmpty {
            let who = Self.list(followers.map(\.name), "and")
            message += " (inside it, \(who) \(followers.count == 1 ? "moves" : "move") with it)"
        }
        var axes: [LayoutAxis] = []
        if movable.contains("x") || movable.contains("width") { axes.append(.horizontal) }
        if movable.contains("y") || movable.contains("height") { axes.append(.vertical) }
        let frame = pictureRect(of: view)
        let overlays = root.alternativeRectInPicture(of: view).map { [PictureOverlay.ambiguous(frame, alternative: $0)] }
        return LayoutProblem(
            check: .ambiguity, views: [view.name] + followers.map(\.name), message: message,
            constraints: constraints(placing: [view] + followers, along: axes), overlays: overlays ?? [])
    }

    func conflicts() -> [LayoutProblem] {
        root.brokenConstraints.compactMap { broken in
            guard ignoring.isDisjoint(with: broken.views) else { return nil }
            // Named as the console lists them ("Unable to simultaneously
            // satisfy constraints"): each with where it was written.
            let others = broken.conflicting.isEmpty ? "others" : Self.list(broken.conflicting, "and")
            let message = "the required constraint \(broken.description) conflicts with \(others) and is not enforced"
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

    /// Whether the view shows something (and is seen).
    func shows(_ view: View) -> Bool {
        showing.contains(ObjectIdentifier(view))
    }

    /// Views that show nothing are drawn as nothing at any size: an empty
    /// spacer, an anchor for the keyboard, a label without text yet.
    func zeroSize() -> [LayoutProblem] {
        views.compactMap { view, _ in
            guard shows(view), !ignoring.contains(view.name) else { return nil }
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
            constraints: constraints(placing: [view], along: axes), overlays: [.marked(pictureRect(of: view))],
            subjects: [ObjectIdentifier(view)])
    }

    /// Whether `inner` lies within `outer`, to the tolerance.
    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let t = tolerance
        return inner.minX >= outer.minX - t && inner.minY >= outer.minY - t
            && inner.maxX <= outer.maxX + t && inner.maxY <= outer.maxY + t
    }

    /// `a`, `a and b`, `a, b and c` (with `conjunction` for the last).
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `(16, 63, 343 × 152)`, as the text picture's legend writes frames.
    static func format(_ rect: CGRect) -> String {
        NumberText.format(rect)
    }
}

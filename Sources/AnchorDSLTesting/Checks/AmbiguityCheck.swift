import AnchorHeadless
import Foundation

// Frames the constraints do not determine, and scroll content sizes they leave open.
extension LayoutCheck {
    /// A view whose frame its constraints do not determine (the engine's
    /// exact test, `hasAmbiguousLayout`, on each view but the root),
    /// reported once, with the unknowns that are free and the views inside
    /// it that move with it. Where its frame came to rest is not reported
    /// again by the other checks.
    public static let ambiguity = LayoutCheck(Definition(
        builtIn: "ambiguity", bit: 1 << 0, judgesTheConstraints: true,
        find: { $0.finder.ambiguity() }))
}

extension LayoutProblemFinder {
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
}

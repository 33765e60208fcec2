import AnchorHeadless
import Foundation

// Frames the constraints do not determine, and scroll content sizes they leave open.
extension LayoutCheck {
    /// A view whose frame its constraints do not determine (the engine's
    /// exact test, `hasAmbiguousLayout`, on each view but the root),
    /// reported once, with the unknowns that are free and the views inside
    /// it that move with it; views whose freedom is one (moving what is
    /// free in one moves the other: two labels in a row that trade width)
    /// are one report. Where their frames came to rest is not reported
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
        let heads = views.compactMap { view, _ in headOf[ObjectIdentifier(view)] == ObjectIdentifier(view) ? view : nil }
        let causes = Self.causes(of: heads, finder: self)
        return views.flatMap { view, _ -> [LayoutProblem] in
            guard view.superview != nil, !ignoring.contains(view.name) else { return [] }
            var problems: [LayoutProblem] = []
            if let cause = causes.first(where: { $0.first === view }) {
                problems.append(ambiguous(cause, followers: followers))
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

    /// One report for the views of one cause (the first in tree order
    /// first), with the views inside each that move with it.
    private func ambiguous(_ cause: [View], followers: [ObjectIdentifier: [View]]) -> LayoutProblem {
        let names = ["x": "horizontal position", "y": "vertical position", "width": "width", "height": "height"]
        func what(_ view: View) -> String {
            Self.list((undetermined[ObjectIdentifier(view)] ?? []).compactMap { names[$0] }, "and")
        }
        var message: String
        if cause.count == 1, let view = cause.first {
            message = "\(view.name) has an ambiguous layout: its constraints do not determine its \(what(view)); "
                + "it rests at \(Self.format(view.frame)), as UIKit's would, by chance"
        } else {
            message = "\(Self.list(cause.map(\.name), "and")) have an ambiguous layout, one cause: their "
                + "constraints do not determine \(Self.list(cause.map { "\($0.name)'s \(what($0))" }, "and")) (moving "
                + "one moves the others); they rest at \(Self.list(cause.map { Self.format($0.frame) }, "and")), "
                + "as UIKit's would, by chance"
        }
        let inside = cause.flatMap { followers[ObjectIdentifier($0)] ?? [] }
        if !inside.isEmpty {
            let who = Self.list(inside.map(\.name), "and")
            message += " (inside \(cause.count == 1 ? "it" : "them"), \(who) \(inside.count == 1 ? "moves" : "move") with "
                + "\(cause.count == 1 ? "it" : "them"))"
        }
        let movable = cause.flatMap { undetermined[ObjectIdentifier($0)] ?? [] }
        var axes: [LayoutAxis] = []
        if movable.contains("x") || movable.contains("width") { axes.append(.horizontal) }
        if movable.contains("y") || movable.contains("height") { axes.append(.vertical) }
        let overlays = cause.compactMap { view in
            root.alternativeRectInPicture(of: view).map { PictureOverlay.ambiguous(pictureRect(of: view), alternative: $0) }
        }
        return LayoutProblem(
            check: .ambiguity, views: cause.map(\.name) + inside.map(\.name), message: message,
            constraints: constraints(placing: cause + inside, along: axes), overlays: overlays)
    }

    /// The undetermined views grouped by cause, in tree order: a view
    /// joins another's group when pulling one of its free unknowns (below
    /// every priority, by 20 points either way) moves the other. Past
    /// `causeRoundsLimit` views each is a cause of its own.
    private static func causes(of heads: [View], finder: LayoutProblemFinder) -> [[View]] {
        guard heads.count > 1, heads.count <= causeRoundsLimit else { return heads.map { [$0] } }
        var group = Array(heads.indices)
        func leader(_ index: Int) -> Int {
            var index = index
            while group[index] != index { index = group[index] }
            return index
        }
        let rest = heads.map(\.frame)
        for (index, head) in heads.enumerated() {
            guard let parent = head.superview else { continue }
            for unknown in finder.undetermined[ObjectIdentifier(head)] ?? [] {
                for step in [20.0, -20.0] {
                    let moved = finder.root.withFramesPulled(toward: [pull(head, unknown, in: parent, by: step)]) {
                        heads.indices.filter { $0 != index && !isClose(heads[$0].frame, rest[$0]) }
                    }
                    for other in moved { group[leader(other)] = leader(index) }
                    if !moved.isEmpty || !isClose(head.frame, rest[index]) { break }
                }
            }
        }
        var order: [Int] = []
        var members: [Int: [View]] = [:]
        for index in heads.indices {
            let key = leader(index)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(heads[index])
        }
        return order.map { members[$0]! }
    }

    private static let causeRoundsLimit = 32

    /// A pull of `view`'s unknown named `unknown` by `step` from where it rests.
    private static func pull(_ view: View, _ unknown: String, in parent: View, by step: CGFloat) -> FrameBound {
        let frame = view.frame
        let relation: FrameBound.Relation = step > 0 ? .atLeast : .atMost
        return switch unknown {
        case "x": FrameBound(view, .minX, relation, parent, .minX, plus: frame.minX + step)
        case "y": FrameBound(view, .minY, relation, parent, .minY, plus: frame.minY + step)
        case "width": FrameBound(view, .width, relation, plus: frame.size.width + step)
        default: FrameBound(view, .height, relation, plus: frame.size.height + step)
        }
    }

    private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.origin.x - b.origin.x) < 0.5 && abs(a.origin.y - b.origin.y) < 0.5
            && abs(a.size.width - b.size.width) < 0.5 && abs(a.size.height - b.size.height) < 0.5
    }
}

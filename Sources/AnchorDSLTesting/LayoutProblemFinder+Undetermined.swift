import AnchorHeadless
import Foundation

// One cause, one report: a problem that only exists because of where an
// undetermined frame came to rest is the ambiguity's, not a fault of its
// own. Whether a problem holds wherever those frames are is decided from
// the range the constraints leave open, not from a few samples of it: the
// frames are pulled, below every Auto Layout priority, toward what would
// undo the problem, and the check looks again. What the constraints
// decide cannot move; what they leave open goes as far as it can.
extension LayoutProblemFinder {
    /// The problems found at rest that hold in every layout the
    /// constraints allow, in their order.
    ///
    /// A problem of content on a view whose frame is undetermined can move
    /// to a sibling: in a row too narrow for three labels that resist
    /// equally, one is cut, whichever gives way. Such problems are grouped
    /// by check and by the view that holds the undetermined views (the
    /// labels, or the item views they are in), and a group that cannot be
    /// undone all at once is reported once, naming every view that can be
    /// the one cut.
    func holdingWherever(_ placed: [LayoutProblem]) -> [LayoutProblem] {
        let touched = viewsTheFreedomReaches()
        var byIdentity: [ObjectIdentifier: View] = [:]
        for (view, _) in views { byIdentity[ObjectIdentifier(view)] = view }
        var kept: [LayoutProblem] = []
        var groupsMet: Set<ContentGroup> = []
        for problem in placed {
            let subjects = problem.subjects.compactMap { byIdentity[$0] }
            guard !subjects.isEmpty, subjects.count == problem.subjects.count,
                  subjects.contains(where: { touched.contains(ObjectIdentifier($0)) }) else {
                kept.append(problem)
                continue
            }
            if problem.check.isAboutContent, let group = contentGroup(of: subjects[0], check: problem.check) {
                if groupsMet.insert(group).inserted { kept += holding(in: group) }
                continue
            }
            if holdsWherever(problem, subjects: subjects) { kept.append(problem) }
        }
        return kept
    }

    /// The undetermined views, with everything inside them (their frames
    /// move with them) and their ancestors (what those show moves).
    private func viewsTheFreedomReaches() -> Set<ObjectIdentifier> {
        var reached = Set<ObjectIdentifier>()
        // Tree order: a superview is met before its subviews.
        for (view, _) in views {
            let id = ObjectIdentifier(view)
            guard undetermined[id] != nil || view.superview.map({ reached.contains(ObjectIdentifier($0)) }) == true
            else { continue }
            reached.insert(id)
            var ancestor = view.superview
            while let current = ancestor, reached.insert(ObjectIdentifier(current)).inserted { ancestor = current.superview }
        }
        return reached
    }

    // MARK: One problem

    /// Whether every way the constraints allow of undoing the problem
    /// leaves it: each set of bounds that would undo it is pulled toward in
    /// turn, and the check asked again.
    private func holdsWherever(_ problem: LayoutProblem, subjects: [View]) -> Bool {
        for bounds in undoings(of: problem.check, subjects) {
            let stillThere = root.withFramesPulled(toward: bounds) {
                recheck(problem.check).contains { $0.subjects == problem.subjects }
            }
            if !stillThere { return false }
        }
        return true
    }

    /// The sets of bounds, any one of which would undo a problem of `check`
    /// about `subjects`.
    private func undoings(of check: LayoutCheck, _ subjects: [View]) -> [[FrameBound]] {
        let view = subjects[0]
        switch check {
        case .outsideSuperview:
            let container = subjects[1]
            // A scroll view's content lies at its origin, in content coordinates.
            let room = container.scrollGeometry?.reachable ?? CGRect(origin: .zero, size: container.frame.size)
            return [Self.inside(view, container, room)]
        case .outsideSafeArea:
            return [Self.inside(view, root, root.safeAreaRect)]
        case .overlappingSiblings:
            let other = subjects[1]
            return [
                [FrameBound(view, .maxX, .atMost, other, .minX)], [FrameBound(other, .maxX, .atMost, view, .minX)],
                [FrameBound(view, .maxY, .atMost, other, .minY)], [FrameBound(other, .maxY, .atMost, view, .minY)],
            ]
        case .zeroSize:
            return [[
                FrameBound(view, .width, .atLeast, plus: padded(1)), FrameBound(view, .height, .atLeast, plus: padded(1)),
            ]]
        case .truncatedText, .compressedContent:
            return [undoing(check, of: view)]
        default:
            return []
        }
    }

    /// `view` within `rect` of `container` (in its bounds, or its content's).
    private static func inside(_ view: View, _ container: View, _ rect: CGRect) -> [FrameBound] {
        [
            FrameBound(view, .minX, .atLeast, container, .minX, plus: rect.minX),
            FrameBound(view, .maxX, .atMost, container, .minX, plus: rect.maxX),
            FrameBound(view, .minY, .atLeast, container, .minY, plus: rect.minY),
            FrameBound(view, .maxY, .atMost, container, .minY, plus: rect.maxY),
        ]
    }

    /// What would undo a content problem of the view: text laid out whole
    /// on one line (its intrinsic size unwrapped) or content at its natural
    /// size (exactly, for a view UIKit draws at a fixed size).
    private func undoing(_ check: LayoutCheck, of view: View) -> [FrameBound] {
        let natural = check == .truncatedText ? (view.intrinsicSize ?? .zero) : view.intrinsicContentSize
        var bounds: [FrameBound] = []
        for (edge, length) in [(FrameBound.Edge.width, natural.width), (.height, natural.height)] where length >= 0 {
            if check == .compressedContent && view.hasFixedSize {
                bounds += [FrameBound(view, edge, .atLeast, plus: length), FrameBound(view, edge, .atMost, plus: length)]
            } else {
                bounds.append(FrameBound(view, edge, .atLeast, plus: padded(length)))
            }
        }
        return bounds
    }

    /// `length` and a pixel more, on a screen with a scale: each edge is
    /// put on the nearest pixel, which can take up to a pixel off a size.
    private func padded(_ length: CGFloat) -> CGFloat {
        let scale = root.traitCollection.displayScale
        guard scale > 0 else { return length }
        return (length * scale).rounded(.up) / scale + 1 / scale
    }

    private func recheck(_ check: LayoutCheck) -> [LayoutProblem] {
        switch check {
        case .outsideSuperview: outsideSuperview()
        case .overlappingSiblings: overlappingSiblings()
        case .zeroSize: zeroSize()
        case .truncatedText: truncatedText()
        case .compressedContent: compressedContent()
        case .outsideSafeArea: outsideSafeArea()
        default: []
        }
    }

    // MARK: Whichever gives way

    /// The group of content problems the view's can move within: its check,
    /// and the superview of the outermost of the undetermined views it is
    /// in (itself, or the item view it is in, and so on up while they are
    /// undetermined); nil if no frame around its content is undetermined.
    private func contentGroup(of view: View, check: LayoutCheck) -> ContentGroup? {
        var node: View? = view
        var head: View?
        while let current = node, current.superview != nil {
            if undetermined[ObjectIdentifier(current)] != nil {
                head = current
            } else if head != nil {
                break
            }
            node = current.superview
        }
        guard let parent = head?.superview else { return nil }
        return ContentGroup(check: check.rawValue, parent: ObjectIdentifier(parent))
    }

    /// The group's problems that hold wherever the frames are: each view
    /// that is at fault even when pulled toward its own content's size, on
    /// its own; then, if the others cannot all be shown whole at once, one
    /// problem naming each of them that is at fault when all the rest are
    /// pulled whole.
    private func holding(in group: ContentGroup) -> [LayoutProblem] {
        let check = LayoutCheck(rawValue: group.check)
        let members = views.filter { view, isVisible in
            isVisible && !ignoring.contains(view.name)
                && (check == .truncatedText ? view.textLayout() != nil : Self.hasContentToCompress(view))
                && contentGroup(of: view, check: check) == group
        }.map(\.view)
        func fault(of view: View) -> LayoutProblem? {
            check == .truncatedText ? truncation(of: view) : compression(of: view)
        }
        func pulling<Result>(_ undone: [View], _ body: () -> Result) -> Result {
            root.withFramesPulled(toward: undone.flatMap { undoing(check, of: $0) }, body)
        }
        let atRest = members.compactMap { view in fault(of: view).map { (view, $0) } }
        let always = atRest.filter { view, _ in pulling([view]) { fault(of: view) != nil } }
        var kept = always.map(\.1)
        let others = members.filter { member in !always.contains { $0.0 === member } }
        let stillCut = pulling(others) { others.filter { fault(of: $0) != nil } }
        guard !stillCut.isEmpty else { return kept }
        // Which can be the one cut: each that is cut when all the others are
        // whole. A long list's worth of members would cost a round each,
        // and its report could not name them usefully: past a screenful,
        // those cut at rest or with all pulled at once are named instead.
        var candidates = others.count > Self.candidateRoundsLimit ? [] : others.filter { member in
            pulling(others.filter { $0 !== member }) { fault(of: member) != nil }
        }
        if candidates.count < 2 {
            candidates = others.filter { member in
                stillCut.contains { $0 === member } || atRest.contains { $0.0 === member }
            }
        }
        let restProblems = atRest.filter { view, _ in candidates.contains { $0 === view } }.map(\.1)
        if candidates.count == 1, let only = restProblems.first {
            kept.append(only)
        } else {
            kept.append(whicheverGivesWay(check, candidates: candidates, atRest: restProblems))
        }
        return kept
    }

    private static let candidateRoundsLimit = 32

    private func whicheverGivesWay(_ check: LayoutCheck, candidates: [View], atRest: [LayoutProblem]) -> LayoutProblem {
        let how = check == .truncatedText ? "cut" : "compressed"
        var message = "one of \(Self.list(candidates.map(\.name), "or")) is \(how), whichever: their constraints leave "
            + "open which gives way, and there is not room for all of them whole"
        if !atRest.isEmpty { message += " (as laid out, \(atRest.map(\.message).joined(separator: "; ")))" }
        var placing: [View] = []
        for view in candidates {
            var node: View? = view
            while let current = node, undetermined[ObjectIdentifier(current)] != nil || current === view {
                if !placing.contains(where: { $0 === current }) { placing.append(current) }
                node = current.superview
            }
        }
        return LayoutProblem(
            check: check, views: candidates.map(\.name), message: message,
            constraints: constraints(placing: placing, along: [.horizontal, .vertical]),
            overlays: atRest.flatMap(\.overlays), subjects: candidates.map(ObjectIdentifier.init))
    }
}

/// Problems of one check of content among the undetermined subviews of one
/// view: the same fault, whichever of them shows it.
private struct ContentGroup: Hashable {
    let check: Int
    let parent: ObjectIdentifier
}

extension LayoutCheck {
    /// Whether the check judges what a view shows of its content rather
    /// than where it is: such a fault can move from one view to another.
    fileprivate var isAboutContent: Bool { self == .truncatedText || self == .compressedContent }
}

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
    func holdingWherever(_ placed: [LayoutProblem], in context: LayoutCheckContext) -> [LayoutProblem] {
        let touched = viewsTheFreedomReaches()
        var byIdentity: [ObjectIdentifier: View] = [:]
        for (view, _) in views { byIdentity[ObjectIdentifier(view)] = view }
        var kept: [LayoutProblem] = []
        var groupsMet: Set<ContentGroup> = []
        for problem in placed {
            let subjects = problem.subjects.compactMap { byIdentity[$0] }
            guard let check = problem.check.members.first, !subjects.isEmpty, subjects.count == problem.subjects.count,
                  subjects.contains(where: { touched.contains(ObjectIdentifier($0)) }) else {
                kept.append(problem)
                continue
            }
            if let judgement = check.content, let group = contentGroup(of: subjects[0], check: check) {
                if groupsMet.insert(group).inserted { kept += holding(in: group, judgement, check: check) }
                continue
            }
            if holdsWherever(problem, of: check, subjects: subjects, in: context) { kept.append(problem) }
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
    /// turn, and its check run again.
    private func holdsWherever(
        _ problem: LayoutProblem, of check: LayoutCheck.Definition, subjects: [View], in context: LayoutCheckContext
    ) -> Bool {
        for bounds in check.undoings(self, subjects) {
            let stillThere = root.withFramesPulled(toward: bounds) {
                problems(of: check, in: context).contains { $0.subjects == problem.subjects }
            }
            if !stillThere { return false }
        }
        return true
    }

    /// `length` and a pixel more, on a screen with a scale: each edge is
    /// put on the nearest pixel, which can take up to a pixel off a size.
    func padded(_ length: CGFloat) -> CGFloat {
        let scale = root.traitCollection.displayScale
        guard scale > 0 else { return length }
        return (length * scale).rounded(.up) / scale + 1 / scale
    }

    // MARK: Whichever gives way

    /// The group of content problems the view's can move within: its check,
    /// and the superview of the outermost of the undetermined views it is
    /// in (itself, or the item view it is in, and so on up while they are
    /// undetermined); nil if no frame around its content is undetermined.
    private func contentGroup(of view: View, check: LayoutCheck.Definition) -> ContentGroup? {
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
        return ContentGroup(check: check.key, parent: ObjectIdentifier(parent))
    }

    /// The group's problems that hold wherever the frames are: each view
    /// that is at fault even when pulled toward its own content's size, on
    /// its own; then, if the others cannot all be shown whole at once, one
    /// problem naming each of them that is at fault when all the rest are
    /// pulled whole.
    private func holding(
        in group: ContentGroup, _ judgement: LayoutCheck.ContentJudgement, check: LayoutCheck.Definition
    ) -> [LayoutProblem] {
        let members = views.filter { view, isVisible in
            isVisible && !ignoring.contains(view.name) && judgement.judges(view)
                && contentGroup(of: view, check: check) == group
        }.map(\.view)
        func fault(of view: View) -> LayoutProblem? {
            judgement.fault(self, view)
        }
        func pulling<Result>(_ undone: [View], _ body: () -> Result) -> Result {
            root.withFramesPulled(toward: undone.flatMap { judgement.undoing(self, $0) }, body)
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
            kept.append(whicheverGivesWay(
                LayoutCheck(check), judgement, candidates: candidates, atRest: restProblems))
        }
        return kept
    }

    private static let candidateRoundsLimit = 32

    private func whicheverGivesWay(
        _ check: LayoutCheck, _ judgement: LayoutCheck.ContentJudgement, candidates: [View], atRest: [LayoutProblem]
    ) -> LayoutProblem {
        var message = "one of \(Self.list(candidates.map(\.name), "or")) is \(judgement.participle), whichever: their constraints leave "
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
    let check: LayoutCheck.Definition.Key
    let parent: ObjectIdentifier
}

extension FrameBound {
    /// `view` within `container`'s edges, wherever they are.
    static func inside(_ view: View, _ container: View) -> [FrameBound] {
        [
            FrameBound(view, .minX, .atLeast, container, .minX),
            FrameBound(view, .maxX, .atMost, container, .maxX),
            FrameBound(view, .minY, .atLeast, container, .minY),
            FrameBound(view, .maxY, .atMost, container, .maxY),
        ]
    }

    /// `view` within `rect` of `container` (in its bounds, or its content's).
    static func inside(_ view: View, _ container: View, _ rect: CGRect) -> [FrameBound] {
        [
            FrameBound(view, .minX, .atLeast, container, .minX, plus: rect.minX),
            FrameBound(view, .maxX, .atMost, container, .minX, plus: rect.maxX),
            FrameBound(view, .minY, .atLeast, container, .minY, plus: rect.minY),
            FrameBound(view, .maxY, .atMost, container, .minY, plus: rect.maxY),
        ]
    }
}

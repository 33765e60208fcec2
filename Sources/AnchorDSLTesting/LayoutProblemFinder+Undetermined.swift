import AnchorModel

// One cause, one report: a problem that only exists because of where an
// undetermined frame came to rest is the ambiguity's, not a fault of its own.
extension LayoutProblemFinder {
    /// The problems found at rest that hold as well in every one of
    /// `samples` (the same checks with the undetermined frames moved), in
    /// their order.
    ///
    /// A problem of content on a view whose frame is undetermined can move
    /// to a sibling: in a row too narrow for two equally resistant labels,
    /// one is cut, whichever gives way. Such problems are grouped by check
    /// and superview; a group that has a problem in every sample holds, and
    /// is reported once, naming every view it met.
    ///
    /// `undeterminedParents` names the superview of each view whose frame
    /// is undetermined.
    static func holdingWherever(
        _ placed: [LayoutProblem], samples: [[LayoutProblem]], undeterminedParents: [String: String]
    ) -> [LayoutProblem] {
        func movableGroup(_ problem: LayoutProblem) -> MovableGroup? {
            guard problem.check.isAboutContent,
                  let parent = problem.views.lazy.compactMap({ undeterminedParents[$0] }).first else { return nil }
            return MovableGroup(check: problem.check.rawValue, parent: parent)
        }
        let keysInSamples = samples.map { Set($0.map(ProblemKey.init)) }
        let groupsInSamples = samples.map { sample in
            sample.reduce(into: [MovableGroup: [LayoutProblem]]()) { groups, problem in
                if let group = movableGroup(problem) { groups[group, default: []].append(problem) }
            }
        }
        var kept: [LayoutProblem] = []
        var groupsMet: Set<MovableGroup> = []
        for problem in placed {
            guard let group = movableGroup(problem) else {
                if keysInSamples.allSatisfy({ $0.contains(ProblemKey(problem)) }) { kept.append(problem) }
                continue
            }
            guard groupsMet.insert(group).inserted, groupsInSamples.allSatisfy({ $0[group] != nil }) else { continue }
            let here = placed.filter { movableGroup($0) == group }
            let everywhere = here + groupsInSamples.flatMap { $0[group] ?? [] }
            let views = Set(everywhere.flatMap(\.views))
            if views.count == 1 || (views == Set(problem.views) && here.count == 1) {
                kept.append(problem)
            } else {
                kept.append(whicheverGivesWay(here, views: views.sorted(), alsoSeen: everywhere))
            }
        }
        return kept
    }

    private static func whicheverGivesWay(
        _ here: [LayoutProblem], views: [String], alsoSeen: [LayoutProblem]
    ) -> LayoutProblem {
        let message = "\(list(views, "or")) gives way, whichever: their constraints leave open which yields "
            + "(as laid out, \(here.map(\.message).joined(separator: "; ")))"
        var constraints: [String] = []
        for constraint in alsoSeen.flatMap(\.constraints) where !constraints.contains(constraint) {
            constraints.append(constraint)
        }
        return LayoutProblem(
            check: here[0].check, views: views, message: message, constraints: constraints,
            overlays: here.flatMap(\.overlays))
    }
}

/// What makes two problems the same one wherever the frames are: the check
/// and the views (the frames in the message differ).
private struct ProblemKey: Hashable {
    let check: Int
    let views: [String]

    init(_ problem: LayoutProblem) {
        check = problem.check.rawValue
        views = problem.views
    }
}

/// Problems of one check of content among the undetermined subviews of one
/// view: the same fault, whichever of them shows it.
private struct MovableGroup: Hashable {
    let check: Int
    let parent: String
}

extension LayoutCheck {
    /// Whether the check judges what a view shows of its content rather
    /// than where it is: such a fault can move from one view to another.
    fileprivate var isAboutContent: Bool { self == .truncatedText || self == .compressedContent }
}

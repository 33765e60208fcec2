import AnchorHeadless
import Foundation

/// The problems of a laid-out tree (call after layout). Views named in `ignoring` are skipped.
///
///     root.layout(on: .iPhoneSE)
///     #expect(layoutProblems(in: root).isEmpty)
///
/// In the order the checks run (`LayoutCheck`: the built-in ones that judge
/// the constraints, the other built-in ones, then a team's), each check's
/// problems in tree order (a view before its subviews). Views that are not seen (hidden or
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
    layoutProblems(in: root, on: nil, checking: checking, ignoring: ignoring)
}

/// The problems of `root` laid out on `device` (nil: a device made of the root).
func layoutProblems(
    in root: View, on device: LayoutDevice?, checking: LayoutCheck, ignoring: Set<String>
) -> [LayoutProblem] {
    let undetermined = root.restUndeterminedFrames()
    let finder = LayoutProblemFinder(root: root, ignoring: ignoring, undetermined: undetermined)
    let context = LayoutCheckContext(finder: finder, device: device ?? LayoutDevice(laidOut: root))
    var decided = checking.clashes.map { name in
        LayoutProblem(
            check: LayoutCheck(LayoutCheck.Definition(custom: name, find: { _ in [] })), views: [],
            message: "two different checks are named \"\(name)\": only the first was run; name each check once")
    }
    var placed: [LayoutProblem] = []
    for check in checking.running {
        if let problem = check.problem {
            decided.append(LayoutProblem(check: LayoutCheck(check), views: [], message: problem))
        } else if check.judgesTheConstraints {
            decided += finder.problems(of: check, in: context)
        } else {
            placed += finder.problems(of: check, in: context)
        }
    }
    guard !undetermined.isEmpty, !placed.isEmpty else { return decided + placed }
    return decided + finder.holdingWherever(placed, in: context)
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

    /// The problems `check` finds, each named after it. A team's problems
    /// leave out the views `ignoring` names, and get the constraints that
    /// place their views and a mark on each in the pictures, as a built-in
    /// check's do.
    func problems(of check: LayoutCheck.Definition, in context: LayoutCheckContext) -> [LayoutProblem] {
        let found = check.find(context)
        guard check.isCustom else { return found }
        var byIdentity: [ObjectIdentifier: View] = [:]
        for (view, _) in views { byIdentity[ObjectIdentifier(view)] = view }
        return found.compactMap { problem in
            guard ignoring.isDisjoint(with: problem.views) else { return nil }
            let subjects = problem.subjects.compactMap { byIdentity[$0] }
            return LayoutProblem(
                check: LayoutCheck(check), views: problem.views, message: problem.message,
                constraints: problem.constraints.isEmpty
                    ? constraints(placing: subjects, along: [.horizontal, .vertical]) : problem.constraints,
                overlays: problem.overlays.isEmpty ? subjects.map { .marked(pictureRect(of: $0)) } : problem.overlays,
                subjects: problem.subjects)
        }
    }

    /// Whether the view shows something (and is seen).
    func shows(_ view: View) -> Bool {
        showing.contains(ObjectIdentifier(view))
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

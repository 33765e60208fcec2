import AnchorHeadless

/// One thing wrong with a laid-out tree: which check found it, the views
/// involved, what is wrong with their frames, and the constraints that made
/// it so.
///
///     for problem in layoutProblems(in: root) { print(problem, problem.constraints) }
public struct LayoutProblem: Equatable, Sendable, CustomStringConvertible {
    /// The check that found it: one member of `LayoutCheck`, built in or a team's.
    public let check: LayoutCheck
    /// The names of the views involved, sorted.
    public let views: [String]
    /// What is wrong, naming the views and their frames.
    public let message: String
    /// The constraints involved, each as its description with the file and
    /// line it was written on (`badge.leading == title.trailing + 8
    /// (App/Card.swift:42)`): for a conflict the broken one first, then the
    /// rest of the set the solver proved cannot hold together; otherwise
    /// the active constraints that place the views along the axes the
    /// problem lies on (`View.constraintsAffectingLayout(for:)`).
    public let constraints: [String]
    /// The problem drawn over a picture of the root the checks ran on.
    package let overlays: [PictureOverlay]
    /// The views the problem is about, by identity (names need not be
    /// unique), in the order its check named them.
    let subjects: [ObjectIdentifier]

    /// A problem, its view names sorted.
    ///
    ///     LayoutProblem(check: .zeroSize, views: ["badge"], message: "badge has no width: (8, 8, 0 × 20)")
    public init(check: LayoutCheck, views: [String], message: String, constraints: [String] = []) {
        self.init(check: check, views: views, message: message, constraints: constraints, overlays: [])
    }

    /// A problem a team's check found (`LayoutCheck.custom`), about `views`:
    /// `check` is the name given to `custom`. The run adds the constraints
    /// that place the views and marks them in the pictures.
    ///
    ///     LayoutProblem(check: "tapTargets", views: [close], message: "close is 30 × 30, less than 44 × 44")
    public init(check: String, views: [View], message: String) {
        self.init(
            check: LayoutCheck(LayoutCheck.Definition(custom: check, find: { _ in [] }, isPlaceholder: true)),
            views: views.map(\.name), message: message, constraints: [], overlays: [],
            subjects: views.map(ObjectIdentifier.init))
    }

    package init(check: LayoutCheck, views: [String], message: String, constraints: [String], overlays: [PictureOverlay]) {
        self.init(check: check, views: views, message: message, constraints: constraints, overlays: overlays, subjects: [])
    }

    init(
        check: LayoutCheck, views: [String], message: String, constraints: [String], overlays: [PictureOverlay],
        subjects: [ObjectIdentifier]
    ) {
        self.check = check
        self.views = views.sorted()
        self.message = message
        self.constraints = constraints
        self.overlays = overlays
        self.subjects = subjects
    }

    /// Whether two problems say the same: check, views, message and
    /// constraints. How a problem is drawn follows from those.
    public static func == (lhs: LayoutProblem, rhs: LayoutProblem) -> Bool {
        lhs.check == rhs.check && lhs.views == rhs.views && lhs.message == rhs.message
            && lhs.constraints == rhs.constraints
    }

    public var description: String { message }
}

/// One thing wrong with a laid-out tree: which check found it, the views
/// involved and what is wrong, with their frames.
///
///     for problem in layoutProblems(in: root) { print(problem) }
public struct LayoutProblem: Equatable, Sendable, CustomStringConvertible {
    /// The check that found it: one member of `LayoutCheck`.
    public let check: LayoutCheck
    /// The names of the views involved, sorted.
    public let views: [String]
    /// What is wrong, naming the views and their frames.
    public let message: String

    /// A problem, its view names sorted.
    ///
    ///     LayoutProblem(check: .zeroSize, views: ["badge"], message: "badge has no width: (8, 8, 0 × 20)")
    public init(check: LayoutCheck, views: [String], message: String) {
        self.check = check
        self.views = views.sorted()
        self.message = message
    }

    public var description: String { message }
}

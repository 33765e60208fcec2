import AnchorHeadless

extension LayoutCheck {
    /// One check: its name, and how it finds, re-checks and undoes its
    /// problems. A built-in check is one `static let` of this kind in a file
    /// of its own; a team's is made by `custom(_:_:)`.
    final class Definition: Sendable {
        /// How a failure, the pictures and the page name it: `zeroSize`.
        let name: String
        /// Whether a team made it (`custom(_:_:)`).
        let isCustom: Bool
        /// Its `rawValue` bit, for a built-in check; 0 for a team's.
        let bit: Int
        /// Whether it judges what the constraints decide (whether they
        /// determine the frames, whether they hold), rather than where the
        /// frames came to rest: such a check runs first, and its problems
        /// are not judged again against the frames the constraints leave open.
        let judgesTheConstraints: Bool
        /// Its problems in a laid-out tree, in tree order.
        let find: @Sendable (LayoutCheckContext) -> [LayoutProblem]
        /// The sets of bounds, any one of which would undo a problem of this
        /// check about these views (in the order the problem names them):
        /// "whichever way" pulls the frames toward each and runs `find` again.
        /// None, where no frame could undo it; for a check of content, its
        /// `ContentJudgement`'s.
        let undoings: @Sendable (LayoutProblemFinder, [View]) -> [[FrameBound]]
        /// How the check judges a view's content, for a check whose fault
        /// can move from one view to another (text cut in a row of labels
        /// that resist alike: one is cut, whichever gives way).
        let content: ContentJudgement?
        /// A check a problem names before it is run (`LayoutProblem(check: "tapTargets", …)`):
        /// the run gives the problem the check that found it.
        let isPlaceholder: Bool

        init(
            builtIn name: String, bit: Int, judgesTheConstraints: Bool = false,
            find: @escaping @Sendable (LayoutCheckContext) -> [LayoutProblem],
            undoings: @escaping @Sendable (LayoutProblemFinder, [View]) -> [[FrameBound]] = { _, _ in [] },
            content: ContentJudgement? = nil
        ) {
            self.name = name
            isCustom = false
            self.bit = bit
            self.judgesTheConstraints = judgesTheConstraints
            self.find = find
            if let content {
                // A fault of content is undone by that content at its whole size.
                self.undoings = { finder, subjects in [content.undoing(finder, subjects[0])] }
            } else {
                self.undoings = undoings
            }
            self.content = content
            isPlaceholder = false
        }

        init(custom name: String, find: @escaping @Sendable (LayoutCheckContext) -> [LayoutProblem], isPlaceholder: Bool = false) {
            self.name = name
            isCustom = true
            bit = 0
            judgesTheConstraints = false
            self.find = find
            undoings = { _, _ in [] }
            content = nil
            self.isPlaceholder = isPlaceholder
        }

        /// What the set knows the check by.
        var key: Key { Key(name: name, isCustom: isCustom) }

        struct Key: Hashable {
            let name: String
            let isCustom: Bool
        }

        /// Why the check cannot be run, or nil: a team's check needs a name
        /// of its own.
        var problem: String? {
            guard isCustom else { return nil }
            if name.isEmpty { return "a custom check has an empty name: name it, as its problems are listed under it" }
            if LayoutCheck.all.members.contains(where: { $0.name == name }) {
                return "the custom check \"\(name)\" has the name of a built-in check: name it otherwise"
            }
            return nil
        }
    }

    /// How a check of content judges one view.
    struct ContentJudgement: Sendable {
        /// What happens to content at fault, as "one of … is cut, whichever" says it.
        let participle: String
        /// Whether the check judges the view at all.
        let judges: @Sendable (View) -> Bool
        /// The view's fault, if it has one.
        let fault: @Sendable (LayoutProblemFinder, View) -> LayoutProblem?
        /// What would undo the view's fault: its content at its whole size.
        let undoing: @Sendable (LayoutProblemFinder, View) -> [FrameBound]
    }
}

import AnchorHeadless
import Foundation

// Required constraints the engine had to break.
extension LayoutCheck {
    /// A required constraint broken at the last layout because it conflicts with others.
    public static let conflicts = LayoutCheck(Definition(
        builtIn: "conflicts", bit: 1 << 1, judgesTheConstraints: true,
        find: { $0.finder.conflicts() }))
}

extension LayoutProblemFinder {
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
}

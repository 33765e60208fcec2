#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Activation of constraints between UIKit or AppKit items: everything the
/// framework would raise an exception on is checked first and reported as a
/// `LayoutError` (the constraint's own problems, such as left against
/// leading, were checked by `LayoutConstraint.activate` already); then one
/// `NSLayoutConstraint` is made per constraint (from anchors when it has a
/// distance), the first item's autoresizing
/// mask is turned off (UIKit never does it itself), and the batch is
/// activated with one `NSLayoutConstraint.activate(_:)`.
enum AppleActivation: LayoutSystem {
    static func prepareActivation(of constraints: [LayoutConstraint]) -> PreparedActivation {
        guard MainQueue.isCurrent else {
            return PreparedActivation(refused: constraints.map { ($0, .offMainThread) }, run: {})
        }
        // On the main queue, checked above: the constraints never leave it,
        // though the model's types are not Sendable.
        nonisolated(unsafe) let onMainThread = constraints
        nonisolated(unsafe) var refused: [(constraint: LayoutConstraint, problem: ConstraintProblem)] = []
        MainActor.assumeIsolated { refused = hierarchyProblems(onMainThread) }
        return PreparedActivation(refused: refused) {
            MainActor.assumeIsolated { activate(onMainThread) }
        }
    }

    @MainActor private static func hierarchyProblems(
        _ constraints: [LayoutConstraint]
    ) -> [(constraint: LayoutConstraint, problem: ConstraintProblem)] {
        constraints.compactMap { constraint in hierarchyProblem(constraint).map { (constraint, $0) } }
    }

    /// The view an item lives in: a view is its own, a guide has its owner.
    @MainActor private static func view(of item: any LayoutItem) -> AppleView? {
        item.seam?.hostView as? AppleView
    }

    /// Every item must live in one tree, the origins of distances included
    /// (UIKit installs the constraint on the ancestor of all of them).
    @MainActor private static func hierarchyProblem(_ constraint: LayoutConstraint) -> ConstraintProblem? {
        guard let first = constraint.firstItem else { return .itemDeallocated }
        guard var ancestor = view(of: first) else { return .guideWithoutOwner(guide: first.qualifiedName) }
        for other in constraint.items.dropFirst() {
            guard let otherView = view(of: other) else { return .guideWithoutOwner(guide: other.qualifiedName) }
            guard let shared = LayoutConstraint.nearestCommonAncestor(ancestor, otherView, parent: { $0.superview }) else {
                return .noCommonAncestor(first: first.qualifiedName, second: other.qualifiedName)
            }
            ancestor = shared
        }
        return nil
    }

    @MainActor private static func activate(_ constraints: [LayoutConstraint]) {
        var batch: [NSLayoutConstraint] = []
        batch.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let counterpart = constraint.counterpart as? NSLayoutConstraintCounterpart
                ?? NSLayoutConstraintCounterpart(for: constraint) else { continue }
            constraint.counterpart = counterpart
            if !constraint.leavesAutoresizingMask {
                (constraint.firstItem as? AppleView)?.translatesAutoresizingMaskIntoConstraints = false
            }
            batch.append(counterpart.constraint)
        }
        NSLayoutConstraint.activate(batch)
    }
}
#endif

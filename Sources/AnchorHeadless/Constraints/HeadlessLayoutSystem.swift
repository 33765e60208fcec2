import Foundation

/// The headless engine as a layout system: a constraint between headless
/// items is installed on the nearest common ancestor of its items (a guide
/// stands for the view that owns it), in that view's `constraints`, with
/// its root's engine told of every change.
enum HeadlessLayoutSystem: LayoutSystem {
    static func prepareActivation(of constraints: [LayoutConstraint]) -> PreparedActivation {
        var installations: [(constraint: LayoutConstraint, view: View)] = []
        var refused: [(constraint: LayoutConstraint, problem: ConstraintProblem)] = []
        installations.reserveCapacity(constraints.count)
        for constraint in constraints {
            switch installationSite(of: constraint) {
            case let .success(view): installations.append((constraint, view))
            case let .failure(problem): refused.append((constraint, problem))
            }
        }
        return PreparedActivation(refused: refused) {
            var stamp = ActivationClock.take(installations.count)
            for (constraint, view) in installations where !constraint.isInstalled {
                if !constraint.leavesAutoresizingMask, let first = constraint.firstItem as? View {
                    first.translatesAutoresizingMaskIntoConstraints = false
                }
                constraint.activationStamp = stamp
                stamp += 1
                view.install(constraint)
            }
        }
    }

    /// The view the constraint belongs on: the nearest common ancestor of its
    /// items, where a guide stands for the view that owns it.
    private static func installationSite(of constraint: LayoutConstraint) -> Result<View, ConstraintProblem> {
        guard let first = constraint.firstItem else { return .failure(.itemDeallocated) }
        guard let firstView = first.modelOwner else {
            return .failure(.guideWithoutOwner(guide: first.qualifiedName))
        }
        guard constraint.hasDistance else {
            guard let second = constraint.secondItem else { return .success(firstView) }
            return commonAncestor(first, firstView, second)
        }
        var ancestor = firstView
        for other in constraint.items.dropFirst() {
            switch commonAncestor(first, ancestor, other) {
            case let .success(view): ancestor = view
            case let .failure(problem): return .failure(problem)
            }
        }
        return .success(ancestor)
    }

    /// The nearest common ancestor of `view` (where `first` lives) and `other`'s view.
    private static func commonAncestor(
        _ first: any LayoutItem, _ view: View, _ other: any LayoutItem
    ) -> Result<View, ConstraintProblem> {
        guard let otherView = other.modelOwner else {
            return .failure(.guideWithoutOwner(guide: other.qualifiedName))
        }
        guard let ancestor = LayoutConstraint.nearestCommonAncestor(view, otherView, parent: \.superview) else {
            return .failure(.noCommonAncestor(first: first.qualifiedName, second: other.qualifiedName))
        }
        return .success(ancestor)
    }
}

extension View: ConstraintHost {
    /// Records that `constraint` is installed on this view.
    func install(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
        constraint.host = self
        constraintDidChange(constraint)
    }

    package func constraintDidChange(_ constraint: LayoutConstraint) {
        rootView.engine?.noteChanged(constraint)
    }

    package func remove(_ constraint: LayoutConstraint) {
        constraintDidChange(constraint)
        constraints.removeAll { $0 === constraint }
    }
}

extension LayoutConstraint {
    /// The headless view the constraint is installed on while active.
    var installedView: View? { host as? View }

    /// Whether either item lies in the set of views given by identity (a guide
    /// counts as its owner).
    func mentionsAny(of views: Set<ObjectIdentifier>) -> Bool {
        for item in items {
            if let owner = item.modelOwner, views.contains(ObjectIdentifier(owner)) { return true }
        }
        return false
    }
}

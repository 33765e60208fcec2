extension LayoutConstraint {
    /// Activates every constraint, or none: if any of them cannot be activated,
    /// each problem is reported to `LayoutDiagnostics` (logged by default) and
    /// nothing changes. Already active constraints stay as they are.
    ///
    ///     LayoutConstraint.activate([widthConstraint, heightConstraint])
    public static func activate(_ constraints: [LayoutConstraint]) {
        let (plan, errors) = installationPlan(for: constraints)
        guard errors.isEmpty else { return errors.forEach(LayoutDiagnostics.report) }
        install(plan)
    }

    /// Activates every constraint, or none: if any cannot be activated, throws
    /// the error of the first one that cannot and changes nothing.
    ///
    ///     try LayoutConstraint.activateOrThrow([widthConstraint, heightConstraint])
    public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        let (plan, errors) = installationPlan(for: constraints)
        if let first = errors.first { throw first }
        install(plan)
    }

    /// Deactivates the constraints, removing them from the views they were
    /// installed on. Inactive constraints are left alone.
    ///
    ///     LayoutConstraint.deactivate(oldConstraints)
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.uninstall() }
    }

    /// What activating `activating` and changing or deactivating `changing`
    /// would refuse, found without changing anything, so that a caller can
    /// apply a whole difference or none of it.
    package static func problems(
        activating: [LayoutConstraint], changing: [LayoutConstraint]
    ) -> [LayoutError] {
        var errors = installationPlan(for: activating).errors
        for constraint in changing {
            if let problem = constraint.platformConstraint?.changeProblem { errors.append(constraint.error(problem)) }
        }
        return errors
    }

    private struct Installation {
        let constraint: LayoutConstraint
        let view: View
    }

    /// Where each headless constraint goes, the activation of the UIKit or
    /// AppKit ones (one batch, checked by the Apple bridge), and every problem.
    private struct Plan {
        var installations: [Installation] = []
        var platformActivation: PlatformActivation?
    }

    private static func installationPlan(for constraints: [LayoutConstraint]) -> (plan: Plan, errors: [LayoutError]) {
        var plan = Plan()
        var errors: [LayoutError] = []
        var platformConstraints: [LayoutConstraint] = []
        var platformType: (any PlatformLayoutItem.Type)?
        for constraint in constraints where !constraint.isActive {
            // The type first: two class casts for a headless constraint, whose
            // problems `installationSite()` finds below, so they are not
            // computed twice on the path every headless activation takes.
            if let type = constraint.platformItemType, constraint.problem == nil {
                platformType = platformType ?? type
                platformConstraints.append(constraint)
                continue
            }
            switch constraint.installationSite() {
            case let .success(view): plan.installations.append(Installation(constraint: constraint, view: view))
            case let .failure(problem): errors.append(constraint.error(problem))
            }
        }
        if let platformType {
            let activation = platformType.prepareActivation(of: platformConstraints)
            errors += activation.errors
            plan.platformActivation = activation
        }
        return (plan, errors)
    }

    private static func install(_ plan: Plan) {
        for step in plan.installations where !step.constraint.isInstalled {
            if !step.constraint.leavesAutoresizingMask, let view = step.constraint.firstItem as? View {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            step.constraint.install(on: step.view)
        }
        plan.platformActivation?.run()
    }

    /// The view the constraint belongs on: the nearest common ancestor of its
    /// items, where a guide stands for the view that owns it.
    private func installationSite() -> Result<View, ConstraintProblem> {
        if let problem { return .failure(problem) }
        guard let first = firstItem else { return .failure(.itemDeallocated) }
        guard let firstView = first.modelOwner else {
            return .failure(.guideWithoutOwner(guide: first.qualifiedName))
        }
        guard hasDistance else {
            guard let second = secondItem else { return .success(firstView) }
            return Self.commonAncestor(first, firstView, second)
        }
        var ancestor = firstView
        for other in items.dropFirst() {
            switch Self.commonAncestor(first, ancestor, other) {
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
        guard let ancestor = nearestCommonAncestor(view, otherView, parent: \.superview) else {
            return .failure(.noCommonAncestor(first: first.qualifiedName, second: other.qualifiedName))
        }
        return .success(ancestor)
    }

    /// Walks both views up to the same depth, then up together until they
    /// meet: no set to build, which was most of activating a constraint.
    /// Generic over the kind of view, so that the Apple bridge checks UIKit's
    /// and AppKit's hierarchies the same way before they see a constraint.
    package static func nearestCommonAncestor<Node: AnyObject>(
        _ a: Node, _ b: Node, parent: (Node) -> Node?
    ) -> Node? {
        if a === b { return a }
        func depth(of node: Node) -> Int {
            var depth = 0
            var current = parent(node)
            while let next = current {
                depth += 1
                current = parent(next)
            }
            return depth
        }
        var first: Node? = a, second: Node? = b
        var firstDepth = depth(of: a), secondDepth = depth(of: b)
        while firstDepth > secondDepth, let node = first {
            first = parent(node)
            firstDepth -= 1
        }
        while secondDepth > firstDepth, let node = second {
            second = parent(node)
            secondDepth -= 1
        }
        while let x = first, let y = second {
            if x === y { return x }
            first = parent(x)
            second = parent(y)
        }
        return nil
    }
}

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

    private struct Installation {
        let constraint: LayoutConstraint
        let view: View
    }

    private static func installationPlan(for constraints: [LayoutConstraint]) -> (plan: [Installation], errors: [LayoutError]) {
        var plan: [Installation] = []
        var errors: [LayoutError] = []
        for constraint in constraints where !constraint.isInstalled {
            switch constraint.installationSite() {
            case let .success(view): plan.append(Installation(constraint: constraint, view: view))
            case let .failure(problem): errors.append(constraint.error(problem))
            }
        }
        return (plan, errors)
    }

    private static func install(_ plan: [Installation]) {
        for step in plan where !step.constraint.isInstalled {
            if let view = step.constraint.firstItem as? View {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            step.constraint.install(on: step.view)
        }
    }

    /// The view the constraint belongs on: the nearest common ancestor of its
    /// items, where a guide stands for the view that owns it.
    private func installationSite() -> Result<View, ConstraintProblem> {
        if let problem { return .failure(problem) }
        guard let first = firstItem else { return .failure(.itemDeallocated) }
        guard let firstView = first.owningView else {
            return .failure(.guideWithoutOwner(guide: first.qualifiedName))
        }
        guard let second = secondItem else { return .success(firstView) }
        guard let secondView = second.owningView else {
            return .failure(.guideWithoutOwner(guide: second.qualifiedName))
        }
        guard let ancestor = Self.nearestCommonAncestor(firstView, secondView) else {
            return .failure(.noCommonAncestor(first: first.qualifiedName, second: second.qualifiedName))
        }
        return .success(ancestor)
    }

    /// Walks both views up to the same depth, then up together until they
    /// meet: no set to build, which was most of activating a constraint.
    private static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        var first: View? = a, second: View? = b
        var firstDepth = depth(of: a), secondDepth = depth(of: b)
        while firstDepth > secondDepth {
            first = first?.superview
            firstDepth -= 1
        }
        while secondDepth > firstDepth {
            second = second?.superview
            secondDepth -= 1
        }
        while let x = first, let y = second {
            if x === y { return x }
            first = x.superview
            second = y.superview
        }
        return nil
    }

    private static func depth(of view: View) -> Int {
        var depth = 0
        var current = view.superview
        while let parent = current {
            depth += 1
            current = parent.superview
        }
        return depth
    }
}

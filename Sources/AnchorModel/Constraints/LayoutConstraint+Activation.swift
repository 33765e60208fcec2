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

    private static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var ancestorsOfA = Set<ObjectIdentifier>()
        var current: View? = a
        while let view = current {
            ancestorsOfA.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestorsOfA.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}

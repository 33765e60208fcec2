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
            if let problem = constraint.counterpart?.changeProblem { errors.append(constraint.error(problem)) }
        }
        return errors
    }

    /// The activations of the constraints, one per layout system in the
    /// order the systems first appear, and every problem, in the order of
    /// the constraints.
    private static func installationPlan(for constraints: [LayoutConstraint]) -> (plan: [PreparedActivation], errors: [LayoutError]) {
        var refused: [(position: Int, error: LayoutError)] = []
        var systemsMet: [any LayoutSystem.Type] = []
        // The system of each constraint, as its index in `systemsMet`, or
        // `left` for one that is active already or refused: the batches are
        // made from it afterwards, and a call whose constraints all go to
        // one system hands that system the caller's array as it is.
        let left = UInt8.max
        var systemOf = [UInt8](repeating: left, count: constraints.count)
        var systems = LayoutSystemLookup()
        // The class of the last first item and its system: most calls lay
        // out one kind of item after another, and the class is stored, where
        // the item is a weak reference, whose every read takes the runtime's
        // slow path.
        var lastClass: ObjectIdentifier?
        var lastSystem = left
        for (position, constraint) in constraints.enumerated() where !constraint.isActive {
            if let problem = constraint.problem(&systems) {
                refused.append((position, constraint.error(problem)))
                continue
            }
            let itemClass = constraint.firstItemClass
            if itemClass != lastClass {
                guard let first = constraint.firstItem else { continue }
                guard let system = systems.system(of: first) else {
                    refused.append((position, constraint.error(.noLayoutSystem(item: first.qualifiedName))))
                    continue
                }
                lastClass = itemClass
                if let known = systemsMet.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(system) }) {
                    lastSystem = UInt8(known)
                } else {
                    systemsMet.append(system)
                    lastSystem = UInt8(systemsMet.count - 1)
                }
            }
            systemOf[position] = lastSystem
        }
        let plan: [PreparedActivation]
        if systemsMet.count == 1, !systemOf.contains(left) {
            plan = [systemsMet[0].prepareActivation(of: constraints)]
        } else {
            plan = systemsMet.indices.map { index in
                let batch = constraints.indices.filter { systemOf[$0] == UInt8(index) }.map { constraints[$0] }
                return systemsMet[index].prepareActivation(of: batch)
            }
        }
        let systemRefusals = plan.flatMap(\.refused)
        guard refused.isEmpty, systemRefusals.isEmpty else {
            var positions: [ObjectIdentifier: Int] = [:]
            for (position, constraint) in constraints.enumerated() { positions[ObjectIdentifier(constraint)] = position }
            refused += systemRefusals.map { (positions[ObjectIdentifier($0.constraint)] ?? 0, $0.constraint.error($0.problem)) }
            return (plan, refused.sorted { $0.position < $1.position }.map(\.error))
        }
        return (plan, [])
    }

    private static func install(_ plan: [PreparedActivation]) {
        for activation in plan { activation.run() }
    }

    /// Removes the constraint from its host, or deactivates its counterpart
    /// in the system that has one.
    package func uninstall() {
        if let counterpart {
            if let problem = counterpart.changeProblem { return LayoutDiagnostics.report(error(problem)) }
            counterpart.deactivate()
        }
        guard let host else { return }
        host.remove(self)
        self.host = nil
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

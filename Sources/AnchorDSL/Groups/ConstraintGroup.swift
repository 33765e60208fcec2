/// A layout written once as a function of the app's state: `update()` runs
/// the builder again and applies only the difference, changing constants
/// and priorities in place, so that the objects you kept stay valid and
/// UIKit animates the change (`UIView.animate { group.update(); view.layoutIfNeeded() }`).
///
///     let group = ConstraintGroup { card.height == (isExpanded ? 400 : 120) }
///
/// **Identity.** Between two evaluations a constraint is the same when it
/// was written at the same source location, relates the same items (by
/// identity) by the same attributes and relation, and is the same occurrence
/// among the constraints of its evaluation that share all of that (usually
/// the only one). A loop over a changing array therefore pairs each
/// element's constraints with that element's: removing, inserting or moving
/// an element adds or removes only its own constraints and updates the
/// others' constants in place, and showing a stack item touches only that
/// item and the spacing next to it. An object the builder returns in both
/// evaluations is always the same as itself.
///
/// **Applying the difference.** A constraint with the same identity and
/// multiplier gets the new constant and priority in place (`~` in the
/// `LayoutChange`). A changed multiplier, or a priority that crosses
/// `.required` either way, replaces it (UIKit refuses those edits on an
/// active constraint), as does a stack item's tie-break becoming its
/// length while hidden. Removals are applied before additions, so that a
/// constraint and its replacement never conflict in between. If anything in
/// the new evaluation cannot be activated (no common ancestor, a NaN
/// constant, a deallocated item, …), every problem is reported to
/// `LayoutDiagnostics` with its line and nothing changes.
///
/// **Shared constraints.** The builder may return the same object twice (it
/// counts once) or an object that a plain `activate` or another group
/// activated: the group then treats it as its own, and whichever call comes
/// last wins (this group's `deactivate()` deactivates it).
///
/// **Traits.** A builder that reads a view's `traitCollection` makes the
/// group follow those traits: after the root's traits change, the next
/// `layoutIfNeeded()` first calls `update()`, as UIKit's automatic trait
/// tracking calls `updateConstraints`.
///
/// The group keeps its builder, and with it whatever the closure captures:
/// capture a view controller weakly.
public final class ConstraintGroup: TraitObserver {
    private let build: () -> [LayoutConstraint]
    /// Whether the group's constraints are active: after `activate()`, until `deactivate()`.
    public private(set) var isActive = false
    /// The constraints of the last evaluation (active ones while `isActive`).
    public private(set) var constraints: [LayoutConstraint] = []

    /// A group that is not active yet; the builder is kept and run by
    /// `activate()` and `update()`.
    ///
    ///     let group = ConstraintGroup { card.height == (isExpanded ? 400 : 120) }
    public init(@ConstraintBuilder _ build: @escaping () -> [LayoutConstraint]) {
        self.build = build
    }

    /// Evaluates the builder and activates the result, all or nothing.
    /// Objects of the previous evaluation with the same identity are reused.
    /// On an active group, the same as `update()`.
    ///
    ///     group.activate()
    @discardableResult
    public func activate() -> LayoutChange {
        apply(activating: true)
    }

    /// Evaluates the builder again and applies the difference to the active
    /// constraints. On an inactive group it only records the new evaluation
    /// (keeping the objects of unchanged constraints) and reports no change.
    ///
    ///     isExpanded = true
    ///     group.update()
    @discardableResult
    public func update() -> LayoutChange {
        apply(activating: isActive)
    }

    /// The traits the builder read changed: evaluate it again.
    package func rootTraitsDidChange() {
        update()
    }

    /// Deactivates the group's constraints, which it keeps for the next
    /// `activate()`. Off the main queue on UIKit items it is reported and
    /// changes nothing.
    ///
    ///     group.deactivate()
    public func deactivate() {
        guard isActive else { return }
        let errors = LayoutConstraint.problems(activating: [], changing: constraints)
        guard errors.isEmpty else { return errors.forEach(LayoutDiagnostics.report) }
        LayoutConstraint.deactivate(constraints)
        isActive = false
    }

    private func apply(activating: Bool) -> LayoutChange {
        let (evaluation, traitRoots) = TraitTracking.recordingReads(build)
        for root in traitRoots { root.addTraitObserver(self) }
        var plan = Plan()
        let unmatched = ConstraintDifference.pair(previous: constraints, evaluation: LayoutConstraint.withoutRepeats(evaluation)) {
            plan.add($0)
        }
        for old in unmatched where old.isActive { plan.removals.append(old) }
        guard activating else {
            for (old, fresh) in plan.valueChanges { old.takeValues(of: fresh) }
            constraints = plan.survivors
            return LayoutChange()
        }
        let errors = LayoutConstraint.problems(activating: plan.toValidate, changing: plan.removals + plan.updates)
        guard errors.isEmpty else {
            errors.forEach(LayoutDiagnostics.report)
            return LayoutChange()
        }
        var change = LayoutChange(removed: plan.removals.map(\.descriptionWithoutLocation), kept: plan.kept)
        LayoutConstraint.deactivate(plan.removals)
        let updatedBefore = plan.updates.map { ($0.constant, $0.priority) }
        for (old, fresh) in plan.valueChanges { old.takeValues(of: fresh) }
        change.updated = zip(plan.updates, updatedBefore).map { constraint, before in
            constraint.descriptionWithoutLocation + Self.previousValues(constraint, constant: before.0, priority: before.1)
        }
        LayoutConstraint.activate(plan.activations)
        change.added = plan.activations.map(\.descriptionWithoutLocation)
        constraints = plan.survivors
        isActive = true
        return change
    }

    /// What a difference asks for, sorted by what it does to the active set.
    private struct Plan {
        var survivors: [LayoutConstraint] = []
        /// Inactive survivors, to activate: new objects, replacements and
        /// reused objects of an inactive group.
        var activations: [LayoutConstraint] = []
        var removals: [LayoutConstraint] = []
        /// Active survivors whose constant or priority changes in place.
        var updates: [LayoutConstraint] = []
        /// Every reused object whose values differ from the fresh ones.
        var valueChanges: [(old: LayoutConstraint, fresh: LayoutConstraint)] = []
        /// The fresh objects whose values are about to take effect.
        var toValidate: [LayoutConstraint] = []
        var kept = 0

        mutating func add(_ slot: ConstraintDifference.Slot) {
            let fresh = slot.fresh
            guard let old = slot.previous else {
                survivors.append(fresh)
                if fresh.isActive {
                    kept += 1
                } else {
                    activations.append(fresh)
                    toValidate.append(fresh)
                }
                return
            }
            // A stack's tie-break and an item's length when hidden look alike
            // (`b.width == 60` and `b.width == 0`), but the engine solves a
            // tie-break at the item's intrinsic length: roles are not values.
            let sameRole = old.breaksATieOnly == fresh.breaksATieOnly
                && old.leavesAutoresizingMask == fresh.leavesAutoresizingMask
            if old.multiplier != fresh.multiplier || old.priority.isRequired != fresh.priority.isRequired || !sameRole {
                if old.isActive { removals.append(old) }
                survivors.append(fresh)
                activations.append(fresh)
                toValidate.append(fresh)
                return
            }
            survivors.append(old)
            let differs = old.constant != fresh.constant || old.priority != fresh.priority
                || !old.hasSameIdentifier(as: fresh)
            if differs { valueChanges.append((old, fresh)) }
            if !old.isActive {
                activations.append(old)
                toValidate.append(fresh)
            } else if old.constant != fresh.constant || old.priority != fresh.priority {
                updates.append(old)
                toValidate.append(fresh)
            } else {
                kept += 1
            }
        }
    }

    /// `(was 120)`, `(was @750)` or `(was 120 @750)`.
    private static func previousValues(_ constraint: LayoutConstraint, constant: CGFloat, priority: Priority) -> String {
        var was: [String] = []
        if constant != constraint.constant { was.append(NumberText.format(Double(constant))) }
        if priority != constraint.priority { was.append("@\(priority)") }
        return " (was \(was.joined(separator: " ")))"
    }

}

extension LayoutConstraint {
    /// Gives the constraint the constant, priority and identifier of `fresh`,
    /// through the public setters, so that an active one reaches the engine
    /// and its `NSLayoutConstraint`.
    fileprivate func takeValues(of fresh: LayoutConstraint) {
        if constant != fresh.constant { constant = fresh.constant }
        if priority != fresh.priority { priority = fresh.priority }
        if identifier != fresh.identifier { identifier = fresh.identifier }
    }
}

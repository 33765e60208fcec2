/// How a new evaluation of a `ConstraintGroup`'s builder maps onto the
/// previous one.
///
/// Two constraints are the same when they were written at the same source
/// location, relate the same items (by identity, the origins of distances
/// included) by the same attributes and relation, and are the same
/// occurrence among the constraints of their evaluation that share all of
/// that (the n-th `row.leading == list.leading` of a line, not the n-th
/// constraint of the line). So a constraint that appears or disappears
/// shifts nothing else: the others keep their identity, and a loop's
/// element keeps its constraints wherever it moves. An object that both
/// evaluations contain is always the same as itself.
enum ConstraintDifference {
    /// One constraint of the new evaluation, in builder order.
    struct Slot {
        /// The object that is part of the group from now on: the previous
        /// one when there is one with the same identity, else `fresh`.
        let previous: LayoutConstraint?
        /// The object the builder just made, with the values to give `previous`.
        let fresh: LayoutConstraint
    }

    /// Calls `visit` with each constraint of `evaluation`, in builder order,
    /// paired with its previous self, and returns the previous constraints
    /// that no new one corresponds to. The pairs are handed over as they are
    /// found, not gathered: an update that changes nothing pairs every
    /// constraint, and an array of them was an eighth of its time.
    static func pair(
        previous: [LayoutConstraint], evaluation: [LayoutConstraint], _ visit: (Slot) -> Void
    ) -> [LayoutConstraint] {
        // Evaluations of one builder usually come out in the same order:
        // pair them position by position while that holds, which needs no
        // occurrence counts (equal prefixes have equal counts) and no hashing.
        var aligned = 0
        while aligned < previous.count, aligned < evaluation.count {
            let old = previous[aligned], new = evaluation[aligned]
            guard old === new || old.isWritten(like: new) else { break }
            visit(Slot(previous: old === new ? nil : old, fresh: new))
            aligned += 1
        }
        if aligned == previous.count {
            // Nothing left to match (a first activation, or additions at the
            // end): the rest is new, with no identity to compute.
            for new in evaluation[aligned...] { visit(Slot(previous: nil, fresh: new)) }
            return []
        }
        return matchByIdentity(previous: previous, evaluation: evaluation, from: aligned, visit)
    }

    /// The rest of both evaluations, from `start` on, matched through a table.
    private static func matchByIdentity(
        previous: [LayoutConstraint], evaluation: [LayoutConstraint], from start: Int, _ visit: (Slot) -> Void
    ) -> [LayoutConstraint] {
        var waiting: [Identity: LayoutConstraint] = [:]
        var previousObjects = Set<ObjectIdentifier>()
        var counts: [Key: Int] = [:]
        for (index, old) in previous.enumerated() {
            let identity = Self.identity(of: old, counting: &counts)
            guard index >= start else { continue }
            previousObjects.insert(ObjectIdentifier(old))
            if let identity { waiting[identity] = old }
        }
        var taken = Set<ObjectIdentifier>()
        counts.removeAll(keepingCapacity: true)
        for (index, new) in evaluation.enumerated() {
            let identity = Self.identity(of: new, counting: &counts)
            guard index >= start else { continue }
            if previousObjects.contains(ObjectIdentifier(new)) {
                taken.insert(ObjectIdentifier(new))
                visit(Slot(previous: nil, fresh: new))
                continue
            }
            let match = identity.flatMap { waiting.removeValue(forKey: $0) }
            if let match, !taken.contains(ObjectIdentifier(match)) {
                taken.insert(ObjectIdentifier(match))
                visit(Slot(previous: match, fresh: new))
            } else {
                visit(Slot(previous: nil, fresh: new))
            }
        }
        return previous[start...].filter { !taken.contains(ObjectIdentifier($0)) }
    }

    /// The constraint's key and its occurrence among the constraints with
    /// that key so far; nil once an item is deallocated.
    private static func identity(of constraint: LayoutConstraint, counting counts: inout [Key: Int]) -> Identity? {
        guard let key = Key(constraint) else { return nil }
        let occurrence = counts[key, default: 0]
        counts[key] = occurrence + 1
        return Identity(key: key, occurrence: occurrence)
    }

    /// A constraint's identity within one evaluation.
    private struct Identity: Hashable {
        let key: Key
        let occurrence: Int
    }

    /// What a constraint relates, and where it was written: everything that
    /// makes two constraints the same but the occurrence. None once an item
    /// is deallocated, so that a new object at the old address never matches.
    private struct Key: Hashable {
        let location: LayoutConstraint.SourceLocation?
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: Relation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute?
        /// The origins of distances, for either side.
        let firstOrigin: ObjectIdentifier?
        let secondOrigin: ObjectIdentifier?
        let originAttributes: [LayoutAttribute?]

        init?(_ constraint: LayoutConstraint) {
            guard let first = constraint.firstItem else { return nil }
            let second = constraint.secondItem
            if constraint.secondAttribute != nil, second == nil { return nil }
            let (firstOrigin, secondOrigin) = (constraint.firstOriginItem, constraint.secondOriginItem)
            if constraint.firstOriginAttribute != nil, firstOrigin == nil { return nil }
            if constraint.secondOriginAttribute != nil, secondOrigin == nil { return nil }
            self.firstOrigin = firstOrigin.map(ObjectIdentifier.init)
            self.secondOrigin = secondOrigin.map(ObjectIdentifier.init)
            self.originAttributes = constraint.hasDistance
                ? [constraint.firstOriginAttribute, constraint.secondOriginAttribute] : []
            self.location = constraint.location
            self.first = ObjectIdentifier(first)
            self.firstAttribute = constraint.firstAttribute
            self.relation = constraint.relation
            self.second = second.map(ObjectIdentifier.init)
            self.secondAttribute = constraint.secondAttribute
        }
    }
}

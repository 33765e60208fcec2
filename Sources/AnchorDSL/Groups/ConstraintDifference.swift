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
struct ConstraintDifference {
    /// One constraint of the new evaluation, in builder order.
    struct Slot {
        /// The object that is part of the group from now on: the previous
        /// one when there is one with the same identity, else `fresh`.
        let previous: LayoutConstraint?
        /// The object the builder just made, with the values to give `previous`.
        let fresh: LayoutConstraint
    }

    private(set) var slots: [Slot] = []
    /// Previous constraints that no new one corresponds to.
    private(set) var unmatched: [LayoutConstraint] = []

    init(previous: [LayoutConstraint], evaluation: [LayoutConstraint]) {
        slots.reserveCapacity(evaluation.count)
        // Evaluations of one builder usually come out in the same order:
        // pair them position by position while that holds, which needs no
        // occurrence counts (equal prefixes have equal counts) and no hashing.
        var aligned = 0
        while aligned < previous.count, aligned < evaluation.count {
            let old = previous[aligned], new = evaluation[aligned]
            guard old === new || Self.sameWriting(old, new) else { break }
            slots.append(Slot(previous: old === new ? nil : old, fresh: new))
            aligned += 1
        }
        if aligned == previous.count {
            // Nothing left to match (a first activation, or additions at the
            // end): the rest is new, with no identity to compute.
            for new in evaluation[aligned...] { slots.append(Slot(previous: nil, fresh: new)) }
            return
        }
        matchByIdentity(previous: previous, evaluation: evaluation, from: aligned)
    }

    /// The rest of both evaluations, from `start` on, matched through a table.
    private mutating func matchByIdentity(previous: [LayoutConstraint], evaluation: [LayoutConstraint], from start: Int) {
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
                slots.append(Slot(previous: nil, fresh: new))
                continue
            }
            let match = identity.flatMap { waiting.removeValue(forKey: $0) }
            if let match, !taken.contains(ObjectIdentifier(match)) {
                taken.insert(ObjectIdentifier(match))
                slots.append(Slot(previous: match, fresh: new))
            } else {
                slots.append(Slot(previous: nil, fresh: new))
            }
        }
        unmatched = previous[start...].filter { !taken.contains(ObjectIdentifier($0)) }
    }

    /// The constraint's key and its occurrence among the constraints with
    /// that key so far; nil once an item is deallocated.
    private static func identity(of constraint: LayoutConstraint, counting counts: inout [Key: Int]) -> Identity? {
        guard let key = Key(constraint) else { return nil }
        let occurrence = counts[key, default: 0]
        counts[key] = occurrence + 1
        return Identity(key: key, occurrence: occurrence)
    }

    /// Same location, items, attributes and relation (the occurrence aside).
    /// Items are compared by the identities the constraints were made with,
    /// and then only `a`'s are read: an item of `a` that is still alive at
    /// the address `b`'s item had when `b` was made is that item (`a`'s
    /// items were made first, so a dead one may have left its address to
    /// `b`'s, but a living one cannot share it).
    private static func sameWriting(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        guard a.firstAttribute == b.firstAttribute, a.relation == b.relation,
              a.secondAttribute == b.secondAttribute, a.location == b.location,
              a.firstItemIdentity == b.firstItemIdentity, a.secondItemIdentity == b.secondItemIdentity,
              a.firstItem != nil
        else { return false }
        if a.hasDistance || b.hasDistance {
            guard a.firstOriginAttribute == b.firstOriginAttribute, a.secondOriginAttribute == b.secondOriginAttribute,
                  sameItem(a.firstOriginItem, b.firstOriginItem, expected: a.firstOriginAttribute != nil),
                  sameItem(a.secondOriginItem, b.secondOriginItem, expected: a.secondOriginAttribute != nil)
            else { return false }
        }
        return a.secondAttribute == nil || a.secondItem != nil
    }

    /// Both absent where none is expected, or the same living object.
    private static func sameItem(_ a: (any LayoutItem)?, _ b: (any LayoutItem)?, expected: Bool) -> Bool {
        guard expected else { return true }
        guard let a else { return false }
        return a === b
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

import Synchronization

// What a `ConstraintGroup` compares between two evaluations, read here,
// where the constraint's stored properties are declared: their
// `@exclusivity(unchecked)` holds only for reads in this module, and a
// group reads them for every constraint of every evaluation.
extension LayoutConstraint {
    /// Whether `b` was written as this constraint (`a`) was: the same
    /// location, items, attributes and relation. A group pairs the
    /// constraints of two evaluations by it. Items are compared by the
    /// identities the constraints were made with, and then only `a`'s are
    /// read: an item of `a` that is still alive at the address `b`'s item
    /// had when `b` was made is that item (`a`'s items were made first, so a
    /// dead one may have left its address to `b`'s, but a living one cannot
    /// share it).
    package func isWritten(like b: LayoutConstraint) -> Bool {
        let a = self
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
    private func sameItem(_ a: (any LayoutItem)?, _ b: (any LayoutItem)?, expected: Bool) -> Bool {
        guard expected else { return true }
        guard let a else { return false }
        return a === b
    }

    /// Whether `other` has the same `identifier`.
    package func hasSameIdentifier(as other: LayoutConstraint) -> Bool {
        identifier == other.identifier
    }

    /// Gives the constraint `location` unless it already has one (from a
    /// nested builder, which knows the innermost line).
    package func tagIfUntagged(with location: SourceLocation) {
        if self.location == nil { self.location = location }
    }

    /// `constraints` with each object once, at its first place: a builder
    /// may return one object twice. Objects are marked with a number new to
    /// each call instead of being hashed into a set, as a group does for
    /// each evaluation.
    package static func withoutRepeats(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        let mark = repeatMarks.add(1, ordering: .relaxed).newValue
        var result: [LayoutConstraint] = []
        result.reserveCapacity(constraints.count)
        for constraint in constraints where constraint.repeatMark != mark {
            constraint.repeatMark = mark
            result.append(constraint)
        }
        return result
    }

    private static let repeatMarks = Atomic<UInt64>(0)
}

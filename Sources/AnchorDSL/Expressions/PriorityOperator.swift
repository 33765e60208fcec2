/// Binds looser than `==`, so `a.width == 100 ~ .high` gives the whole
/// constraint its priority.
precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~ : LayoutPriorityPrecedence

/// `a.width == 100 ~ .high`: sets the constraint's priority and returns it.
/// A priority outside 1…1000 is kept and rejected when activation is attempted.
@inlinable @inline(__always) public func ~ (lhs: LayoutConstraint, rhs: Priority) -> LayoutConstraint {
    lhs.setPriorityUnchecked(rhs)
    return lhs
}

/// `a.edges == b.edges ~ 750`: sets the priority of every constraint.
@inlinable @inline(__always) public func ~ (lhs: [LayoutConstraint], rhs: Priority) -> [LayoutConstraint] {
    for constraint in lhs { constraint.setPriorityUnchecked(rhs) }
    return lhs
}

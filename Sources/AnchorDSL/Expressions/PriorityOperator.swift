/// Binds looser than `==`, so `a.width == 100 ~ .high` gives the whole
/// constraint its priority.
precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~ : LayoutPriorityPrecedence

/// `a.width == 100 ~ .high`: sets the constraint's priority and returns it.
/// A priority outside 1…1000 is kept and rejected when activation is attempted.
@_alwaysEmitIntoClient @inline(__always) public func ~ (lhs: LayoutConstraint, rhs: Priority) -> LayoutConstraint {
    lhs.setPriorityUnchecked(rhs)
    return lhs
}

/// `a.edges == b.edges ~ 750`: sets the priority of every constraint.
@_alwaysEmitIntoClient @inline(__always) public func ~ (lhs: [LayoutConstraint], rhs: Priority) -> [LayoutConstraint] {
    for constraint in lhs { constraint.setPriorityUnchecked(rhs) }
    return lhs
}

// A priority stored as a number (`let priority = 750`) is not taken by `~`
// directly: an overload generic over the number made every `~ .high` in
// `Benchmarks typecheck` 25% slower to type-check. This unavailable one costs
// correct code nothing (the compiler tries it only once everything else
// failed) and says what to write.

/// Unavailable: `a.width == 100 ~ priority` with `priority` an `Int`,
/// `Double`, `Float` or `CGFloat`; write `~ Priority(priority)`.
@available(*, unavailable, message: "a priority stored as a number is written 'Priority(value)': 'a.width == 100 ~ Priority(priority)'")
@_alwaysEmitIntoClient
public func ~ <N: LayoutNumber>(lhs: LayoutConstraint, rhs: N) -> LayoutConstraint {
    fatalError("unavailable")
}

/// Unavailable: `a.edges == b.edges ~ priority` with `priority` a number;
/// write `~ Priority(priority)`.
@available(*, unavailable, message: "a priority stored as a number is written 'Priority(value)': 'a.edges == b.edges ~ Priority(priority)'")
@_alwaysEmitIntoClient
public func ~ <N: LayoutNumber>(lhs: [LayoutConstraint], rhs: N) -> [LayoutConstraint] {
    fatalError("unavailable")
}

import AnchorCore

// One side of a constraint is `anchor × multiplier + constant`: one anchor.
// A sum, product or quotient of two anchors has no constraint to stand for,
// and without the overloads below the compiler, finding no way to type the
// expression, tries every literal type in every standard `+`, `*` and `/`
// before giving up — seconds for `a.height == b.width * 2 + c.height * 0.5 + 8`,
// then "unable to type-check this expression in reasonable time".
//
// The overloads below accept the mistake, so the expression has a typing,
// found as quickly as a correct one's; each requires a conformance that is
// unavailable, and the compiler rejects that conformance once it has chosen,
// with its message. An unavailable *function* would not do: the compiler
// skips those until it has failed without them, which is the slow search
// itself (measured in `Benchmarks typecheck`'s mistake corpus).

/// What cannot be added to an anchor: another anchor (one side of a
/// constraint holds one), text, an optional. Every conformance is
/// unavailable; it exists to name the mistake.
///
///     a.width == b.width + 8  // one anchor, then a constant
public protocol AddedToAnAnchor {}

/// What cannot be subtracted from an anchor: only two positions of one axis
/// subtract, giving the distance between them (`b.leading - a.trailing`);
/// nor text or an optional. Every conformance is unavailable; it exists to
/// name the mistake.
///
///     (b.leading - a.trailing) >= 8  // a distance
public protocol SubtractedFromAnAnchor {}

/// What cannot multiply an anchor: constraints are linear, so only a
/// number does. Every conformance is unavailable; it exists to name the
/// mistake.
///
///     a.width == b.width * 0.5
public protocol MultiplyingAnAnchor {}

/// An anchor used as a divisor: constraints are linear, so only a number
/// divides. Every conformance is unavailable; it exists to name the mistake.
///
///     a.width == b.width / 2
public protocol AnchorAsDivisor {}

/// Unavailable: `b.width + c.width`, `b.top + title`.
@_alwaysEmitIntoClient public func + <L: LayoutOperand, R>(lhs: L, rhs: R) -> LayoutExpression<L.Anchor>
where R: AddedToAnAnchor {
    fatalError("unreachable: the conformance is unavailable")
}

/// Unavailable: `b.width - c.height`, `b.leading - a.top`, `(b.leading + 8) - a.trailing`.
/// A size, as what was meant is most often a distance, so that the rest of
/// the expression types as one.
@_alwaysEmitIntoClient public func - <L: LayoutOperand, R>(lhs: L, rhs: R) -> LayoutExpression<DimensionAnchor>
where R: SubtractedFromAnAnchor {
    fatalError("unreachable: the conformance is unavailable")
}

/// Unavailable: `b.width * c.height`.
@_alwaysEmitIntoClient public func * <L: LayoutOperand, R>(lhs: L, rhs: R) -> LayoutExpression<L.Anchor>
where R: MultiplyingAnAnchor {
    fatalError("unreachable: the conformance is unavailable")
}

/// Unavailable: `b.width / c.height`.
@_alwaysEmitIntoClient public func / <L: LayoutOperand, R: LayoutOperand>(lhs: L, rhs: R) -> LayoutExpression<L.Anchor>
where R: AnchorAsDivisor {
    fatalError("unreachable: the conformance is unavailable")
}

/// Unavailable: `100 / b.width`.
@_alwaysEmitIntoClient public func / <N: LayoutNumber, R: LayoutOperand>(lhs: N, rhs: R) -> LayoutExpression<R.Anchor>
where R: AnchorAsDivisor {
    fatalError("unreachable: the conformance is unavailable")
}

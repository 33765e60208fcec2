import Foundation

// `@inline(__always)` lets each call site see through the generic operand
// protocols, so building a constraint with the DSL costs what building it by
// hand does (see `Benchmarks dsl`).

/// `a.top == b.top + 8`: an inactive constraint, solved for the left side's anchor.
@_alwaysEmitIntoClient @inline(__always) public func == <L: LayoutOperand, R: LayoutOperand>(lhs: L, rhs: R) -> LayoutConstraint
where L.Anchor == R.Anchor {
    lhs.constraint(.equal, to: rhs)
}

/// `a.bottom <= b.bottom - 8`: an inactive constraint, solved for the left side's anchor.
@_alwaysEmitIntoClient @inline(__always) public func <= <L: LayoutOperand, R: LayoutOperand>(lhs: L, rhs: R) -> LayoutConstraint
where L.Anchor == R.Anchor {
    lhs.constraint(.lessThanOrEqual, to: rhs)
}

/// `a.width >= b.width * 0.5`: an inactive constraint, solved for the left side's anchor.
@_alwaysEmitIntoClient @inline(__always) public func >= <L: LayoutOperand, R: LayoutOperand>(lhs: L, rhs: R) -> LayoutConstraint
where L.Anchor == R.Anchor {
    lhs.constraint(.greaterThanOrEqual, to: rhs)
}

/// `a.width == 44`: a size equal to a constant (positions need another anchor).
@_alwaysEmitIntoClient @inline(__always) public func == <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint
where L.Anchor == DimensionAnchor {
    lhs.constraint(.equal, to: rhs.layoutValue)
}

/// `a.height <= 200`: a size at most a constant.
@_alwaysEmitIntoClient @inline(__always) public func <= <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint
where L.Anchor == DimensionAnchor {
    lhs.constraint(.lessThanOrEqual, to: rhs.layoutValue)
}

/// `a.height >= 20`: a size at least a constant.
@_alwaysEmitIntoClient @inline(__always) public func >= <L: LayoutOperand, N: LayoutNumber>(lhs: L, rhs: N) -> LayoutConstraint
where L.Anchor == DimensionAnchor {
    lhs.constraint(.greaterThanOrEqual, to: rhs.layoutValue)
}

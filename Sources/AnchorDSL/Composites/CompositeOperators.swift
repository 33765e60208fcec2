import Foundation

// `@inline(__always)` lets each call site see through the generic operand
// protocols, so building a constraint with the DSL costs what building it by
// hand does (see `Benchmarks dsl`).

/// `root.edges + LayoutInsets(8)`, `root.center + Offset(x: 0, y: -10)`: adds the insets.
@_alwaysEmitIntoClient @inline(__always) public func + <O: CompositeOperand>(lhs: O, rhs: O.Anchors.Insets) -> CompositeExpression<O.Anchors> {
    lhs.compositeExpression.adding(rhs, by: .leadingTrailing)
}

/// `root.edges - LayoutInsets(8)`: subtracts the insets (an outset).
@_alwaysEmitIntoClient @inline(__always) public func - <O: CompositeOperand>(lhs: O, rhs: O.Anchors.Insets) -> CompositeExpression<O.Anchors> {
    lhs + rhs.negated
}

/// `root.edges + 8`: the same inset on every side.
@_alwaysEmitIntoClient @inline(__always) public func + <O: CompositeOperand, N: LayoutNumber>(lhs: O, rhs: N) -> CompositeExpression<O.Anchors>
where O.Anchors.Insets: UniformCompositeInsets {
    lhs.compositeExpression.adding(O.Anchors.Insets(uniform: rhs.layoutValue), by: nil)
}

/// `root.edges - 8`: the same outset on every side.
@_alwaysEmitIntoClient @inline(__always) public func - <O: CompositeOperand, N: LayoutNumber>(lhs: O, rhs: N) -> CompositeExpression<O.Anchors>
where O.Anchors.Insets: UniformCompositeInsets {
    lhs.compositeExpression.adding(O.Anchors.Insets(uniform: -rhs.layoutValue), by: nil)
}

/// `a.edges == b.edges + 8`: one inactive constraint per anchor, in the composite's order.
@_alwaysEmitIntoClient @inline(__always) public func == <L: CompositeAnchor, R: CompositeOperand>(lhs: L, rhs: R) -> [LayoutConstraint]
where R.Anchors == L {
    lhs.constraints(.equal, rhs.compositeExpression)
}

/// `a.edges <= b.edges`: `a` contains `b` (near edges `<=`, far edges `>=`).
@_alwaysEmitIntoClient @inline(__always) public func <= <L: CompositeAnchor, R: CompositeOperand>(lhs: L, rhs: R) -> [LayoutConstraint]
where R.Anchors == L {
    lhs.constraints(.lessThanOrEqual, rhs.compositeExpression)
}

/// `a.edges >= b.edges + 8`: `a` lies inside `b` by at least the insets.
@_alwaysEmitIntoClient @inline(__always) public func >= <L: CompositeAnchor, R: CompositeOperand>(lhs: L, rhs: R) -> [LayoutConstraint]
where R.Anchors == L {
    lhs.constraints(.greaterThanOrEqual, rhs.compositeExpression)
}

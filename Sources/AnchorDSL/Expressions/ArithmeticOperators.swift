import Foundation

// `@inline(__always)` lets each call site see through the generic operand
// protocols, so building a constraint with the DSL costs what building it by
// hand does (see `Benchmarks dsl`).
//
// One generic overload per operator shape keeps the overload set small, which
// is what keeps expressions fast to type-check.

/// `card.top + 8`: adds to the constant.
@inlinable @inline(__always) public func + <O: LayoutOperand>(lhs: O, rhs: CGFloat) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    expression.constant += rhs
    return expression
}

/// `8 + card.top`: adds to the constant.
@inlinable @inline(__always) public func + <O: LayoutOperand>(lhs: CGFloat, rhs: O) -> LayoutExpression<O.Anchor> {
    rhs + lhs
}

/// `card.top - 8`: subtracts from the constant.
@inlinable @inline(__always) public func - <O: LayoutOperand>(lhs: O, rhs: CGFloat) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    expression.constant -= rhs
    return expression
}

/// `100 - card.width`: negates the multiplier and the constant, then adds.
@inlinable @inline(__always) public func - <O: LayoutOperand>(lhs: CGFloat, rhs: O) -> LayoutExpression<O.Anchor> {
    var expression = rhs.layoutExpression
    expression.multiplier = -expression.multiplier
    expression.constant = lhs - expression.constant
    return expression
}

/// `card.width * 0.5`: scales the multiplier and the constant.
@inlinable @inline(__always) public func * <O: LayoutOperand>(lhs: O, rhs: CGFloat) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    expression.multiplier *= rhs
    expression.constant *= rhs
    return expression
}

/// `0.5 * card.width`: scales the multiplier and the constant.
@inlinable @inline(__always) public func * <O: LayoutOperand>(lhs: CGFloat, rhs: O) -> LayoutExpression<O.Anchor> {
    rhs * lhs
}

/// `(card.width + 10) / 2`: divides the multiplier and the constant.
@inlinable @inline(__always) public func / <O: LayoutOperand>(lhs: O, rhs: CGFloat) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    expression.multiplier /= rhs
    expression.constant /= rhs
    return expression
}

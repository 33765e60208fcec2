import Foundation

// `@inline(__always)` lets each call site see through the generic operand
// protocols, so building a constraint with the DSL costs what building it by
// hand does (see `Benchmarks dsl`).
//
// One generic overload per operator shape keeps the overload set small, which
// is what keeps expressions fast to type-check.

/// `card.top + 8`: adds to the constant.
@_alwaysEmitIntoClient @inline(__always) public func + <O: LayoutOperand, N: LayoutNumber>(lhs: O, rhs: N) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    expression.constant += rhs.layoutValue
    return expression
}

/// `8 + card.top`: adds to the constant.
@_alwaysEmitIntoClient @inline(__always) public func + <N: LayoutNumber, O: LayoutOperand>(lhs: N, rhs: O) -> LayoutExpression<O.Anchor> {
    rhs + lhs
}

/// `card.top - 8`: subtracts from the constant.
@_alwaysEmitIntoClient @inline(__always) public func - <O: LayoutOperand, N: LayoutNumber>(lhs: O, rhs: N) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    expression.constant -= rhs.layoutValue
    return expression
}

/// `100 - card.width`: negates the multiplier and the constant, then adds.
@_alwaysEmitIntoClient @inline(__always) public func - <N: LayoutNumber, O: LayoutOperand>(lhs: N, rhs: O) -> LayoutExpression<O.Anchor> {
    var expression = rhs.layoutExpression
    expression.multiplier = -expression.multiplier
    expression.constant = lhs.layoutValue - expression.constant
    return expression
}

/// `card.width * 0.5`: scales the multiplier and the constant.
@_alwaysEmitIntoClient @inline(__always) public func * <O: LayoutOperand, N: LayoutNumber>(lhs: O, rhs: N) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    let factor = rhs.layoutValue
    expression.multiplier *= factor
    expression.constant *= factor
    return expression
}

/// `0.5 * card.width`: scales the multiplier and the constant.
@_alwaysEmitIntoClient @inline(__always) public func * <N: LayoutNumber, O: LayoutOperand>(lhs: N, rhs: O) -> LayoutExpression<O.Anchor> {
    rhs * lhs
}

/// `(card.width + 10) / 2`: divides the multiplier and the constant.
@_alwaysEmitIntoClient @inline(__always) public func / <O: LayoutOperand, N: LayoutNumber>(lhs: O, rhs: N) -> LayoutExpression<O.Anchor> {
    var expression = lhs.layoutExpression
    let divisor = rhs.layoutValue
    expression.multiplier /= divisor
    expression.constant /= divisor
    return expression
}

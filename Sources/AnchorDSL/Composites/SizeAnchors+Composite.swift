import Foundation

extension SizeAnchors: CompositeAnchor {
    public typealias Insets = CGSize

    /// `[width, height]`, each with the shared multiplier and its own constant.
    ///
    ///     thumb.size == card.size * 0.5 + CGSize(width: 10, height: 0)
    @_alwaysEmitIntoClient @inline(__always) public func constraints(_ relation: Relation, _ target: CompositeExpression<SizeAnchors>) -> [LayoutConstraint] {
        let other = target.anchors, constants = target.insets
        return [
            width.constraint(relation, other.width, multiplier: target.multiplier, plus: constants.width),
            height.constraint(relation, other.height, multiplier: target.multiplier, plus: constants.height),
        ]
    }

    /// `[width, height]` against constants.
    @_alwaysEmitIntoClient func constraints(_ relation: Relation, _ size: CGSize) -> [LayoutConstraint] {
        [width.constraint(relation, to: size.width), height.constraint(relation, to: size.height)]
    }
}

/// `card.size * 0.5`: scales the multiplier and the constants.
@_alwaysEmitIntoClient public func * <O: CompositeOperand, N: LayoutNumber>(lhs: O, rhs: N) -> CompositeExpression<SizeAnchors>
where O.Anchors == SizeAnchors {
    let factor = rhs.layoutValue
    var expression = lhs.compositeExpression
    expression.multiplier *= factor
    expression.insets = CGSize(width: expression.insets.width * factor, height: expression.insets.height * factor)
    return expression
}

/// `0.5 * card.size`: scales the multiplier and the constants.
@_alwaysEmitIntoClient public func * <N: LayoutNumber, O: CompositeOperand>(lhs: N, rhs: O) -> CompositeExpression<SizeAnchors>
where O.Anchors == SizeAnchors {
    rhs * lhs
}

/// `card.size / 2`: divides the multiplier and the constants.
@_alwaysEmitIntoClient public func / <O: CompositeOperand, N: LayoutNumber>(lhs: O, rhs: N) -> CompositeExpression<SizeAnchors>
where O.Anchors == SizeAnchors {
    let divisor = rhs.layoutValue
    var expression = lhs.compositeExpression
    expression.multiplier /= divisor
    expression.insets = CGSize(width: expression.insets.width / divisor, height: expression.insets.height / divisor)
    return expression
}

/// `a.size == CGSize(width: 100, height: 50)`: width and height constants.
public func == (lhs: SizeAnchors, rhs: CGSize) -> [LayoutConstraint] { lhs.constraints(.equal, rhs) }
/// `a.size <= CGSize(width: 100, height: 50)`: width and height at most the constants.
public func <= (lhs: SizeAnchors, rhs: CGSize) -> [LayoutConstraint] { lhs.constraints(.lessThanOrEqual, rhs) }
/// `a.size >= CGSize(width: 44, height: 44)`: width and height at least the constants.
public func >= (lhs: SizeAnchors, rhs: CGSize) -> [LayoutConstraint] { lhs.constraints(.greaterThanOrEqual, rhs) }

/// `a.size == 44`: a square of that side.
public func == <N: LayoutNumber>(lhs: SizeAnchors, rhs: N) -> [LayoutConstraint] { lhs == CGSize(uniform: rhs.layoutValue) }
/// `a.size <= 44`: width and height at most the constant.
public func <= <N: LayoutNumber>(lhs: SizeAnchors, rhs: N) -> [LayoutConstraint] { lhs <= CGSize(uniform: rhs.layoutValue) }
/// `a.size >= 44`: width and height at least the constant.
public func >= <N: LayoutNumber>(lhs: SizeAnchors, rhs: N) -> [LayoutConstraint] { lhs >= CGSize(uniform: rhs.layoutValue) }

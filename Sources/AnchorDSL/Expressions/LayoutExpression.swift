import Foundation

/// One side of a constraint: `anchor × multiplier + constant`. Built by the
/// arithmetic operators; brackets, scalars on either side and `/` follow
/// school algebra.
///
///     let side = (card.width + 10) / 2  // card.width × 0.5 + 5
public struct LayoutExpression<Anchor: LayoutAnchor>: LayoutOperand {
    /// The anchor the expression is built on.
    public var anchor: Anchor
    /// The factor applied to the anchor.
    public var multiplier: CGFloat
    /// The amount added after the factor.
    public var constant: CGFloat

    /// `anchor × multiplier + constant`.
    ///
    ///     let side = LayoutExpression(anchor: card.width, multiplier: 0.5, constant: 10)
    @_alwaysEmitIntoClient public init(anchor: Anchor, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }

    @_alwaysEmitIntoClient public var layoutExpression: LayoutExpression<Anchor> { self }

    /// The constraint `self relation other`, solved for this side's anchor:
    /// `m1·a + c1 ≤ m2·b + c2` becomes `a ≤ (m2/m1)·b + (c2 − c1)/m1`, with the
    /// relation flipped when `m1` is negative.
    ///
    ///     (card.width * 2).constraint(.equal, to: root.width)  // card.width == root.width * 0.5
    @_alwaysEmitIntoClient public func constraint<Other: LayoutOperand>(_ relation: Relation, to other: Other) -> LayoutConstraint
    where Other.Anchor == Anchor {
        let other = other.layoutExpression
        guard multiplier != 0, multiplier.isFinite else {
            return unsolvableConstraint(relation, other)
        }
        return .between(
            anchor, multiplier < 0 ? relation.flipped : relation, other.anchor,
            multiplier: other.multiplier / multiplier, constant: (other.constant - constant) / multiplier)
    }

    /// The constraint `self relation value`, solved for this side's anchor.
    ///
    ///     (card.width * 2).constraint(.lessThanOrEqual, to: 100)  // card.width <= 50
    @_alwaysEmitIntoClient public func constraint(_ relation: Relation, to value: CGFloat) -> LayoutConstraint {
        guard multiplier != 0, multiplier.isFinite else { return unsolvableConstraint(relation, nil, value) }
        return .between(
            anchor, multiplier < 0 ? relation.flipped : relation, nil, multiplier: 1,
            constant: (value - constant) / multiplier)
    }

    /// `a * 0 == …` (or `a * .infinity == …`, `a / 0 == …`) cannot be solved
    /// for `a`. The constraint keeps the right side as written (its anchor,
    /// multiplier and constant) and carries the problem, so activation reports it.
    @usableFromInline func unsolvableConstraint(
        _ relation: Relation, _ other: LayoutExpression<Anchor>?, _ value: CGFloat = 0
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint.between(
            anchor, relation, other?.anchor, multiplier: other?.multiplier ?? 1,
            constant: (other?.constant ?? value) - constant)
        constraint.constructionProblem = multiplier == 0 ? .zeroFirstItemMultiplier : .nonFiniteMultiplier(multiplier)
        return constraint
    }
}

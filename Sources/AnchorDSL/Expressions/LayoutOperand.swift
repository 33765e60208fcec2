import Foundation

/// Anything that can stand on one side of a single constraint: an anchor
/// (`card.top`) or an expression built from one (`card.top + 8`). Both sides of
/// a relation must share `Anchor`, which is what keeps x, y and sizes apart at
/// compile time.
///
///     func pin<O: LayoutOperand>(_ side: O) -> LayoutExpression<O.Anchor> { side.layoutExpression }
public protocol LayoutOperand {
    associatedtype Anchor: LayoutAnchor
    /// The operand as `anchor × multiplier + constant`.
    var layoutExpression: LayoutExpression<Anchor> { get }

    /// The inactive constraint `self relation other`, solved for this side's
    /// anchor; what `==`, `<=` and `>=` build.
    ///
    ///     card.top.constraint(.equal, to: root.top + 8)
    func constraint<Other: LayoutOperand>(_ relation: Relation, to other: Other) -> LayoutConstraint
    where Other.Anchor == Anchor

    /// The inactive constraint `self relation value`, solved for this side's anchor.
    ///
    ///     card.width.constraint(.greaterThanOrEqual, to: 44)
    func constraint(_ relation: Relation, to value: CGFloat) -> LayoutConstraint
}

// A bare anchor on the left has nothing to solve: no division, no check of
// the multiplier. This is the common case and the one the build benchmark
// holds to the cost of a hand-built constraint.
extension LayoutOperand where Self: LayoutAnchor, Anchor == Self {
    @_alwaysEmitIntoClient public func constraint<Other: LayoutOperand>(_ relation: Relation, to other: Other) -> LayoutConstraint
    where Other.Anchor == Anchor {
        let other = other.layoutExpression
        return .between(self, relation, other.anchor, multiplier: other.multiplier, constant: other.constant)
    }

    @_alwaysEmitIntoClient public func constraint(_ relation: Relation, to value: CGFloat) -> LayoutConstraint {
        .between(self, relation, nil, multiplier: 1, constant: value)
    }
}

extension XAxisAnchor: LayoutOperand {
    @_alwaysEmitIntoClient public var layoutExpression: LayoutExpression<XAxisAnchor> { LayoutExpression(anchor: self) }
}

extension YAxisAnchor: LayoutOperand {
    @_alwaysEmitIntoClient public var layoutExpression: LayoutExpression<YAxisAnchor> { LayoutExpression(anchor: self) }
}

extension DimensionAnchor: LayoutOperand {
    @_alwaysEmitIntoClient public var layoutExpression: LayoutExpression<DimensionAnchor> { LayoutExpression(anchor: self) }
}

extension LayoutOperand {
    /// `self relation other × multiplier + constant`, the building block of composites.
    @_alwaysEmitIntoClient func constraint(
        _ relation: Relation, _ other: Anchor, multiplier: CGFloat = 1, plus constant: CGFloat
    ) -> LayoutConstraint {
        self.constraint(relation, to: LayoutExpression(anchor: other, multiplier: multiplier, constant: constant))
    }
}

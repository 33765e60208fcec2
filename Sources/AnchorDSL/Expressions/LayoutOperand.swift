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
}

extension XAxisAnchor: LayoutOperand {
    @inlinable public var layoutExpression: LayoutExpression<XAxisAnchor> { LayoutExpression(anchor: self) }
}

extension YAxisAnchor: LayoutOperand {
    @inlinable public var layoutExpression: LayoutExpression<YAxisAnchor> { LayoutExpression(anchor: self) }
}

extension DimensionAnchor: LayoutOperand {
    @inlinable public var layoutExpression: LayoutExpression<DimensionAnchor> { LayoutExpression(anchor: self) }
}

extension LayoutOperand {
    /// `self relation other × multiplier + constant`, the building block of composites.
    @inlinable func constraint(
        _ relation: Relation, _ other: Anchor, multiplier: CGFloat = 1, plus constant: CGFloat
    ) -> LayoutConstraint {
        layoutExpression.constraint(relation, LayoutExpression(anchor: other, multiplier: multiplier, constant: constant))
    }
}

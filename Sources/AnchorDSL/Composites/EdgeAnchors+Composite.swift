import Foundation

extension EdgeAnchors: CompositeAnchor {
    public typealias Insets = LayoutInsets

    /// `[top, leading, bottom, trailing]`. Insets shrink, so the far edges
    /// (bottom, trailing) subtract theirs and use the flipped relation.
    ///
    ///     card.edges >= root.edges + 8  // top >= +8, leading >= +8, bottom <= -8, trailing <= -8
    @inlinable @inline(__always) public func constraints(_ relation: Relation, _ target: CompositeExpression<EdgeAnchors>) -> [LayoutConstraint] {
        let other = target.anchors, insets = target.insets
        return [
            top.constraint(relation, other.top, plus: insets.top),
            leading.constraint(relation, other.leading, plus: insets.leading),
            bottom.constraint(relation.flipped, other.bottom, plus: -insets.bottom),
            trailing.constraint(relation.flipped, other.trailing, plus: -insets.trailing),
        ]
    }
}

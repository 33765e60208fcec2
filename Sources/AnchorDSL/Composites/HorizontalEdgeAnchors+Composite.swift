import Foundation

extension HorizontalEdgeAnchors: CompositeAnchor {
    public typealias Insets = HorizontalInsets

    /// `[leading, trailing]`; trailing subtracts its inset and flips the relation.
    ///
    ///     label.horizontalEdges == card.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)
    @inlinable @inline(__always) public func constraints(
        _ relation: Relation, _ target: CompositeExpression<HorizontalEdgeAnchors>
    ) -> [LayoutConstraint] {
        let other = target.anchors, insets = target.insets
        return [
            leading.constraint(relation, other.leading, plus: insets.leading),
            trailing.constraint(relation.flipped, other.trailing, plus: -insets.trailing),
        ]
    }
}

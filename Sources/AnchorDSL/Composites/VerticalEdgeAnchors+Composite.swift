import Foundation

extension VerticalEdgeAnchors: CompositeAnchor {
    public typealias Insets = VerticalInsets

    /// `[top, bottom]`; bottom subtracts its inset and flips the relation.
    ///
    ///     label.verticalEdges == card.verticalEdges + 8
    @_alwaysEmitIntoClient @inline(__always) public func constraints(
        _ relation: Relation, _ target: CompositeExpression<VerticalEdgeAnchors>
    ) -> [LayoutConstraint] {
        let other = target.anchors, insets = target.insets
        return [
            top.constraint(relation, other.top, plus: insets.top),
            bottom.constraint(relation.flipped, other.bottom, plus: -insets.bottom),
        ]
    }
}

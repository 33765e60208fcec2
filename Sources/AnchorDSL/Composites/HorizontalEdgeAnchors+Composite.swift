import Foundation

extension HorizontalEdgeAnchors: CompositeAnchor {
    public typealias Insets = HorizontalInsets

    /// `[leading, trailing]` (`[left, right]` for UIKit's and AppKit's
    /// absolute insets); trailing subtracts its inset and flips the relation.
    ///
    ///     label.horizontalEdges == card.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)
    @_alwaysEmitIntoClient @inline(__always) public func constraints(
        _ relation: Relation, _ target: CompositeExpression<HorizontalEdgeAnchors>
    ) -> [LayoutConstraint] {
        let other = target.anchors, insets = target.insets, sides = target.horizontalSides ?? .leadingTrailing
        let made = [
            sides.nearEdge(of: item).constraint(relation, sides.nearEdge(of: other.item), plus: insets.leading),
            sides.farEdge(of: item).constraint(relation.flipped, sides.farEdge(of: other.item), plus: -insets.trailing),
        ]
        if sides == .mixed { HorizontalInsetSides.reportMixed(made[0], made[1]) }
        return made
    }
}

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
        let other = target.anchors, insets = target.insets
        guard let sides = target.horizontalSides, sides != .leadingTrailing else {
            return [
                leading.constraint(relation, other.leading, plus: insets.leading),
                trailing.constraint(relation.flipped, other.trailing, plus: -insets.trailing),
            ]
        }
        let leftRight = sides == .leftRight
        let made = [
            (leftRight ? left : leading).constraint(relation, leftRight ? other.left : other.leading, plus: insets.leading),
            (leftRight ? right : trailing).constraint(relation.flipped, leftRight ? other.right : other.trailing, plus: -insets.trailing),
        ]
        if sides == .mixed { HorizontalInsetSides.reportMixed(made[0], made[1]) }
        return made
    }
}

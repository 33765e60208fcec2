import Foundation

extension EdgeAnchors: CompositeAnchor {
    public typealias Insets = LayoutInsets

    /// `[top, leading, bottom, trailing]` (`[top, left, bottom, right]` for
    /// UIKit's and AppKit's absolute insets). Insets shrink, so the far edges
    /// (bottom, trailing) subtract theirs and use the flipped relation.
    ///
    ///     card.edges >= root.edges + 8  // top >= +8, leading >= +8, bottom <= -8, trailing <= -8
    @_alwaysEmitIntoClient @inline(__always) public func constraints(_ relation: Relation, _ target: CompositeExpression<EdgeAnchors>) -> [LayoutConstraint] {
        let other = target.anchors, insets = target.insets
        // Leading and trailing unless left and right were given: one branch
        // here, not one per edge, keeps a composite as cheap as before
        // UIKit's insets came in (`Benchmarks dsl`).
        guard let sides = target.horizontalSides, sides != .leadingTrailing else {
            return [
                top.constraint(relation, other.top, plus: insets.top),
                leading.constraint(relation, other.leading, plus: insets.leading),
                bottom.constraint(relation.flipped, other.bottom, plus: -insets.bottom),
                trailing.constraint(relation.flipped, other.trailing, plus: -insets.trailing),
            ]
        }
        let leftRight = sides == .leftRight
        let made = [
            top.constraint(relation, other.top, plus: insets.top),
            (leftRight ? left : leading).constraint(relation, leftRight ? other.left : other.leading, plus: insets.leading),
            bottom.constraint(relation.flipped, other.bottom, plus: -insets.bottom),
            (leftRight ? right : trailing).constraint(relation.flipped, leftRight ? other.right : other.trailing, plus: -insets.trailing),
        ]
        if sides == .mixed { HorizontalInsetSides.reportMixed(made[1], made[3]) }
        return made
    }
}

import Foundation

extension CenterAnchors: CompositeAnchor {
    public typealias Insets = Offset

    /// `[centerX, centerY]`; the offset is added as written on both axes.
    ///
    ///     badge.center == avatar.center + Offset(x: 10, y: -5)
    @_alwaysEmitIntoClient @inline(__always) public func constraints(_ relation: Relation, _ target: CompositeExpression<CenterAnchors>) -> [LayoutConstraint] {
        let other = target.anchors, offset = target.insets
        return [
            centerX.constraint(relation, other.centerX, plus: offset.x),
            centerY.constraint(relation, other.centerY, plus: offset.y),
        ]
    }
}

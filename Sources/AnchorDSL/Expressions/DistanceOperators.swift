// The distance between two anchors of one axis is a size, as UIKit's
// `anchorWithOffset(to:)` is an `NSLayoutDimension`
// (developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)):
// it is compared with constants, widths, heights and other distances through
// the dimension overloads, and needs no relation operators of its own. Two
// concrete overloads, so `anchor - 8` keeps its meaning and `a.leading -
// b.top` finds no candidate.

/// `b.leading - a.trailing`: the horizontal distance from `a`'s trailing
/// edge to `b`'s leading edge, a dimension.
///
///     (b.leading - a.trailing) >= 8
@_alwaysEmitIntoClient public func - (lhs: XAxisAnchor, rhs: XAxisAnchor) -> DimensionAnchor {
    DimensionAnchor(from: rhs, to: lhs)
}

/// `body.top - title.bottom`: the vertical distance from `title`'s bottom
/// down to `body`'s top, a dimension.
///
///     (title.firstBaseline - card.top) == 24 ~ .high
@_alwaysEmitIntoClient public func - (lhs: YAxisAnchor, rhs: YAxisAnchor) -> DimensionAnchor {
    DimensionAnchor(from: rhs, to: lhs)
}

/// A size (`width`, `height`) of a layout item, or the distance between two
/// anchors of one axis (`b.leading - a.trailing`, UIKit's
/// `anchorWithOffset(to:)`), which is a size too: it can be compared with a
/// constant, a width, a height or another distance.
///
///     let anchor: DimensionAnchor = card.width
public struct DimensionAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to; for a distance, the item of
    /// the anchor it is measured to.
    public let item: any LayoutItem
    /// `width` or `height`; for a distance, the anchor it is measured to.
    public let attribute: LayoutAttribute
    /// For a distance, the item of the anchor it is measured from; nil for a size.
    public let originItem: (any LayoutItem)?
    /// For a distance, the anchor it is measured from; nil for a size.
    public let originAttribute: LayoutAttribute?

    @_alwaysEmitIntoClient init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        self.originItem = nil
        self.originAttribute = nil
    }

    /// The distance from `origin` to `target`, two anchors of one axis:
    /// positive when `target` lies after `origin` (right of it, below it,
    /// or further along the reading direction for leading and trailing).
    ///
    ///     let gap = DimensionAnchor(from: a.trailing, to: b.leading)
    @_alwaysEmitIntoClient public init(from origin: XAxisAnchor, to target: XAxisAnchor) {
        self.item = target.item
        self.attribute = target.attribute
        self.originItem = origin.item
        self.originAttribute = origin.attribute
    }

    /// The vertical distance from `origin` down to `target`.
    ///
    ///     let gap = DimensionAnchor(from: title.bottom, to: body.top)
    @_alwaysEmitIntoClient public init(from origin: YAxisAnchor, to target: YAxisAnchor) {
        self.item = target.item
        self.attribute = target.attribute
        self.originItem = origin.item
        self.originAttribute = origin.attribute
    }
}

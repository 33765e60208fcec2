/// A size (`width`, `height`) of a layout item.
///
///     let anchor: DimensionAnchor = card.width
public struct DimensionAnchor: LayoutAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    @inlinable init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

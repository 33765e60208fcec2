/// A vertical position (`top`, `bottom`, `centerY`, baselines) of a layout item.
///
///     let anchor: YAxisAnchor = card.top
public struct YAxisAnchor: LayoutAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    @inlinable init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

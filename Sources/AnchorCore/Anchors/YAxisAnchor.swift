/// A vertical position (`top`, `bottom`, `centerY`, baselines) of a layout item.
///
///     let anchor: YAxisAnchor = card.top
public struct YAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem
    /// The attribute of `item` the anchor stands for.
    public let attribute: LayoutAttribute

    @_alwaysEmitIntoClient package init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A horizontal position (`left`, `right`, `leading`, `trailing`, `centerX`) of a layout item.
///
///     let anchor: XAxisAnchor = card.leading
public struct XAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem
    /// The attribute of `item` the anchor stands for.
    public let attribute: LayoutAttribute

    @_alwaysEmitIntoClient init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

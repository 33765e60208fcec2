/// A horizontal position (`left`, `right`, `leading`, `trailing`, `centerX`) of a layout item.
///
///     let anchor: XAxisAnchor = card.leading
public struct XAxisAnchor: LayoutAnchor {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    @inlinable init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// The centre of an item: centerX, then centerY.
///
///     let anchors = card.center
public struct CenterAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @inlinable init(item: any LayoutItem) {
        self.item = item
    }

    /// The horizontal centre.
    @inlinable public var centerX: XAxisAnchor { XAxisAnchor(item: item, attribute: .centerX) }

    /// The vertical centre.
    @inlinable public var centerY: YAxisAnchor { YAxisAnchor(item: item, attribute: .centerY) }
}

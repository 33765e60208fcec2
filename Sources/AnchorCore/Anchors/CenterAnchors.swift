/// The centre of an item: centerX, then centerY.
///
///     let anchors = card.center
public struct CenterAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @_alwaysEmitIntoClient init(item: any LayoutItem) {
        self.item = item
    }

    /// The horizontal centre.
    @_alwaysEmitIntoClient public var centerX: XAxisAnchor { XAxisAnchor(item: item, attribute: .centerX) }

    /// The vertical centre.
    @_alwaysEmitIntoClient public var centerY: YAxisAnchor { YAxisAnchor(item: item, attribute: .centerY) }
}

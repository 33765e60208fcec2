/// The size of an item: width, then height.
///
///     let anchors = card.size
public struct SizeAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @_alwaysEmitIntoClient init(item: any LayoutItem) {
        self.item = item
    }

    /// The width.
    @_alwaysEmitIntoClient public var width: DimensionAnchor { DimensionAnchor(item: item, attribute: .width) }

    /// The height.
    @_alwaysEmitIntoClient public var height: DimensionAnchor { DimensionAnchor(item: item, attribute: .height) }
}

/// The top and bottom edges of an item, in that order.
///
///     let anchors = card.verticalEdges
public struct VerticalEdgeAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @_alwaysEmitIntoClient init(item: any LayoutItem) {
        self.item = item
    }

    /// The top edge.
    @_alwaysEmitIntoClient public var top: YAxisAnchor { YAxisAnchor(item: item, attribute: .top) }

    /// The bottom edge.
    @_alwaysEmitIntoClient public var bottom: YAxisAnchor { YAxisAnchor(item: item, attribute: .bottom) }
}

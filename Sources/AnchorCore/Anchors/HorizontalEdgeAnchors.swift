/// The leading and trailing edges of an item, in that order.
///
///     let anchors = card.horizontalEdges
public struct HorizontalEdgeAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @inlinable init(item: any LayoutItem) {
        self.item = item
    }

    /// The leading edge.
    @inlinable public var leading: XAxisAnchor { XAxisAnchor(item: item, attribute: .leading) }

    /// The trailing edge.
    @inlinable public var trailing: XAxisAnchor { XAxisAnchor(item: item, attribute: .trailing) }
}

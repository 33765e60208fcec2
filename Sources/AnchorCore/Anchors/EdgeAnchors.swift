/// The four edges of an item, in the order constraints come out:
/// top, leading, bottom, trailing.
///
///     let anchors = card.edges
public struct EdgeAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @inlinable init(item: any LayoutItem) {
        self.item = item
    }

    /// The top edge.
    @inlinable public var top: YAxisAnchor { YAxisAnchor(item: item, attribute: .top) }

    /// The leading edge.
    @inlinable public var leading: XAxisAnchor { XAxisAnchor(item: item, attribute: .leading) }

    /// The bottom edge.
    @inlinable public var bottom: YAxisAnchor { YAxisAnchor(item: item, attribute: .bottom) }

    /// The trailing edge.
    @inlinable public var trailing: XAxisAnchor { XAxisAnchor(item: item, attribute: .trailing) }
}

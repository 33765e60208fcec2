/// The four edges of an item, in the order constraints come out:
/// top, leading, bottom, trailing.
///
///     let anchors = card.edges
public struct EdgeAnchors {
    // One item rather than one anchor per edge: fewer references to
    // retain and release each time a composite is built.
    /// The view or guide the anchors belong to.
    public let item: any LayoutItem

    @_alwaysEmitIntoClient init(item: any LayoutItem) {
        self.item = item
    }

    /// The top edge.
    @_alwaysEmitIntoClient public var top: YAxisAnchor { YAxisAnchor(item: item, attribute: .top) }

    /// The leading edge.
    @_alwaysEmitIntoClient public var leading: XAxisAnchor { XAxisAnchor(item: item, attribute: .leading) }

    /// The bottom edge.
    @_alwaysEmitIntoClient public var bottom: YAxisAnchor { YAxisAnchor(item: item, attribute: .bottom) }

    /// The trailing edge.
    @_alwaysEmitIntoClient public var trailing: XAxisAnchor { XAxisAnchor(item: item, attribute: .trailing) }

    /// The left edge, whatever the layout direction (what UIKit's
    /// `UIEdgeInsets` inset).
    @_alwaysEmitIntoClient public var left: XAxisAnchor { XAxisAnchor(item: item, attribute: .left) }

    /// The right edge, whatever the layout direction.
    @_alwaysEmitIntoClient public var right: XAxisAnchor { XAxisAnchor(item: item, attribute: .right) }
}

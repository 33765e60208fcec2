/// The top and bottom edges of an item, in that order.
///
///     let edges = card.verticalEdges
public struct VerticalEdgeAnchors {
    public let top: YAxisAnchor
    public let bottom: YAxisAnchor

    @inlinable init(top: YAxisAnchor, bottom: YAxisAnchor) {
        self.top = top
        self.bottom = bottom
    }
}

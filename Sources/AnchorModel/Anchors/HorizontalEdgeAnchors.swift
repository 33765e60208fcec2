/// The leading and trailing edges of an item, in that order.
///
///     let edges = card.horizontalEdges
public struct HorizontalEdgeAnchors {
    public let leading: XAxisAnchor
    public let trailing: XAxisAnchor

    @inlinable init(leading: XAxisAnchor, trailing: XAxisAnchor) {
        self.leading = leading
        self.trailing = trailing
    }
}

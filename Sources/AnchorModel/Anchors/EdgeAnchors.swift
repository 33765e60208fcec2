/// The four edges of an item, in the order constraints come out:
/// top, leading, bottom, trailing.
///
///     let edges = card.edges
public struct EdgeAnchors {
    public let top: YAxisAnchor
    public let leading: XAxisAnchor
    public let bottom: YAxisAnchor
    public let trailing: XAxisAnchor

    @inlinable init(top: YAxisAnchor, leading: XAxisAnchor, bottom: YAxisAnchor, trailing: XAxisAnchor) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

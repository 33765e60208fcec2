/// The size of an item: width, then height.
///
///     let size = card.size
public struct SizeAnchors {
    public let width: DimensionAnchor
    public let height: DimensionAnchor

    @inlinable init(width: DimensionAnchor, height: DimensionAnchor) {
        self.width = width
        self.height = height
    }
}

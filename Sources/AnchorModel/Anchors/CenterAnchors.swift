/// The centre of an item: centerX, then centerY.
///
///     let center = card.center
public struct CenterAnchors {
    public let centerX: XAxisAnchor
    public let centerY: YAxisAnchor

    @inlinable init(centerX: XAxisAnchor, centerY: YAxisAnchor) {
        self.centerX = centerX
        self.centerY = centerY
    }
}

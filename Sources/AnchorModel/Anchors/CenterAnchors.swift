/// The centre of an item: centerX, then centerY.
///
///     let center = card.center
public struct CenterAnchors {
    public let centerX: XAxisAnchor
    public let centerY: YAxisAnchor
}

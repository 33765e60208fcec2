/// One attribute of one layout item: what a constraint's side is made of.
/// The three conforming types keep the axes apart, so that relating a
/// horizontal position to a vertical one, or a position to a size, does not
/// compile.
///
///     let anchor: any LayoutAnchor = card.top
public protocol LayoutAnchor {
    /// The view or guide the anchor belongs to.
    var item: any LayoutItem { get }
    /// The attribute of `item` the anchor stands for.
    var attribute: LayoutAttribute { get }
    /// For a distance, the item it is measured from; nil otherwise.
    var originItem: (any LayoutItem)? { get }
    /// For a distance, the attribute it is measured from; nil otherwise.
    var originAttribute: LayoutAttribute? { get }
}

extension LayoutAnchor {
    /// Positions are no distances.
    @_alwaysEmitIntoClient public var originItem: (any LayoutItem)? { nil }
    /// Positions are no distances.
    @_alwaysEmitIntoClient public var originAttribute: LayoutAttribute? { nil }
}

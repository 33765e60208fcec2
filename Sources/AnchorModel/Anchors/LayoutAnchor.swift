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
}

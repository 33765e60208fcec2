/// Anything constraints can position. Anchors need only the item's identity
/// and a name for descriptions, so the protocol asks no more: the headless
/// `View` and `LayoutGuide` adopt it, and on Apple platforms so do UIKit's and
/// AppKit's views and guides. Everything else the package asks of an item
/// (where it lives, whether it is a guide, hidden, its intrinsic size) each
/// kind of item answers through the package's `LayoutItemSeam`.
///
///     let item: any LayoutItem = view.safeAreaLayoutGuide
public protocol LayoutItem: AnyObject {
    /// The name shown in constraint descriptions and errors.
    var name: String { get }
    /// The name used in descriptions: a guide is named after its owner
    /// (`root.safeArea`), a view by its own name. A requirement, so that the
    /// headless view and guide answer it directly: every description of a
    /// constraint asks it of its items.
    var qualifiedName: String { get }
}

extension LayoutItem {
    /// An item without a name of its own is named as its kind names it (a
    /// UIKit view by its `accessibilityIdentifier`, else `UILabel#3`), and
    /// an item of a type of your own after its type.
    ///
    ///     final class Marker: LayoutItem {}   // Marker().name == "Marker"
    public var name: String { seam?.itemName ?? String(describing: type(of: self)) }

    /// The name used in descriptions: a guide is named after its owner
    /// (`root.safeArea`), a view by its own name.
    ///
    ///     view.safeAreaLayoutGuide.qualifiedName == "root.safeArea"
    public var qualifiedName: String {
        guard let owner = seam?.nameOwner, owner !== self else { return name }
        return "\(owner.name).\(name)"
    }

    /// The left edge, whatever the layout direction.
    @_alwaysEmitIntoClient public var left: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    @_alwaysEmitIntoClient public var right: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The edge where reading starts: left in left-to-right layouts.
    @_alwaysEmitIntoClient public var leading: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The edge where reading ends: right in left-to-right layouts.
    @_alwaysEmitIntoClient public var trailing: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    @_alwaysEmitIntoClient public var centerX: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    @_alwaysEmitIntoClient public var top: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    @_alwaysEmitIntoClient public var bottom: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    @_alwaysEmitIntoClient public var centerY: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    @_alwaysEmitIntoClient public var width: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    @_alwaysEmitIntoClient public var height: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }

    /// Top, leading, bottom and trailing, for `a.edges == b.edges + insets`.
    @_alwaysEmitIntoClient public var edges: EdgeAnchors {
        EdgeAnchors(item: self)
    }
    /// Leading and trailing, for `a.horizontalEdges == b.horizontalEdges + 16`.
    @_alwaysEmitIntoClient public var horizontalEdges: HorizontalEdgeAnchors {
        HorizontalEdgeAnchors(item: self)
    }
    /// Top and bottom, for `a.verticalEdges == b.verticalEdges + 8`.
    @_alwaysEmitIntoClient public var verticalEdges: VerticalEdgeAnchors {
        VerticalEdgeAnchors(item: self)
    }
    /// CenterX and centerY, for `a.center == b.center + Offset(x: 0, y: -10)`.
    @_alwaysEmitIntoClient public var center: CenterAnchors { CenterAnchors(item: self) }
    /// Width and height, for `a.size == CGSize(width: 44, height: 44)`.
    @_alwaysEmitIntoClient public var size: SizeAnchors { SizeAnchors(item: self) }
}

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
/// UIKit's and AppKit's edge insets, added to `edges`, `horizontalEdges`
/// and `verticalEdges` as the DSL's own are: `UIEdgeInsets` and AppKit's
/// `NSEdgeInsets` by physical side (their left and right hold `left` and
/// `right`, whatever the layout direction), `NSDirectionalEdgeInsets` by
/// reading direction (leading and trailing).
///
///     card.edges == margins.edges + UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
public protocol PlatformEdgeInsets {
    /// The insets side by side, the left one as `leading` and the right one
    /// as `trailing` for insets by physical side.
    var sideInsets: LayoutInsets { get }
    /// Which sides the horizontal insets are given by.
    static var horizontalSides: HorizontalInsetSides { get }
}

#if canImport(UIKit)
extension UIEdgeInsets: PlatformEdgeInsets {
    @_alwaysEmitIntoClient public var sideInsets: LayoutInsets { LayoutInsets(top: top, leading: left, bottom: bottom, trailing: right) }
    @_alwaysEmitIntoClient public static var horizontalSides: HorizontalInsetSides { .leftRight }
}
#else
extension NSEdgeInsets: PlatformEdgeInsets {
    @_alwaysEmitIntoClient public var sideInsets: LayoutInsets { LayoutInsets(top: top, leading: left, bottom: bottom, trailing: right) }
    @_alwaysEmitIntoClient public static var horizontalSides: HorizontalInsetSides { .leftRight }
}
#endif

extension NSDirectionalEdgeInsets: PlatformEdgeInsets {
    @_alwaysEmitIntoClient public var sideInsets: LayoutInsets { LayoutInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    @_alwaysEmitIntoClient public static var horizontalSides: HorizontalInsetSides { .leadingTrailing }
}

/// `margins.edges + UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`:
/// adds UIKit's or AppKit's insets, each side to the edge it names.
@_alwaysEmitIntoClient @inline(__always) public func + <O: CompositeOperand, Insets: PlatformEdgeInsets>(
    lhs: O, rhs: Insets
) -> CompositeExpression<O.Anchors> where O.Anchors.Insets: EdgeCompositeInsets {
    lhs.compositeExpression.adding(O.Anchors.Insets(edgesOf: rhs.sideInsets), by: Insets.horizontalSides)
}

/// `margins.edges - UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`:
/// subtracts them (an outset).
@_alwaysEmitIntoClient @inline(__always) public func - <O: CompositeOperand, Insets: PlatformEdgeInsets>(
    lhs: O, rhs: Insets
) -> CompositeExpression<O.Anchors> where O.Anchors.Insets: EdgeCompositeInsets {
    lhs.compositeExpression.adding(O.Anchors.Insets(edgesOf: -rhs.sideInsets), by: Insets.horizontalSides)
}
#endif

import Foundation

extension LayoutInsets: UniformCompositeInsets, EdgeCompositeInsets {
    @_alwaysEmitIntoClient public init(uniform value: CGFloat) { self.init(value) }

    @_alwaysEmitIntoClient public init(edgesOf insets: LayoutInsets) { self = insets }

    @_alwaysEmitIntoClient public var negated: LayoutInsets { -self }

    @_alwaysEmitIntoClient public var isHorizontallySymmetric: Bool { leading == trailing }
}

extension HorizontalInsets: UniformCompositeInsets, EdgeCompositeInsets {
    @_alwaysEmitIntoClient public init(uniform value: CGFloat) { self.init(value) }

    @_alwaysEmitIntoClient public init(edgesOf insets: LayoutInsets) { self.init(leading: insets.leading, trailing: insets.trailing) }

    @_alwaysEmitIntoClient public var isHorizontallySymmetric: Bool { leading == trailing }

    @_alwaysEmitIntoClient public func adding(_ other: HorizontalInsets) -> HorizontalInsets {
        HorizontalInsets(leading: leading + other.leading, trailing: trailing + other.trailing)
    }

    @_alwaysEmitIntoClient public var negated: HorizontalInsets { -self }
}

extension VerticalInsets: UniformCompositeInsets, EdgeCompositeInsets {
    @_alwaysEmitIntoClient public init(uniform value: CGFloat) { self.init(value) }

    @_alwaysEmitIntoClient public init(edgesOf insets: LayoutInsets) { self.init(top: insets.top, bottom: insets.bottom) }

    @_alwaysEmitIntoClient public func adding(_ other: VerticalInsets) -> VerticalInsets {
        VerticalInsets(top: top + other.top, bottom: bottom + other.bottom)
    }

    @_alwaysEmitIntoClient public var negated: VerticalInsets { -self }
}

extension Offset: CompositeInsets {
    @_alwaysEmitIntoClient public func adding(_ other: Offset) -> Offset {
        Offset(x: x + other.x, y: y + other.y)
    }

    @_alwaysEmitIntoClient public var negated: Offset { -self }
}

extension CGSize: UniformCompositeInsets {
    @_alwaysEmitIntoClient public init(uniform value: CGFloat) { self.init(width: value, height: value) }

    @_alwaysEmitIntoClient public func adding(_ other: CGSize) -> CGSize {
        CGSize(width: width + other.width, height: height + other.height)
    }

    @_alwaysEmitIntoClient public var negated: CGSize { CGSize(width: -width, height: -height) }
}

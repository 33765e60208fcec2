import Foundation

extension LayoutInsets: UniformCompositeInsets, EdgeCompositeInsets {
    @inlinable public init(uniform value: CGFloat) { self.init(value) }

    @inlinable public init(edgesOf insets: LayoutInsets) { self = insets }

    @inlinable public var negated: LayoutInsets { -self }

    @inlinable public var isHorizontallySymmetric: Bool { leading == trailing }
}

extension HorizontalInsets: UniformCompositeInsets, EdgeCompositeInsets {
    @inlinable public init(uniform value: CGFloat) { self.init(value) }

    @inlinable public init(edgesOf insets: LayoutInsets) { self.init(leading: insets.leading, trailing: insets.trailing) }

    @inlinable public var isHorizontallySymmetric: Bool { leading == trailing }

    @inlinable public func adding(_ other: HorizontalInsets) -> HorizontalInsets {
        HorizontalInsets(leading: leading + other.leading, trailing: trailing + other.trailing)
    }

    @inlinable public var negated: HorizontalInsets { -self }
}

extension VerticalInsets: UniformCompositeInsets, EdgeCompositeInsets {
    @inlinable public init(uniform value: CGFloat) { self.init(value) }

    @inlinable public init(edgesOf insets: LayoutInsets) { self.init(top: insets.top, bottom: insets.bottom) }

    @inlinable public func adding(_ other: VerticalInsets) -> VerticalInsets {
        VerticalInsets(top: top + other.top, bottom: bottom + other.bottom)
    }

    @inlinable public var negated: VerticalInsets { -self }
}

extension Offset: CompositeInsets {
    @inlinable public func adding(_ other: Offset) -> Offset {
        Offset(x: x + other.x, y: y + other.y)
    }

    @inlinable public var negated: Offset { -self }
}

extension CGSize: UniformCompositeInsets {
    @inlinable public init(uniform value: CGFloat) { self.init(width: value, height: value) }

    @inlinable public func adding(_ other: CGSize) -> CGSize {
        CGSize(width: width + other.width, height: height + other.height)
    }

    @inlinable public var negated: CGSize { CGSize(width: -width, height: -height) }
}

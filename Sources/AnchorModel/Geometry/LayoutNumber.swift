import Foundation

/// A number of a standard type taken wherever a constant, multiplier, inset,
/// offset, spacing or priority is: `Int`, `Double`, `Float` and `CGFloat`,
/// as SnapKit's `ConstraintConstantTarget` takes them. A spacing stored as
/// `let gap = 8` (an `Int`) then works where the literal `8` does.
///
///     let gap = 8
///     let insets = EdgeInsets(gap)
public protocol LayoutNumber {
    /// The value in points (or as a factor), as a `CGFloat`.
    var layoutValue: CGFloat { get }
}

extension Int: LayoutNumber {
    @inlinable public var layoutValue: CGFloat { CGFloat(self) }
}

extension Double: LayoutNumber {
    @inlinable public var layoutValue: CGFloat { CGFloat(self) }
}

extension Float: LayoutNumber {
    @inlinable public var layoutValue: CGFloat { CGFloat(self) }
}

extension CGFloat: LayoutNumber {
    @inlinable public var layoutValue: CGFloat { self }
}

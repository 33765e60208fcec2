import Foundation

/// A number of a standard type taken wherever a constant, multiplier, inset,
/// offset, spacing or priority is: `Int`, `Double`, `Float` and `CGFloat`,
/// as SnapKit's `ConstraintConstantTarget` takes them. A spacing stored as
/// `let gap = 8` (an `Int`) then works where the literal `8` does.
///
///     let gap = 8
///     let insets = LayoutInsets(gap)
public protocol LayoutNumber {
    /// The value in points (or as a factor), as a `CGFloat`.
    var layoutValue: CGFloat { get }
}

extension Int: LayoutNumber {
    @_alwaysEmitIntoClient public var layoutValue: CGFloat { CGFloat(self) }
}

extension Double: LayoutNumber {
    @_alwaysEmitIntoClient public var layoutValue: CGFloat { CGFloat(self) }
}

extension Float: LayoutNumber {
    @_alwaysEmitIntoClient public var layoutValue: CGFloat { CGFloat(self) }
}

extension CGFloat: LayoutNumber {
    @_alwaysEmitIntoClient public var layoutValue: CGFloat { self }
}

// SE-0299: a number written as an implicit member (`Stack(spacing: .zero)`,
// `LayoutInsets(top: .zero, …)`, `b.width * .infinity`) where any
// `LayoutNumber` is taken resolves as a `CGFloat`, as it did before the
// parameters were generic.
extension LayoutNumber where Self == CGFloat {
    /// 0, as a `CGFloat`.
    ///
    ///     Stack(.vertical, spacing: .zero) { title; subtitle }
    @_alwaysEmitIntoClient public static var zero: CGFloat { 0 }
    /// Not a number, as a `CGFloat`: a bad input that the DSL reports.
    ///
    ///     a.width == b.width + .nan   // reported where it enters
    @_alwaysEmitIntoClient public static var nan: CGFloat { CGFloat.nan }
    /// Infinity, as a `CGFloat`.
    ///
    ///     a.width <= .infinity
    @_alwaysEmitIntoClient public static var infinity: CGFloat { CGFloat.infinity }
    /// The largest finite `CGFloat`.
    ///
    ///     a.width <= .greatestFiniteMagnitude
    @_alwaysEmitIntoClient public static var greatestFiniteMagnitude: CGFloat { CGFloat.greatestFiniteMagnitude }
}

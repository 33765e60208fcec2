import Foundation

/// A displacement along both axes, in screen terms: positive `x` moves right,
/// positive `y` moves down. It is added as written, never negated.
///
///     let offset = Offset(x: 10, y: -5)
public struct Offset: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// A displacement by `x` and `y`.
    ///
    ///     let offset = Offset(x: 10, y: -5)
    @_alwaysEmitIntoClient public init<X: LayoutNumber, Y: LayoutNumber>(x: X, y: Y) {
        self.x = x.layoutValue
        self.y = y.layoutValue
    }

    /// No displacement.
    public static let zero = Offset(x: 0, y: 0)

    /// The opposite displacement.
    ///
    ///     -Offset(x: 10, y: -5) == Offset(x: -10, y: 5)
    @_alwaysEmitIntoClient public static prefix func - (offset: Offset) -> Offset {
        Offset(x: -offset.x, y: -offset.y)
    }
}

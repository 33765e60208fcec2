import Foundation

/// Distances inward from the top and bottom edges.
///
///     let insets = VerticalInsets(top: 8, bottom: 20)
public struct VerticalInsets: Hashable, Sendable {
    public var top: CGFloat
    public var bottom: CGFloat

    /// Insets given side by side.
    ///
    ///     let insets = VerticalInsets(top: 8, bottom: 20)
    @_alwaysEmitIntoClient public init<Top: LayoutNumber, Bottom: LayoutNumber>(top: Top, bottom: Bottom) {
        self.top = top.layoutValue
        self.bottom = bottom.layoutValue
    }

    /// The same inset on both sides.
    ///
    ///     let insets = VerticalInsets(8)
    @_alwaysEmitIntoClient public init<N: LayoutNumber>(_ both: N) { self.init(top: both, bottom: both) }

    /// No inset.
    public static let zero = VerticalInsets(0)

    /// The same insets pointing outward.
    ///
    ///     -VerticalInsets(8) == VerticalInsets(-8)
    @_alwaysEmitIntoClient public static prefix func - (insets: VerticalInsets) -> VerticalInsets {
        VerticalInsets(top: -insets.top, bottom: -insets.bottom)
    }
}

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
    @inlinable public init(top: CGFloat, bottom: CGFloat) {
        self.top = top
        self.bottom = bottom
    }

    /// The same inset on both sides.
    ///
    ///     let insets = VerticalInsets(8)
    @inlinable public init(_ both: CGFloat) { self.init(top: both, bottom: both) }

    /// No inset.
    public static let zero = VerticalInsets(0)

    /// The same insets pointing outward.
    ///
    ///     -VerticalInsets(8) == VerticalInsets(-8)
    @inlinable public static prefix func - (insets: VerticalInsets) -> VerticalInsets {
        VerticalInsets(top: -insets.top, bottom: -insets.bottom)
    }
}

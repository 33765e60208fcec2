import Foundation

/// Distances inward from the leading and trailing edges.
///
///     let insets = HorizontalInsets(leading: 16, trailing: 8)
public struct HorizontalInsets: Hashable, Sendable {
    public var leading: CGFloat
    public var trailing: CGFloat

    /// Insets given side by side.
    ///
    ///     let insets = HorizontalInsets(leading: 16, trailing: 8)
    @_alwaysEmitIntoClient public init<Leading: LayoutNumber, Trailing: LayoutNumber>(leading: Leading, trailing: Trailing) {
        self.leading = leading.layoutValue
        self.trailing = trailing.layoutValue
    }

    /// The same inset on both sides.
    ///
    ///     let insets = HorizontalInsets(16)
    @_alwaysEmitIntoClient public init<N: LayoutNumber>(_ both: N) { self.init(leading: both, trailing: both) }

    /// No inset.
    public static let zero = HorizontalInsets(0)

    /// The same insets pointing outward.
    ///
    ///     -HorizontalInsets(8) == HorizontalInsets(-8)
    @_alwaysEmitIntoClient public static prefix func - (insets: HorizontalInsets) -> HorizontalInsets {
        HorizontalInsets(leading: -insets.leading, trailing: -insets.trailing)
    }
}

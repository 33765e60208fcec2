import Foundation

/// Distances inward from each edge, in reading-direction terms: `leading` is the
/// left in left-to-right layouts and the right in right-to-left ones.
///
/// Positive insets shrink: `a.edges == b.edges + LayoutInsets(8)` puts `a` 8 points
/// inside `b` on every side.
///
///     let insets = LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
public struct LayoutInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets given side by side.
    ///
    ///     let insets = LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    @_alwaysEmitIntoClient public init<Top: LayoutNumber, Leading: LayoutNumber, Bottom: LayoutNumber, Trailing: LayoutNumber>(
        top: Top, leading: Leading, bottom: Bottom, trailing: Trailing
    ) {
        self.top = top.layoutValue
        self.leading = leading.layoutValue
        self.bottom = bottom.layoutValue
        self.trailing = trailing.layoutValue
    }

    /// The same inset on every side.
    ///
    ///     let insets = LayoutInsets(8)
    @_alwaysEmitIntoClient public init<N: LayoutNumber>(_ all: N) {
        let all = all.layoutValue
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// One inset for the leading and trailing sides, another for top and bottom.
    ///
    ///     let insets = LayoutInsets(horizontal: 16, vertical: 8)
    @_alwaysEmitIntoClient public init<Horizontal: LayoutNumber, Vertical: LayoutNumber>(horizontal: Horizontal, vertical: Vertical) {
        let horizontal = horizontal.layoutValue, vertical = vertical.layoutValue
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No inset.
    public static let zero = LayoutInsets(0)

    /// Whether every side is a finite number.
    package var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// Each side added to the same side of `other`.
    ///
    ///     LayoutInsets(8).adding(LayoutInsets(top: 2, leading: 0, bottom: 0, trailing: 0)).top == 10
    @_alwaysEmitIntoClient public func adding(_ other: LayoutInsets) -> LayoutInsets {
        LayoutInsets(
            top: top + other.top, leading: leading + other.leading,
            bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }

    /// Why a view refuses insets that are not `isFinite`.
    package static let finiteRule = "an inset must be finite"

    /// The same insets pointing outward.
    ///
    ///     -LayoutInsets(8) == LayoutInsets(-8)
    @_alwaysEmitIntoClient public static prefix func - (insets: LayoutInsets) -> LayoutInsets {
        LayoutInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)
    }
}

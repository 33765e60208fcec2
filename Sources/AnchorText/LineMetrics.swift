import Foundation

/// The vertical measures of one line of text at one point size, in points.
///
///     let metrics = LineMetrics(ascender: 16.19, descender: 4.10)
public struct LineMetrics: Hashable, Sendable {
    /// How far the tallest glyphs reach above the baseline.
    public var ascender: CGFloat
    /// How far the deepest glyphs reach below the baseline, as a positive number.
    public var descender: CGFloat
    /// The extra space below each line (a font's line gap).
    public var leading: CGFloat

    /// The distance from one line's top to the next one's:
    /// `ascender + descender + leading`.
    ///
    ///     LineMetrics(ascender: 16, descender: 4, leading: 1).lineHeight   // 21
    public var lineHeight: CGFloat { ascender + descender + leading }

    /// Line metrics in points; `descender` is positive.
    ///
    ///     LineMetrics(ascender: 15.4, descender: 3.6, leading: 0.6)
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat = 0) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }
}

import Foundation

extension Font.TextStyle {
    /// The style's point size at `category`.
    ///
    /// Apple's Human Interface Guidelines, Typography, "Specifications —
    /// iOS, iPadOS Dynamic Type sizes": one row per category, from
    /// xSmall to AX5, one column per style in the order of `allCases`
    /// (Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout,
    /// Subhead, Footnote, Caption 1, Caption 2). Since iOS 11 every style
    /// grows at the accessibility sizes, not only Body.
    ///
    ///     Font.TextStyle.body.pointSize(for: .large)   // 17
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        figure(in: Self.sizes, at: category)
    }

    /// The style's cell of a table with a row per category and a column per style.
    private func figure(in table: [[CGFloat]], at category: ContentSizeCategory) -> CGFloat {
        table[ContentSizeCategory.allCases.firstIndex(of: category)!][Self.allCases.firstIndex(of: self)!]
    }

    private static let sizes: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (the default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]

    /// The style's leading at `category`: how far apart UIKit sets the
    /// lines of a text in the style, baseline to baseline.
    ///
    /// Apple's Human Interface Guidelines, Typography, "Specifications —
    /// iOS, iPadOS Dynamic Type sizes", the second figure of each cell
    /// (size/leading: Caption 1 is 12/16 at Large; xxxLarge's subheadline
    /// is 21/28 there, kept as published); a caption1 label that UIKit laid
    /// out on a simulator puts its lines 16 points apart, its leading, where
    /// a line of the font is 14.32 high.
    ///
    ///     Font.TextStyle.caption1.leading(for: .large)   // 16
    public func leading(for category: ContentSizeCategory) -> CGFloat {
        figure(in: Self.leadings, at: category)
    }

    private static let leadings: [[CGFloat]] = [
        [38, 31, 24, 22, 19, 19, 18, 16, 16, 13, 13],  // xSmall
        [39, 32, 25, 23, 20, 20, 19, 18, 16, 13, 13],  // Small
        [40, 33, 26, 24, 21, 21, 20, 19, 16, 13, 13],  // Medium
        [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13],  // Large (the default)
        [43, 37, 30, 28, 24, 24, 23, 22, 20, 19, 18],  // xLarge
        [46, 39, 32, 30, 26, 26, 25, 24, 22, 21, 20],  // xxLarge
        [48, 41, 34, 32, 29, 29, 28, 28, 24, 23, 22],  // xxxLarge
        [52, 46, 41, 38, 34, 34, 32, 31, 29, 28, 25],  // AX1
        [57, 51, 47, 44, 40, 40, 39, 37, 33, 32, 30],  // AX2
        [61, 57, 52, 51, 48, 48, 46, 43, 40, 39, 35],  // AX3
        [66, 62, 59, 58, 56, 56, 52, 50, 46, 44, 41],  // AX4
        [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48],  // AX5
    ]
}

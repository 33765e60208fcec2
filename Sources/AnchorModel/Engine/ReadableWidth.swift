import Foundation

/// UIKit's readable width: the longest line `readableContentGuide` allows
/// at each text size.
enum ReadableWidth {
    /// The readable width at `category`, in points.
    static func width(at category: ContentSizeCategory) -> CGFloat {
        widths[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// xSmall … AX5.
    private static let widths: [CGFloat] = [560, 600, 632, 672, 744, 824, 896, 1016, 1016, 1016, 1016, 1016]
}

import Foundation

/// UIKit's readable width: the line length `readableContentGuide` keeps
/// to, and when it narrows the margins guide to it.
///
/// Apple: the guide never reaches past the layout margins guide, and its
/// width is at most "the readable width defined for the current dynamic
/// text size" (UIView.readableContentGuide). UIKit's code (decompiled,
/// as the research notes give it) measures that width as 46 "m" of the body
/// font, rounded up to 8 points: 672 at Large, as recorded on an iPad (176
/// points of inset each side on a 1024-point screen); it scales with the
/// body font's size here. The guide narrows only where the safe area is
/// more than 88 points wider than the readable width, to the readable width
/// centred, never nearer an edge than the margins or the safe area: on a
/// phone upright (and an iPhone 16 on its side: 734 points of safe area) it
/// is the margins guide.
enum ReadableWidth {
    /// The readable width at `category`, in points.
    static func width(at category: ContentSizeCategory) -> CGFloat {
        let body = Font.TextStyle.body.pointSize(for: category)
        return (672 * body / 17 / 8).rounded(.up) * 8
    }

    /// The readable guide's insets in a view `width` wide with these
    /// safe-area and margins insets (the margins measured from the edges).
    static func insets(
        width: CGFloat, safeArea: AbsoluteInsets, margins: AbsoluteInsets, category: ContentSizeCategory,
        scale: CGFloat?
    ) -> AbsoluteInsets {
        let readable = Self.width(at: category)
        guard width - safeArea.left - safeArea.right - readable > minimumInset else { return margins }
        var side = (width - readable) / 2
        if let scale { side = (side * scale).rounded(.down) / scale }
        return AbsoluteInsets(
            top: margins.top, left: max(side, safeArea.left, margins.left),
            bottom: margins.bottom, right: max(side, safeArea.right, margins.right))
    }

    /// How much wider than the readable width the safe area must be before
    /// the guide narrows (UIKit's ReadableWidthMinimumInsetThreshold).
    private static let minimumInset: CGFloat = 88
}

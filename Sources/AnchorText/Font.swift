import AnchorCore
import Foundation

/// A label's font: the system font at a fixed size, a Dynamic Type text
/// style whose size follows the tree's content size category, or a size of
/// your own that follows it as a text style does (`UIFontMetrics`).
///
///     let title = Label(name: "title", text: "Settings", font: .preferred(.headline))
public struct Font: Hashable, Sendable {
    private enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case preferred(TextStyle)
        case scaled(CGFloat, relativeTo: TextStyle)
        case table([ContentSizeCategory: CGFloat])
    }

    private let size: Size
    /// The stroke weight; a text style has its own (`.headline` is semibold).
    ///
    ///     Font.preferred(.headline).weight   // .semibold
    public let weight: Weight

    private init(size: Size, weight: Weight) {
        self.size = size
        self.weight = weight
    }

    /// The system font at `size` points, the same at every content size
    /// category (as `UIFont.systemFont(ofSize:weight:)`).
    ///
    ///     Font.system(size: 13, weight: .medium)
    public static func system(size: CGFloat, weight: Font.Weight = .regular) -> Font {
        Font(size: .fixed(size), weight: weight)
    }

    /// The system font of a Dynamic Type text style: its size follows the
    /// tree's content size category (as `UIFont.preferredFont(forTextStyle:)`).
    ///
    ///     Font.preferred(.body).pointSize(for: .accessibilityExtraExtraExtraLarge)   // 53
    public static func preferred(_ style: Font.TextStyle) -> Font {
        Font(size: .preferred(style), weight: style == .headline ? .semibold : .regular)
    }

    /// A system font of your own size that scales with Dynamic Type as
    /// `style` does, by the style's own ratio to its size at Large (as
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:)` scales an app's
    /// font): 16 points relative to body is 16 at Large and 16 × 53 / 17
    /// at AX5. The ratios are those of Apple's Dynamic Type table (see
    /// `TextStyle.pointSize(for:)`); a size that is not finite and positive
    /// is refused where a label is given the font.
    ///
    ///     let caption = Font.custom(size: 12, relativeTo: .footnote)
    public static func custom(size: CGFloat, weight: Font.Weight = .regular, relativeTo style: Font.TextStyle) -> Font {
        Font(size: .scaled(size, relativeTo: style), weight: weight)
    }

    /// The system font at the app's own size for each text size it names,
    /// as an app that scales its fonts with a table of its own (not
    /// `UIFontMetrics`): a category the table does not name takes the
    /// nearest one it names, the smaller of two as near. A table with no
    /// sizes, or with a size that is not finite and positive, is refused
    /// where a view is given the font.
    ///
    ///     let price = Font.custom(sizes: [.large: 17, .extraExtraExtraLarge: 23, .accessibilityExtraExtraExtraLarge: 34], weight: .semibold)
    public static func custom(sizes: [ContentSizeCategory: CGFloat], weight: Font.Weight = .regular) -> Font {
        Font(size: .table(sizes), weight: weight)
    }

    /// The point size at `category`: a text style's from Apple's Dynamic
    /// Type table, a custom font's size scaled by its style's ratio, a
    /// system font's own size at every category.
    ///
    ///     Font.preferred(.body).pointSize(for: .extraSmall)   // 14
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        switch size {
        case let .fixed(points): points
        case let .preferred(style): style.pointSize(for: category)
        case let .scaled(points, style): points * style.pointSize(for: category) / style.pointSize(for: .large)
        case let .table(sizes): Self.nearest(to: category, in: sizes)
        }
    }

    private static func nearest(to category: ContentSizeCategory, in sizes: [ContentSizeCategory: CGFloat]) -> CGFloat {
        let all = ContentSizeCategory.allCases
        let wanted = all.firstIndex(of: category)!
        let named = sizes.map { (distance: abs(all.firstIndex(of: $0.key)! - wanted), index: all.firstIndex(of: $0.key)!, size: $0.value) }
        return named.min { ($0.distance, $0.index) < ($1.distance, $1.index) }?.size ?? 0
    }

    /// The text style whose size the font follows: a `.preferred` font's
    /// own, or the one a `.custom` font is relative to; nil for a
    /// `.system` font, which does not scale.
    ///
    ///     Font.preferred(.caption1).textStyle   // .caption1
    public var textStyle: TextStyle? {
        switch size {
        case .fixed, .table: nil
        case let .preferred(style), let .scaled(_, style): style
        }
    }

    /// How far apart UIKit sets the lines of a multi-line text in the font at
    /// `category`, baseline to baseline: a `.preferred` font's text style
    /// leading (`TextStyle.leading(for:)`); nil for any other font, whose
    /// lines are one line height apart.
    ///
    ///     Font.preferred(.caption1).lineSpacing(for: .large)   // 16
    public func lineSpacing(for category: ContentSizeCategory) -> CGFloat? {
        guard case let .preferred(style) = size else { return nil }
        return style.leading(for: category)
    }

    /// Why a font whose size is not finite and positive is refused.
    package static let sizeRule = "a font size must be finite and positive (and a table of sizes name at least one)"

    /// Whether every size the font can take is finite and positive (a
    /// `.system` or `.custom` font of 0, a negative or a NaN size is not).
    package var hasValidSize: Bool {
        switch size {
        case let .fixed(points), let .scaled(points, _): points.isFinite && points > 0
        case .preferred: true
        case let .table(sizes): !sizes.isEmpty && sizes.values.allSatisfy { $0.isFinite && $0 > 0 }
        }
    }

    /// The stroke weights of the system font, lightest first.
    public enum Weight: Sendable, Hashable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Whether the weight is set with the bold outlines (semibold and up).
        ///
        ///     Font.Weight.semibold.isBold   // true
        public var isBold: Bool { self >= .semibold }
    }

    /// UIKit's Dynamic Type text styles.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }
}

extension Font: CustomStringConvertible {
    /// `body`, `headline`, `system 13 medium` or `system 16 relative to
    /// body`, as the pictures and errors show a font.
    public var description: String {
        let weightText = weight == .regular ? "" : " \(weight)"
        return switch size {
        case let .preferred(style): "\(style)"
        case let .fixed(points): "system \(NumberText.format(Double(points)))" + weightText
        case let .scaled(points, style): "system \(NumberText.format(Double(points)))\(weightText) relative to \(style)"
        case let .table(sizes):
            "system" + weightText + " sized by table ("
                + ContentSizeCategory.allCases.compactMap { category in
                    sizes[category].map { "\(category) \(NumberText.format(Double($0)))" }
                }.joined(separator: ", ") + ")"
        }
    }
}

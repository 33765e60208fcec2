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
    /// The typographic features the font is set with (`monospacedDigit()`),
    /// which every `TextMeasuring` is given.
    ///
    ///     Font.system(size: 17).monospacedDigit().features   // [.monospacedDigits]
    public private(set) var features: Features = []
    /// The largest size the font may take (`maximumPointSize(_:)`); nil for none.
    private var largestSize: CGFloat?

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

    /// The font with digits of one width, the other characters as they
    /// were, as `UIFont.monospacedDigitSystemFont(ofSize:weight:)` (Apple:
    /// "all digits of consistent width"; SwiftUI's `monospacedDigit()`): a
    /// column of figures lines up, and a label showing a changing value
    /// keeps its width. How wide a digit is, the measurer says
    /// (`TextMeasuring.width(of:pointSize:weight:features:)`).
    ///
    ///     let elapsed = Label(name: "elapsed", text: "1:11", font: Font.preferred(.body).monospacedDigit())
    public func monospacedDigit() -> Font {
        var font = self
        font.features.insert(.monospacedDigits)
        return font
    }

    /// The font, never larger than `size` points at any text size, as
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)` constrains a font
    /// that follows a text style ("when your interface cannot accommodate
    /// text that is any larger"): body at most 28 is 17 at Large and 28
    /// from AX1 up. A size that is not finite and positive is refused
    /// where a view is given the font.
    ///
    ///     let badge = Font.preferred(.caption1).maximumPointSize(20)
    public func maximumPointSize(_ size: CGFloat) -> Font {
        var font = self
        font.largestSize = size
        return font
    }

    /// The point size at `category`: a text style's from Apple's Dynamic
    /// Type table, a custom font's size scaled by its style's ratio, a
    /// system font's own size at every category; never over its
    /// `maximumPointSize(_:)`.
    ///
    ///     Font.preferred(.body).pointSize(for: .extraSmall)   // 14
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        let points = switch size {
        case let .fixed(points): points
        case let .preferred(style): style.pointSize(for: category)
        case let .scaled(points, style): points * style.pointSize(for: category) / style.pointSize(for: .large)
        case let .table(sizes): Self.nearest(to: category, in: sizes)
        }
        return largestSize.map { min(points, $0) } ?? points
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
    package static let sizeRule =
        "a font size must be finite and positive (and a table of sizes name at least one, and a maximum size be finite and positive)"

    /// Whether every size the font can take is finite and positive (a
    /// `.system` or `.custom` font of 0, a negative or a NaN size, or such
    /// a maximum size, is not).
    package var hasValidSize: Bool {
        if let largestSize, !(largestSize.isFinite && largestSize > 0) { return false }
        return switch size {
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

    /// Typographic features a font is set with, beyond its size and weight.
    public struct Features: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        /// Makes a set of features from its raw bits.
        ///
        ///     Font.Features(rawValue: 1)   // .monospacedDigits
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The ten digits 0…9 all as wide (tabular figures).
        ///
        ///     Font.system(size: 17).monospacedDigit().features.contains(.monospacedDigits)   // true
        public static let monospacedDigits = Features(rawValue: 1 << 0)
    }

    /// UIKit's Dynamic Type text styles.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }
}

extension Font: CustomStringConvertible {
    /// `body`, `headline`, `system 13 medium`, `system 16 relative to
    /// body` or `body, monospaced digits, at most 28`, as the pictures and
    /// errors show a font.
    public var description: String {
        let modifiers = (features.contains(.monospacedDigits) ? ", monospaced digits" : "")
            + (largestSize.map { ", at most \(NumberText.format(Double($0)))" } ?? "")
        return sizeDescription + modifiers
    }

    private var sizeDescription: String {
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

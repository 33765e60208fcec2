import Foundation

/// A label's font: the system font at a fixed size, or a Dynamic Type text
/// style whose size follows the tree's content size category.
///
///     let title = Label(name: "title", text: "Settings", font: .preferred(.headline))
public struct Font: Hashable, Sendable {
    private enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case preferred(TextStyle)
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

    /// The point size at `category`: a text style's from Apple's Dynamic
    /// Type table, a system font's own size at every category.
    ///
    ///     Font.preferred(.body).pointSize(for: .extraSmall)   // 14
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        switch size {
        case let .fixed(points): points
        case let .preferred(style): style.pointSize(for: category)
        }
    }

    /// The text style of a `.preferred` font; nil for a `.system` one.
    ///
    ///     Font.preferred(.caption1).textStyle   // .caption1
    public var textStyle: TextStyle? {
        if case let .preferred(style) = size { return style }
        return nil
    }

    /// Whether every size the font can take is finite and positive (a
    /// `.system` font of 0, a negative or a NaN size is not).
    var hasValidSize: Bool {
        switch size {
        case let .fixed(points): points.isFinite && points > 0
        case .preferred: true
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
    /// `body`, `headline` or `system 13 medium`, as the pictures and errors show a font.
    public var description: String {
        switch size {
        case let .preferred(style): "\(style)"
        case let .fixed(points): "system \(NumberText.format(Double(points)))" + (weight == .regular ? "" : " \(weight)")
        }
    }
}

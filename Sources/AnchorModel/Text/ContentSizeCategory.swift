/// The reader's preferred text size (Dynamic Type), named as UIKit's
/// `UIContentSizeCategory`, smallest first; `.large` is the default.
///
///     root.traitCollection.contentSizeCategory = .accessibilityExtraLarge
public enum ContentSizeCategory: Sendable, CaseIterable, Comparable, Hashable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes, which
    /// Settings offers under Accessibility › Larger Text.
    ///
    ///     ContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Apple's short name (`xSmall` … `AX5`), as a failure names the variant.
    public var description: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }
}

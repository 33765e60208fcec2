/// The reader's preferred text size (Dynamic Type), named as UIKit's
/// `UIContentSizeCategory`, smallest first; `.large` is the default.
///
///     root.traitCollection.contentSizeCategory = .accessibilityExtraLarge
public enum ContentSizeCategory: Sendable, CaseIterable, Comparable, Hashable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes, which
    /// Settings offers under Accessibility › Larger Text.
    ///
    ///     ContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

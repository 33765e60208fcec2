/// The environment a tree is laid out in, as UIKit's `UITraitCollection`:
/// its size classes and the reader's text size. Set on a root; every view
/// of the tree reads the root's.
///
///     root.traitCollection = TraitCollection(horizontalSizeClass: .regular, contentSizeCategory: .extraLarge)
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// How much room there is across: `.compact` on an upright iPhone.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// How much room there is down: `.compact` on an iPhone on its side.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The Dynamic Type size that `.preferred` fonts follow.
    public var contentSizeCategory: ContentSizeCategory

    /// Traits; the defaults are an upright iPhone's at the default text size.
    ///
    ///     TraitCollection(contentSizeCategory: .accessibilityMedium)
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .compact,
        verticalSizeClass: UserInterfaceSizeClass = .regular,
        contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.contentSizeCategory = contentSizeCategory
    }

    /// `compact × regular, large`: width class, height class, text size.
    public var description: String {
        "\(horizontalSizeClass) × \(verticalSizeClass), \(contentSizeCategory)"
    }
}

/// UIKit's size classes: how much room a layout has along one axis.
///
///     if root.traitCollection.horizontalSizeClass == .regular { … }
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

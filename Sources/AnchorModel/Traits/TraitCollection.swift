import Foundation

/// The environment a tree is laid out in, as UIKit's `UITraitCollection`:
/// its size classes, the reader's text size and the screen's scale. Set on
/// a root; every view of the tree reads the root's.
///
///     root.traitCollection = TraitCollection(horizontalSizeClass: .regular, contentSizeCategory: .extraLarge)
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// How much room there is across: `.compact` on an upright iPhone.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// How much room there is down: `.compact` on an iPhone on its side.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The Dynamic Type size that `.preferred` fonts follow.
    public var contentSizeCategory: ContentSizeCategory
    /// Pixels per point: 1 by default, 2 or 3 on a phone's screen (a test's
    /// devices carry theirs). A table's separator is one pixel thick, and a
    /// collection cell's size is rounded to the pixel. A scale that is not
    /// finite and positive counts as 1.
    ///
    ///     root.traitCollection.displayScale = 3
    public var displayScale: CGFloat = 1

    /// Traits; the defaults are an upright iPhone's at the default text size.
    ///
    ///     TraitCollection(contentSizeCategory: .accessibilityMedium)
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .compact,
        verticalSizeClass: UserInterfaceSizeClass = .regular,
        contentSizeCategory: ContentSizeCategory = .large,
        displayScale: CGFloat = 1
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale
    }

    /// `displayScale`, or 1 where it is not finite and positive.
    package var pixelsPerPoint: CGFloat { displayScale.isFinite && displayScale > 0 ? displayScale : 1 }

    /// `compact × regular, large`: width class, height class, text size
    /// (and `@3x` when the scale is not 1).
    public var description: String {
        "\(horizontalSizeClass) × \(verticalSizeClass), \(contentSizeCategory)"
            + (displayScale == 1 ? "" : ", @\(NumberText.format(Double(displayScale)))x")
    }
}

/// UIKit's size classes: how much room a layout has along one axis.
///
///     if root.traitCollection.horizontalSizeClass == .regular { … }
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

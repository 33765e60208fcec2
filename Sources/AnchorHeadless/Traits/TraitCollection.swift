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
    /// Pixels per point: 2 or 3 on a phone's screen (a test's devices carry
    /// theirs), 0 by default: unspecified, as UIKit's `UITraitCollection`
    /// leaves it. With a scale, every frame's edges sit on the pixels and a
    /// text's own size is rounded up to the pixel, as UIKit lays out on a
    /// screen (the solver keeps the exact values underneath); without one,
    /// frames are the exact solved values. A table's separator is one pixel
    /// thick (a point without a scale), and a collection cell's size is
    /// rounded to the pixel. A root refuses a scale that is negative or not
    /// finite.
    ///
    ///     root.traitCollection.displayScale = 3
    public var displayScale: CGFloat = 0
    /// The look of the system's bars, which sets the heights they add to a
    /// child controller's safe area: `.iOS26` by default (a test's devices
    /// carry theirs).
    ///
    ///     root.traitCollection.design = .iOS18
    public var design: SystemDesign = .iOS26

    /// Traits; the defaults are an upright iPhone's at the default text size.
    ///
    ///     TraitCollection(contentSizeCategory: .accessibilityMedium)
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .compact,
        verticalSizeClass: UserInterfaceSizeClass = .regular,
        contentSizeCategory: ContentSizeCategory = .large,
        displayScale: CGFloat = 0,
        design: SystemDesign = .iOS26
    ) {
        self.design = design
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale
    }

    /// `displayScale`, or 1 where it is not finite and positive.
    package var pixelsPerPoint: CGFloat { roundingScale ?? 1 }

    /// The scale frames are put on the pixels of: `displayScale` where it is
    /// finite and positive, else nil (frames stay exact).
    package var roundingScale: CGFloat? { displayScale.isFinite && displayScale > 0 ? displayScale : nil }

    /// Why a root refuses these traits, or nil.
    var problem: String? {
        displayScale.isFinite && displayScale >= 0 ? nil
            : "a display scale must be finite and positive (or 0, unspecified)"
    }

    /// `compact × regular, large`: width class, height class, text size
    /// (and `@3x` when a scale is set, `iOS 18` for the earlier design).
    public var description: String {
        "\(horizontalSizeClass) × \(verticalSizeClass), \(contentSizeCategory)"
            + (displayScale == 0 ? "" : ", @\(NumberText.format(Double(displayScale)))x")
            + (design == .iOS26 ? "" : ", \(design)")
    }
}

/// UIKit's size classes: how much room a layout has along one axis.
///
///     if root.traitCollection.horizontalSizeClass == .regular { … }
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

/// How a `Stack` sizes and places its items along its axis, as
/// `UIStackView.Distribution`
/// (developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum).
///
///     Stack(.horizontal, in: toolbar, distribution: .equalSpacing) { back; title; share }
public enum StackDistribution: Sendable, Hashable, CaseIterable {
    /// The items fill the container; their own constraints and intrinsic
    /// sizes set their lengths, and hugging and compression resistance
    /// decide where they do not fit exactly. On a tie the first item
    /// stretches or shrinks first, as UIKit recorded it.
    case fill
    /// Every visible item has the same length.
    case fillEqually
    /// Lengths proportional to the items' intrinsic lengths along the axis,
    /// as read when the stack is built; an item without one (a nested
    /// stack) takes what its content gives it.
    case fillProportionally
    /// The items keep their lengths; the gaps between them are equal and at
    /// least the spacing.
    case equalSpacing
    /// The items' centres are equally spaced, as far as gaps of at least the
    /// spacing allow.
    case equalCentering
}

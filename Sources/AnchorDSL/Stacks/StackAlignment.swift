/// How a `Stack` places its items across its axis, as
/// `UIStackView.Alignment`
/// (developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum).
///
///     Stack(.horizontal, in: toolbar, alignment: .center) { back; title }
public enum StackAlignment: Sendable, Hashable, CaseIterable {
    /// Both edges across the axis pinned to the container's.
    case fill
    /// The leading edge pinned (vertical stacks), the item kept inside.
    case leading
    /// The top edge pinned (horizontal stacks), the item kept inside.
    case top
    /// Centred across the axis, the item kept inside.
    case center
    /// The trailing edge pinned (vertical stacks), the item kept inside.
    case trailing
    /// The bottom edge pinned (horizontal stacks), the item kept inside.
    case bottom
    /// First baselines aligned, as high as the container allows (horizontal stacks only).
    case firstBaseline
    /// Last baselines aligned, as low as the container allows (horizontal stacks only).
    case lastBaseline
}

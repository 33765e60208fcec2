import Foundation

/// A row or column of items written as ordinary constraints, the ones
/// `UIStackView` would make, in any `@ConstraintBuilder`: the same on Linux
/// and on iOS, composable with every other line, and readable constraint by
/// constraint. No view is added: the container is any view or guide whose
/// edges bound the stack, and the items must lie inside its view.
///
///     LayoutConstraint.activate {
///         Stack(.horizontal, in: toolbar.layoutMarginsGuide, spacing: 8, alignment: .center) {
///             back
///             StackSpacing(16)
///             title
///             if showsShare { share }
///         }
///     }
///
/// A horizontal stack runs from leading to trailing, so it mirrors in a
/// right-to-left layout; a vertical one runs from top to bottom. The first
/// item's leading (top) edge is the container's, the last item's trailing
/// (bottom) edge is the container's. Hidden items (`isHidden`) take no
/// room: their length along the axis is zero (at priority 999, so a
/// required length of their own is not a conflict) and the spacing next to
/// them collapses. Everything the stack reads (which items are hidden, the
/// intrinsic lengths `fillProportionally` divides by) is read when the
/// builder runs: in a `ConstraintGroup`, `update()` re-stacks.
public struct Stack {
    let axis: LayoutAxis
    let container: any LayoutItem
    let spacing: CGFloat
    let distribution: StackDistribution
    let alignment: StackAlignment
    let elements: [StackElement]

    /// A stack of `items` along `axis` inside `container`.
    ///
    ///     Stack(.vertical, in: card.layoutMarginsGuide, spacing: 12) { title; body }
    public init<Spacing: LayoutNumber>(
        _ axis: LayoutAxis,
        in container: any LayoutItem,
        spacing: Spacing = 0,
        distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill,
        @StackBuilder items: () -> [StackElement]
    ) {
        self.axis = axis
        self.container = container
        self.spacing = spacing.layoutValue
        self.distribution = distribution
        self.alignment = alignment
        self.elements = items()
    }
}

extension Stack: ConstraintComponent {
    /// The stack's constraints; none, and a report through
    /// `LayoutDiagnostics` with `location`, if the stack is malformed.
    ///
    ///     let made = Stack(.vertical, in: card) { title; body }.constraints(at: location)
    public func constraints(at location: LayoutConstraint.SourceLocation) -> [LayoutConstraint] {
        switch makeConstraints() {
        case let .success(constraints):
            return constraints
        case let .failure(problem):
            LayoutDiagnostics.report(.invalidStack(message: problem.message, location: location))
            return []
        }
    }
}

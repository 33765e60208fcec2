import Foundation

/// Custom spacing after the previous item of a `Stack`, in place of the
/// stack's `spacing`, as `UIStackView.setCustomSpacing(_:after:)`.
///
///     Stack(.horizontal, in: toolbar, spacing: 8) { back; StackSpacing(16); title }
public struct StackSpacing: Sendable, Hashable {
    /// The gap after the previous item, in points (negative overlaps).
    public let points: CGFloat

    /// A gap of `points` after the previous item, of any standard number type.
    ///
    ///     StackSpacing(16)
    public init<N: LayoutNumber>(_ points: N) {
        self.points = points.layoutValue
    }
}

/// One line of a `Stack`'s items: an item, or custom spacing after the
/// previous one.
///
///     let elements: [StackElement] = StackBuilder.buildExpression(avatar)
public struct StackElement {
    enum Kind {
        case item(any LayoutItem)
        case spacing(CGFloat)
    }

    let kind: Kind
}

/// Gathers a `Stack`'s items in order: views and guides, `StackSpacing`,
/// optionals (`nil` adds nothing), `if`/`else`, `switch`, `for … in` and
/// `#available`.
///
///     @StackBuilder var items: [StackElement] { back; StackSpacing(16); title }
@resultBuilder
public enum StackBuilder {
    /// An item: a view or a guide.
    public static func buildExpression(_ item: any LayoutItem) -> [StackElement] {
        [StackElement(kind: .item(item))]
    }

    /// An optional item: nothing when `nil`.
    public static func buildExpression(_ item: (any LayoutItem)?) -> [StackElement] {
        item.map { [StackElement(kind: .item($0))] } ?? []
    }

    /// Several items, in order.
    public static func buildExpression(_ items: [any LayoutItem]) -> [StackElement] {
        items.map { StackElement(kind: .item($0)) }
    }

    /// Custom spacing after the previous item.
    public static func buildExpression(_ spacing: StackSpacing) -> [StackElement] {
        [StackElement(kind: .spacing(spacing.points))]
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [StackElement]...) -> [StackElement] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`, or `if let`.
    public static func buildOptional(_ part: [StackElement]?) -> [StackElement] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [StackElement]) -> [StackElement] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [StackElement]) -> [StackElement] { part }

    /// A `for … in` loop.
    public static func buildArray(_ parts: [[StackElement]]) -> [StackElement] {
        parts.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [StackElement]) -> [StackElement] { part }
}

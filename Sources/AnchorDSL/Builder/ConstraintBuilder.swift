/// Gathers constraints written one per line, with `if`/`else`, `switch`,
/// `if let`, `for … in` and `#available`, into one array in source order.
/// Each constraint remembers the file and line it was written on, which its
/// `description` and every diagnostic show. A constraint that already knows
/// its line (from a nested builder) keeps it, so locations point at the
/// innermost expression.
///
///     @ConstraintBuilder var layout: [LayoutConstraint] { card.edges == root.edges + 16 }
@resultBuilder
public enum ConstraintBuilder {
    /// A single constraint, tagged with where it was written.
    public static func buildExpression(
        _ constraint: LayoutConstraint, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        buildExpression([constraint], fileID: fileID, line: line)
    }

    /// An array or a composite's result, each tagged with where it was written.
    public static func buildExpression(
        _ constraints: [LayoutConstraint], fileID: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        let location = LayoutConstraint.SourceLocation(fileID: fileID, line: line)
        for constraint in constraints { constraint.tagIfUntagged(with: location) }
        return constraints
    }

    /// The statements of a block, concatenated in source order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
        concatenated(parts)
    }

    /// An `if` without `else`, or `if let`: its constraints, or none.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }

    /// A `for … in` loop: every iteration's constraints, in order.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
        concatenated(parts)
    }

    /// One array of the right size: `flatMap` grew its result as it went,
    /// and a group evaluates its builder at every update.
    private static func concatenated(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
        if parts.count == 1 { return parts[0] }
        var count = 0
        for part in parts { count += part.count }
        var all: [LayoutConstraint] = []
        all.reserveCapacity(count)
        for part in parts { all.append(contentsOf: part) }
        return all
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

/// Gathers constraints written one per line, with `if`/`else`, `switch`,
/// `if let`, `for … in` and `#available`, into one array in source order.
/// Each constraint remembers the file and line it was written on, which its
/// `description` and every diagnostic show.
///
///     @ConstraintBuilder var layout: [LayoutConstraint] { card.edges == root.edges + 16 }
@resultBuilder
public enum ConstraintBuilder {
    /// A single constraint, tagged with where it was written (a constraint
    /// that already carries a location, from another builder, keeps it).
    public static func buildExpression(
        _ constraint: LayoutConstraint, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        if constraint.location == nil {
            constraint.location = SourceLocation(fileID: "\(fileID)", line: Int(line))
        }
        return [constraint]
    }

    /// An array or a composite's result, each tagged with where it was written
    /// (constraints that already carry a location, such as the result of
    /// another `@ConstraintBuilder`, keep theirs).
    public static func buildExpression(
        _ constraints: [LayoutConstraint], fileID: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        let location = SourceLocation(fileID: "\(fileID)", line: Int(line))
        for constraint in constraints where constraint.location == nil { constraint.location = location }
        return constraints
    }

    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
        part ?? []
    }

    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }

    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }

    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

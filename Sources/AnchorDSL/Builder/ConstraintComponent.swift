/// Something written on a line of a `@ConstraintBuilder` that makes its
/// own constraints: a `VisualFormat`, a `Stack`, or a type of your own. The
/// builder tags each constraint it returns with that line.
///
/// One builder overload serves every component: an overload per type gave
/// every line of every builder one more candidate to rule out, which made a
/// slow line slower.
///
///     struct Pinned: ConstraintComponent {
///         let view: View
///         func constraints(at location: LayoutConstraint.SourceLocation) -> [LayoutConstraint] {
///             LayoutConstraint.build { view.edges == view.superview!.edges }
///         }
///     }
public protocol ConstraintComponent {
    /// The component's constraints; a component that cannot make them
    /// reports why through `LayoutDiagnostics`, with `location`, and returns none.
    func constraints(at location: LayoutConstraint.SourceLocation) -> [LayoutConstraint]
}

extension ConstraintBuilder {
    /// A component's constraints, each tagged with the line it was written on.
    public static func buildExpression(
        _ component: any ConstraintComponent, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        let location = LayoutConstraint.SourceLocation(fileID: fileID, line: line)
        return buildExpression(component.constraints(at: location), fileID: fileID, line: line)
    }
}

/// An error in the use of the layout vocabulary. Every one is reported before
/// anything changes: the constraints, views and guides involved are left as
/// they were.
///
///     catch let error as LayoutError { print(error) }
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A constraint, named by its description (with where it was written when
    /// known), cannot be activated or changed.
    case invalidConstraint(constraint: String, problem: ConstraintProblem)
    /// A view was added to itself or to one of its descendants.
    case hierarchyCycle(parent: String, child: String)
    /// A view's built-in guide (margins, safe area, a scroll view's content
    /// or frame guide) was added to another view.
    case builtInGuideMoved(guide: String, to: String)
    /// A scroll view's content or frame layout guide was removed from it;
    /// it stays.
    case builtInGuideRemoved(guide: String, from: String)
    /// A hugging or compression-resistance priority outside 1…1000.
    case invalidContentPriority(view: String, kind: String, priority: Priority)
    /// Required constraints that cannot all hold: `broken` stays active but
    /// is not enforced until a later layout finds it satisfiable again;
    /// `conflicting` is the set it contradicts, as the solver proved it.
    /// Each is a constraint's description with where it was written, or an
    /// engine constraint with the property it comes from ("(frame)",
    /// "(compression resistance)", …).
    case unsatisfiableConstraints(broken: String, conflicting: [String])
    /// Views whose frames the constraints do not determine, with what can move.
    case ambiguousLayout([String])
    /// A view's frame, intrinsic size, margins, safe-area insets or
    /// baseline offset was set to a NaN or infinite value; it keeps its
    /// previous value.
    case invalidGeometry(view: String, property: String, value: String)
    /// A view's `alignmentRectInsets` cannot turn its alignment rectangle
    /// into a frame: an inset is not finite, or negative insets larger than
    /// the rectangle would turn the frame inside out. The frame is the
    /// alignment rectangle itself.
    case invalidAlignmentInsets(view: String, insets: String, reason: String)
    /// A Visual Format Language string in a `@ConstraintBuilder` was refused:
    /// the format, the 0-based position of the problem, what is wrong and
    /// where the format was written. It contributed no constraint.
    case invalidVisualFormat(format: String, position: Int, message: String, location: LayoutConstraint.SourceLocation)
    /// A `Stack` in a `@ConstraintBuilder` was refused: what is wrong and
    /// where the stack was written. It contributed no constraint.
    case invalidStack(message: String, location: LayoutConstraint.SourceLocation)
    /// `systemLayoutSizeFitting` was given a non-finite target or a
    /// priority outside 1…1000; it returns the view's current size.
    case invalidFittingRequest(view: String, String)
    /// A label property was set to a value it cannot take (a negative
    /// `numberOfLines`, a font size that is not finite and positive, …) or
    /// one that a label computes itself; it keeps its previous value.
    case invalidLabelProperty(label: String, property: String, value: String, reason: String)
    /// A view property that does not take part in layout (`alpha`) was set
    /// to a value it cannot take; the view keeps its previous value.
    case invalidViewProperty(view: String, property: String, value: String, reason: String)
    /// A view controller's property was set to a value it cannot take, or
    /// its view used where a controller's view cannot go (another
    /// controller's, another tree); the controller keeps what it had.
    case invalidControllerProperty(controller: String, property: String, value: String, reason: String)
    /// `traitCollection` was set on a view with a superview: traits belong
    /// to the root, and the view keeps reading the root's.
    case traitsOnSubview(view: String, root: String)
    /// A `TextMeasuring` gave a negative or non-finite width or line
    /// metric for the label's text; it counted as 0.
    case invalidTextMeasurement(label: String, text: String)
    /// Labels were still re-wrapping after the engine's pass limit (their
    /// width depends on their height in a way that has no fixed point);
    /// the last pass's frames are kept.
    case labelsDidNotSettle(labels: [String], passes: Int)
    /// The solver refused an operation the engine made; a defect of AnchorDSL.
    case engineFailure(String)

    public var description: String {
        switch self {
        case let .invalidConstraint(constraint, problem):
            "Invalid constraint \(constraint): \(problem)"
        case let .hierarchyCycle(parent, child):
            "Cannot add '\(child)' to '\(parent)': '\(child)' is '\(parent)' or one of its ancestors"
        case let .builtInGuideMoved(guide, view):
            "Cannot add '\(guide)' to '\(view)': a view's margins and safe-area guides, and a scroll view's content and frame guides, belong to it"
        case let .builtInGuideRemoved(guide, view):
            "Cannot remove '\(guide)' from '\(view)': a scroll view's content and frame guides belong to it"
        case let .invalidContentPriority(view, kind, priority):
            "Cannot set the \(kind) priority of '\(view)' to \(priority): it is outside 0…1000"
        case let .unsatisfiableConstraints(broken, conflicting):
            "Unable to satisfy constraints; breaking \(broken)\nIt conflicts with:\n"
                + conflicting.map { "  \($0)" }.joined(separator: "\n")
        case let .ambiguousLayout(views):
            "Ambiguous layout:\n" + views.map { "  \($0)" }.joined(separator: "\n")
        case let .invalidGeometry(view, property, value):
            "Cannot set \(property) of '\(view)' to \(value): it is not finite"
        case let .invalidAlignmentInsets(view, insets, reason):
            "Cannot outset the alignment rectangle of '\(view)' by its alignmentRectInsets \(insets): \(reason); "
                + "its frame is the alignment rectangle"
        case let .invalidVisualFormat(format, position, message, location):
            "Invalid visual format (\(location)): \(message) at \(position) in \"\(format)\""
        case let .invalidStack(message, location):
            "Invalid stack (\(location)): \(message)"
        case let .invalidFittingRequest(view, what):
            "Cannot compute the fitting size of '\(view)': \(what)"
        case let .invalidLabelProperty(label, property, value, reason):
            "Cannot set \(property) of label '\(label)' to \(value): \(reason)"
        case let .invalidViewProperty(view, property, value, reason):
            "Cannot set \(property) of '\(view)' to \(value): \(reason)"
        case let .invalidControllerProperty(controller, property, value, reason):
            "Cannot set \(property) of view controller '\(controller)' to \(value): \(reason)"
        case let .traitsOnSubview(view, root):
            "Cannot set the traitCollection of '\(view)': traits are set on the root of its tree, '\(root)'"
        case let .invalidTextMeasurement(label, text):
            "The text measurer of label '\(label)' gave a negative or non-finite width for \"\(text)\"; counted as 0"
        case let .labelsDidNotSettle(labels, passes):
            "Labels still re-wrapping after \(passes) layout passes (their width depends on their height): "
                + labels.joined(separator: ", ") + "; the last pass's frames are kept"
        case let .engineFailure(what):
            "Layout engine failure (please report): \(what)"
        }
    }
}

/// An axis of a view, for per-axis hugging and compression resistance.
///
///     label.setContentHuggingPriority(.high, for: .horizontal)
public enum LayoutAxis: Sendable {
    case horizontal, vertical
}

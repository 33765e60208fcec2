/// What a `ConstraintGroup`'s `activate()` or `update()` did to the active
/// constraints, each constraint by its description without its source line.
///
///     print(group.update())  // ~ card.height == 400 (was 120)
public struct LayoutChange: Equatable, Sendable, CustomStringConvertible {
    /// Constraints activated, in builder order.
    public var added: [String]
    /// Constraints deactivated, in the order of the previous evaluation.
    public var removed: [String]
    /// Constraints changed in place (constant, priority or both), in builder
    /// order, each followed by its old values: `card.height == 400 (was 120)`.
    public var updated: [String]
    /// Constraints that are identical and were not touched.
    public var kept: Int

    /// A change, as a group reports it.
    ///
    ///     LayoutChange(added: ["card.width == 44"])
    public init(added: [String] = [], removed: [String] = [], updated: [String] = [], kept: Int = 0) {
        self.added = added
        self.removed = removed
        self.updated = updated
        self.kept = kept
    }

    /// Whether nothing was added, removed or updated.
    ///
    ///     if group.update().isEmpty { return }
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && updated.isEmpty }

    /// One line per change: `+ ` added, `- ` removed, `~ ` updated, in that
    /// order; empty when nothing changed.
    public var description: String {
        (added.map { "+ \($0)" } + removed.map { "- \($0)" } + updated.map { "~ \($0)" })
            .joined(separator: "\n")
    }
}

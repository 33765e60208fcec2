/// A table's style, as `UITableView.Style`: how wide its cells are.
///
///     cell.fittedRowHeight(tableWidth: 393, style: .insetGrouped)
public enum TableStyle: Sendable, Hashable {
    /// Cells as wide as the table.
    case plain
    /// Sections apart; cells as wide as the table.
    case grouped
    /// Sections apart, cells inset by the table's side margins (16, or 20 on
    /// iPads and on iPhones wider than 375 points).
    case insetGrouped
}

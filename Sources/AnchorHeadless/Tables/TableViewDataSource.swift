import Foundation

/// What a `TableView` shows, in the shape of UIKit's `UITableViewDataSource`:
/// how many sections and rows, a cell for each row, and the titles of the
/// sections' headers and footers. The table asks it when it lays its rows
/// out: at its first layout, after `reloadData()`, and when its width or
/// traits change.
///
///     final class Settings: TableViewDataSource {
///         func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///         func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { SettingCell(indexPath.row) }
///     }
public protocol TableViewDataSource: AnyObject {
    /// How many sections: 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows the section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row: a new one, or one this table showed before.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The text of the section's header; nil (no header) unless implemented.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of the section's footer; nil (no footer) unless implemented.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, as UIKit's default.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

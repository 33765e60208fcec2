/// The rows a table lays out once a layout has given it its width
/// (`View.settleRows()`), asked of every such view after each layout.
extension LayoutEngine {
    /// Asks each table to lay its rows out at its width; whether any did.
    func settleRows() -> Bool {
        var changed = false
        for settler in rowSettlers {
            if let view = settler.view, view.settleRows() { changed = true }
        }
        return changed
    }
}

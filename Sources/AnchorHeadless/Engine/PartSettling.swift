/// The parts a view lays out itself once a layout has given it its size
/// (`View.settleParts()`: a table's rows, a button's title label and image
/// view), asked of every such view after each layout.
extension LayoutEngine {
    /// Asks each such view to place its parts at the size it was given;
    /// whether any moved.
    func settleParts() -> Bool {
        var changed = false
        for settler in partSettlers {
            if let view = settler.view, view.settleParts() { changed = true }
        }
        return changed
    }
}

import AnchorHeadless
import Foundation

// Cells whose content gives their content view no height.
extension LayoutCheck {
    /// A cell whose content view's constraints give it no height (no size,
    /// for a collection cell), so that UIKit logs "Detected a case where
    /// constraints ambiguously suggest a height of zero for a table view
    /// cell's content view" and uses the standard height: found by
    /// `TableViewCell.fittedRowHeight` and `CollectionViewCell.fittedSize`.
    ///
    ///     expectValidCell(checking: .collapsedCell) { MessageCell() }
    public static let collapsedCell = LayoutCheck(Definition(
        builtIn: "collapsedCell", bit: 1 << 8, judgesTheConstraints: true, find: { $0.finder.collapsedCells() }))
}

extension LayoutProblemFinder {
    func collapsedCells() -> [LayoutProblem] {
        views.compactMap { view, _ in
            guard !ignoring.contains(view.name), let collapse = view.contentCollapse else { return nil }
            let content = view.subviews.first { $0.name == "\(view.name).contentView" }
            let message = "\(view.name): its content view's constraints give it no height: UIKit logs "
                + "\"Detected a case where constraints ambiguously suggest \(collapse.zeroOf) content view\" "
                + "and uses \(collapse.usedInstead). Pin the content from the content view's top to its bottom."
            return LayoutProblem(
                check: .collapsedCell, views: [view.name], message: message,
                constraints: constraints(placing: content?.subviews ?? [], along: [.vertical]), overlays: [])
        }
    }
}

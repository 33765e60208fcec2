import AnchorHeadless
import Foundation

// Cells whose content gives their content view no height.
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

import AnchorDSL
import AnchorHeadless

/// Adds each view to `root`, pinned to its frame by its left, top and size.
func pin(_ placed: [(View, CGRect)], in root: View) {
    for (view, frame) in placed {
        root.addSubview(view)
        LayoutConstraint.activate {
            view.left == root.left + frame.minX
            view.top == root.top + frame.minY
            view.size == frame.size
        }
    }
}

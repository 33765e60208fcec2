import AnchorModel
import Foundation

// What a problem shows besides its message: the constraints that made it,
// and where it lies in a picture of the root.
extension LayoutProblemFinder {
    /// The active constraints that place `views` along `axes`, each once,
    /// as descriptions with the file and line they were written on.
    func constraints(placing views: [View], along axes: [LayoutAxis]) -> [String] {
        var seen = Set<ObjectIdentifier>()
        var found: [String] = []
        for axis in axes {
            for view in views {
                for constraint in view.constraintsAffectingLayout(for: axis)
                where seen.insert(ObjectIdentifier(constraint)).inserted {
                    found.append(constraint.description)
                }
            }
        }
        return found
    }

    /// The view's frame in a picture of the root.
    func pictureRect(of view: View) -> CGRect {
        root.rectInPicture(of: view) ?? view.frame
    }

    /// The axes along which `size` differs from `other` beyond the tolerance.
    static func axes(where size: CGSize, differsFrom other: CGSize) -> [LayoutAxis] {
        var axes: [LayoutAxis] = []
        if abs(size.width - other.width) > tolerance { axes.append(.horizontal) }
        if abs(size.height - other.height) > tolerance { axes.append(.vertical) }
        return axes
    }
}

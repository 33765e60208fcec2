import AnchorHeadless
import Foundation

// What a problem shows besides its message: the constraints that made it,
// and where it lies in a picture of the root.
extension LayoutProblemFinder {
    /// The active constraints that mention `views` along `axes` (the lines
    /// to change), each once, in tree order, as descriptions with the file
    /// and line they were written on; after each view's, its intrinsic size
    /// along the axis as UIKit prints it (`title.width == 120 Hug:250
    /// CompressionResistance:750`). A stack's tie-breaks, which stand for
    /// the order UIKit's engine breaks ties in, are left out.
    func constraints(placing views: [View], along axes: [LayoutAxis]) -> [String] {
        var seen = Set<ObjectIdentifier>()
        var found: [String] = []
        for axis in axes {
            for view in views {
                for constraint in constraintIndex.constraints(mentioning: view, in: self.views.map(\.view))
                where !constraint.breaksATieOnly && constraint.lies(on: axis)
                    && seen.insert(ObjectIdentifier(constraint)).inserted {
                    found.append(constraint.description)
                }
                if let contentSize = view.contentSizeDescription(along: axis) { found.append(contentSize) }
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

/// The tree's active constraints by the views they mention, made when a
/// first problem asks: a tree without problems pays nothing for it.
final class ConstraintIndex {
    private var byView: [ObjectIdentifier: [LayoutConstraint]]?

    func constraints(mentioning view: View, in tree: @autoclosure () -> [View]) -> [LayoutConstraint] {
        if byView == nil {
            var index: [ObjectIdentifier: [LayoutConstraint]] = [:]
            for host in tree() {
                for constraint in host.constraints {
                    for item in constraint.items where item is View {
                        index[ObjectIdentifier(item), default: []].append(constraint)
                    }
                }
            }
            byView = index
        }
        return byView?[ObjectIdentifier(view)] ?? []
    }
}

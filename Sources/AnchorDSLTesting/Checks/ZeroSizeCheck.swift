import AnchorHeadless
import Foundation

// Views that show something at no size, or inside out.
extension LayoutCheck {
    /// A view that shows something with no width or no height, or one that
    /// required constraints gave a negative width or height ("laid out
    /// inside out"). The frame keeps a negative size, as UIKit's does, and
    /// the problem names it. A view shows something when it is seen and is
    /// a label with text, a button with a title, an image view with an
    /// image, a switch or an indicator, has a `backgroundColor` that is not
    /// clear, or holds a subview that shows something: UIKit draws nothing
    /// for an empty spacer at any size.
    public static let zeroSize = LayoutCheck(Definition(
        builtIn: "zeroSize", bit: 1 << 4,
        find: { $0.finder.zeroSize() }, undoings: LayoutProblemFinder.atLeastAPixel))
}

extension LayoutProblemFinder {
    /// What undoes it: a size of at least a pixel each way.
    static func atLeastAPixel(_ finder: LayoutProblemFinder, _ subjects: [View]) -> [[FrameBound]] {
        [[
            FrameBound(subjects[0], .width, .atLeast, plus: finder.padded(1)),
            FrameBound(subjects[0], .height, .atLeast, plus: finder.padded(1)),
        ]]
    }

    /// Views that show nothing are drawn as nothing at any size: an empty
    /// spacer, an anchor for the keyboard, a label without text yet.
    func zeroSize() -> [LayoutProblem] {
        views.compactMap { view, _ in
            guard shows(view), !ignoring.contains(view.name) else { return nil }
            let size = view.frame.size
            if size.width < -Self.tolerance || size.height < -Self.tolerance {
                let negative = [(size.width, "wide"), (size.height, "high")].filter { $0.0 < -Self.tolerance }
                    .map { "\(NumberText.format(Double($0.0))) \($0.1)" }.joined(separator: " and ")
                let message = "\(view.name) is laid out inside out: \(negative) \(Self.format(view.frame))"
                let axes = [(size.width, LayoutAxis.horizontal), (size.height, .vertical)].filter { $0.0 < -Self.tolerance }
                return zeroSize(view, message: message, axes: axes.map(\.1))
            }
            let noWidth = abs(size.width) <= Self.tolerance, noHeight = abs(size.height) <= Self.tolerance
            guard noWidth || noHeight else { return nil }
            let what = noWidth && noHeight ? "no size" : noWidth ? "no width" : "no height"
            let message = "\(view.name) has \(what): \(Self.format(view.frame))"
            return zeroSize(view, message: message, axes: (noWidth ? [.horizontal] : []) + (noHeight ? [.vertical] : []))
        }
    }

    private func zeroSize(_ view: View, message: String, axes: [LayoutAxis]) -> LayoutProblem {
        LayoutProblem(
            check: .zeroSize, views: [view.name], message: message,
            constraints: constraints(placing: [view], along: axes), overlays: [.marked(pictureRect(of: view))],
            subjects: [ObjectIdentifier(view)])
    }
}

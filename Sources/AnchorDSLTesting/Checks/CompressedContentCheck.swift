import AnchorHeadless
import Foundation

// Views laid out smaller than their content needs, or other than the one size UIKit draws them at.
extension LayoutCheck {
    /// A visible view without text laid out smaller than its intrinsic size
    /// along an axis that has one (beyond 0.001 point): an image cut by a
    /// long title (an image view whose `contentMode` scales is not: UIKit
    /// scales its image to the frame); and a control that UIKit draws at one size (a `Switch`,
    /// an `ActivityIndicator`) laid out at any other, stretched or squeezed.
    public static let compressedContent = LayoutCheck(Definition(
        builtIn: "compressedContent", bit: 1 << 6,
        find: { $0.finder.compressedContent() }, content: .compression))
}

extension LayoutCheck.ContentJudgement {
    /// Content of a view's own that is not text is judged; what would undo
    /// its compression is the content at its natural size (exactly, for a
    /// view UIKit draws at a fixed size).
    static let compression = Self(
        participle: "compressed", judges: LayoutProblemFinder.hasContentToCompress, fault: { $0.compression(of: $1) },
        undoing: atNaturalSize)

    private static func atNaturalSize(_ finder: LayoutProblemFinder, _ view: View) -> [FrameBound] {
        let natural = view.intrinsicContentSize
        var bounds: [FrameBound] = []
        for (edge, length) in [(FrameBound.Edge.width, natural.width), (FrameBound.Edge.height, natural.height)]
        where length >= 0 {
            if view.hasFixedSize {
                bounds.append(FrameBound(view, edge, .atLeast, plus: length))
                bounds.append(FrameBound(view, edge, .atMost, plus: length))
            } else {
                bounds.append(FrameBound(view, edge, .atLeast, plus: finder.padded(length)))
            }
        }
        return bounds
    }
}

extension LayoutProblemFinder {
    func compressedContent() -> [LayoutProblem] {
        views.compactMap { view, isVisible in isVisible ? compression(of: view) : nil }
    }

    /// Whether the compressed-content check judges the view: content of
    /// its own that is not text, drawn at its natural size.
    static func hasContentToCompress(_ view: View) -> Bool {
        view.shownTexts.isEmpty && view.superview != nil && !view.scalesContentToFrame
    }

    /// The view held smaller (or, at a fixed size, other) than its content, if it is.
    func compression(of view: View) -> LayoutProblem? {
        guard Self.hasContentToCompress(view), !ignoring.contains(view.name) else { return nil }
        let natural = view.intrinsicContentSize, size = view.frame.size
        if view.hasFixedSize {
            let t = Self.tolerance
            guard abs(size.width - natural.width) > t || abs(size.height - natural.height) > t else { return nil }
            let how = size.width < natural.width - t || size.height < natural.height - t ? "squeezed" : "stretched"
            let message = "\(view.name) \(Self.format(view.frame)) is \(how): UIKit draws it at "
                + "\(NumberText.format(natural)) whatever its frame"
            return compressed(view, message: message, axes: Self.axes(where: size, differsFrom: natural))
        }
        var short: [String] = []
        if natural.width >= 0, size.width < natural.width - Self.tolerance {
            short.append("\(NumberText.format(Double(size.width))) wide where its content needs "
                + NumberText.format(Double(natural.width)))
        }
        if natural.height >= 0, size.height < natural.height - Self.tolerance {
            short.append("\(NumberText.format(Double(size.height))) high where its content needs "
                + NumberText.format(Double(natural.height)))
        }
        guard !short.isEmpty else { return nil }
        let message = "\(view.name) \(Self.format(view.frame)) is compressed: "
            + short.joined(separator: ", and ")
        let axes = [(size.width < natural.width, LayoutAxis.horizontal), (size.height < natural.height, .vertical)]
        return compressed(view, message: message, axes: axes.filter(\.0).map(\.1))
    }

    /// A view held at another size than its content's, and the constraints that hold it there.
    private func compressed(_ view: View, message: String, axes: [LayoutAxis]) -> LayoutProblem {
        // An axis without an intrinsic size (-1) is drawn at the frame's.
        let frame = pictureRect(of: view), intrinsic = view.intrinsicContentSize
        let natural = CGSize(
            width: intrinsic.width < 0 ? frame.width : intrinsic.width,
            height: intrinsic.height < 0 ? frame.height : intrinsic.height)
        return LayoutProblem(
            check: .compressedContent, views: [view.name], message: message,
            constraints: constraints(placing: [view], along: axes),
            overlays: [.naturalSize(frame: frame, natural: natural)], subjects: [ObjectIdentifier(view)])
    }
}

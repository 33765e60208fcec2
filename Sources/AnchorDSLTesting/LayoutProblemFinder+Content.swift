import AnchorHeadless
import Foundation

// The checks of content: text that does not fit its label, and views laid
// out smaller than their content needs.
extension LayoutProblemFinder {
    func truncatedText() -> [LayoutProblem] {
        views.compactMap { view, isVisible in isVisible ? truncation(of: view) : nil }
    }

    /// The view's text cut by its frame, if it is.
    func truncation(of view: View) -> LayoutProblem? {
        guard !ignoring.contains(view.name), let shown = view.textLayout(), shown.isTruncated else { return nil }
        let lines = shown.lines.isEmpty ? "no line" : shown.lines.map(\.quoted).joined(separator: " ")
        let message = "\(view.name) \(Self.format(view.frame)) is truncated: it shows \(lines) "
            + "of \(shown.text.quoted)"
        return LayoutProblem(
            check: .truncatedText, views: [view.name], message: message,
            constraints: constraints(placing: [view], along: [.horizontal, .vertical]),
            overlays: [.truncated(pictureRect(of: view), shows: shown.lines.isEmpty ? "no line" : lines)],
            subjects: [ObjectIdentifier(view)])
    }

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

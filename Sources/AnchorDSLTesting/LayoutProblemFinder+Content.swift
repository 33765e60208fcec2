import AnchorModel
import Foundation

// The checks of content: text that does not fit its label, and views laid
// out smaller than their content needs.
extension LayoutProblemFinder {
    func truncatedText() -> [LayoutProblem] {
        views.compactMap { view, isVisible in
            guard isVisible, !ignoring.contains(view.name), let shown = view.textLayout(), shown.isTruncated else { return nil }
            let lines = shown.lines.isEmpty ? "no line" : shown.lines.map(\.quoted).joined(separator: " ")
            let message = "\(view.name) \(Self.format(view.frame)) is truncated: it shows \(lines) "
                + "of \(shown.text.quoted)"
            return LayoutProblem(check: .truncatedText, views: [view.name], message: message)
        }
    }

    func compressedContent() -> [LayoutProblem] {
        views.compactMap { view, isVisible in
            guard isVisible, view.shownText == nil, view.superview != nil, !ignoring.contains(view.name) else { return nil }
            let natural = view.intrinsicContentSize, size = view.frame.size
            if view.hasFixedSize {
                let t = Self.tolerance
                guard abs(size.width - natural.width) > t || abs(size.height - natural.height) > t else { return nil }
                let how = size.width < natural.width - t || size.height < natural.height - t ? "squeezed" : "stretched"
                let message = "\(view.name) \(Self.format(view.frame)) is \(how): UIKit draws it at "
                    + "\(NumberText.format(natural)) whatever its frame"
                return LayoutProblem(check: .compressedContent, views: [view.name], message: message)
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
            return LayoutProblem(check: .compressedContent, views: [view.name], message: message)
        }
    }
}

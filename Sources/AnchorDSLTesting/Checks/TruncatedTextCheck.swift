import AnchorHeadless
import Foundation

// Text that does not fit its label.
extension LayoutCheck {
    /// A visible label whose lines shown are not its whole text (cut by its
    /// frame or its `numberOfLines`), or a button whose title is shortened.
    public static let truncatedText = LayoutCheck(Definition(
        builtIn: "truncatedText", bit: 1 << 5,
        find: { $0.finder.truncatedText() },
        undoings: { finder, subjects in [ContentJudgement.truncation.undoing(finder, subjects[0])] },
        content: .truncation))
}

extension LayoutCheck.ContentJudgement {
    /// Text is judged where a view shows some; what would undo its cut is
    /// the text laid out whole on one line (its intrinsic size unwrapped).
    static let truncation = Self(
        participle: "cut", judges: { $0.textLayout() != nil }, fault: { $0.truncation(of: $1) },
        undoing: { finder, view in
            let natural = view.intrinsicSize ?? .zero
            return [(FrameBound.Edge.width, natural.width), (.height, natural.height)].filter { $0.1 >= 0 }
                .map { FrameBound(view, $0.0, .atLeast, plus: finder.padded($0.1)) }
        })
}

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
}

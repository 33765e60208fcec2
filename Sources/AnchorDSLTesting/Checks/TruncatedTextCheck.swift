import AnchorHeadless
import Foundation

// Text that does not fit its label.
extension LayoutCheck {
    /// A visible label whose lines shown are not its whole text (cut by its
    /// frame or its `numberOfLines`), or a button whose title is shortened.
    public static let truncatedText = LayoutCheck(Definition(
        builtIn: "truncatedText", bit: 1 << 5,
        find: { $0.finder.truncatedText() }, content: .truncation))
}

extension LayoutCheck.ContentJudgement {
    /// Text is judged where a view shows some; what would undo its cut is
    /// the text laid out whole on one line (its intrinsic size unwrapped).
    static let truncation = Self(
        participle: "cut", judges: { $0.textLayout() != nil }, fault: { $0.truncation(of: $1) }, undoing: wholeOnOneLine)

    private static func wholeOnOneLine(_ finder: LayoutProblemFinder, _ view: View) -> [FrameBound] {
        let natural = view.intrinsicSize ?? .zero
        var bounds: [FrameBound] = []
        for (edge, length) in [(FrameBound.Edge.width, natural.width), (FrameBound.Edge.height, natural.height)]
        where length >= 0 {
            bounds.append(FrameBound(view, edge, .atLeast, plus: finder.padded(length)))
        }
        return bounds
    }
}

extension LayoutProblemFinder {
    func truncatedText() -> [LayoutProblem] {
        views.compactMap { view, isVisible in isVisible ? truncation(of: view) : nil }
    }

    /// The view's text cut by its frame, if it is.
    func truncation(of view: View) -> LayoutProblem? {
        guard !ignoring.contains(view.name), let shown = view.textLayout(), shown.isTruncated else { return nil }
        let lines = shown.lines.isEmpty ? "no line" : shown.lines.map(\.quoted).joined(separator: " ")
        var message = "\(view.name) \(Self.format(view.frame)) is truncated: it shows \(lines) "
            + "of \(shown.text.quoted)"
        if let letter = shown.letterWiderThanRoom {
            message += ", letters up to \(NumberText.hundredths(letter)) wide in \(NumberText.hundredths(shown.room.width))"
        }
        return LayoutProblem(
            check: .truncatedText, views: [view.name], message: message,
            constraints: constraints(placing: [view], along: [.horizontal, .vertical]),
            overlays: [.truncated(pictureRect(of: view), shows: shown.lines.isEmpty ? "no line" : lines)],
            subjects: [ObjectIdentifier(view)])
    }
}

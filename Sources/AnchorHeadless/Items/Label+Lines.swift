import Foundation

extension Label {
    /// After layout, the lines the label shows in its frame: its text (at
    /// `drawnPointSize`) wrapped at the frame's width, cut to `numberOfLines`
    /// and to the whole lines the frame's height holds. When text is left over, the last line
    /// shown holds the rest shortened to end in "…" (`.byTruncatingTail`)
    /// or cut at the edge (`.byClipping`); the wrapping modes just stop.
    ///
    ///     bio.lines   // ["Writes about layout, and", "tests it on Linux."]
    public var lines: [String] { shownLines().lines }

    /// After layout, whether the lines shown are not the whole text.
    ///
    ///     #expect(!title.isTruncated)
    public var isTruncated: Bool { shownLines().isTruncated }

    /// The size of the text wrapped at `size.width` (not wrapped when that
    /// is not positive and finite), with as many lines as `numberOfLines`
    /// allows; a one-line label's text is not wrapped.
    ///
    ///     bio.sizeThatFits(CGSize(width: 200, height: 0))
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        guard numberOfLines != 1, size.width.isFinite, size.width > 0 else { return intrinsicSize(wrappingAt: nil) }
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: size.width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// What the label shows: its text at the size it is drawn at (shrunk to
    /// fit when `adjustsFontSizeToFitWidth`), wrapped at the width of the
    /// room its `textRect(forBounds:limitedToNumberOfLines:)` gives the
    /// text in its frame, cut to the lines that `numberOfLines` and the
    /// room's height allow. `textLayout()`, never nil for a label.
    func shownLines() -> TextLayout {
        let measured = measuredText()
        let room = textRoom(in: CGRect(origin: .zero, size: frame.size))
        guard !text.isEmpty else { return .empty(text, drawn: measured, isTruncated: false, room: room) }
        let drawn = adjustsFontSizeToFitWidth ? textDrawnToFit(measured, in: room.size) : measured
        let all = drawn.lines(wrappingAt: numberOfLines == 1 ? nil : room.width)
        return .lines(
            of: drawn, text: text, fontPointSize: measured.pointSize, in: room, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, lineSpacingAfterLast: all.count == 1, shortfall: lineShortfallShown)
    }
}

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
        guard !text.isEmpty else { return .zero }
        return measuredText().size(wrappingAt: size.width, maximumLines: numberOfLines)
    }

    /// What the label shows: its text at the size it is drawn at (shrunk to
    /// fit when `adjustsFontSizeToFitWidth`), wrapped at the frame's width,
    /// cut to the lines that `numberOfLines` and the frame's height allow.
    /// `textLayout()`, never nil for a label.
    func shownLines() -> TextLayout {
        let measured = measuredText()
        guard !text.isEmpty else {
            return TextLayout(lines: [], isTruncated: false, text: text, drawn: measured, fontPointSize: measured.pointSize)
        }
        let drawn = adjustsFontSizeToFitWidth ? textDrawnToFit(measured) : measured
        let width = frame.width
        let all = drawn.lines(wrappingAt: width)
        var capacity = all.count
        let lineHeight = drawn.metrics.lineHeight
        if lineHeight > 0 {
            capacity = min(capacity, Int(((frame.height + MeasuredText.fitTolerance) / lineHeight).rounded(.down)))
        }
        if numberOfLines > 0 { capacity = min(capacity, numberOfLines) }
        let shown = all.prefix(max(capacity, 0))
        var lines = shown.map { String(drawn.text[$0.range]) }
        let isTruncated = shown.count < all.count
        if isTruncated, let last = shown.last, lineBreakMode == .byTruncatingTail || lineBreakMode == .byClipping {
            lines[lines.count - 1] = drawn.shortenedLine(
                from: last.range.lowerBound, toFit: width, ellipsis: lineBreakMode == .byTruncatingTail)
        }
        return TextLayout(
            lines: lines, isTruncated: isTruncated, text: text, drawn: drawn, fontPointSize: measured.pointSize)
    }
}

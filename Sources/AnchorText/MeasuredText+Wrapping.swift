import Foundation

extension MeasuredText {
    /// One line of wrapped text: where it lies in the text (without the
    /// spaces it broke at) and its width.
    package struct Line {
        package var range: Range<String.Index>
        package var width: CGFloat
        /// Whether a line break ends the line: the paragraph's last line
        /// (the text's last line is not followed by one).
        package var endsParagraph = false
    }

    /// How much wider than the wrap width a line may be and still fit, so
    /// that a label laid out at exactly its widest line's width (which the
    /// solver gives back within rounding) wraps the same way.
    package static let fitTolerance: CGFloat = 0.001

    /// The text broken into lines no wider than `width` (nil: only at line
    /// breaks). Lines break after a run of spaces, at a line break, and on
    /// either side of a CJK character; a word wider than the line breaks
    /// between characters. Every line holds at least one character, so any
    /// width, however small, ends.
    package func lines(wrappingAt width: CGFloat?) -> [Line] {
        let limit = width.map { $0 + Self.fitTolerance } ?? .infinity
        var lines: [Line] = []
        var current: Line?
        // Spaces after the line's last word: part of the line if another
        // word follows, left out of its width if it ends there.
        var pendingSpaces: CGFloat = 0
        var startsAfterWrap = false
        func finish(_ line: Line?, at position: String.Index) {
            lines.append(line ?? Line(range: position..<position, width: 0))
        }
        func finishParagraph(_ line: Line?, at position: String.Index) {
            finish(line, at: position)
            lines[lines.count - 1].endsParagraph = true
        }
        for piece in pieces {
            switch piece.kind {
            case .lineBreak:
                finishParagraph(current, at: piece.range.lowerBound)
                current = nil
                pendingSpaces = 0
                startsAfterWrap = false
            case .spaces:
                if current != nil {
                    pendingSpaces += piece.width
                } else if !startsAfterWrap {
                    // A paragraph's leading spaces are part of its first line.
                    current = Line(range: piece.range, width: piece.width)
                }
            case .word:
                if var line = current {
                    let candidate = line.width + pendingSpaces + piece.width
                    if candidate <= limit {
                        line.range = line.range.lowerBound..<piece.range.upperBound
                        line.width = candidate
                        current = line
                        pendingSpaces = 0
                        continue
                    }
                    lines.append(line)
                    current = nil
                    pendingSpaces = 0
                    startsAfterWrap = true
                }
                if piece.width <= limit {
                    current = Line(range: piece.range, width: piece.width)
                } else {
                    current = split(piece, into: &lines, limit: limit)
                }
            }
        }
        if let current {
            lines.append(current)
        } else if lines.isEmpty || pieces.last?.kind == .lineBreak {
            finish(nil, at: text.endIndex)
        }
        return lines
    }

    /// Breaks a word wider than the line between characters: full lines go
    /// to `lines`, the last part is returned to be continued.
    private func split(_ piece: Piece, into lines: inout [Line], limit: CGFloat) -> Line {
        var line = Line(range: piece.range.lowerBound..<piece.range.lowerBound, width: 0)
        var index = piece.range.lowerBound
        while index < piece.range.upperBound {
            let next = text.index(after: index)
            let width = width(of: text[index], at: index)
            if line.width + width > limit, !line.range.isEmpty {
                lines.append(line)
                line = Line(range: index..<index, width: 0)
            }
            line.range = line.range.lowerBound..<next
            line.width += width
            index = next
        }
        return line
    }

    /// The widest line's width and the height of the lines, wrapped at
    /// `width` and cut to `maximumLines` (0: no limit); see
    /// `layout(of:lineSpacingAfterLast:)` for the heights.
    package func size(wrappingAt width: CGFloat?, maximumLines: Int, lineSpacingAfterLast: Bool = false) -> CGSize {
        let lines = lines(wrappingAt: width)
        let count = maximumLines > 0 ? min(lines.count, maximumLines) : lines.count
        let widest = lines.prefix(count).reduce(0) { max($0, $1.width) }
        return CGSize(width: widest, height: height(of: lines.prefix(count), lineSpacingAfterLast: lineSpacingAfterLast))
    }

    /// Where each of `lines` lies down the text (its top and its
    /// baseline), and the height they take. A line is as tall as the
    /// tallest run it holds, set by the paragraph style's line height
    /// rules; `lineSpacing` comes between lines (and after the last when
    /// `lineSpacingAfterLast`), `paragraphSpacing` after a line that ends a
    /// paragraph, the last aside.
    package func layout(of lines: ArraySlice<Line>, lineSpacingAfterLast: Bool) -> (boxes: [(top: CGFloat, baseline: CGFloat)], height: CGFloat) {
        if runs.count < 2, paragraphStyle == ParagraphStyle() {
            // One font, no spacing: lines the font's line spacing apart (its
            // height, computed as it always was so that plain text measures
            // to the bit, or a text style's leading), the last as tall as a line.
            let spacing = lineSpacing ?? metrics.lineHeight
            let boxes = lines.indices.map { index in
                let top = CGFloat(index - lines.startIndex) * spacing
                return (top: top, baseline: top + metrics.ascender)
            }
            return (boxes, plainHeight(of: lines.count))
        }
        var boxes: [(top: CGFloat, baseline: CGFloat)] = []
        var top: CGFloat = 0
        for (offset, line) in zip(lines.indices, lines) {
            let metrics = metrics(of: line)
            let (height, extraAbove) = paragraphStyle.lineHeight(natural: metrics.lineHeight)
            boxes.append((top, top + extraAbove + metrics.ascender))
            top += height
            let isLast = offset == lines.index(before: lines.endIndex)
            if !isLast || lineSpacingAfterLast { top += paragraphStyle.lineSpacing }
            if !isLast, line.endsParagraph { top += paragraphStyle.paragraphSpacing }
        }
        return (boxes, top)
    }

    /// The height `lines` take, as `layout(of:lineSpacingAfterLast:)`
    /// places them.
    package func height(of lines: ArraySlice<Line>, lineSpacingAfterLast: Bool) -> CGFloat {
        if runs.count < 2, paragraphStyle == ParagraphStyle() { return plainHeight(of: lines.count) }
        return layout(of: lines, lineSpacingAfterLast: lineSpacingAfterLast).height
    }

    /// The height of `count` lines of text in one font: one line height,
    /// and the line spacing before each line after the first.
    private func plainHeight(of count: Int) -> CGFloat {
        guard let lineSpacing, count > 0 else { return CGFloat(count) * metrics.lineHeight }
        return CGFloat(count - 1) * lineSpacing + metrics.lineHeight
    }

    /// How many of `lines`, from the first, fit in `height`: each whole,
    /// as `layout(of:lineSpacingAfterLast:)` places them (the spacing after
    /// a line need not fit).
    package func count(of lines: ArraySlice<Line>, fittingHeight height: CGFloat, lineSpacingAfterLast: Bool) -> Int {
        let limit = height + Self.fitTolerance
        if runs.count < 2, paragraphStyle == ParagraphStyle() {
            // An unlimited height (a text view that scrolls) holds every line.
            let spacing = lineSpacing ?? metrics.lineHeight
            let fitting = limit < metrics.lineHeight ? 0 : ((limit - metrics.lineHeight) / spacing).rounded(.down) + 1
            guard metrics.lineHeight > 0, fitting < CGFloat(lines.count) else { return lines.count }
            return max(Int(fitting), 0)
        }
        let boxes = layout(of: lines, lineSpacingAfterLast: lineSpacingAfterLast).boxes
        var count = 0
        for (box, line) in zip(boxes, lines) {
            let metrics = metrics(of: line)
            guard box.baseline + metrics.descender + metrics.leading <= limit else { break }
            count += 1
        }
        return count
    }

    /// The tallest metrics of the runs `line` holds (the run it starts in,
    /// for an empty line).
    package func metrics(of line: Line) -> LineMetrics {
        guard runs.count > 1 else { return metrics }
        var tallest: LineMetrics?
        for run in runs where run.range.overlaps(line.range) || run.range.contains(line.range.lowerBound) {
            let current = tallest ?? run.metrics
            tallest = LineMetrics(
                ascender: max(current.ascender, run.metrics.ascender),
                descender: max(current.descender, run.metrics.descender),
                leading: max(current.leading, run.metrics.leading))
        }
        return tallest ?? metrics
    }

    /// `text[from...]` set on one line and shortened, character by
    /// character, until it fits in `width` followed by "…" (when
    /// `ellipsis`) or on its own (a clip). Line breaks count as spaces; the
    /// spaces before the "…" are left out. At least the "…" or one
    /// character is kept.
    package func shortenedLine(from start: String.Index, toFit width: CGFloat, ellipsis: Bool) -> String {
        let limit = width + Self.fitTolerance
        let mark: Character = "…"
        let markWidth = ellipsis ? self.width(of: mark) : 0
        var kept = ""
        var used: CGFloat = 0
        for index in text[start...].indices {
            let character = text[index]
            let shown: Character = character.isNewline ? " " : character
            let next = used + self.width(of: shown, at: index)
            if next + markWidth > limit, !(kept.isEmpty && !ellipsis) { break }
            kept.append(shown)
            used = next
        }
        guard ellipsis else { return kept }
        while kept.last == " " { kept.removeLast() }
        return kept + String(mark)
    }

    /// The whole text on one line, shortened in the middle to fit `width`
    /// with "…" between its start and its end, the start keeping a character
    /// more when they cannot be even, as a button's title is: "Sub…ribe". Line
    /// breaks count as spaces. At least the "…" is kept.
    package func shortenedInTheMiddle(toFit width: CGFloat) -> String {
        let mark: Character = "…"
        let characters = text.map { $0.isNewline ? " " : $0 }
        let room = width + Self.fitTolerance - self.width(of: mark)
        var head = 0, tail = 0
        var used: CGFloat = 0
        while head + tail < characters.count {
            let fromHead = head <= tail
            let character = characters[fromHead ? head : characters.count - 1 - tail]
            let next = used + self.width(of: character)
            if next > room { break }
            used = next
            if fromHead { head += 1 } else { tail += 1 }
        }
        return String(characters[..<head]) + String(mark) + String(characters[(characters.count - tail)...])
    }
}

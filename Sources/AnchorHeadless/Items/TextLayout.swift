import Foundation

/// What a view with text shows in its frame: the lines, whether they are
/// not the whole text, the text as drawn (at the size it is drawn at), and
/// where the lines lie. The checks, the pictures and a label's `lines` read
/// it.
package struct TextLayout {
    /// The lines shown, the last one shortened if text is left over.
    package let lines: [String]
    /// Whether the lines shown are not the whole text.
    package let isTruncated: Bool
    /// The whole text.
    package let text: String
    /// The text measured at the size it is drawn at.
    let drawn: MeasuredText
    /// The font's size at the tree's content size category; more than the
    /// drawn size when the text was shrunk to fit.
    let fontPointSize: CGFloat
    /// Where the text lies in the view's bounds (inside a text field's
    /// border, a text view's container inset, a padded label's padding).
    package var room = CGRect.zero
    /// The lines shown as the drawn text broke them (before the last was
    /// shortened), and whether line spacing follows the last.
    var shown: ArraySlice<MeasuredText.Line> = []
    var lineSpacingAfterLast = false
    /// Where the text is whole but a letter is wider than the room (a label
    /// squeezed to a column of letters), the widest line's width.
    package var letterWiderThanRoom: CGFloat?

    /// Each line's width as measured, a shortened line's as shown (with its
    /// "…"): the pictures draw each line to it, whatever font the viewer has.
    var lineWidths: [CGFloat] {
        zip(lines, shown).map { line, measured in
            guard String(drawn.text[measured.range]) != line else { return measured.width }
            let run = drawn.runs.first { $0.range.contains(measured.range.lowerBound) }?.run
            return MeasuredText(
                line, measurer: drawn.measurer, pointSize: run?.pointSize ?? drawn.pointSize,
                weight: run?.weight ?? drawn.weight, features: run?.features ?? [], breaksAnywhere: false
            ).lines(wrappingAt: nil).first?.width ?? 0
        }
    }

    /// Each line's baseline, down from `room`'s top: for the pictures.
    var baselines: [CGFloat] {
        drawn.layout(of: shown, lineSpacingAfterLast: lineSpacingAfterLast).boxes.map(\.baseline)
    }

    /// A layout of no lines (nothing to show, or no room to show it in).
    static func empty(_ text: String, drawn: MeasuredText, isTruncated: Bool, room: CGRect) -> TextLayout {
        TextLayout(lines: [], isTruncated: isTruncated, text: text, drawn: drawn, fontPointSize: drawn.pointSize, room: room)
    }

    /// `drawn` wrapped at `room`'s width (when `wraps`, by default unless
    /// `numberOfLines` is 1), cut to `numberOfLines` (0: no limit) and to the whole lines
    /// `room`'s height holds. When text is left over, the last line shown
    /// holds the rest shortened to end in "…" (`.byTruncatingTail`) or cut
    /// at the edge (`.byClipping`); a one-line text that does not fit is
    /// shortened in the middle (`.byTruncatingMiddle`); the wrapping modes
    /// just stop.
    /// A line whose bottom is less than `shortfall` below the room still
    /// shows (`View.lineShortfallShown`).
    static func lines(
        of drawn: MeasuredText, text: String, fontPointSize: CGFloat, in room: CGRect, numberOfLines: Int,
        wraps: Bool? = nil, lineBreakMode: LineBreakMode, lineSpacingAfterLast: Bool, shortfall: CGFloat = 0
    ) -> TextLayout {
        let tolerance = MeasuredText.fitTolerance
        let all = drawn.lines(wrappingAt: wraps ?? (numberOfLines != 1) ? room.width : nil)
        let limited = all.prefix(numberOfLines > 0 ? numberOfLines : all.count)
        let capacity = drawn.count(
            of: limited, fittingHeight: room.height + shortfall, lineSpacingAfterLast: lineSpacingAfterLast)
        let shown = all.prefix(capacity)
        var lines = shown.map { String(drawn.text[$0.range]) }
        var isTruncated = shown.count < all.count
        var letterWiderThanRoom: CGFloat?
        if numberOfLines == 1, let only = shown.first, only.width > room.width + tolerance {
            isTruncated = true
            switch lineBreakMode {
            case .byTruncatingMiddle: lines[0] = drawn.shortenedInTheMiddle(toFit: room.width)
            case .byTruncatingTail, .byClipping:
                lines[0] = drawn.shortenedLine(from: only.range.lowerBound, toFit: room.width, ellipsis: lineBreakMode == .byTruncatingTail)
            case .byWordWrapping, .byCharWrapping: break
            }
        } else if wraps == false, let widest = shown.max(by: { $0.width < $1.width }), widest.width > room.width + tolerance {
            // Lines that do not wrap and do not fit across are cut.
            isTruncated = true
        } else if isTruncated, let last = shown.last, lineBreakMode == .byTruncatingTail || lineBreakMode == .byClipping {
            lines[lines.count - 1] = drawn.shortenedLine(
                from: last.range.lowerBound, toFit: room.width, ellipsis: lineBreakMode == .byTruncatingTail)
        } else if let widest = shown.map(\.width).max(), widest > room.width + tolerance {
            // Wrapped text overflows across only where a single letter is
            // wider than the room (a label squeezed to a column of letters):
            // those letters do not show whole.
            isTruncated = true
            letterWiderThanRoom = widest
        }
        var layout = TextLayout(
            lines: lines, isTruncated: isTruncated, text: text, drawn: drawn, fontPointSize: fontPointSize, room: room,
            shown: shown, lineSpacingAfterLast: lineSpacingAfterLast)
        layout.letterWiderThanRoom = letterWiderThanRoom
        return layout
    }

    /// Each line shown as its runs, for a picture: the text of each run (an
    /// image as nil) with its size and where it starts across the line. A
    /// shortened line is one run in the size of the run it starts in, as
    /// wide as `widths` (the `lineWidths` the picture already has) says.
    func runsOfLines(widths: [CGFloat]) -> [[PictureRun]] {
        zip(zip(lines, shown.map(\.range)), widths).map { lineAndRange, width in
            let (line, range) = lineAndRange
            guard String(drawn.text[range]) == line else {
                let run = drawn.runs.first { $0.range.contains(range.lowerBound) }?.run
                return [PictureRun(text: line, pointSize: run?.pointSize ?? drawn.pointSize, x: 0, width: width, image: nil)]
            }
            var segments: [PictureRun] = []
            var x: CGFloat = 0
            for piece in drawn.pieces where piece.range.overlaps(range) && piece.kind != .lineBreak {
                guard let run = drawn.runs.first(where: { $0.range.contains(piece.range.lowerBound) }) else { continue }
                if let image = run.run.imageSize {
                    segments.append(PictureRun(text: nil, pointSize: 0, x: x, width: piece.width, image: image))
                } else if let last = segments.last, last.image == nil, last.pointSize == run.run.pointSize {
                    segments[segments.count - 1].text = (last.text ?? "") + drawn.text[piece.range]
                    segments[segments.count - 1].width += piece.width
                } else {
                    segments.append(PictureRun(
                        text: String(drawn.text[piece.range]), pointSize: run.run.pointSize, x: x, width: piece.width, image: nil))
                }
                x += piece.width
            }
            return segments
        }
    }

    /// A stretch of a line of rich text as a picture draws it: text (nil
    /// for an image) in its size, from `x` across the line, `width` long.
    struct PictureRun {
        var text: String?
        let pointSize: CGFloat
        let x: CGFloat
        var width: CGFloat
        let image: CGSize?
    }
}

extension View {
    /// How far a line may reach below the room a view gives its text and
    /// still show: less than a pixel of the tree's display (a label 20
    /// high holds a 20.29-point line at @2x, as the phone shows it); a
    /// hair without a display scale.
    var lineShortfallShown: CGFloat {
        rootView.rootTraits.roundingScale.map { 1 / $0 - 2 * MeasuredText.fitTolerance } ?? 0
    }
}

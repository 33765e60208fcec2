import Foundation

/// A text measured once, piece by piece, so that it can be wrapped at any
/// width without measuring again: the two-pass layout wraps a label at
/// several widths, and the test matrix at every device's.
///
/// The pieces are the places a line may break: a word (or, where lines may
/// break anywhere, a single character), a run of spaces, a line break. A
/// line's width is the sum of its pieces' widths, the same sum whenever it
/// is asked, so that a label hugging its widest line wraps the same way at
/// that width.
package struct MeasuredText {
    package enum Kind { case word, spaces, lineBreak }

    package struct Piece {
        package let range: Range<String.Index>
        package let width: CGFloat
        package let kind: Kind
    }

    package let text: String
    package let pieces: [Piece]
    /// The tallest run's ascender, descender and leading: a line's metrics
    /// when the text is one run.
    package let metrics: LineMetrics
    package let measurer: any TextMeasuring
    /// The first run's size and weight: what the text is drawn at when it
    /// is one run.
    package let pointSize: CGFloat
    package let weight: Font.Weight
    /// The runs, where each lies in `text`, and their line metrics.
    package let runs: [(range: Range<String.Index>, run: TextRun, metrics: LineMetrics)]
    /// How lines and paragraphs are spaced.
    package let paragraphStyle: ParagraphStyle
    /// Whether the measurer gave a width or line metric that was negative or
    /// not finite (counted as 0).
    package let hadInvalidWidth: Bool
    /// Whether lines may break between any two characters.
    package let breaksAnywhere: Bool
    /// How far apart the lines of text in one font are set, baseline to
    /// baseline, when the font says (a text style's leading); nil: one line
    /// height apart. Never less than a line's height.
    package let lineSpacing: CGFloat?

    /// Measures `text` in one font; `breaksAnywhere` makes every character a
    /// piece of its own (character wrapping).
    package init(
        _ text: String, measurer: any TextMeasuring, pointSize: CGFloat, weight: Font.Weight,
        features: Font.Features = [], breaksAnywhere: Bool, lineSpacing: CGFloat? = nil
    ) {
        self.init(
            runs: [TextRun(text: text, pointSize: pointSize, weight: weight, features: features)],
            paragraphStyle: ParagraphStyle(),
            measurer: measurer, breaksAnywhere: breaksAnywhere, lineSpacing: lineSpacing)
    }

    /// Measures rich text: each run in its own font, an image as one piece
    /// as wide as the image and as tall above the baseline.
    package init(
        runs textRuns: [TextRun], paragraphStyle: ParagraphStyle, measurer: any TextMeasuring, breaksAnywhere: Bool,
        lineSpacing: CGFloat? = nil
    ) {
        let text = textRuns.count == 1 ? textRuns[0].text : textRuns.map(\.text).joined()
        self.text = text
        self.measurer = measurer
        self.paragraphStyle = paragraphStyle
        self.breaksAnywhere = breaksAnywhere
        pointSize = textRuns.first?.pointSize ?? 0
        weight = textRuns.first?.weight ?? .regular
        var invalid = false
        var pieces: [Piece] = []
        var runs: [(range: Range<String.Index>, run: TextRun, metrics: LineMetrics)] = []
        var start = text.startIndex
        for run in textRuns {
            let end = textRuns.count == 1 ? text.endIndex : text.utf8.index(start, offsetBy: run.text.utf8.count)
            let metrics: LineMetrics
            if let image = run.imageSize {
                metrics = LineMetrics(ascender: image.height, descender: 0)
                pieces.append(Piece(range: start..<end, width: image.width, kind: .word))
            } else {
                let measured = measurer.lineMetrics(pointSize: run.pointSize, weight: run.weight)
                let valid = [measured.ascender, measured.descender, measured.leading].allSatisfy { $0.isFinite && $0 >= 0 }
                if !valid { invalid = true }
                metrics = valid ? measured : LineMetrics(ascender: 0, descender: 0)
                invalid = Self.appendPieces(
                    of: text[start..<end], run: run, measurer: measurer, breaksAnywhere: breaksAnywhere, to: &pieces
                ) || invalid
            }
            runs.append((start..<end, run, metrics))
            start = end
        }
        self.pieces = pieces
        self.runs = runs
        let tallest = runs.dropFirst().reduce(runs.first?.metrics ?? LineMetrics(ascender: 0, descender: 0)) { tallest, run in
            LineMetrics(
                ascender: max(tallest.ascender, run.metrics.ascender),
                descender: max(tallest.descender, run.metrics.descender),
                leading: max(tallest.leading, run.metrics.leading))
        }
        metrics = tallest
        hadInvalidWidth = invalid
        self.lineSpacing = lineSpacing.map { max($0, tallest.lineHeight) }
    }

    /// Appends the pieces of one run of text; returns whether the measurer
    /// gave a width that is negative or not finite.
    private static func appendPieces(
        of text: Substring, run: TextRun, measurer: any TextMeasuring, breaksAnywhere: Bool, to pieces: inout [Piece]
    ) -> Bool {
        var invalid = false
        func append(_ range: Range<String.Index>, _ kind: Kind) {
            var width: CGFloat = 0
            if kind != .lineBreak {
                width = run.width(of: text[range], by: measurer)
                if !(width.isFinite && width >= 0) {
                    invalid = true
                    width = 0
                }
            }
            pieces.append(Piece(range: range, width: width, kind: kind))
        }
        var pending: (start: String.Index, kind: Kind)?
        // A line break, a character that may stand alone (CJK) and, when
        // lines break anywhere, every character is a piece of its own.
        func step(_ index: String.Index, _ next: String.Index, _ kind: Kind, alone: Bool) {
            if alone || kind != pending?.kind {
                if let pending { append(pending.start..<index, pending.kind) }
                pending = alone ? nil : (index, kind)
            }
            if alone { append(index..<next, kind) }
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, most text: a byte is a character ("\r\n" aside, which
            // is one line break), read without breaking graphemes, the
            // costliest part of measuring otherwise.
            let bytes = text.utf8
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                var next = bytes.index(after: index)
                if byte == 0x0D, next < bytes.endIndex, bytes[next] == 0x0A { next = bytes.index(after: next) }
                let kind: Kind = byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C ? .lineBreak
                    : (byte == 0x20 || byte == 0x09 ? .spaces : .word)
                step(index, next, kind, alone: kind == .lineBreak || (kind == .word && breaksAnywhere))
                index = next
            }
        } else {
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                let next = text.index(after: index)
                let kind: Kind = character.isNewline ? .lineBreak
                    : (character == " " || character == "\t" ? .spaces : .word)
                step(index, next, kind, alone: kind == .lineBreak
                    || (kind == .word && (breaksAnywhere || character.breaksOnEitherSide)))
                index = next
            }
        }
        if let pending { append(pending.start..<text.endIndex, pending.kind) }
        return invalid
    }

    /// The same text measured with every run's size scaled by `scale` (a
    /// label shrinking its text to fit).
    package func scaled(by scale: CGFloat) -> MeasuredText {
        MeasuredText(
            runs: runs.map { $0.run.scaled(by: scale) }, paragraphStyle: paragraphStyle, measurer: measurer,
            breaksAnywhere: breaksAnywhere, lineSpacing: lineSpacing.map { $0 * scale })
    }

    /// The width of one character on its own in the run at `index` (the
    /// first run's font without one), for a word that must be split or a
    /// line that must be shortened.
    package func width(of character: Character, at index: String.Index? = nil) -> CGFloat {
        let run = index.flatMap { index in runs.first { $0.range.contains(index) }?.run } ?? runs.first?.run
        guard let run else { return 0 }
        if let image = run.imageSize { return image.width }
        let width = run.width(of: Substring(String(character)), by: measurer)
        return width.isFinite && width >= 0 ? width : 0
    }
}

extension Character {
    /// Whether a line may break before and after the character: CJK
    /// ideographs, kana, Hangul syllables and fullwidth forms, as Unicode's
    /// line-breaking class ID allows.
    package var breaksOnEitherSide: Bool {
        guard let scalar = unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar)
            || (0x4E00...0x9FFF).contains(scalar) || (0xAC00...0xD7AF).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
            || (0x20000...0x2FFFF).contains(scalar)
    }
}

/// One run of a text to measure: text in a size and weight, or an image
/// (whose text is U+FFFC).
package struct TextRun: Equatable, Sendable {
    package var text: String
    package var pointSize: CGFloat
    package var weight: Font.Weight
    package var features: Font.Features
    package var imageSize: CGSize?

    package init(text: String, pointSize: CGFloat, weight: Font.Weight, features: Font.Features = []) {
        self.text = text
        self.pointSize = pointSize
        self.weight = weight
        self.features = features
    }

    package init(imageSize: CGSize) {
        text = AttributedText.attachmentCharacter
        pointSize = 0
        weight = .regular
        features = []
        self.imageSize = imageSize
    }

    /// `text` of the run measured by `measurer` in the run's size, weight
    /// and features; without features, through the requirement every
    /// measurer answers itself (the defaulted one costs a measure of text).
    func width(of text: Substring, by measurer: any TextMeasuring) -> CGFloat {
        features.isEmpty ? measurer.width(of: text, pointSize: pointSize, weight: weight)
            : measurer.width(of: text, pointSize: pointSize, weight: weight, features: features)
    }

    /// The run with its point size scaled (an image keeps its size, as an
    /// attachment does when a label shrinks its text).
    func scaled(by scale: CGFloat) -> TextRun {
        var copy = self
        if imageSize == nil { copy.pointSize *= scale }
        return copy
    }
}

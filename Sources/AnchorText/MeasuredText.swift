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
    package let metrics: LineMetrics
    package let measurer: any TextMeasuring
    package let pointSize: CGFloat
    package let weight: Font.Weight
    /// Whether the measurer gave a width or line metric that was negative or
    /// not finite (counted as 0).
    package let hadInvalidWidth: Bool

    /// Measures `text`; `breaksAnywhere` makes every character a piece of its
    /// own (character wrapping).
    package init(_ text: String, measurer: any TextMeasuring, pointSize: CGFloat, weight: Font.Weight, breaksAnywhere: Bool) {
        self.text = text
        self.measurer = measurer
        self.pointSize = pointSize
        self.weight = weight
        let metrics = measurer.lineMetrics(pointSize: pointSize, weight: weight)
        let valid = [metrics.ascender, metrics.descender, metrics.leading].allSatisfy { $0.isFinite && $0 >= 0 }
        self.metrics = valid ? metrics : LineMetrics(ascender: 0, descender: 0)
        var invalid = !valid
        var pieces: [Piece] = []
        func append(_ range: Range<String.Index>, _ kind: Kind) {
            var width: CGFloat = 0
            if kind != .lineBreak {
                width = measurer.width(of: text[range], pointSize: pointSize, weight: weight)
                if !(width.isFinite && width >= 0) {
                    invalid = true
                    width = 0
                }
            }
            pieces.append(Piece(range: range, width: width, kind: kind))
        }
        var run: (start: String.Index, kind: Kind)?
        // A line break, a character that may stand alone (CJK) and, when
        // lines break anywhere, every character is a piece of its own.
        func step(_ index: String.Index, _ next: String.Index, _ kind: Kind, alone: Bool) {
            if alone || kind != run?.kind {
                if let run { append(run.start..<index, run.kind) }
                run = alone ? nil : (index, kind)
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
        if let run { append(run.start..<text.endIndex, run.kind) }
        self.pieces = pieces
        hadInvalidWidth = invalid
    }

    /// The width of one character on its own, for a word that must be split
    /// or a line that must be shortened.
    package func width(of character: Character) -> CGFloat {
        let width = measurer.width(of: Substring(String(character)), pointSize: pointSize, weight: weight)
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

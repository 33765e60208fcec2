import Foundation

/// Measures text with the metrics of a TrueType or OpenType font file (a
/// brand font, say), read once at `init` and kept as plain values.
///
/// The width of a run is the sum of the advances of each Unicode scalar's
/// glyph (`.notdef`'s where the font has none) plus the pair kerning of the
/// `kern` table's format 0 subtables between consecutive glyphs, scaled by
/// `pointSize / unitsPerEm`. GPOS kerning, ligatures and other shaping are
/// not applied, so a font that kerns only through GPOS measures unkerned.
/// Line metrics are `hhea`'s ascender, descender and line gap, as Apple's
/// text system takes them. A file holds one weight, so `weight` is ignored:
/// give the views that show bold text a measurer of the bold file. A point
/// size that is not finite and positive measures 0.
///
///     let measurer = try FontFileMeasurer(contentsOf: brandFontURL)
///     measurer.width(of: "AV", pointSize: 17, weight: .regular)
public struct FontFileMeasurer: TextMeasuring {
    private let font: FontFile

    /// Reads the font file at `url`; a TrueType collection (`.ttc`) is not
    /// supported.
    ///
    ///     try FontFileMeasurer(contentsOf: URL(fileURLWithPath: "Fonts/Brand-Regular.ttf"))
    public init(contentsOf url: URL) throws(FontFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data)
    }

    /// Reads a font from its bytes, whatever they are: data that is no
    /// supported font throws a `FontFileError` saying what is wrong.
    ///
    ///     try FontFileMeasurer(data: fontData)
    public init(data: Data) throws(FontFileError) {
        font = try FontFile(bytes: [UInt8](data))
    }

    /// The advance of `text` on one line, kerned, in points.
    ///
    ///     measurer.width(of: "Hello", pointSize: 17, weight: .regular)
    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let kerns = font.hasKerning
        var units = 0
        var previous: UInt16?
        for scalar in text.unicodeScalars {
            let glyph = font.glyph(for: scalar.value)
            units += font.advance(of: glyph)
            if kerns, let previous { units += font.kerning(between: previous, and: glyph) }
            previous = glyph
        }
        return CGFloat(units) * pointSize / CGFloat(font.unitsPerEm)
    }

    /// The font's `hhea` ascender, descender and line gap at `pointSize`.
    ///
    ///     measurer.lineMetrics(pointSize: 17, weight: .regular).lineHeight
    public func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        guard pointSize.isFinite, pointSize > 0 else { return LineMetrics(ascender: 0, descender: 0) }
        let scale = pointSize / CGFloat(font.unitsPerEm)
        return LineMetrics(
            ascender: CGFloat(font.ascender) * scale,
            descender: CGFloat(-font.descender) * scale,
            leading: CGFloat(font.lineGap) * scale
        )
    }
}

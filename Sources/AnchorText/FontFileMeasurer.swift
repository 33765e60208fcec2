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
/// text system takes them. A point size that is not finite and positive
/// measures 0.
///
/// A variable font (one with `fvar` and `HVAR`) is measured as Core Text
/// sets it (see `FontVariations`): at the weight asked on its `wght` axis
/// (`.regular` 400, `.bold` 700) and at the optical size of the point size
/// on its `opsz` axis, each clamped to the axis's range, normalized through
/// `avar`; each glyph's advance moves by its `HVAR` delta there, rounded to
/// a font unit. `MVAR` is not applied: line metrics are the default
/// instance's; nor are `gvar`'s phantom points, so a variable font without
/// `HVAR` measures its default instance's advances. A static font holds
/// one weight, so there `weight` is ignored: give the views that show bold
/// text a measurer of the bold file.
///
/// A font with a `trak` table is tracked as Core Text tracks it: the normal
/// track's value at the point size (linear between the sizes the table
/// lists, held beyond them), in font units, is added to every glyph's
/// advance.
///
///     let measurer = try FontFileMeasurer(contentsOf: brandFontURL)
///     measurer.width(of: "AV", pointSize: 17, weight: .regular)
public struct FontFileMeasurer: TextMeasuring {
    private let font: FontFile
    private let variations: FontVariations

    /// Reads the font file at `url`; a TrueType collection (`.ttc`) is not
    /// supported. `variations` says where a variable font is measured on
    /// its axes: by default at the weight and point size asked.
    ///
    ///     try FontFileMeasurer(contentsOf: URL(fileURLWithPath: "Fonts/Brand-Regular.ttf"))
    public init(contentsOf url: URL, variations: FontVariations = .automatic) throws(FontFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, variations: variations)
    }

    /// Reads a font from its bytes, whatever they are: data that is no
    /// supported font, or whose variation tables are malformed, throws a
    /// `FontFileError` saying what is wrong.
    ///
    ///     try FontFileMeasurer(data: fontData)
    public init(data: Data, variations: FontVariations = .automatic) throws(FontFileError) {
        font = try FontFile(bytes: [UInt8](data), readsVariations: variations.isEnabled)
        self.variations = variations
    }

    /// The advance of `text` on one line, kerned and tracked, in points; for
    /// a variable font, at `weight` and at the optical size of `pointSize`.
    ///
    ///     measurer.width(of: "Hello", pointSize: 17, weight: .regular)
    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let scalars = advanceScalars(pointSize: Double(pointSize), weight: weight)
        let kerns = font.hasKerning
        var units = 0
        var glyphCount = 0
        var previous: UInt16?
        for scalar in text.unicodeScalars {
            let glyph = font.glyph(for: scalar.value)
            units += font.advance(of: glyph, scalars: scalars)
            if kerns, let previous { units += font.kerning(between: previous, and: glyph) }
            previous = glyph
            glyphCount += 1
        }
        var total = CGFloat(units)
        if let tracking = font.tracking {
            total += CGFloat(glyphCount) * CGFloat(tracking.value(atPointSize: Double(pointSize)))
        }
        return total * pointSize / CGFloat(font.unitsPerEm)
    }

    /// The font's `hhea` ascender, descender and line gap at `pointSize`
    /// (a variable font's default instance's).
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

    /// The `HVAR` region scalars at `weight` and `pointSize`: empty for a
    /// font whose advances do not vary.
    private func advanceScalars(pointSize: Double, weight: Font.Weight) -> [Double] {
        guard let axes = font.axes, font.hasAdvanceVariations else { return [] }
        let user = variations.userCoordinates(for: axes.axes, weight: weight, pointSize: pointSize)
        return font.advanceScalars(at: axes.normalizedCoordinates(user))
    }
}

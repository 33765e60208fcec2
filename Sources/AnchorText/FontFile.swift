import Foundation

/// What measuring text needs from one TrueType or OpenType font, read once
/// from its bytes: units per em, `hhea`'s vertical metrics, every glyph's
/// advance, the character map and the `kern` pairs; for a variable font its
/// axes (`fvar`, `avar`) and advance variations (`HVAR`); and the normal
/// track of `trak`. Every read is bounds checked, so malformed bytes throw a
/// `FontFileError` and never trap.
///
///     let font = try FontFile(bytes: [UInt8](data))
///     font.advance(of: font.glyph(for: 0x41))   // "A" in font units
struct FontFile: Sendable {
    /// The font units in one em, 16…16384.
    let unitsPerEm: Int
    /// `hhea.ascender`, in font units above the baseline.
    let ascender: Int
    /// `hhea.descender`, in font units: negative below the baseline.
    let descender: Int
    /// `hhea.lineGap`, in font units.
    let lineGap: Int
    /// One advance per glyph, `maxp.numGlyphs` of them.
    private let advances: [UInt16]
    private let characterMap: FontCharacterMap
    /// Format 0 `kern` adjustments in font units, keyed by `left << 16 | right`.
    private let kerning: [UInt32: Int32]
    /// The axes of a variable font; nil for a font without `fvar`, or when
    /// variations are not read.
    let axes: FontAxes?
    /// `HVAR`: how advances vary; nil without it.
    private let advanceVariations: AdvanceVariations?
    /// `trak`'s normal track; nil without `trak`, or without a normal
    /// horizontal track in it.
    let tracking: FontTracking?

    /// Whether the font has any kerning pair, so that measuring can skip the lookups.
    var hasKerning: Bool { !kerning.isEmpty }

    /// Whether advances vary along the font's axes (it has `fvar` and `HVAR`).
    var hasAdvanceVariations: Bool { advanceVariations != nil }

    /// Reads the tables of the sfnt in `bytes`; with `readsVariations`
    /// false, `fvar`, `avar` and `HVAR` are left unread, as if absent.
    ///
    ///     try FontFile(bytes: Array(try Data(contentsOf: url)))
    init(bytes: [UInt8], readsVariations: Bool = true) throws(FontFileError) {
        let tables = try TableDirectory(bytes: bytes)
        let head = try tables.table("head")
        let hhea = try tables.table("hhea")
        let maxp = try tables.table("maxp")

        unitsPerEm = Int(try head.uint16(at: 18))
        guard (16 ... 16384).contains(unitsPerEm) else { throw .unitsPerEmOutOfRange(unitsPerEm) }
        ascender = Int(try hhea.int16(at: 4))
        descender = Int(try hhea.int16(at: 6))
        lineGap = Int(try hhea.int16(at: 8))
        let metricCount = Int(try hhea.uint16(at: 34))
        let glyphCount = Int(try maxp.uint16(at: 4))
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw .invalidNumberOfHMetrics(metricCount, numGlyphs: glyphCount)
        }

        advances = try Self.advances(in: tables.table("hmtx"), metricCount: metricCount, glyphCount: glyphCount)
        characterMap = try FontCharacterMap(cmap: tables.table("cmap"))
        if let kern = try tables.optionalTable("kern") {
            kerning = try Self.kerningPairs(in: kern)
        } else {
            kerning = [:]
        }
        (axes, advanceVariations) = try Self.variations(in: tables, glyphCount: glyphCount, reads: readsVariations)
        if let trak = try tables.optionalTable("trak") {
            tracking = try FontTracking(trak: trak)
        } else {
            tracking = nil
        }
    }

    /// `fvar` with `avar`, and `HVAR`: `avar` or `HVAR` without `fvar` is
    /// malformed.
    private static func variations(
        in tables: TableDirectory, glyphCount: Int, reads: Bool
    ) throws(FontFileError) -> (FontAxes?, AdvanceVariations?) {
        guard reads else { return (nil, nil) }
        guard let fvar = try tables.optionalTable("fvar") else {
            for tag in ["avar", "HVAR"] {
                if try tables.optionalTable(tag) != nil { throw .variationTableWithoutAxes(tag) }
            }
            return (nil, nil)
        }
        let axes = try FontAxes(fvar: fvar, avar: try tables.optionalTable("avar"))
        guard let hvar = try tables.optionalTable("HVAR") else { return (axes, nil) }
        return (axes, try AdvanceVariations(hvar: hvar, axisCount: axes.axes.count, glyphCount: glyphCount))
    }

    /// The glyph that shows `scalar`: 0 (`.notdef`) when the font has none,
    /// or when the character map names a glyph past the last.
    ///
    ///     font.glyph(for: 0x20AC)   // the euro sign's glyph
    func glyph(for scalar: UInt32) -> UInt16 {
        let glyph = characterMap.glyph(for: scalar)
        return glyph < advances.count ? UInt16(glyph) : 0
    }

    /// The advance of `glyph`, a glyph from `glyph(for:)`, in font units.
    ///
    ///     font.advance(of: 0)   // .notdef's
    func advance(of glyph: UInt16) -> Int {
        Int(advances[Int(glyph)])
    }

    /// How much of each `HVAR` region applies at the normalized
    /// `coordinates` (one an axis, from `axes`); empty when advances do not
    /// vary, or at the default instance, where nothing moves.
    ///
    ///     font.advanceScalars(at: axes.normalizedCoordinates([700, 17]))
    func advanceScalars(at coordinates: [Double]) -> [Double] {
        guard let advanceVariations, coordinates.contains(where: { $0 != 0 }) else { return [] }
        return advanceVariations.store.regionScalars(at: coordinates)
    }

    /// The advance of `glyph` at the instance whose region scalars are
    /// `scalars` (from `advanceScalars(at:)`), in font units: `hmtx`'s plus
    /// the `HVAR` delta rounded to the nearest unit (a half up), as
    /// fontTools' instancer and FreeType round it (HarfBuzz rounds too),
    /// kept in 0…65535 as `hmtx` keeps advances.
    ///
    ///     font.advance(of: glyph, scalars: font.advanceScalars(at: [0.72, 0.08]))
    func advance(of glyph: UInt16, scalars: [Double]) -> Int {
        guard let advanceVariations, !scalars.isEmpty else { return advance(of: glyph) }
        let delta = (advanceVariations.delta(of: glyph, scalars: scalars) + 0.5).rounded(.down)
        let varied = Double(advances[Int(glyph)]) + delta
        return Int(min(max(varied, 0), 65535))
    }

    /// The kerning between `left` and the `right` that follows it, in font units.
    ///
    ///     font.kerning(between: glyphA, and: glyphV)   // negative: V tucks under A
    func kerning(between left: UInt16, and right: UInt16) -> Int {
        Int(kerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// `hmtx`'s long metrics, then the last advance again for every glyph
    /// after them (monospaced tails share it).
    private static func advances(
        in hmtx: FontDataReader, metricCount: Int, glyphCount: Int
    ) throws(FontFileError) -> [UInt16] {
        var advances: [UInt16] = []
        advances.reserveCapacity(glyphCount)
        for glyph in 0 ..< metricCount {
            advances.append(try hmtx.uint16(at: 4 * glyph))
        }
        let last = advances[metricCount - 1]
        advances += repeatElement(last, count: glyphCount - metricCount)
        return advances
    }

    /// The pairs of `kern` version 0's format 0 subtables that kern
    /// horizontally along the line: not the cross-stream or minimum ones.
    /// Apple's version 1 `kern` and GPOS kerning are not read.
    private static func kerningPairs(in kern: FontDataReader) throws(FontFileError) -> [UInt32: Int32] {
        guard try kern.uint16(at: 0) == 0 else { return [:] }
        let subtableCount = Int(try kern.uint16(at: 2))
        var pairs: [UInt32: Int32] = [:]
        var offset = 4
        for _ in 0 ..< subtableCount {
            let length = Int(try kern.uint16(at: offset + 2))
            let coverage = try kern.uint16(at: offset + 4)
            guard coverage >> 8 == 0 else {
                // Another format: skipped, but it must move on to the next subtable.
                guard length >= 6 else { throw .truncated(kern.name) }
                offset += length
                continue
            }
            // The pair count, not the 16-bit length, tells where a format 0
            // subtable ends: more than 10,920 pairs overflow the length.
            let pairCount = Int(try kern.uint16(at: offset + 6))
            let list = try kern.part(at: offset + 14, length: 6 * pairCount, name: kern.name)
            offset += 14 + 6 * pairCount
            let isHorizontal = coverage & 0x1 != 0
            let isMinimum = coverage & 0x2 != 0
            let isCrossStream = coverage & 0x4 != 0
            let overrides = coverage & 0x8 != 0
            guard isHorizontal, !isMinimum, !isCrossStream else { continue }
            for index in 0 ..< pairCount {
                let key = try list.uint32(at: 6 * index)
                let value = Int32(try list.int16(at: 6 * index + 4))
                pairs[key] = overrides ? value : (pairs[key] ?? 0) &+ value
            }
        }
        return pairs
    }
}

/// An sfnt's table directory: where each table lies in the font's bytes.
private struct TableDirectory {
    private let file: FontDataReader
    /// Offset and length by tag; the first record wins when a tag repeats.
    private let records: [UInt32: (offset: Int, length: Int)]

    init(bytes: [UInt8]) throws(FontFileError) {
        guard bytes.count >= 12 else { throw .tooShort(byteCount: bytes.count) }
        file = FontDataReader(bytes: bytes, name: "the font data")
        let version = try file.uint32(at: 0)
        switch version {
        case 0x0001_0000, Self.tag("true"), Self.tag("OTTO"): break
        case Self.tag("ttcf"): throw .collectionNotSupported
        default: throw .unknownVersion(version)
        }
        let tableCount = Int(try file.uint16(at: 4))
        let directory = try file.part(at: 12, length: 16 * tableCount, name: "the table directory")
        var records: [UInt32: (offset: Int, length: Int)] = [:]
        for index in 0 ..< tableCount {
            let record = 16 * index
            let tag = try directory.uint32(at: record)
            let offset = Int(try directory.uint32(at: record + 8))
            let length = Int(try directory.uint32(at: record + 12))
            if records[tag] == nil { records[tag] = (offset, length) }
        }
        self.records = records
    }

    /// The table `tag`, which the font must have.
    func table(_ tag: String) throws(FontFileError) -> FontDataReader {
        guard let table = try optionalTable(tag) else { throw .missingTable(tag) }
        return table
    }

    /// The table `tag`, or nil when the font has none.
    func optionalTable(_ tag: String) throws(FontFileError) -> FontDataReader? {
        guard let (offset, length) = records[Self.tag(tag)] else { return nil }
        guard file.contains(offset: offset, length: length) else {
            throw .tableOutOfBounds(tag, offset: offset, length: length, byteCount: file.count)
        }
        return try file.part(at: offset, length: length, name: "the '\(tag)' table")
    }

    /// The four ASCII characters of a tag as the big-endian number the file stores.
    private static func tag(_ text: String) -> UInt32 {
        text.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }
}

import Foundation

/// A small sfnt built byte by byte, so that `FontFileMeasurer`'s tests can
/// reach what Liberation Sans lacks (a format 12 cmap) and break each
/// structure on purpose.
///
/// By default: 1000 units per em; glyphs .notdef (500), A (600), V (650)
/// and B, past `numberOfHMetrics`, so repeating V's 650; a format 4 cmap
/// that maps "A" and "B" through its glyph index array and "V" through a
/// delta, both wrapping modulo 65536, and leaves "C" unmapped; kerning
/// A‑V −80 and V‑A −60.
///
///     let measurer = try FontFileMeasurer(data: TestFont().data)
struct TestFont {
    /// The tables in file order.
    var tables: [(tag: String, bytes: [UInt8])]
    /// The sfnt version the header starts with.
    var version: UInt32 = 0x0001_0000

    init(
        unitsPerEm: UInt16 = 1000,
        numberOfHMetrics: UInt16 = 3,
        numGlyphs: UInt16 = 4,
        cmap: [UInt8] = TestFont.characterMap([(3, 1, TestFont.defaultFormat4)]),
        kern: [UInt8]? = TestFont.kerning([(0x0001, [(1, 2, -80), (2, 1, -60)])])
    ) {
        tables = [
            ("head", Self.head(unitsPerEm: unitsPerEm)),
            ("hhea", Self.hhea(numberOfHMetrics: numberOfHMetrics)),
            ("maxp", Self.maxp(numGlyphs: numGlyphs)),
            ("hmtx", Self.hmtx(advances: [500, 600, 650], glyphCount: Int(numGlyphs))),
            ("cmap", cmap),
        ]
        if let kern { tables.append(("kern", kern)) }
    }

    /// The default font with a `cmap` of these (platform, encoding,
    /// subtable) records, and no kerning.
    static func mapping(_ subtables: [(UInt16, UInt16, [UInt8])]) -> TestFont {
        TestFont(cmap: characterMap(subtables), kern: nil)
    }

    /// The font with the table `tag` left out.
    func removing(_ tag: String) -> TestFont {
        var font = self
        font.tables.removeAll { $0.tag == tag }
        return font
    }

    /// The font with the table `tag` replaced by `bytes`.
    func replacing(_ tag: String, with bytes: [UInt8]) -> TestFont {
        var font = self
        font.tables = tables.map { $0.tag == tag ? (tag, bytes) : $0 }
        return font
    }

    /// The sfnt: header, table directory, then each table padded to 4 bytes.
    var data: Data {
        var header: [UInt8] = []
        header.append32(version)
        header.append16(UInt16(tables.count))
        header += [UInt8](repeating: 0, count: 6)
        var body: [UInt8] = []
        let bodyStart = 12 + 16 * tables.count
        for (tag, bytes) in tables {
            header += Array(tag.utf8)
            header.append32(0)
            header.append32(UInt32(bodyStart + body.count))
            header.append32(UInt32(bytes.count))
            body += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        return Data(header + body)
    }

    /// `data` with the directory record of `tag` moved to `offset`.
    func data(movingTable tag: String, toOffset offset: UInt32) -> Data {
        var bytes = [UInt8](data)
        let index = tables.firstIndex { $0.tag == tag }!
        let field = 12 + 16 * index + 8
        for shift in 0 ..< 4 {
            bytes[field + shift] = UInt8(truncatingIfNeeded: offset >> (24 - 8 * shift))
        }
        return Data(bytes)
    }

    static func head(unitsPerEm: UInt16) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 54)
        bytes[18] = UInt8(unitsPerEm >> 8)
        bytes[19] = UInt8(truncatingIfNeeded: unitsPerEm)
        return bytes
    }

    /// Ascender 800, descender −200, line gap 90.
    static func hhea(numberOfHMetrics: UInt16) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append32(0x0001_0000)
        bytes.append16(800)
        bytes.append16(UInt16(bitPattern: -200))
        bytes.append16(90)
        bytes += [UInt8](repeating: 0, count: 24)
        bytes.append16(numberOfHMetrics)
        return bytes
    }

    static func maxp(numGlyphs: UInt16) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append32(0x0000_5000)
        bytes.append16(numGlyphs)
        return bytes
    }

    /// Long metrics for `advances`, then a left side bearing for each other glyph.
    static func hmtx(advances: [UInt16], glyphCount: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for advance in advances {
            bytes.append16(advance)
            bytes.append16(0)
        }
        bytes += [UInt8](repeating: 0, count: 2 * max(0, glyphCount - advances.count))
        return bytes
    }

    /// A `cmap` of the given (platform, encoding, subtable) records.
    static func characterMap(_ subtables: [(UInt16, UInt16, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append16(0)
        bytes.append16(UInt16(subtables.count))
        var offset = 4 + 8 * subtables.count
        for (platform, encoding, subtable) in subtables {
            bytes.append16(platform)
            bytes.append16(encoding)
            bytes.append32(UInt32(offset))
            offset += subtable.count
        }
        for (_, _, subtable) in subtables { bytes += subtable }
        return bytes
    }

    /// A → 1 and B → 3 through the glyph index array and a delta of 2
    /// (A's 0xFFFF + 2 wraps to 1), C unmapped there (a 0 in the array takes
    /// no delta), V → 2 through a delta of 0xFFAC (0x56 + 0xFFAC wraps to 2).
    static let defaultFormat4 = format4([
        (0x41, 0x43, delta: 2, glyphs: [0xFFFF, 1, 0]),
        (0x56, 0x56, delta: 0xFFAC, glyphs: nil),
    ])

    /// A format 4 subtable of `segments` and the closing U+FFFF one; a
    /// segment with `glyphs` maps through the glyph index array.
    static func format4(
        _ segments: [(start: UInt16, end: UInt16, delta: UInt16, glyphs: [UInt16]?)],
        rangeOffsetAdjustment: UInt16 = 0
    ) -> [UInt8] {
        let all = segments + [(0xFFFF, 0xFFFF, delta: 1, glyphs: nil)]
        let count = all.count
        var rangeOffsets: [UInt16] = []
        var glyphArray: [UInt16] = []
        for (index, segment) in all.enumerated() {
            guard let glyphs = segment.glyphs else {
                rangeOffsets.append(0)
                continue
            }
            // From this segment's idRangeOffset slot to its first glyph index.
            let distance = 2 * (count - index) + 2 * glyphArray.count
            rangeOffsets.append(UInt16(distance) &+ rangeOffsetAdjustment)
            glyphArray += glyphs
        }
        var bytes: [UInt8] = []
        bytes.append16(4)
        bytes.append16(UInt16(16 + 8 * count + 2 * glyphArray.count))
        bytes.append16(0)
        bytes.append16(UInt16(2 * count))
        bytes += [UInt8](repeating: 0, count: 6)
        for segment in all { bytes.append16(segment.end) }
        bytes.append16(0)
        for segment in all { bytes.append16(segment.start) }
        for segment in all { bytes.append16(segment.delta) }
        for offset in rangeOffsets { bytes.append16(offset) }
        for glyph in glyphArray { bytes.append16(glyph) }
        return bytes
    }

    /// A format 12 subtable of `groups` (first scalar, last scalar, first glyph).
    static func format12(_ groups: [(UInt32, UInt32, UInt32)], declaredCount: UInt32? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append16(12)
        bytes.append16(0)
        bytes.append32(UInt32(16 + 12 * groups.count))
        bytes.append32(0)
        bytes.append32(declaredCount ?? UInt32(groups.count))
        for (first, last, glyph) in groups {
            bytes.append32(first)
            bytes.append32(last)
            bytes.append32(glyph)
        }
        return bytes
    }

    /// A version 0 `kern` of format 0 subtables, each a coverage and its
    /// (left, right, value) pairs.
    static func kerning(_ subtables: [(coverage: UInt16, pairs: [(UInt16, UInt16, Int16)])]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.append16(0)
        bytes.append16(UInt16(subtables.count))
        for (coverage, pairs) in subtables {
            bytes.append16(0)
            // Wraps past 10,920 pairs, as it does in real fonts.
            bytes.append16(UInt16(truncatingIfNeeded: 14 + 6 * pairs.count))
            bytes.append16(coverage)
            bytes.append16(UInt16(pairs.count))
            bytes += [UInt8](repeating: 0, count: 6)
            for (left, right, value) in pairs {
                bytes.append16(left)
                bytes.append16(right)
                bytes.append16(UInt16(bitPattern: value))
            }
        }
        return bytes
    }
}

private extension [UInt8] {
    mutating func append16(_ value: UInt16) {
        append(UInt8(value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    mutating func append32(_ value: UInt32) {
        append16(UInt16(value >> 16))
        append16(UInt16(truncatingIfNeeded: value))
    }
}

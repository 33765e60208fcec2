import AnchorText
import AnchorTestSupport
import Foundation
import Testing

/// Reading TrueType files: Liberation Sans against fontTools' numbers,
/// small fonts built in `TestFont` for what it lacks, and malformed bytes,
/// which must throw and never trap.
@Suite("FontFileMeasurer")
struct FontFileMeasurerTests {
    /// Tests/Fonts/LiberationSans-Regular.ttf (see the README there).
    static let liberationURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/LiberationSans-Regular.ttf")

    static func liberation() throws -> FontFileMeasurer {
        try FontFileMeasurer(contentsOf: liberationURL)
    }

    func width(_ measurer: FontFileMeasurer, _ text: String, _ pointSize: CGFloat = 17) -> CGFloat {
        measurer.width(of: text[...], pointSize: pointSize, weight: .regular)
    }

    /// The expected widths are fontTools' for Liberation Sans 2.1.5 at 17 pt:
    /// `sum(hmtx[cmap.get(c, ".notdef")][0]) + kern pairs`, × 17 / 2048, with
    /// `TTFont(path).getBestCmap()` and `kern.kernTables[0].kernTable`.
    @Test("Liberation Sans measures as fontTools reads it", arguments: [
        ("Hello, World!", 96.99462890625),
        ("The quick brown fox jumps over the lazy dog", 336.38916015625),
        ("0123456789", 94.5458984375),
        ("Ünïcödé €", 77.49609375),
        ("To", 17.95458984375),
        ("e\u{301}", 9.45458984375),
        ("日本", 25.5),
        ("", 0),
    ] as [(String, CGFloat)])
    func liberationWidths(text: String, expected: CGFloat) throws {
        let measured = width(try Self.liberation(), text)
        #expect(abs(measured - expected) < 1e-9, "\(text): \(measured)")
    }

    @Test("Liberation Sans's kern table narrows AV by 152 units")
    func liberationKerning() throws {
        let measurer = try Self.liberation()
        #expect(abs(width(measurer, "AV") - 21.416015625) < 1e-9)
        #expect(abs(width(measurer, "A") + width(measurer, "V") - 22.677734375) < 1e-9)
    }

    @Test("Line metrics are hhea's: ascender 1854, descender −434, line gap 67")
    func liberationLineMetrics() throws {
        let metrics = try Self.liberation().lineMetrics(pointSize: 17, weight: .bold)
        #expect(abs(metrics.ascender - 1854 * 17 / 2048) < 1e-9)
        #expect(abs(metrics.descender - 434 * 17 / 2048) < 1e-9)
        #expect(abs(metrics.leading - 67 * 17 / 2048) < 1e-9)
    }

    @Test("Weight is ignored and a bad point size measures 0")
    func weightAndPointSize() throws {
        let measurer = try FontFileMeasurer(data: TestFont().data)
        expectEqual(measurer.width(of: "AB", pointSize: 10, weight: .black), width(measurer, "AB", 10))
        for pointSize in [0, -1, CGFloat.nan, .infinity] {
            expectEqual(measurer.width(of: "AB", pointSize: pointSize, weight: .regular), 0)
            let metrics = measurer.lineMetrics(pointSize: pointSize, weight: .regular)
            expectEqual(metrics, LineMetrics(ascender: 0, descender: 0))
        }
    }

    @Test("Format 4 through the glyph index array and a wrapping delta, hmtx's repeated tail, kern pairs")
    func builtFont() throws {
        let measurer = try FontFileMeasurer(data: TestFont().data)
        let expectations: [(String, CGFloat)] = [
            ("A", 6), ("V", 6.5), ("B", 6.5), ("C", 5), ("x", 5),
            ("AV", 11.7), ("VA", 11.9), ("AB", 12.5), ("AVA", 17.1),
        ]
        for (text, expected) in expectations {
            #expect(abs(width(measurer, text, 10) - expected) < 1e-9, "\(text)")
        }
        let metrics = measurer.lineMetrics(pointSize: 10, weight: .regular)
        expectEqual(metrics, LineMetrics(ascender: 8, descender: 2, leading: 0.9))
    }

    @Test("Kern subtables across the stream, of minimum values, or of another format are not applied")
    func ignoredKerning() throws {
        for coverage: UInt16 in [0x0000, 0x0003, 0x0005, 0x0201] {
            let font = TestFont(kern: TestFont.kerning([(coverage, [(1, 2, -80)])]))
            expectEqual(width(try FontFileMeasurer(data: font.data), "AV", 10), 12.5, "coverage \(coverage)")
        }
        let withoutKern = try FontFileMeasurer(data: TestFont(kern: nil).data)
        expectEqual(width(withoutKern, "AV", 10), 12.5)
    }

    @Test("Kern subtables add up, an overriding one replaces the sum, a long format 0 ends where its pairs do")
    func kernSubtables() throws {
        func widthOfAV(_ subtables: [(coverage: UInt16, pairs: [(UInt16, UInt16, Int16)])]) throws -> CGFloat {
            width(try FontFileMeasurer(data: TestFont(kern: TestFont.kerning(subtables)).data), "AV", 10)
        }
        expectEqual(try widthOfAV([(0x0001, [(1, 2, -80)]), (0x0001, [(1, 2, -20)])]), 11.5)
        expectEqual(try widthOfAV([(0x0001, [(1, 2, -80)]), (0x0009, [(1, 2, -10)])]), 12.4)
        let filler = [(UInt16, UInt16, Int16)](repeating: (0, 0, 0), count: 10_921)
        expectEqual(try widthOfAV([(0x0001, filler), (0x0001, [(1, 2, -20)])]), 12.3)
        expectEqual(try widthOfAV([(0x0301, [(1, 2, -20)]), (0x0001, [(1, 2, -80)])]), 11.7)
    }

    @Test("A format 12 subtable reaches past the BMP and wins over format 4")
    func format12() throws {
        let format12 = TestFont.format12([(0x41, 0x41, 1), (0x56, 0x56, 2), (0x1F600, 0x1F601, 2)])
        let conflictingFormat4 = TestFont.format4([(0x41, 0x41, delta: 0xFFC2, glyphs: nil)])   // A → 3
        let font = TestFont.mapping([(3, 1, conflictingFormat4), (3, 10, format12)])
        let measurer = try FontFileMeasurer(data: font.data)
        // A, 😀 → V's glyph, 😁 → B's, U+1F602 unmapped: .notdef.
        let expected: CGFloat = (600 + 650 + 650 + 500) / 100
        expectEqual(width(measurer, "A😀😁\u{1F602}", 10), expected)
        let onlyFormat4 = try FontFileMeasurer(data: TestFont.mapping([(0, 3, conflictingFormat4)]).data)
        expectEqual(width(onlyFormat4, "A", 10), 6.5)
    }

    @Test("Of overlapping format 4 segments, the first that ends at or past a code maps it")
    func overlappingSegments() throws {
        // A → 1 and B → 2 (V's 650), then B again → 1 (A's 600).
        let overlapping = TestFont.format4([
            (0x41, 0x42, delta: 0xFFC0, glyphs: nil), (0x42, 0x42, delta: 0xFFBF, glyphs: nil),
        ])
        let measurer = try FontFileMeasurer(data: TestFont.mapping([(3, 1, overlapping)]).data)
        expectEqual(width(measurer, "AB", 10), 12.5)
    }

    @Test("init(contentsOf:) names the path it cannot read")
    func missingFile() {
        let path = "/nonexistent/AnchorDSL/Brand.ttf"
        do {
            _ = try FontFileMeasurer(contentsOf: URL(fileURLWithPath: path))
            Issue.record("read a missing file")
        } catch {
            if case let .unreadable(errorPath, _) = error {
                expectEqual(errorPath, path)
            } else {
                Issue.record("expected .unreadable, got \(error)")
            }
            #expect(error.description.contains(path))
        }
    }

    @Test("Malformed headers and directories throw what is wrong")
    func malformedHeaders() {
        let font = TestFont()
        let valid = [UInt8](font.data)
        expectError(Data(), .tooShort(byteCount: 0))
        expectError(Data(valid.prefix(11)), .tooShort(byteCount: 11))
        expectError(Data(Array("wOFF".utf8) + valid.dropFirst(4)), .unknownVersion(0x774F_4646))
        expectError(Data(Array("ttcf".utf8) + valid.dropFirst(4)), .collectionNotSupported)
        var truncatedDirectory = valid.prefix(20)
        truncatedDirectory[5] = 50
        expectError(Data(truncatedDirectory), .truncated("the table directory"))
        let pastEnd = UInt32(valid.count - 4)
        let outOfBounds = FontFileError.tableOutOfBounds("hmtx", offset: Int(pastEnd), length: 14, byteCount: valid.count)
        expectError(font.data(movingTable: "hmtx", toOffset: pastEnd), outOfBounds)
        var trueVersion = TestFont()
        trueVersion.version = 0x7472_7565
        #expect((try? FontFileMeasurer(data: trueVersion.data)) != nil)
    }

    @Test("Each required table must be there", arguments: ["head", "hhea", "maxp", "hmtx", "cmap"])
    func missingTable(tag: String) {
        expectError(TestFont().removing(tag).data, .missingTable(tag))
    }

    @Test("Malformed tables throw what is wrong")
    func malformedTables() {
        expectError(TestFont(unitsPerEm: 8).data, .unitsPerEmOutOfRange(8))
        expectError(TestFont(unitsPerEm: 16385).data, .unitsPerEmOutOfRange(16385))
        expectError(TestFont(numberOfHMetrics: 0).data, .invalidNumberOfHMetrics(0, numGlyphs: 4))
        expectError(TestFont(numberOfHMetrics: 5).data, .invalidNumberOfHMetrics(5, numGlyphs: 4))
        expectError(TestFont().replacing("hmtx", with: [0, 1, 0, 0, 0, 2]).data, .truncated("the 'hmtx' table"))
        expectError(TestFont().replacing("head", with: [0, 1]).data, .truncated("the 'head' table"))
        let kernOf50Pairs: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 200, 0, 1, 0, 50]
        expectError(TestFont().replacing("kern", with: kernOf50Pairs).data, .truncated("the 'kern' table"))
        let macRoman = TestFont.characterMap([(1, 0, [0, 6, 0, 10, 0, 0, 0, 0, 0, 0])])
        expectError(TestFont(cmap: macRoman).data, .noSupportedCharacterMap)
    }

    @Test("A cmap whose pieces point outside it throws")
    func malformedCharacterMaps() {
        let format4 = "the 'cmap' format 4 subtable"
        let outside = TestFont.format4([(0x41, 0x42, delta: 0, glyphs: [1, 3])], rangeOffsetAdjustment: 0x4000)
        expectError(TestFont.mapping([(3, 1, outside)]).data, .truncated(format4))
        let shortFormat4 = Array(TestFont.defaultFormat4.prefix(20))
        expectError(TestFont.mapping([(3, 1, shortFormat4)]).data, .truncated(format4))
        var farRecord = TestFont.characterMap([(3, 1, TestFont.defaultFormat4)])
        farRecord[8] = 0x7F
        expectError(TestFont(cmap: farRecord).data, .truncated("the 'cmap' table"))
        let overlong = TestFont.format12([(0x41, 0x41, 1)], declaredCount: 0x1000_0000)
        expectError(TestFont.mapping([(3, 10, overlong)]).data, .truncated("the 'cmap' format 12 subtable"))
        // Out of order, overlapping, backwards, past U+10FFFF.
        let badGroups: [[(UInt32, UInt32, UInt32)]] = [
            [(0x41, 0x41, 1), (0x30, 0x30, 2)], [(0x41, 0x41, 1), (0x41, 0x50, 2)],
            [(0x42, 0x41, 1)], [(0x10FFFF, 0x110000, 1)],
        ]
        for groups in badGroups {
            let font = TestFont.mapping([(3, 10, TestFont.format12(groups))])
            expectError(font.data, .invalidCharacterGroup(index: groups.count - 1))
        }
    }

    @Test("A truncated Liberation Sans throws until the tables the reader needs are whole, and never traps")
    func truncatedFile() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.liberationURL))
        let end = Self.endOfReadTables(bytes)
        let cuts = Array(0 ... 400) + Array(stride(from: 401, to: bytes.count, by: 1499)) + [end - 1, end, bytes.count]
        for cut in cuts {
            do {
                let measurer = try FontFileMeasurer(data: Data(bytes.prefix(cut)))
                #expect(cut >= end, "read \(cut) bytes")
                #expect(measurer.width(of: "Hello", pointSize: 17, weight: .regular) > 0)
            } catch {
                #expect(cut < end, "\(cut) bytes: \(error)")
            }
        }
    }

    /// Where the last of the tables that `FontFileMeasurer` reads ends,
    /// from the font's table directory.
    static func endOfReadTables(_ bytes: [UInt8]) -> Int {
        func uint32(at offset: Int) -> Int { bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let read: Set = ["head", "hhea", "maxp", "hmtx", "cmap", "kern"]
        let records = (0 ..< (Int(bytes[4]) << 8 | Int(bytes[5]))).map { 12 + 16 * $0 }
        return records
            .filter { read.contains(String(decoding: bytes[$0 ..< $0 + 4], as: UTF8.self)) }
            .map { uint32(at: $0 + 8) + uint32(at: $0 + 12) }
            .max() ?? 0
    }

    @Test("Random bytes and randomly damaged fonts throw or read, and never trap")
    func randomBytes() {
        var random = SplitMix(state: 0xF0_17)
        let valid = [UInt8](TestFont().data)
        for round in 0 ..< 600 {
            var bytes: [UInt8]
            if round < 200 {
                bytes = (0 ..< random.int(0 ... 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                if round.isMultiple(of: 2), bytes.count >= 4 { bytes[0 ..< 4] = [0, 1, 0, 0] }
            } else {
                bytes = valid
                for _ in 0 ..< random.int(1 ... 8) {
                    bytes[random.int(0 ... bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            if let measurer = try? FontFileMeasurer(data: Data(bytes)) {
                let width = measurer.width(of: "AVB x😀", pointSize: 17, weight: .regular)
                #expect(!width.isNaN)
            }
        }
    }

    func expectError(_ data: Data, _ expected: FontFileError, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try FontFileMeasurer(data: data)
            Issue.record("read malformed data, expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            expectEqual(error, expected, sourceLocation: sourceLocation)
        }
    }
}

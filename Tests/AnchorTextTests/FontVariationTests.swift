import AnchorText
import AnchorTestSupport
import Foundation
import Testing

/// Variable font files: `fvar`, `avar`, `HVAR` and `trak` against fontTools'
/// numbers for Tests/Fonts/AnchorVariable.ttf (see
/// Scripts/generate_variable_test_font.py), small tables built byte by byte
/// in `VariationTables` for what that font does not reach, and malformed
/// tables, which must throw and never trap.
@Suite("Variable fonts")
struct FontVariationTests {
    /// Tests/Fonts/AnchorVariable.ttf, whose HVAR indexes its deltas by
    /// glyph id, and -Mapped.ttf, the same font through an advance width
    /// map (see the README there).
    static let fontURLs = ["AnchorVariable.ttf", "AnchorVariable-Mapped.ttf"].map {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts/\($0)")
    }

    /// The characters of the test font, in its glyph order after .notdef
    /// ("Z" has no glyph: it shows .notdef).
    static let characters = ["Z", " ", "A", "V", "a", "n", "o"]

    /// The advances of .notdef, space, A, V, a, n, o in font units at a
    /// weight and an optical size, as fontTools computes them: `python3
    /// Scripts/generate_variable_test_font.py --check`, which prints
    /// `instancer.instantiateVariableFont(TTFont(path), {"wght": w, "opsz":
    /// s})["hmtx"]` (fontTools takes the advances from gvar's phantom
    /// points there, not from HVAR) beside HVAR's own deltas evaluated with
    /// `VarStoreInstancer` and rounded, which agree. fontTools 4.68.
    static let fontToolsAdvances: [(weight: Font.Weight, opticalSize: Double, advances: [Double])] = [
        (.ultraLight, 9, [497, 247, 573, 555, 495, 525, 525]),
        (.regular, 9, [517, 267, 633, 605, 545, 565, 575]),
        (.bold, 9, [560, 288, 705, 720, 603, 637, 647]),
        (.black, 9, [577, 297, 733, 765, 625, 665, 675]),
        (.ultraLight, 17, [480, 228, 537, 525, 467, 497, 497]),
        (.regular, 17, [500, 248, 597, 575, 517, 537, 547]),
        (.bold, 17, [543, 269, 668, 687, 574, 608, 618]),
        (.black, 17, [559, 278, 695, 730, 596, 635, 645]),
        (.ultraLight, 40, [476, 219, 523, 510, 458, 485, 483]),
        (.regular, 40, [496, 239, 583, 560, 508, 525, 533]),
        (.bold, 40, [536, 259, 649, 651, 562, 591, 599]),
        (.black, 40, [551, 266, 675, 687, 582, 617, 625]),
    ]

    /// The normal track of the font's trak in font units, as the script's
    /// `--check` interpolates `TTFont(path)["trak"].horizData[0.0]` (40 at
    /// 9 points, 10 at 12, −20 at 24, −36 at 48).
    static let fontToolsTracking: [Double: Double] = [9: 40, 17: -2.5, 40: -92.0 / 3]

    func width(_ measurer: FontFileMeasurer, _ text: String, _ pointSize: CGFloat, _ weight: Font.Weight = .regular) -> CGFloat {
        measurer.width(of: text[...], pointSize: pointSize, weight: weight)
    }

    @Test("Each glyph measures fontTools' advance at the weight and the point size's optical size, tracked", arguments: [0, 1])
    func advancesAgainstFontTools(fontIndex: Int) throws {
        let measurer = try FontFileMeasurer(contentsOf: Self.fontURLs[fontIndex])
        for (weight, size, advances) in Self.fontToolsAdvances {
            let tracking = try #require(Self.fontToolsTracking[size])
            for (character, advance) in zip(Self.characters, advances) {
                let expected = (advance + tracking) * size / 1000
                let measured = width(measurer, character, CGFloat(size), weight)
                #expect(abs(measured - expected) < 1e-9, "\(character) at \(weight) \(size) pt: \(measured), not \(expected)")
            }
            // A run is the sum of its glyphs, each tracked: no kerning here.
            let run = "Vanno A"
            let units = run.map { advances[Self.characters.firstIndex(of: String($0))!] }.reduce(0, +)
            let expected = (units + 7 * tracking) * size / 1000
            #expect(abs(width(measurer, run, CGFloat(size), weight) - expected) < 1e-9)
        }
    }

    @Test("Point sizes past the opsz axis measure at its ends, and trak holds its end values")
    func outsideTheAxes() throws {
        let measurer = try FontFileMeasurer(contentsOf: Self.fontURLs[0])
        // fontTools at opsz 8 (wght 400) and at opsz 72 (wght 400 and 900), as above;
        // trak's normal track is 40 below 9 points and −36 above 48.
        let cases: [(CGFloat, Font.Weight, [Double], Double)] = [
            (6, .regular, [520, 270, 640, 610, 550, 570, 580], 40),
            (100, .regular, [490, 230, 570, 550, 500, 515, 520], -36),
            (100, .black, [540, 255, 655, 645, 570, 600, 605], -36),
        ]
        for (size, weight, advances, tracking) in cases {
            for (character, advance) in zip(Self.characters, advances) {
                let expected = (advance + tracking) * Double(size) / 1000
                #expect(abs(width(measurer, character, size, weight) - expected) < 1e-9, "\(character) \(size)")
            }
        }
    }

    @Test("trak's normal track: linear between its sizes, held beyond them, passed over with variations off")
    func tracking() throws {
        let measurer = try FontFileMeasurer(contentsOf: Self.fontURLs[0], variations: .off)
        // The default instance's A is 600 units; the normal track is 40 at 9
        // points, 10 at 12, −20 at 24 and −36 at 48.
        let expectations: [(CGFloat, Double)] = [
            (1, 40), (6, 40), (9, 40), (10.5, 25), (12, 10), (17, -2.5), (24, -20), (40, -92.0 / 3), (48, -36), (200, -36),
        ]
        for (size, tracking) in expectations {
            let expected = (600 + tracking) * Double(size) / 1000
            #expect(abs(width(measurer, "A", size, .black) - expected) < 1e-9, "\(size) pt")
            #expect(abs(width(measurer, "AA", size) - 2 * expected) < 1e-9, "\(size) pt")
        }
        expectEqual(width(measurer, "", 17), 0)
    }

    @Test("Pinned axes win over the weight and the point size; a tag the font lacks and a NaN are left out")
    func pinning() throws {
        let url = Self.fontURLs[0]
        let atDefault = try FontFileMeasurer(contentsOf: url, variations: .pinning(["opsz": 14, "wght": 400, "wdth": 50]))
        let off = try FontFileMeasurer(contentsOf: url, variations: .off)
        let bold17 = try FontFileMeasurer(contentsOf: url, variations: .pinning(["wght": 700, "opsz": .nan]))
        let automatic = try FontFileMeasurer(contentsOf: url)
        for text in ["A", "Vanno A", "Z"] {
            for size: CGFloat in [9, 17, 40] {
                expectEqual(width(atDefault, text, size, .black), width(off, text, size), "\(text) \(size)")
                expectEqual(width(bold17, text, size, .ultraLight), width(automatic, text, size, .bold), "\(text) \(size)")
            }
        }
        // wght 900 and opsz 8, as black at 4 points is (with 40 units of
        // tracking there, −92/3 at 40 points).
        let clamped = try FontFileMeasurer(contentsOf: url, variations: .pinning(["wght": 5000, "opsz": -3]))
        let expected = width(automatic, "A", 4, .black) * 10 + (-92.0 / 3 - 40) * 40 / 1000
        #expect(abs(width(clamped, "A", 40, .regular) - expected) < 1e-9)
    }

    @Test("Line metrics are hhea's at every weight and size")
    func lineMetrics() throws {
        let measurer = try FontFileMeasurer(contentsOf: Self.fontURLs[0])
        expectEqual(measurer.lineMetrics(pointSize: 10, weight: .black), LineMetrics(ascender: 8, descender: 2, leading: 0.9))
    }

    @Test("A font without variation tables measures as before, with variations on or off")
    func staticFont() throws {
        for variations in [FontVariations.automatic, .off, .pinning(["wght": 900])] {
            let measurer = try FontFileMeasurer(data: TestFont().data, variations: variations)
            for weight in [Font.Weight.ultraLight, .regular, .black] {
                expectEqual(width(measurer, "AVA", 10, weight), 17.1)
                expectEqual(width(measurer, "AB", 10, weight), 12.5)
            }
        }
    }

    // MARK: Tables built byte by byte

    /// TestFont (A 600, V 650, B 650 past numberOfHMetrics, A-V kerned −80)
    /// varying along wght 100…400…900: `regions` of wght tents and one
    /// VarData row a glyph (.notdef, A, V, B).
    static func weighted(
        regions: [(Double, Double, Double)] = [(0, 1, 1), (-1, -1, 0)],
        rows: [[Int32]] = [[0, 0], [100, -50], [60, -20], [-30, 10]],
        avar: [UInt8]? = nil,
        trak: [UInt8]? = nil
    ) -> TestFont {
        var font = TestFont()
        font.tables.append(("fvar", VariationTables.fvar([("wght", 100, 400, 900)])))
        if let avar { font.tables.append(("avar", avar)) }
        let data = VariationTables.varData(regionIndexes: Array(0 ..< UInt16(regions.count)), rows: rows)
        let store = VariationTables.itemVariationStore(regions: regions.map { [$0] }, axisCount: 1, data: [data])
        font.tables.append(("HVAR", VariationTables.hvar(store: store)))
        if let trak { font.tables.append(("trak", trak)) }
        return font
    }

    @Test("HVAR deltas scale with the region's tent at the normalized weight, and round to the unit")
    func builtDeltas() throws {
        let measurer = try FontFileMeasurer(data: Self.weighted().data)
        // Rows (wght +1, wght −1): A (100, −50), V (60, −20), B (−30, 10).
        // medium, 500, is 0.2 (3277/16384 on the F2DOT14 grid): A +20.001 → 20,
        // V +12.0007 → 12, B −6.0004 → −6. light, 300, is −1/3 (−5461/16384):
        // A −16.666 → −17, V −6.666 → −7, B +3.333 → +3.
        let expectations: [(Font.Weight, CGFloat, CGFloat, CGFloat)] = [
            (.regular, 6, 6.5, 6.5), (.black, 7, 7.1, 6.2), (.ultraLight, 5.5, 6.3, 6.6),
            (.medium, 6.2, 6.62, 6.44), (.light, 5.83, 6.43, 6.53),
        ]
        for (weight, a, v, b) in expectations {
            #expect(abs(width(measurer, "A", 10, weight) - a) < 1e-9, "A \(weight)")
            #expect(abs(width(measurer, "V", 10, weight) - v) < 1e-9, "V \(weight)")
            #expect(abs(width(measurer, "B", 10, weight) - b) < 1e-9, "B \(weight)")
        }
        // Kerning stays: A-V −80 at every weight.
        #expect(abs(width(measurer, "AV", 10, .black) - (7 + 7.1 - 0.8)) < 1e-9)
    }

    @Test("avar bends the normalized weight; a map without −1 and 1 shifts the value beyond its ends")
    func builtAvar() throws {
        // 0.5 (wght 650) → 0.8: A +80.
        let bent = VariationTables.avar([[(-1, -1), (0, 0), (0.5, 0.8), (1, 1)]])
        let measurer = try FontFileMeasurer(data: Self.weighted(avar: bent).data, variations: .pinning(["wght": 650]))
        #expect(abs(width(measurer, "A", 10) - 6.8) < 1e-9)
        // 0.75 → halfway between 0.8 and 1: 0.9, A +90.
        let between = try FontFileMeasurer(data: Self.weighted(avar: bent).data, variations: .pinning(["wght": 775]))
        #expect(abs(width(between, "A", 10) - 6.9) < 1e-9)
        // Only (0, 0.25): every value moves by 0.25; 1.25 is kept at 1.
        let shifted = try FontFileMeasurer(data: Self.weighted(avar: VariationTables.avar([[(0, 0.25)]])).data)
        #expect(abs(width(shifted, "A", 10, .regular) - 6.25) < 1e-9)
        #expect(abs(width(shifted, "A", 10, .black) - 7) < 1e-9)
    }

    @Test("Region tents: an intermediate one, and malformed axes of a region that do not limit it")
    func builtRegions() throws {
        // One tent from 0.2 up to 0.6 and down to 1; three that are ignored
        // (start > peak, start < 0 < end, peak 0), so those regions apply in full.
        let font = Self.weighted(
            regions: [(0.2, 0.6, 1), (0.5, 0.4, 1), (-0.5, 0.5, 1), (0, 0, 0)],
            rows: [[0, 0, 0, 0], [100, 0, 0, 0], [0, 10, 20, 30], [0, 0, 0, 0]])
        let measurer = try FontFileMeasurer(data: font.data, variations: .pinning(["wght": 600]))
        // wght 600 is 0.4 (6554/16384 ≈ 0.40002): (0.40002 − 0.2) / 0.4 × 100 = 50.006 → 50.
        #expect(abs(width(measurer, "A", 10) - 6.5) < 1e-9)
        // V: 10 + 20 + 30 wherever the instance is not the default; the
        // default instance itself is hmtx's, as HarfBuzz keeps it (no
        // variation is read when every coordinate is 0).
        #expect(abs(width(measurer, "V", 10) - 7.1) < 1e-9)
        let atDefault = try FontFileMeasurer(data: font.data)
        #expect(abs(width(atDefault, "V", 10, .regular) - 6.5) < 1e-9)
        // At the tent's end and before its start: 0.
        let black = try FontFileMeasurer(data: font.data, variations: .pinning(["wght": 900]))
        #expect(abs(width(black, "A", 10) - 6) < 1e-9)
        #expect(abs(width(black, "V", 10) - 7.1) < 1e-9)
        let light = try FontFileMeasurer(data: font.data, variations: .pinning(["wght": 450]))
        #expect(abs(width(light, "A", 10) - 6) < 1e-9)
    }

    @Test("32-bit deltas (LONG_WORDS), and an advance kept in 0…65535")
    func longWords() throws {
        var font = TestFont()
        font.tables.append(("fvar", VariationTables.fvar([("wght", 100, 400, 900)])))
        let data = VariationTables.varData(
            regionIndexes: [0, 1], rows: [[0, 0], [40000, 7], [-1000, -3], [100_000, 0]], wordCount: 1, longWords: true)
        let store = VariationTables.itemVariationStore(regions: [[(0, 1, 1)], [(0, 1, 1)]], axisCount: 1, data: [data])
        font.tables.append(("HVAR", VariationTables.hvar(store: store)))
        let measurer = try FontFileMeasurer(data: font.data)
        // A 600 + 40,007; V 650 − 1,003, kept at 0; B 650 + 100,000, kept at 65,535.
        expectEqual(width(measurer, "A", 10, .black), 406.07)
        expectEqual(width(measurer, "V", 10, .black), 0)
        expectEqual(width(measurer, "B", 10, .black), 655.35)
    }

    @Test("An advance width map: entries of each size, no variation, glyphs past its end take the last")
    func builtMaps() throws {
        // Two VarData: 0 has rows (+10, +20), 1 has rows (+30, +40, +50), all on wght +1.
        let data = [
            VariationTables.varData(regionIndexes: [0], rows: [[10], [20]]),
            VariationTables.varData(regionIndexes: [0], rows: [[30], [40], [50]]),
        ]
        let store = VariationTables.itemVariationStore(regions: [[(0, 1, 1)]], axisCount: 1, data: data)
        for entrySize in 1 ... 4 {
            for format: UInt8 in [0, 1] {
                // .notdef → none, A → 1/2 (+50), V → 0/1 (+20); B, past the end, takes V's.
                // Only 4-byte entries with 16 inner bits can say 0xFFFF/0xFFFF;
                // the narrower ones map .notdef to 0/0 (+10) instead.
                let innerBits = entrySize == 1 ? 2 : entrySize == 2 ? 4 : 16
                if entrySize == 4 {
                    try checkMap(store, [(0xFFFF, 0xFFFF), (1, 2), (0, 1)], format, entrySize, innerBits, notdef: 5)
                } else {
                    try checkMap(store, [(0, 0), (1, 2), (0, 1)], format, entrySize, innerBits, notdef: 5.1)
                }
            }
        }
    }

    private func checkMap(
        _ store: [UInt8], _ entries: [(UInt32, UInt32)], _ format: UInt8, _ entrySize: Int, _ innerBits: Int,
        notdef: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var font = TestFont()
        font.tables.append(("fvar", VariationTables.fvar([("wght", 100, 400, 900)])))
        let map = VariationTables.deltaSetIndexMap(entries, format: format, entrySize: entrySize, innerBits: innerBits)
        font.tables.append(("HVAR", VariationTables.hvar(store: store, map: map)))
        let measurer = try FontFileMeasurer(data: font.data)
        let what = "format \(format), \(entrySize)-byte entries"
        #expect(abs(width(measurer, "C", 10, .black) - notdef) < 1e-9, "\(what)", sourceLocation: sourceLocation)
        #expect(abs(width(measurer, "A", 10, .black) - 6.5) < 1e-9, "\(what)", sourceLocation: sourceLocation)
        #expect(abs(width(measurer, "V", 10, .black) - 6.7) < 1e-9, "\(what)", sourceLocation: sourceLocation)
        #expect(abs(width(measurer, "B", 10, .black) - 6.7) < 1e-9, "\(what)", sourceLocation: sourceLocation)
    }

    @Test("variations: .off reads no variation table, so a malformed one does not stop the font")
    func offSkipsVariationTables() throws {
        var font = Self.weighted()
        font = font.replacing("HVAR", with: [0, 1, 0, 0, 0xFF, 0, 0, 0])
        expectError(font.data, .truncated("the 'HVAR' table"))
        let measurer = try FontFileMeasurer(data: font.data, variations: .off)
        expectEqual(width(measurer, "AV", 10, .black), 11.7)
    }

    // MARK: Malformed tables

    @Test("A malformed fvar throws what is wrong")
    func malformedFvar() {
        let axes: [(String, Double, Double, Double)] = [("wght", 100, 400, 900), ("opsz", 8, 14, 72)]
        let fvar = VariationTables.fvar(axes)
        expectError(Self.weighted().replacing("fvar", with: Array(fvar.prefix(10))).data, .truncated("the 'fvar' table"))
        expectError(Self.weighted().replacing("fvar", with: Array(fvar.prefix(16 + 20 + 10))).data,
                    .truncated("the 'fvar' axis records"))
        expectError(Self.weighted().replacing("fvar", with: VariationTables.fvar(axes, axisSize: 16)).data,
                    .truncated("the 'fvar' axis records"))
        expectError(Self.weighted().replacing("fvar", with: VariationTables.fvar(axes, majorVersion: 2)).data,
                    .unsupportedTableVersion("fvar", major: 2, minor: 0))
        let backwards = VariationTables.fvar([("wght", 100, 400, 900), ("opsz", 72, 14, 8)])
        expectError(Self.weighted().replacing("fvar", with: backwards).data, .invalidVariationAxis(index: 1, tag: "opsz"))
        // HVAR's regions span one axis: with two in fvar, they do not match.
        expectError(Self.weighted().replacing("fvar", with: fvar).data,
                    .axisCountMismatch("the 'HVAR' variation region list", count: 1, fvarAxisCount: 2))
        expectError(Self.weighted().removing("fvar").data, .variationTableWithoutAxes("HVAR"))
        expectError(Self.weighted(avar: VariationTables.avar([[]])).removing("fvar").data,
                    .variationTableWithoutAxes("avar"))
    }

    @Test("A malformed avar throws what is wrong")
    func malformedAvar() {
        let map: [(Double, Double)] = [(-1, -1), (0, 0), (1, 1)]
        expectError(Self.weighted(avar: VariationTables.avar([map, map])).data,
                    .axisCountMismatch("the 'avar' table", count: 2, fvarAxisCount: 1))
        expectError(Self.weighted(avar: VariationTables.avar([map], declaredPairCount: 4)).data,
                    .truncated("the 'avar' table"))
        expectError(Self.weighted(avar: VariationTables.avar([map], majorVersion: 2)).data,
                    .unsupportedTableVersion("avar", major: 2, minor: 0))
        expectError(Self.weighted(avar: VariationTables.avar([[(-1, -1), (0.5, 0.5), (0, 0), (1, 1)]])).data,
                    .invalidAxisValueMap(axis: 0))
        expectError(Self.weighted(avar: VariationTables.avar([[(-1, -1), (0, 0), (1, 1.5)]])).data,
                    .invalidAxisValueMap(axis: 0))
        expectError(Self.weighted(avar: Array(VariationTables.avar([map]).prefix(6))).data, .truncated("the 'avar' table"))
        // Duplicate ends, as some fonts have them, are fine.
        #expect((try? FontFileMeasurer(data: Self.weighted(avar: VariationTables.avar([[(-1, -1), (-1, -1), (0, 0), (1, 1)]])).data)) != nil)
    }

    @Test("A malformed HVAR throws what is wrong")
    func malformedHvar() {
        let regions: [[(Double, Double, Double)]] = [[(0, 1, 1)]]
        let rows: [[Int32]] = [[0], [10], [20], [30]]
        let data = VariationTables.varData(regionIndexes: [0], rows: rows)
        let store = VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: [data])
        func font(_ hvar: [UInt8]) -> Data { Self.weighted().replacing("HVAR", with: hvar).data }

        expectError(font(VariationTables.hvar(store: store, storeOffset: 0x10_0000)), .truncated("the 'HVAR' item variation store"))
        let map = VariationTables.deltaSetIndexMap([(0, 1)], format: 0, entrySize: 2, innerBits: 8)
        expectError(font(VariationTables.hvar(store: store, map: map, mapOffset: 0xFFFF)), .truncated("the 'HVAR' advance width map"))
        expectError(font(VariationTables.hvar(store: store, map: Array(map.prefix(5)))), .truncated("the 'HVAR' advance width map"))
        var longMap = map
        longMap[3] = 9
        expectError(font(VariationTables.hvar(store: store, map: longMap)), .truncated("the 'HVAR' advance width map"))
        expectError(font(Array(VariationTables.hvar(store: store).prefix(8))), .truncated("the 'HVAR' table"))
        expectError(font(VariationTables.hvar(store: store, majorVersion: 2)), .unsupportedTableVersion("HVAR", major: 2, minor: 0))

        let badEntry = VariationTables.deltaSetIndexMap([(0, 1), (0, 4)], format: 0, entrySize: 2, innerBits: 8)
        expectError(font(VariationTables.hvar(store: store, map: badEntry)),
                    .variationIndexOutOfRange("the 'HVAR' advance width map", outer: 0, inner: 4))
        let badOuter = VariationTables.deltaSetIndexMap([(1, 0)], format: 1, entrySize: 4, innerBits: 16)
        expectError(font(VariationTables.hvar(store: store, map: badOuter)),
                    .variationIndexOutOfRange("the 'HVAR' advance width map", outer: 1, inner: 0))
        var format2 = map
        format2[0] = 2
        expectError(font(VariationTables.hvar(store: store, map: format2)),
                    .unsupportedFormat("the 'HVAR' advance width map", format: 2))
        let threeRows = VariationTables.varData(regionIndexes: [0], rows: Array(rows.prefix(3)))
        expectError(font(VariationTables.hvar(store: VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: [threeRows]))),
                    .variationIndexOutOfRange("the 'HVAR' table", outer: 0, inner: 3))
        expectError(font(VariationTables.hvar(store: VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: []))),
                    .variationIndexOutOfRange("the 'HVAR' table", outer: 0, inner: 3))

        var format2Store = store
        format2Store[1] = 2
        expectError(font(VariationTables.hvar(store: format2Store)),
                    .unsupportedFormat("the 'HVAR' item variation store", format: 2))
        var farRegionList = store
        farRegionList[2 ... 5] = [0, 1, 0, 0]
        expectError(font(VariationTables.hvar(store: farRegionList)), .truncated("the 'HVAR' variation region list"))
        var farData = store
        farData[8 ... 11] = [0, 0, 0x40, 0]
        expectError(font(VariationTables.hvar(store: farData)), .truncated("the 'HVAR' item variation data 0"))
        let pastRegions = VariationTables.varData(regionIndexes: [0, 1], rows: [[0, 0], [1, 1], [2, 2], [3, 3]])
        expectError(font(VariationTables.hvar(store: VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: [pastRegions]))),
                    .regionIndexOutOfRange("the 'HVAR' item variation data 0", index: 1, regionCount: 1))
        var tooManyWords = data
        tooManyWords[3] = 2
        expectError(font(VariationTables.hvar(store: VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: [tooManyWords]))),
                    .invalidWordDeltaCount("the 'HVAR' item variation data 0", wordDeltaCount: 2, regionIndexCount: 1))
        var moreItems = data
        moreItems[1] = 40
        expectError(font(VariationTables.hvar(store: VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: [moreItems]))),
                    .truncated("the 'HVAR' item variation data 0"))
        // 39 empty VarData one byte apart over 44 zeros: together more bytes
        // than the store has.
        let empty: [UInt8] = [0, 0, 0, 0, 0, 0]
        var overlapping = VariationTables.itemVariationStore(
            regions: regions, axisCount: 1, data: [data] + Array(repeating: empty, count: 39))
        let firstEmpty = 8 + 4 * 40 + 10 + data.count
        for index in 1 ... 39 {
            let offset = firstEmpty + index - 1
            overlapping[8 + 4 * index ..< 12 + 4 * index] = [0, 0, UInt8(offset >> 8), UInt8(truncatingIfNeeded: offset)]
        }
        overlapping = Array(overlapping.prefix(firstEmpty + 44))
        do {
            _ = try FontFileMeasurer(data: font(VariationTables.hvar(store: overlapping)))
            Issue.record("read overlapping item variation data")
        } catch {
            guard case let .overlappingVariationData(part) = error else {
                Issue.record("expected .overlappingVariationData, got \(error)")
                return
            }
            #expect(part.hasPrefix("the 'HVAR' item variation data "))
        }
        // The same offset twice is one subtable read once: fine.
        var shared = VariationTables.itemVariationStore(regions: regions, axisCount: 1, data: [data, data])
        shared[12 ... 15] = shared[8 ... 11]
        #expect((try? FontFileMeasurer(data: font(VariationTables.hvar(store: shared)))) != nil)
    }

    @Test("A malformed trak throws what is wrong")
    func malformedTrak() {
        let sizes: [Double] = [9, 12]
        let tracks: [(Double, [Int16])] = [(-1, [0, 0]), (0, [20, 0])]
        let trak = VariationTables.trak(tracks: tracks, sizes: sizes)
        func font(_ trak: [UInt8]) -> Data { TestFont().adding("trak", trak).data }

        // Header 0–11; track data 12–19; entries 20–27 (tight) and 28–35
        // (normal), each track, name, values offset; sizes 36–43; values 44–51.
        var outside = trak
        outside[34] = 0xF0   // the normal track's values offset
        expectError(font(outside), .truncated("the 'trak' tracking values"))
        var otherOutside = trak
        otherOutside[26] = 0xF0   // the tight track's, passed over but checked
        expectError(font(otherOutside), .truncated("the 'trak' tracking values"))
        var sizeTableOutside = trak
        sizeTableOutside[18] = 0x10
        expectError(font(sizeTableOutside), .truncated("the 'trak' size table"))
        var dataOutside = trak
        dataOutside[6] = 0x10
        expectError(font(dataOutside), .truncated("the 'trak' horizontal track data"))
        expectError(font(VariationTables.trak(tracks: tracks, sizes: [12, 9])), .invalidTrackingSizes)
        expectError(font(VariationTables.trak(tracks: tracks, sizes: [9, 9])), .invalidTrackingSizes)
        expectError(font(VariationTables.trak(tracks: [(0, [])], sizes: [])), .invalidTrackingSizes)
        var version2 = trak
        version2[1] = 2
        expectError(font(version2), .unsupportedTableVersion("trak", major: 2, minor: 0))
        var format1 = trak
        format1[5] = 1
        expectError(font(format1), .unsupportedFormat("the 'trak' table", format: 1))
        expectError(font(Array(trak.prefix(6))), .truncated("the 'trak' table"))

        // No normal track, no horizontal data, or no tracks: untracked.
        let untracked = [
            VariationTables.trak(tracks: [(-1, [50, 50])], sizes: sizes),
            VariationTables.trak(tracks: [], sizes: []),
            [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ]
        for table in untracked {
            let measurer = try? FontFileMeasurer(data: font(table))
            expectEqual(measurer.map { width($0, "A", 10) }, 6)
        }
        // 20 at 9 points, 0 at 12: 10 at 10.5.
        let measurer = try? FontFileMeasurer(data: font(trak))
        expectEqual(measurer.map { width($0, "A", 10.5) }, 6.405)
    }

    @Test("Errors name the table and what is wrong")
    func descriptions() {
        let errors: [(FontFileError, String)] = [
            (.unsupportedTableVersion("avar", major: 2, minor: 0), "the 'avar' table is version 2.0"),
            (.variationTableWithoutAxes("HVAR"), "a 'HVAR' table but no 'fvar'"),
            (.invalidVariationAxis(index: 1, tag: "opsz"), "'fvar' axis 1 ('opsz')"),
            (.axisCountMismatch("the 'avar' table", count: 3, fvarAxisCount: 2), "the 'avar' table covers 3 axes, but the 'fvar' table defines 2"),
            (.variationIndexOutOfRange("the 'HVAR' advance width map", outer: 0, inner: 4), "names delta set 0/4"),
            (.invalidTrackingSizes, "'trak'"),
        ]
        for (error, text) in errors {
            #expect(error.description.contains(text), "\(error.description)")
        }
    }

    // MARK: Damaged fonts never trap

    @Test("Every cut of the variable font throws or reads, and never traps")
    func truncatedVariableFont() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fontURLs[1]))
        for cut in 0 ... bytes.count {
            if let measurer = try? FontFileMeasurer(data: Data(bytes.prefix(cut))) {
                #expect(!width(measurer, "Vanno A", 17, .bold).isNaN)
            }
        }
    }

    @Test("Randomly damaged variable fonts throw or read, and never trap")
    func randomlyDamaged() throws {
        var random = SplitMix(state: 0x0F_7A_12)
        for url in Self.fontURLs {
            let valid = try [UInt8](Data(contentsOf: url))
            let ranges = Self.tableRanges(valid, ["fvar", "avar", "HVAR", "trak"])
            for _ in 0 ..< 400 {
                var bytes = valid
                for _ in 0 ..< random.int(1 ... 6) {
                    let range = ranges[random.int(0 ... ranges.count - 1)]
                    bytes[random.int(range.lowerBound ... range.upperBound - 1)] = UInt8(truncatingIfNeeded: random.next())
                }
                if let measurer = try? FontFileMeasurer(data: Data(bytes)) {
                    for weight in [Font.Weight.ultraLight, .bold] {
                        let width = measurer.width(of: "Vanno A Z", pointSize: 17, weight: weight)
                        #expect(width.isFinite && width >= -1e6)
                    }
                }
            }
        }
    }

    /// Where each of the tables `tags` lies in the font, from its directory.
    static func tableRanges(_ bytes: [UInt8], _ tags: Set<String>) -> [Range<Int>] {
        func uint32(at offset: Int) -> Int { bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let records = (0 ..< (Int(bytes[4]) << 8 | Int(bytes[5]))).map { 12 + 16 * $0 }
        return records
            .filter { tags.contains(String(decoding: bytes[$0 ..< $0 + 4], as: UTF8.self)) }
            .map { uint32(at: $0 + 8) ..< uint32(at: $0 + 8) + uint32(at: $0 + 12) }
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

extension TestFont {
    /// The font with the table `tag` added after the others.
    func adding(_ tag: String, _ bytes: [UInt8]) -> TestFont {
        var font = self
        font.tables.append((tag, bytes))
        return font
    }
}

/// The variation tables, built byte by byte as OpenType lays them out, so
/// that each structure can be broken on purpose.
enum VariationTables {
    /// `fvar` with one 20-byte record (or `axisSize`) an axis: tag,
    /// minimum, default, maximum.
    static func fvar(
        _ axes: [(String, Double, Double, Double)], majorVersion: UInt16 = 1, axisSize: UInt16 = 20
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.put16(majorVersion)
        bytes.put16(0)
        bytes.put16(16)   // axes array offset
        bytes.put16(2)
        bytes.put16(UInt16(axes.count))
        bytes.put16(axisSize)
        bytes.put16(0)   // instances
        bytes.put16(4 + 4 * UInt16(axes.count))
        for (tag, minimum, defaultValue, maximum) in axes {
            bytes += Array(tag.utf8)
            for value in [minimum, defaultValue, maximum] {
                bytes.put32(UInt32(bitPattern: Int32(value * 65536)))
            }
            bytes.put16(0)
            bytes.put16(256)
            bytes += [UInt8](repeating: 0, count: max(0, Int(axisSize) - 20))
        }
        return bytes
    }

    /// `avar` of a segment map an axis, (from, to) pairs.
    static func avar(_ maps: [[(Double, Double)]], majorVersion: UInt16 = 1, declaredPairCount: UInt16? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.put16(majorVersion)
        bytes.put16(0)
        bytes.put16(0)
        bytes.put16(UInt16(maps.count))
        for map in maps {
            bytes.put16(declaredPairCount ?? UInt16(map.count))
            for (from, to) in map {
                bytes.put16(f2dot14(from))
                bytes.put16(f2dot14(to))
            }
        }
        return bytes
    }

    /// An item variation store: `regions`, each one tent (start, peak, end)
    /// an axis, then the VarData subtables.
    static func itemVariationStore(regions: [[(Double, Double, Double)]], axisCount: Int, data: [[UInt8]]) -> [UInt8] {
        var regionList: [UInt8] = []
        regionList.put16(UInt16(axisCount))
        regionList.put16(UInt16(regions.count))
        for region in regions {
            for (start, peak, end) in region {
                regionList.put16(f2dot14(start))
                regionList.put16(f2dot14(peak))
                regionList.put16(f2dot14(end))
            }
        }
        var bytes: [UInt8] = []
        bytes.put16(1)
        let headerSize = 8 + 4 * data.count
        bytes.put32(UInt32(headerSize))
        bytes.put16(UInt16(data.count))
        var offset = headerSize + regionList.count
        for subtable in data {
            bytes.put32(UInt32(offset))
            offset += subtable.count
        }
        return bytes + regionList + data.flatMap { $0 }
    }

    /// A VarData subtable: `wordCount` wide columns first (32-bit with
    /// `longWords`, else 16-bit), the rest narrow (16-bit with `longWords`,
    /// else 8-bit).
    static func varData(regionIndexes: [UInt16], rows: [[Int32]], wordCount: Int = 0, longWords: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.put16(UInt16(rows.count))
        bytes.put16(UInt16(wordCount) | (longWords ? 0x8000 : 0))
        bytes.put16(UInt16(regionIndexes.count))
        for index in regionIndexes { bytes.put16(index) }
        for row in rows {
            for (column, delta) in row.enumerated() {
                switch (column < wordCount, longWords) {
                case (true, true): bytes.put32(UInt32(bitPattern: delta))
                case (true, false), (false, true): bytes.put16(UInt16(bitPattern: Int16(delta)))
                case (false, false): bytes.append(UInt8(bitPattern: Int8(delta)))
                }
            }
        }
        return bytes
    }

    /// A DeltaSetIndexMap of (outer, inner) entries.
    static func deltaSetIndexMap(_ entries: [(UInt32, UInt32)], format: UInt8, entrySize: Int, innerBits: Int) -> [UInt8] {
        var bytes: [UInt8] = [format, UInt8((entrySize - 1) << 4 | (innerBits - 1))]
        if format == 0 { bytes.put16(UInt16(entries.count)) } else { bytes.put32(UInt32(entries.count)) }
        for (outer, inner) in entries {
            let value = outer << innerBits | inner
            for byte in (0 ..< entrySize).reversed() {
                bytes.append(UInt8(truncatingIfNeeded: value >> (8 * byte)))
            }
        }
        return bytes
    }

    /// `HVAR`: the header, the store, then the advance width map if any;
    /// `storeOffset` and `mapOffset` replace the true offsets.
    static func hvar(
        store: [UInt8], map: [UInt8]? = nil, majorVersion: UInt16 = 1, storeOffset: UInt32? = nil, mapOffset: UInt32? = nil
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.put16(majorVersion)
        bytes.put16(0)
        bytes.put32(storeOffset ?? 20)
        bytes.put32(map == nil ? 0 : mapOffset ?? UInt32(20 + store.count))
        bytes.put32(0)
        bytes.put32(0)
        return bytes + store + (map ?? [])
    }

    /// `trak` version 1.0 format 0 with horizontal data only, at byte 12:
    /// the track entries, the size table, then each track's values.
    static func trak(tracks: [(Double, [Int16])], sizes: [Double]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.put32(0x0001_0000)
        bytes.put16(0)
        bytes.put16(12)   // horizontal data
        bytes.put16(0)
        bytes.put16(0)
        bytes.put16(UInt16(tracks.count))
        bytes.put16(UInt16(sizes.count))
        let sizeTable = 12 + 8 + 8 * tracks.count
        bytes.put32(UInt32(sizeTable))
        var valuesOffset = sizeTable + 4 * sizes.count
        for (index, (track, values)) in tracks.enumerated() {
            bytes.put32(UInt32(bitPattern: Int32(track * 65536)))
            bytes.put16(UInt16(256 + index))
            bytes.put16(UInt16(valuesOffset))
            valuesOffset += 2 * values.count
        }
        for size in sizes { bytes.put32(UInt32(bitPattern: Int32(size * 65536))) }
        for (_, values) in tracks {
            for value in values { bytes.put16(UInt16(bitPattern: value)) }
        }
        return bytes
    }

    static func f2dot14(_ value: Double) -> UInt16 {
        UInt16(bitPattern: Int16((value * 16384).rounded()))
    }
}

private extension [UInt8] {
    mutating func put16(_ value: UInt16) {
        append(UInt8(value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    mutating func put32(_ value: UInt32) {
        put16(UInt16(value >> 16))
        put16(UInt16(truncatingIfNeeded: value))
    }
}

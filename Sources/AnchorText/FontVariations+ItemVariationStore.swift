import Foundation

/// An OpenType item variation store (format 1), as `HVAR` holds one: regions
/// of the normalized design space, and rows of deltas, one delta a region,
/// addressed by an outer index (which VarData) and an inner one (which row).
/// Read whole at load, every count and offset checked, so that a lookup
/// never fails.
///
///     let store = try ItemVariationStore(store, axisCount: 2, table: "HVAR")
///     let scalars = store.regionScalars(at: [0.72, 0.08])
///     store.delta(outer: 0, inner: 3, scalars: scalars)   // font units
struct ItemVariationStore: Sendable {
    /// One axis of a region: a tent that rises from `start` to 1 at `peak`
    /// and falls back to 0 at `end`, all normalized coordinates.
    private struct Tent: Sendable {
        var start: Double
        var peak: Double
        var end: Double
    }

    /// One VarData subtable: the regions its columns belong to and its
    /// rows of deltas, row after row.
    private struct DeltaSets: Sendable {
        var regionIndexes: [Int]
        var deltas: [Int32]
        var itemCount: Int
    }

    /// The axis count of the region list, `fvar`'s.
    private let axisCount: Int
    private let regionCount: Int
    /// Region after region, `axisCount` tents each.
    private let tents: [Tent]
    private let deltaSets: [DeltaSets]

    /// How many VarData subtables there are: valid outer indexes are below.
    var outerCount: Int { deltaSets.count }

    /// How many rows VarData `outer` has: valid inner indexes are below.
    ///
    ///     store.itemCount(outer: 0)   // numGlyphs, for HVAR without a map
    func itemCount(outer: Int) -> Int { deltaSets[outer].itemCount }

    /// Reads the store in `reader`, whose regions must span `axisCount`
    /// axes (`fvar`'s); `table` ("HVAR") names the parts in errors.
    init(_ reader: FontDataReader, axisCount: Int, table: String) throws(FontFileError) {
        let format = Int(try reader.uint16(at: 0))
        guard format == 1 else { throw .unsupportedFormat(reader.name, format: format) }
        self.axisCount = axisCount

        let regionListOffset = Int(try reader.uint32(at: 2))
        let regionListName = "the '\(table)' variation region list"
        let regionList = try reader.part(
            at: regionListOffset, length: reader.count - regionListOffset, name: regionListName)
        let regionAxisCount = Int(try regionList.uint16(at: 0))
        guard regionAxisCount == axisCount else {
            throw .axisCountMismatch(regionListName, count: regionAxisCount, fvarAxisCount: axisCount)
        }
        let regionCount = Int(try regionList.uint16(at: 2))
        let regions = try regionList.part(at: 4, length: 6 * axisCount * regionCount, name: regionListName)
        var tents: [Tent] = []
        tents.reserveCapacity(axisCount * regionCount)
        for index in 0 ..< axisCount * regionCount {
            tents.append(Tent(
                start: try regions.f2dot14(at: 6 * index),
                peak: try regions.f2dot14(at: 6 * index + 2),
                end: try regions.f2dot14(at: 6 * index + 4)
            ))
        }
        self.tents = tents

        // Subtables at the same offset are read once; subtables that lie
        // over one another are refused, so that reading them all takes no
        // more work than the store has bytes.
        let dataCount = Int(try reader.uint16(at: 6))
        var deltaSets: [DeltaSets] = []
        var read: [Int: Int] = [:]
        var bytesRead = 0
        for outer in 0 ..< dataCount {
            let offset = Int(try reader.uint32(at: 8 + 4 * outer))
            if let earlier = read[offset] {
                deltaSets.append(deltaSets[earlier])
                continue
            }
            let name = "the '\(table)' item variation data \(outer)"
            let data = try reader.part(at: offset, length: reader.count - offset, name: name)
            let (sets, byteCount) = try Self.deltaSets(in: data, regionCount: regionCount, budget: reader.count - bytesRead)
            bytesRead += byteCount
            read[offset] = outer
            deltaSets.append(sets)
        }
        self.regionCount = regionCount
        self.deltaSets = deltaSets
    }

    /// A VarData subtable: its region indexes, each below `regionCount`,
    /// then `itemCount` rows of `wordDeltaCount & 0x7FFF` wide deltas
    /// (32-bit with LONG_WORDS, the 0x8000 bit, else 16-bit) followed by
    /// narrow ones (16-bit with LONG_WORDS, else 8-bit).
    /// Throws when the subtable is longer than `budget` bytes, the bytes of
    /// the store that no other subtable has taken.
    private static func deltaSets(
        in data: FontDataReader, regionCount: Int, budget: Int
    ) throws(FontFileError) -> (DeltaSets, byteCount: Int) {
        let itemCount = Int(try data.uint16(at: 0))
        let wordDeltaCount = try data.uint16(at: 2)
        let columnCount = Int(try data.uint16(at: 4))
        let wideCount = Int(wordDeltaCount & 0x7FFF)
        let longWords = wordDeltaCount & 0x8000 != 0
        guard wideCount <= columnCount else {
            throw .invalidWordDeltaCount(data.name, wordDeltaCount: wideCount, regionIndexCount: columnCount)
        }
        let wideSize = longWords ? 4 : 2
        let narrowSize = longWords ? 2 : 1
        let rowSize = wideSize * wideCount + narrowSize * (columnCount - wideCount)
        let byteCount = 6 + 2 * columnCount + rowSize * itemCount
        guard byteCount <= data.count else { throw .truncated(data.name) }
        guard byteCount <= budget else { throw .overlappingVariationData(data.name) }
        var regionIndexes: [Int] = []
        for column in 0 ..< columnCount {
            let region = Int(try data.uint16(at: 6 + 2 * column))
            guard region < regionCount else {
                throw .regionIndexOutOfRange(data.name, index: region, regionCount: regionCount)
            }
            regionIndexes.append(region)
        }
        let rows = try data.part(at: 6 + 2 * columnCount, length: rowSize * itemCount, name: data.name)
        var deltas: [Int32] = []
        deltas.reserveCapacity(itemCount * columnCount)
        for item in 0 ..< itemCount {
            var offset = item * rowSize
            for column in 0 ..< columnCount {
                let isWide = column < wideCount
                switch (isWide, longWords) {
                case (true, true): deltas.append(Int32(bitPattern: try rows.uint32(at: offset)))
                case (true, false), (false, true): deltas.append(Int32(try rows.int16(at: offset)))
                case (false, false): deltas.append(Int32(Int8(bitPattern: try rows.uint8(at: offset))))
                }
                offset += isWide ? wideSize : narrowSize
            }
        }
        return (DeltaSets(regionIndexes: regionIndexes, deltas: deltas, itemCount: itemCount), byteCount)
    }

    /// How much of each region's deltas applies at the normalized
    /// `coordinates` (one an axis): the product over the axes of each tent's
    /// height there, as OpenType's interpolation algorithm gives it. An axis
    /// whose peak is 0, or whose tent is malformed (start > peak, peak > end,
    /// or start < 0 < end), does not limit the region.
    ///
    ///     store.regionScalars(at: [1, 0])   // 1 for the region peaking at wght +1
    func regionScalars(at coordinates: [Double]) -> [Double] {
        // Without axes every region is everywhere: an empty product is 1.
        guard axisCount > 0 else { return Array(repeating: 1, count: regionCount) }
        var scalars: [Double] = []
        scalars.reserveCapacity(tents.count / axisCount)
        for region in stride(from: 0, to: tents.count, by: axisCount) {
            var scalar = 1.0
            for axis in 0 ..< axisCount {
                let tent = tents[region + axis]
                let value = coordinates[axis]
                if tent.peak == 0 || tent.start > tent.peak || tent.peak > tent.end
                    || (tent.start < 0 && tent.end > 0) || value == tent.peak {
                    continue
                }
                if value <= tent.start || value >= tent.end {
                    scalar = 0
                    break
                }
                scalar *= value < tent.peak
                    ? (value - tent.start) / (tent.peak - tent.start)
                    : (tent.end - value) / (tent.end - tent.peak)
            }
            scalars.append(scalar)
        }
        return scalars
    }

    /// The delta of row `inner` of VarData `outer` at the region `scalars`
    /// (from `regionScalars(at:)`), unrounded; the indexes must be valid.
    ///
    ///     store.delta(outer: 0, inner: glyph, scalars: scalars)
    func delta(outer: Int, inner: Int, scalars: [Double]) -> Double {
        let sets = deltaSets[outer]
        let columnCount = sets.regionIndexes.count
        let row = inner * columnCount
        var sum = 0.0
        for column in 0 ..< columnCount {
            sum += Double(sets.deltas[row + column]) * scalars[sets.regionIndexes[column]]
        }
        return sum
    }
}

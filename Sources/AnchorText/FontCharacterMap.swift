import Foundation

/// A font's `cmap`: which glyph shows each Unicode scalar, read from the
/// best Unicode subtable (format 12 for all of Unicode, else format 4 for
/// the Basic Multilingual Plane) into sorted runs, so that looking a scalar
/// up is a binary search and a malformed subtable fails once, at load.
///
///     let characterMap = try FontCharacterMap(cmap: cmapTable)
///     characterMap.glyph(for: 0x41)   // "A"'s glyph, 0 when unmapped
struct FontCharacterMap: Sendable {
    /// Consecutive scalars shown by consecutive glyphs.
    private struct Run: Sendable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: UInt32
    }

    /// Sorted by `first`, not overlapping.
    private let runs: [Run]

    /// The glyph of `scalar`, or 0 (`.notdef`) when the font has none.
    ///
    ///     characterMap.glyph(for: 0x4E00)
    func glyph(for scalar: UInt32) -> UInt32 {
        // The last run starting at or before `scalar`.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = low + (high - low) / 2
            if runs[middle].first <= scalar { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let run = runs[low - 1]
        return scalar <= run.last ? run.firstGlyph &+ (scalar - run.first) : 0
    }

    /// Reads the best supported Unicode subtable of `cmap`.
    ///
    ///     try FontCharacterMap(cmap: file.table("cmap"))
    init(cmap: FontDataReader) throws(FontFileError) {
        let subtableCount = Int(try cmap.uint16(at: 2))
        var format4Offset: Int?
        var format12Offset: Int?
        for index in 0 ..< subtableCount {
            let record = 4 + 8 * index
            let platform = try cmap.uint16(at: record)
            let encoding = try cmap.uint16(at: record + 2)
            let offset = Int(try cmap.uint32(at: record + 4))
            switch (platform, encoding) {
            case (3, 10), (0, 4), (0, 6):
                if format12Offset == nil, try cmap.uint16(at: offset) == 12 { format12Offset = offset }
            case (3, 1), (0, 0 ... 3):
                if format4Offset == nil, try cmap.uint16(at: offset) == 4 { format4Offset = offset }
            default:
                continue
            }
        }
        // A subtable's own length field is unreliable (format 4's is 16 bits
        // and overflows in large fonts): each is bounded by the table's end.
        if let offset = format12Offset {
            let name = "the 'cmap' format 12 subtable"
            runs = try Self.format12Runs(try cmap.part(at: offset, length: cmap.count - offset, name: name))
        } else if let offset = format4Offset {
            let name = "the 'cmap' format 4 subtable"
            runs = try Self.format4Runs(try cmap.part(at: offset, length: cmap.count - offset, name: name))
        } else {
            throw .noSupportedCharacterMap
        }
    }

    /// Format 4: segments of BMP codes, each mapped by a delta or through
    /// the glyph index array (addressed from its own idRangeOffset slot);
    /// glyph arithmetic wraps modulo 65536.
    private static func format4Runs(_ subtable: FontDataReader) throws(FontFileError) -> [Run] {
        let segmentCount = Int(try subtable.uint16(at: 6)) / 2
        let endCodes = 14
        let startCodes = endCodes + 2 * segmentCount + 2
        let deltas = startCodes + 2 * segmentCount
        let rangeOffsets = deltas + 2 * segmentCount
        var builder = RunBuilder()
        // Lookups take the first segment whose end is at or past a code, so
        // a code below an earlier segment's end belongs to that segment; this
        // also bounds the work at 65,536 codes whatever the segments claim.
        var nextCode: UInt32 = 0
        for segment in 0 ..< segmentCount {
            let end = UInt32(try subtable.uint16(at: endCodes + 2 * segment))
            let start = UInt32(try subtable.uint16(at: startCodes + 2 * segment))
            let delta = try subtable.uint16(at: deltas + 2 * segment)
            let rangeOffsetSlot = rangeOffsets + 2 * segment
            let rangeOffset = Int(try subtable.uint16(at: rangeOffsetSlot))
            // U+FFFF is a noncharacter; fonts end their segments with it,
            // some with an idRangeOffset that points nowhere.
            let last = min(end, 0xFFFE)
            let first = max(start, nextCode)
            nextCode = max(nextCode, end + 1)
            guard first <= last else { continue }
            for code in first ... last {
                var glyph = UInt16(truncatingIfNeeded: code) &+ delta
                if rangeOffset != 0 {
                    let index = try subtable.uint16(at: rangeOffsetSlot + rangeOffset + 2 * Int(code - start))
                    glyph = index == 0 ? 0 : index &+ delta
                }
                builder.add(code, glyph: UInt32(glyph))
            }
        }
        return builder.runs
    }

    /// Format 12: sequential groups of scalars, each mapped to consecutive glyphs.
    private static func format12Runs(_ subtable: FontDataReader) throws(FontFileError) -> [Run] {
        let groupCount = Int(try subtable.uint32(at: 12))
        guard groupCount <= (subtable.count - 16) / 12 else { throw .truncated(subtable.name) }
        var runs: [Run] = []
        runs.reserveCapacity(groupCount)
        for index in 0 ..< groupCount {
            let group = 16 + 12 * index
            let run = Run(
                first: try subtable.uint32(at: group),
                last: try subtable.uint32(at: group + 4),
                firstGlyph: try subtable.uint32(at: group + 8)
            )
            let isAfterPrevious = runs.last.map { run.first > $0.last } ?? true
            guard run.first <= run.last, run.last <= 0x10FFFF, isAfterPrevious else {
                throw .invalidCharacterGroup(index: index)
            }
            runs.append(run)
        }
        return runs
    }

    /// Gathers codes given in increasing order into runs, leaving out
    /// unmapped ones.
    private struct RunBuilder {
        var runs: [Run] = []

        mutating func add(_ code: UInt32, glyph: UInt32) {
            guard glyph != 0 else { return }
            if let previous = runs.last, previous.last &+ 1 == code,
               previous.firstGlyph &+ (previous.last - previous.first) &+ 1 == glyph {
                runs[runs.count - 1].last = code
            } else {
                runs.append(Run(first: code, last: code, firstGlyph: glyph))
            }
        }
    }
}

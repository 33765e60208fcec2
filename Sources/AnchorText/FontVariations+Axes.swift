import Foundation

/// One axis of a variable font, from its `fvar` record: the range of user
/// coordinates it takes and where its default instance sits.
///
///     VariationAxis(tag: 0x7767_6874, minimum: 100, defaultValue: 400, maximum: 900)   // wght
struct VariationAxis: Sendable, Hashable {
    /// The axis tag as the file stores it, big-endian ASCII.
    let tag: UInt32
    let minimum: Double
    let defaultValue: Double
    let maximum: Double

    /// The tag as text: "wght".
    var tagText: String {
        String(decoding: (0 ..< 4).map { UInt8(truncatingIfNeeded: tag >> (24 - 8 * $0)) }, as: UTF8.self)
    }

    /// `value` clamped to the axis and mapped to −1 … 0 … 1 by the minimum,
    /// default and maximum, as OpenType's default normalization does.
    ///
    ///     weightAxis.normalized(650)   // 0.5 for 100 … 400 … 900
    func normalized(_ value: Double) -> Double {
        let clamped = min(max(value, minimum), maximum)
        if clamped < defaultValue { return -(defaultValue - clamped) / (defaultValue - minimum) }
        if clamped > defaultValue { return (clamped - defaultValue) / (maximum - defaultValue) }
        return 0
    }
}

/// A variable font's axes (`fvar`) and the way `avar` bends their
/// normalization: what turns user coordinates (a weight of 700, an optical
/// size of 17) into the normalized coordinates that variation data is
/// indexed by.
///
///     let axes = try FontAxes(fvar: fvar, avar: avar)
///     axes.normalizedCoordinates([700, 17])   // [0.72, 0.083] with Tests/Fonts/AnchorVariable.ttf
struct FontAxes: Sendable {
    /// In `fvar`'s order, which variation data follows.
    let axes: [VariationAxis]
    /// `avar`'s segment map for each axis, (from, to) pairs in increasing
    /// `from` order; empty for an axis `avar` leaves linear, or for all
    /// when the font has no `avar`.
    private let segmentMaps: [[(from: Double, to: Double)]]

    /// Reads `fvar` version 1 and, when the font has one, `avar` version 1.
    ///
    ///     try FontAxes(fvar: tables.table("fvar"), avar: tables.optionalTable("avar"))
    init(fvar: FontDataReader, avar: FontDataReader?) throws(FontFileError) {
        axes = try Self.axes(in: fvar)
        if let avar {
            segmentMaps = try Self.segmentMaps(in: avar, axisCount: axes.count)
        } else {
            segmentMaps = Array(repeating: [], count: axes.count)
        }
    }

    /// The normalized coordinate of each axis for `userCoordinates`, one an
    /// axis in `fvar`'s order: clamped to the axis, normalized by its
    /// minimum, default and maximum, mapped through `avar` (and kept in
    /// −1 … 1), and rounded to the F2DOT14 grid (1/16384) that variation
    /// data is stored on, as OpenType and fontTools do.
    ///
    ///     axes.normalizedCoordinates([400, 14])   // [0, 0]: the default instance
    func normalizedCoordinates(_ userCoordinates: [Double]) -> [Double] {
        zip(axes, segmentMaps).enumerated().map { index, element in
            let (axis, map) = element
            let value = min(max(Self.piecewiseLinear(axis.normalized(userCoordinates[index]), map), -1), 1)
            return (value * 16384 + 0.5).rounded(.down) / 16384
        }
    }

    /// `value` through an `avar` segment map: a `from` it equals gives that
    /// map's `to`, a value between two `from`s the straight line between
    /// them, and a value beyond the first or last is shifted as that end
    /// is (as HarfBuzz and fontTools recover from a map that misses −1 or 1).
    private static func piecewiseLinear(_ value: Double, _ map: [(from: Double, to: Double)]) -> Double {
        guard let first = map.first, let last = map.last else { return value }
        if value <= first.from { return value - first.from + first.to }
        if value >= last.from { return value - last.from + last.to }
        // The first pair whose `from` is at or past `value`; there is one
        // before it, since `value` is past the first `from`.
        let upper = map.firstIndex { $0.from >= value }!
        let high = map[upper]
        if high.from == value { return high.to }
        let low = map[upper - 1]
        return low.to + (high.to - low.to) * (value - low.from) / (high.from - low.from)
    }

    /// `fvar`'s axis records: 20 bytes or more each (later versions may add
    /// fields), every one's minimum ≤ default ≤ maximum.
    private static func axes(in fvar: FontDataReader) throws(FontFileError) -> [VariationAxis] {
        let major = Int(try fvar.uint16(at: 0))
        guard major == 1 else {
            throw .unsupportedTableVersion("fvar", major: major, minor: Int(try fvar.uint16(at: 2)))
        }
        let axesOffset = Int(try fvar.uint16(at: 4))
        let axisCount = Int(try fvar.uint16(at: 8))
        let axisSize = Int(try fvar.uint16(at: 10))
        let name = "the 'fvar' axis records"
        guard axisSize >= 20 else { throw .truncated(name) }
        let records = try fvar.part(at: axesOffset, length: axisCount * axisSize, name: name)
        var axes: [VariationAxis] = []
        for index in 0 ..< axisCount {
            let record = index * axisSize
            let axis = VariationAxis(
                tag: try records.uint32(at: record),
                minimum: try records.fixed(at: record + 4),
                defaultValue: try records.fixed(at: record + 8),
                maximum: try records.fixed(at: record + 12)
            )
            guard axis.minimum <= axis.defaultValue, axis.defaultValue <= axis.maximum else {
                throw .invalidVariationAxis(index: index, tag: axis.tagText)
            }
            axes.append(axis)
        }
        return axes
    }

    /// `avar` version 1's segment maps, one an axis of `fvar`: each pair in
    /// −1 … 1, the `from`s never decreasing. Version 2 (which adds an item
    /// variation store that moves axes by other axes) is refused, not half
    /// applied.
    private static func segmentMaps(
        in avar: FontDataReader, axisCount: Int
    ) throws(FontFileError) -> [[(from: Double, to: Double)]] {
        let major = Int(try avar.uint16(at: 0))
        guard major == 1 else {
            throw .unsupportedTableVersion("avar", major: major, minor: Int(try avar.uint16(at: 2)))
        }
        let count = Int(try avar.uint16(at: 6))
        guard count == axisCount else {
            throw .axisCountMismatch("the 'avar' table", count: count, fvarAxisCount: axisCount)
        }
        var maps: [[(from: Double, to: Double)]] = []
        var offset = 8
        for axis in 0 ..< count {
            let pairCount = Int(try avar.uint16(at: offset))
            let pairs = try avar.part(at: offset + 2, length: 4 * pairCount, name: avar.name)
            offset += 2 + 4 * pairCount
            var map: [(from: Double, to: Double)] = []
            for index in 0 ..< pairCount {
                let pair = (from: try pairs.f2dot14(at: 4 * index), to: try pairs.f2dot14(at: 4 * index + 2))
                let inRange = (-1 ... 1).contains(pair.from) && (-1 ... 1).contains(pair.to)
                guard inRange, pair.from >= map.last?.from ?? -1 else { throw .invalidAxisValueMap(axis: axis) }
                map.append(pair)
            }
            maps.append(map)
        }
        return maps
    }
}

extension FontDataReader {
    /// The 16.16 fixed-point number at `offset`.
    ///
    ///     try records.fixed(at: 4)   // an axis minimum, 100.0
    func fixed(at offset: Int) throws(FontFileError) -> Double {
        Double(Int32(bitPattern: try uint32(at: offset))) / 65536
    }

    /// The 2.14 fixed-point number at `offset`: −2 ≤ value < 2.
    ///
    ///     try region.f2dot14(at: 2)   // a peak, 1.0
    func f2dot14(at offset: Int) throws(FontFileError) -> Double {
        Double(try int16(at: offset)) / 16384
    }

    /// The byte at `offset`, read through the 16-bit word it is half of (so
    /// the part must be 2 bytes or longer).
    ///
    ///     try map.uint8(at: 1)   // a DeltaSetIndexMap's entry format
    func uint8(at offset: Int) throws(FontFileError) -> UInt8 {
        if offset + 1 < count { return UInt8(try uint16(at: offset) >> 8) }
        return UInt8(truncatingIfNeeded: try uint16(at: offset - 1))
    }
}

import Foundation

/// A variable font's `HVAR`: how each glyph's advance moves away from its
/// `hmtx` value across the design space. Each glyph's deltas are a row of
/// the item variation store, found through the advance width map (a
/// DeltaSetIndexMap) or, without one, at row `glyph` of the first VarData.
/// The side-bearing maps are not read: measuring needs only advances.
///
///     let advances = try AdvanceVariations(hvar: hvar, axisCount: 2, glyphCount: 7)
///     advances.delta(of: 2, scalars: advances.store.regionScalars(at: [0.72, 0]))   // font units
struct AdvanceVariations: Sendable {
    /// The deltas and the regions they apply in.
    let store: ItemVariationStore
    /// The (outer, inner) index of each glyph's row, `outer << 16 | inner`;
    /// empty when glyph ids are the inner indexes of VarData 0. A glyph past
    /// the map's end takes its last entry.
    private let map: [UInt32]

    /// The index that means no variation, whichever map holds it.
    private static let noVariation: UInt32 = 0xFFFF_FFFF

    /// Reads `HVAR` version 1 for a font of `glyphCount` glyphs varying
    /// along `axisCount` axes: every glyph must find its row.
    init(hvar: FontDataReader, axisCount: Int, glyphCount: Int) throws(FontFileError) {
        let major = Int(try hvar.uint16(at: 0))
        guard major == 1 else {
            throw .unsupportedTableVersion("HVAR", major: major, minor: Int(try hvar.uint16(at: 2)))
        }
        let storeOffset = Int(try hvar.uint32(at: 4))
        let mapOffset = Int(try hvar.uint32(at: 8))
        let storeName = "the 'HVAR' item variation store"
        store = try ItemVariationStore(
            try hvar.part(at: storeOffset, length: hvar.count - storeOffset, name: storeName),
            axisCount: axisCount, table: "HVAR"
        )
        let mapName = "the 'HVAR' advance width map"
        map = mapOffset == 0 ? [] : try Self.deltaSetIndexMap(
            try hvar.part(at: mapOffset, length: hvar.count - mapOffset, name: mapName))
        if map.isEmpty {
            guard store.outerCount > 0, store.itemCount(outer: 0) >= glyphCount else {
                throw .variationIndexOutOfRange("the 'HVAR' table", outer: 0, inner: glyphCount - 1)
            }
        }
        for entry in map where entry != Self.noVariation {
            let outer = Int(entry >> 16)
            let inner = Int(entry & 0xFFFF)
            guard outer < store.outerCount, inner < store.itemCount(outer: outer) else {
                throw .variationIndexOutOfRange(mapName, outer: outer, inner: inner)
            }
        }
    }

    /// How far `glyph`'s advance moves at the region `scalars`, in font
    /// units, unrounded.
    ///
    ///     advances.delta(of: glyph, scalars: scalars)   // 33.33
    func delta(of glyph: UInt16, scalars: [Double]) -> Double {
        let entry = map.isEmpty ? UInt32(glyph) : map[min(Int(glyph), map.count - 1)]
        guard entry != Self.noVariation else { return 0 }
        return store.delta(outer: Int(entry >> 16), inner: Int(entry & 0xFFFF), scalars: scalars)
    }

    /// A DeltaSetIndexMap, format 0 (16-bit count) or 1 (32-bit count):
    /// entries of 1 to 4 bytes, each an outer index above its low 1 to 16
    /// bits, the inner index. An outer and an inner index of 0xFFFF mean no
    /// variation. A map with no entries is no map.
    private static func deltaSetIndexMap(_ reader: FontDataReader) throws(FontFileError) -> [UInt32] {
        let format = Int(try reader.uint8(at: 0))
        let entryFormat = try reader.uint8(at: 1)
        let count: Int
        let entriesOffset: Int
        switch format {
        case 0: (count, entriesOffset) = (Int(try reader.uint16(at: 2)), 4)
        case 1: (count, entriesOffset) = (Int(try reader.uint32(at: 2)), 6)
        default: throw .unsupportedFormat(reader.name, format: format)
        }
        let entrySize = Int(entryFormat >> 4 & 0x3) + 1
        let innerBits = UInt32(entryFormat & 0xF) + 1
        guard count <= (reader.count - entriesOffset) / entrySize else { throw .truncated(reader.name) }
        var map: [UInt32] = []
        map.reserveCapacity(count)
        for index in 0 ..< count {
            // Byte by byte from the map, not from a part of the entries
            // alone: `uint8(at:)` needs the byte before a part's last.
            var value: UInt32 = 0
            for byte in 0 ..< entrySize {
                value = value << 8 | UInt32(try reader.uint8(at: entriesOffset + entrySize * index + byte))
            }
            let outer = value >> innerBits
            let inner = value & (1 << innerBits - 1)
            if outer == 0xFFFF, inner == 0xFFFF {
                map.append(noVariation)
            } else {
                // The store has at most 65,535 VarData: a wider outer index names none.
                guard outer <= 0xFFFF else {
                    throw .variationIndexOutOfRange(reader.name, outer: Int(outer), inner: Int(inner))
                }
                map.append(outer << 16 | inner)
            }
        }
        return map
    }
}

import Foundation

/// Why `FontFileMeasurer` could not read a font: the file, or the part of it
/// that is wrong.
///
///     do { _ = try FontFileMeasurer(data: Data()) } catch { print(error) }   // the font data is 0 bytes, …
public enum FontFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The data is shorter than an sfnt header.
    case tooShort(byteCount: Int)
    /// The first four bytes are no TrueType or OpenType version.
    case unknownVersion(UInt32)
    /// The data is a TrueType collection ('ttcf'), which holds several fonts.
    case collectionNotSupported
    /// A table every font needs (`head`, `hhea`, `maxp`, `hmtx` or `cmap`) is absent.
    case missingTable(String)
    /// The table directory places a table partly or wholly past the end of the data.
    case tableOutOfBounds(String, offset: Int, length: Int, byteCount: Int)
    /// A structure (the table directory, a table, a cmap subtable) ends
    /// before the data its own fields describe.
    case truncated(String)
    /// `head.unitsPerEm` is outside 16…16384.
    case unitsPerEmOutOfRange(Int)
    /// `hhea.numberOfHMetrics` is 0 or more than `maxp.numGlyphs`.
    case invalidNumberOfHMetrics(Int, numGlyphs: Int)
    /// The `cmap` has no Unicode subtable of format 4 or 12.
    case noSupportedCharacterMap
    /// A format 12 cmap subtable has a group that ends before it starts, goes
    /// past U+10FFFF, or starts before the previous group ends.
    case invalidCharacterGroup(index: Int)
    /// A table the reader knows is of a version it does not: `fvar`, `avar`
    /// or `HVAR` not 1.x (`avar` 2.0 included), `trak` not 1.0. A variable
    /// font whose variation tables are refused so can still be measured at
    /// its default instance with `FontVariations.off`.
    case unsupportedTableVersion(String, major: Int, minor: Int)
    /// A structure is of a format the reader does not know: a `trak` table
    /// not of format 0, an item variation store not of format 1, a
    /// DeltaSetIndexMap not of format 0 or 1.
    case unsupportedFormat(String, format: Int)
    /// The font has `avar` or `HVAR` (the table named) but no `fvar` to say
    /// which axes they vary along.
    case variationTableWithoutAxes(String)
    /// An `fvar` axis record's minimum, default and maximum are not in
    /// that order.
    case invalidVariationAxis(index: Int, tag: String)
    /// `avar`, or an item variation store's region list, covers another
    /// number of axes than `fvar` defines.
    case axisCountMismatch(String, count: Int, fvarAxisCount: Int)
    /// An `avar` segment map has a coordinate outside −1…1, or `from`
    /// coordinates that decrease.
    case invalidAxisValueMap(axis: Int)
    /// An item variation data subtable declares more wide deltas a row
    /// than deltas a row.
    case invalidWordDeltaCount(String, wordDeltaCount: Int, regionIndexCount: Int)
    /// An item variation data subtable names a region past the region list.
    case regionIndexOutOfRange(String, index: Int, regionCount: Int)
    /// The item variation data subtables of a store lie over one another:
    /// together they take more bytes than the store has.
    case overlappingVariationData(String)
    /// `HVAR`'s advance width map, or its implicit glyph-id mapping, names a
    /// row (outer, inner) its item variation store does not have.
    case variationIndexOutOfRange(String, outer: Int, inner: Int)
    /// The `trak` table has tracks but no sizes, or sizes that do not increase.
    case invalidTrackingSizes

    /// What is wrong, in a sentence.
    ///
    ///     FontFileError.missingTable("hmtx").description   // the font has no 'hmtx' table, which …
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the font file at \(path): \(reason)"
        case let .tooShort(byteCount):
            "the font data is \(byteCount) bytes, shorter than the 12-byte sfnt header"
        case let .unknownVersion(version):
            "the font data starts with \(Self.tagText(version)), which is no sfnt version "
                + "(0x00010000, 'true' or 'OTTO'): not a TrueType or OpenType font"
        case .collectionNotSupported:
            "the data is a TrueType collection ('ttcf'); collections are not supported: "
                + "extract the font you need into its own file"
        case let .missingTable(tag):
            "the font has no '\(tag)' table, which measuring text needs"
        case let .tableOutOfBounds(tag, offset, length, byteCount):
            "the '\(tag)' table (\(length) bytes at offset \(offset)) lies outside the \(byteCount)-byte font data"
        case let .truncated(part):
            "\(part) is truncated: it ends before the data it declares"
        case let .unitsPerEmOutOfRange(unitsPerEm):
            "head.unitsPerEm is \(unitsPerEm), outside 16…16384"
        case let .invalidNumberOfHMetrics(count, numGlyphs):
            "hhea.numberOfHMetrics is \(count), but must be 1…\(numGlyphs) (maxp.numGlyphs)"
        case .noSupportedCharacterMap:
            "the 'cmap' table has no Unicode subtable of format 4 or 12"
        case let .invalidCharacterGroup(index):
            "group \(index) of the 'cmap' format 12 subtable is out of order or outside U+0000…U+10FFFF"
        case let .unsupportedTableVersion(tag, major, minor):
            "the '\(tag)' table is version \(major).\(minor), which the reader does not support"
                + (tag == "trak" ? "" : "; FontVariations.off measures the font's default instance without it")
        case let .unsupportedFormat(part, format):
            "\(part) is of format \(format), which the reader does not support"
        case let .variationTableWithoutAxes(tag):
            "the font has a '\(tag)' table but no 'fvar' table defining the axes it varies along"
        case let .invalidVariationAxis(index, tag):
            "'fvar' axis \(index) ('\(tag)') does not have minimum ≤ default ≤ maximum"
        case let .axisCountMismatch(part, count, fvarAxisCount):
            "\(part) covers \(count) axes, but the 'fvar' table defines \(fvarAxisCount)"
        case let .invalidAxisValueMap(axis):
            "the 'avar' segment map of axis \(axis) has a coordinate outside −1…1 or out of order"
        case let .invalidWordDeltaCount(part, wordDeltaCount, regionIndexCount):
            "\(part) declares \(wordDeltaCount) wide deltas a row, more than its \(regionIndexCount) regions"
        case let .regionIndexOutOfRange(part, index, regionCount):
            "\(part) names region \(index), but the region list has \(regionCount)"
        case let .overlappingVariationData(part):
            "\(part) lies over another subtable of its item variation store"
        case let .variationIndexOutOfRange(part, outer, inner):
            "\(part) names delta set \(outer)/\(inner), which its item variation store does not have"
        case .invalidTrackingSizes:
            "the 'trak' table has tracks but no sizes, or sizes that do not increase"
        }
    }

    /// `0x41424344 ('ABCD')`, or just the hex when the bytes are not printable.
    private static func tagText(_ value: UInt32) -> String {
        let hex = "0x" + String(value, radix: 16, uppercase: true).leftPadded(to: 8)
        let bytes = (0 ..< 4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
        guard bytes.allSatisfy({ (0x20 ... 0x7E).contains($0) }) else { return hex }
        return "\(hex) ('\(String(decoding: bytes, as: UTF8.self))')"
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

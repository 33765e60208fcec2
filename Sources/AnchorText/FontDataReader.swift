import Foundation

/// A bounds-checked, big-endian view of one part of a font's bytes (the
/// whole file, a table, a subtable): every read lies inside the part or
/// throws, so a malformed font can never make the parser read past it.
///
///     let head = try file.part(at: offset, length: length, name: "the 'head' table")
///     let unitsPerEm = try head.uint16(at: 18)
struct FontDataReader {
    private let bytes: [UInt8]
    private let start: Int
    /// The part's length in bytes.
    let count: Int
    /// What the part is, for errors: "the 'cmap' table".
    let name: String

    /// A reader of all of `bytes`.
    ///
    ///     let file = FontDataReader(bytes: [UInt8](data), name: "the font data")
    init(bytes: [UInt8], name: String) {
        self.init(bytes: bytes, start: 0, count: bytes.count, name: name)
    }

    private init(bytes: [UInt8], start: Int, count: Int, name: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.name = name
    }

    /// The `length` bytes at `offset` of this part, named `name`; when they
    /// do not fit in this part, it is the new part that is truncated.
    ///
    ///     let directory = try file.part(at: 12, length: 16 * tableCount, name: "the table directory")
    func part(at offset: Int, length: Int, name: String) throws(FontFileError) -> FontDataReader {
        guard contains(offset: offset, length: length) else { throw .truncated(name) }
        return FontDataReader(bytes: bytes, start: start + offset, count: length, name: name)
    }

    /// Whether `length` bytes at `offset` fit in this part.
    ///
    ///     file.contains(offset: 12, length: 16 * tableCount)
    func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && length <= count && offset <= count - length
    }

    /// The big-endian `UInt16` at `offset`.
    ///
    ///     try head.uint16(at: 18)   // unitsPerEm
    func uint16(at offset: Int) throws(FontFileError) -> UInt16 {
        try check(offset, 2)
        let index = start + offset
        return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    /// The big-endian `Int16` at `offset`.
    ///
    ///     try hhea.int16(at: 6)   // descender, negative below the baseline
    func int16(at offset: Int) throws(FontFileError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    /// The big-endian `UInt32` at `offset`.
    ///
    ///     try file.uint32(at: 0)   // the sfnt version
    func uint32(at offset: Int) throws(FontFileError) -> UInt32 {
        try check(offset, 4)
        let index = start + offset
        return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
            | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    private func check(_ offset: Int, _ length: Int) throws(FontFileError) {
        guard contains(offset: offset, length: length) else { throw .truncated(name) }
    }
}

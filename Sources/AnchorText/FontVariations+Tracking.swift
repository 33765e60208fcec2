import Foundation

/// A font's `trak` table, horizontal part, normal track (track value 0):
/// how much Apple's text system adds to every glyph's advance at each point
/// size, in font units. Between two sizes of the table the tracking is
/// linear in the point size; below the first and above the last it holds
/// the end value.
///
///     let tracking = try FontTracking(trak: trak)
///     tracking?.value(atPointSize: 17)   // font units added to each glyph
struct FontTracking: Sendable {
    /// Point sizes, increasing.
    private let sizes: [Double]
    /// The normal track's tracking at each of `sizes`, in font units.
    private let values: [Double]

    /// Reads `trak` version 1.0, format 0: nil when it has no horizontal
    /// track data or no normal track. Every track's values must lie inside
    /// the table, and the sizes must increase.
    ///
    ///     try FontTracking(trak: tables.table("trak"))
    init?(trak: FontDataReader) throws(FontFileError) {
        let version = try trak.uint32(at: 0)
        guard version == 0x0001_0000 else {
            throw .unsupportedTableVersion("trak", major: Int(version >> 16), minor: Int(version & 0xFFFF))
        }
        let format = Int(try trak.uint16(at: 4))
        guard format == 0 else { throw .unsupportedFormat("the 'trak' table", format: format) }
        let horizontalOffset = Int(try trak.uint16(at: 6))
        guard horizontalOffset != 0 else { return nil }

        let dataName = "the 'trak' horizontal track data"
        let data = try trak.part(at: horizontalOffset, length: trak.count - horizontalOffset, name: dataName)
        let trackCount = Int(try data.uint16(at: 0))
        let sizeCount = Int(try data.uint16(at: 2))
        let sizeTableOffset = Int(try data.uint32(at: 4))
        let entries = try data.part(at: 8, length: 8 * trackCount, name: dataName)
        guard trackCount > 0 else { return nil }
        guard sizeCount > 0 else { throw .invalidTrackingSizes }

        // Offsets are from the start of the table.
        let sizeTable = try trak.part(at: sizeTableOffset, length: 4 * sizeCount, name: "the 'trak' size table")
        var sizes: [Double] = []
        for index in 0 ..< sizeCount {
            let size = try sizeTable.fixed(at: 4 * index)
            guard size > sizes.last ?? -.infinity else { throw .invalidTrackingSizes }
            sizes.append(size)
        }
        var normal: [Double]?
        for index in 0 ..< trackCount {
            let track = try entries.uint32(at: 8 * index)
            let valuesOffset = Int(try entries.uint16(at: 8 * index + 6))
            let values = try trak.part(at: valuesOffset, length: 2 * sizeCount, name: "the 'trak' tracking values")
            if track == 0, normal == nil {
                var trackValues: [Double] = []
                for size in 0 ..< sizeCount {
                    trackValues.append(Double(try values.int16(at: 2 * size)))
                }
                normal = trackValues
            }
        }
        guard let normal else { return nil }
        self.sizes = sizes
        self.values = normal
    }

    /// The normal track's tracking at `pointSize`, in font units.
    ///
    ///     tracking.value(atPointSize: 10.5)   // halfway between 9's and 12's
    func value(atPointSize pointSize: Double) -> Double {
        guard pointSize > sizes[0] else { return values[0] }
        guard pointSize < sizes[sizes.count - 1] else { return values[values.count - 1] }
        // The first size at or above `pointSize`: there is one, past the first.
        let upper = sizes.firstIndex { $0 >= pointSize }!
        let lower = upper - 1
        let fraction = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        return values[lower] + (values[upper] - values[lower]) * fraction
    }
}

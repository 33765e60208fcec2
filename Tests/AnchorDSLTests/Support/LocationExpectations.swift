import AnchorDSL
import AnchorHeadless
import Foundation
import Testing

/// Checks that each constraint was tagged with `fileID` and the line at the
/// same index of `lines`.
func expectLocations(
    _ constraints: [LayoutConstraint], fileID: String, lines: [Int],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actualFiles = constraints.map { $0.location?.fileID }
    let actualLines = constraints.map { $0.location?.line }
    let expectedFiles = lines.map { _ in Optional(fileID) }
    let expectedLines = lines.map { Optional($0) }
    // Compared outside `#expect`: its expansion of `[T?] == [T?]` alone
    // takes about 50 ms to type-check on this toolchain.
    let filesMatch = actualFiles == expectedFiles
    let linesMatch = actualLines == expectedLines
    #expect(filesMatch, "files \(actualFiles) != \(expectedFiles)", sourceLocation: sourceLocation)
    #expect(linesMatch, "lines \(actualLines) != \(expectedLines)", sourceLocation: sourceLocation)
}

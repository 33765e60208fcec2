import AnchorText
import Foundation

/// One input: the bytes of a font file. A file the reader refuses throws,
/// which is fine; one it accepts must then measure text and lines. Only a
/// crash or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let measurer = try? FontFileMeasurer(data: bytes) else { return 0 }
    // The pairs the seeds kern (AV, fi), a space, a character outside
    // Latin-1 and one outside the Basic Multilingual Plane.
    _ = measurer.width(of: "Hello AV fi…😀", pointSize: 17, weight: .regular)
    _ = measurer.lineMetrics(pointSize: 17, weight: .regular)
    // Another weight and two other sizes: a variable font's axes (wght,
    // opsz), its advance deltas and its tracking at other coordinates.
    _ = measurer.width(of: "Hello AV", pointSize: 9, weight: .bold)
    _ = measurer.width(of: "Hello AV", pointSize: 40, weight: .ultraLight)
    return 0
}

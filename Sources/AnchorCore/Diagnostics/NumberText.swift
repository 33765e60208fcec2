import Foundation

/// Formats the numbers of a font, a constraint and a frame the way
/// a person writes them: `8`, `0.5`, `-12.25`, never `8.0` or `-0`. The same
/// on every machine: no locale is involved.
package enum NumberText {
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A number to a hundredth, as pictures and cell heights write it: `182.33`.
    package static func hundredths(_ value: CGFloat) -> String {
        format((Double(value) * 100).rounded() / 100)
    }

    /// A rectangle as `(x, y, width × height)`: `(16, 63, 343 × 152)`.
    /// Each number is rounded to a millionth of a point: solved frames are
    /// sums of doubles (`152.00000000000006`), and a millionth is still far
    /// below anything a layout change moves.
    package static func format(_ rect: CGRect) -> String {
        // The origin as it is, not `minX`: a frame laid out inside out
        // (a negative width) shows the origin its view was given.
        "(\(coordinate(rect.origin.x)), \(coordinate(rect.origin.y)), \(format(rect.size)))"
    }

    /// `51 × 31`, to a millionth of a point, as a frame's size is written.
    package static func format(_ size: CGSize) -> String {
        "\(coordinate(size.width)) × \(coordinate(size.height))"
    }

    private static func coordinate(_ value: CGFloat) -> String { format((Double(value) * 1e6).rounded() / 1e6) }
}

import Foundation

/// Formats the numbers of a constraint's description and of a frame the way
/// a person writes them: `8`, `0.5`, `-12.25`, never `8.0` or `-0`. The same
/// on every machine: no locale is involved.
package enum NumberText {
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A rectangle as `(x, y, width × height)`: `(16, 63, 343 × 152)`.
    package static func format(_ rect: CGRect) -> String {
        let x = format(Double(rect.minX)), y = format(Double(rect.minY))
        return "(\(x), \(y), \(format(Double(rect.width))) × \(format(Double(rect.height))))"
    }
}

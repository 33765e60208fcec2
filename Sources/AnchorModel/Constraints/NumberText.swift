/// Formats the numbers of a constraint's description the way a person writes
/// them: `8`, `0.5`, `-12.25`, never `8.0`.
package enum NumberText {
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

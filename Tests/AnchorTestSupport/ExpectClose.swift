import Foundation
import Testing

/// Two numbers equal to within `tolerance`: sizes computed by division
/// (`90 / 19`) are not exact. A function, not `abs(a - b) < t` in an
/// expectation, which the DSL's `-` overloads make slow to type-check.
public func expectClose(
    _ actual: CGFloat, _ expected: CGFloat, within tolerance: CGFloat = 1e-9, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if !(abs(actual - expected) <= tolerance) {
        Issue.record("\(contextPrefix(context))expected \(expected) ± \(tolerance), got \(actual)", sourceLocation: sourceLocation)
    }
}

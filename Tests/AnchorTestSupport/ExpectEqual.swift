import Testing

/// `#expect(actual == expected)` with the expected literal typed from `actual`,
/// which keeps array and enum literals fast to type-check.
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if actual != expected {
        Issue.record("Expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
}

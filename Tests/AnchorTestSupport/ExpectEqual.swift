import Testing

/// `#expect(actual == expected)` with the expected literal typed from `actual`,
/// which keeps array and enum literals fast to type-check (the macro's
/// expansion of `==` can take 20 ms on its own). `context` says what was
/// compared, for the failure message.
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if actual != expected {
        let prefix = context().isEmpty ? "" : "\(context()): "
        Issue.record("\(prefix)expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
}

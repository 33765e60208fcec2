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
        Issue.record("\(contextPrefix(context()))expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
}

/// What a failure message starts with: the caller's context, if any.
func contextPrefix(_ context: String) -> String {
    context.isEmpty ? "" : "\(context): "
}

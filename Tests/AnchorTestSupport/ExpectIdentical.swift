import Testing

/// `#expect(actual === expected)` as a plain call: the macro's expansion of
/// `===` on optionals took 10–12 ms to type-check here, and twice that on a
/// slower machine, against the 20 ms budget. `context` says what was compared.
public func expectIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if actual !== expected {
        Issue.record("\(contextPrefix(context()))expected \(describe(expected)), got \(describe(actual))",
                     sourceLocation: sourceLocation)
    }
}

private func describe(_ object: AnyObject?) -> String {
    object.map { "\($0) (\(ObjectIdentifier($0)))" } ?? "nil"
}

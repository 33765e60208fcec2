import Testing

/// `#expect(text.contains(part))` as a plain call, failing with the whole
/// text: the macro's expansion of a method call with a message took 10–15 ms
/// to type-check here, and twice that on a slower machine.
public func expectContains(
    _ text: String, _ part: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(text, text.contains(part), "contain \(part.debugDescription)", context, sourceLocation)
}

/// `#expect(text.hasPrefix(start))` as a plain call, failing with the whole text.
public func expectPrefix(
    _ text: String, _ start: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(text, text.hasPrefix(start), "start with \(start.debugDescription)", context, sourceLocation)
}

/// `#expect(text.hasSuffix(end))` as a plain call, failing with the whole text.
public func expectSuffix(
    _ text: String, _ end: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectText(text, text.hasSuffix(end), "end with \(end.debugDescription)", context, sourceLocation)
}

private func expectText(
    _ text: String, _ holds: Bool, _ expectation: @autoclosure () -> String, _ context: () -> String,
    _ sourceLocation: SourceLocation
) {
    if !holds {
        Issue.record("\(contextPrefix(context()))expected \(text.debugDescription) to \(expectation())",
                     sourceLocation: sourceLocation)
    }
}

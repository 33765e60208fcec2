import Testing

/// `#expect(text.contains(part))` as a plain call, failing with the whole
/// text: the macro's expansion of a method call with a message took 10–15 ms
/// to type-check here, and twice that on a slower machine.
public func expectContains(
    _ text: String, _ part: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if !text.contains(part) {
        Issue.record("\(contextPrefix(context()))expected \(text.debugDescription) to contain \(part.debugDescription)",
                     sourceLocation: sourceLocation)
    }
}

/// `#expect(text.hasPrefix(start))` as a plain call, failing with the whole text.
public func expectPrefix(
    _ text: String, _ start: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if !text.hasPrefix(start) {
        Issue.record("\(contextPrefix(context()))expected \(text.debugDescription) to start with \(start.debugDescription)",
                     sourceLocation: sourceLocation)
    }
}

/// `#expect(text.hasSuffix(end))` as a plain call, failing with the whole text.
public func expectSuffix(
    _ text: String, _ end: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if !text.hasSuffix(end) {
        Issue.record("\(contextPrefix(context()))expected \(text.debugDescription) to end with \(end.debugDescription)",
                     sourceLocation: sourceLocation)
    }
}

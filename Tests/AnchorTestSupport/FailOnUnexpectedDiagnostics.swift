import AnchorHeadless
import Testing

/// Routes every diagnostic that a test does not capture itself into a test
/// failure, so nothing reaches the default standard-error handler and an
/// unexpected report is never silent. `LayoutDiagnostics.capture` inside a test
/// still sees its own errors (the inner binding wins).
public struct FailOnUnexpectedDiagnostics: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // The issue points at the test. This file's bodies expand no macro
        // (an explicit location, `Issue.record` rather than `#expect`): the
        // first expansion in the file took 17–29 ms to type-check, whichever
        // expression it was.
        let location = test.sourceLocation
        let failTest: @Sendable (LayoutError) -> Void = { error in
            let message = "Unexpected diagnostic: \(error.description)"
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
        try await LayoutDiagnostics.$handler.withValue(failTest) {
            try await function()
        }
    }
}

extension Trait where Self == FailOnUnexpectedDiagnostics {
    /// Turns uncaptured `LayoutDiagnostics` reports into test failures.
    public static var failOnUnexpectedDiagnostics: Self { Self() }
}

/// Runs `body` and expects it to report nothing.
public func expectNoDiagnostics(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    let errors = LayoutDiagnostics.capture(body)
    if !errors.isEmpty {
        Issue.record(Comment(rawValue: "unexpected diagnostics: \(errors)"), sourceLocation: sourceLocation)
    }
}

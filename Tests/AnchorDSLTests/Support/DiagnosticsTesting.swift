import AnchorDSL
import Testing

/// Uncaptured diagnostics fail the test instead of reaching standard error.
struct FailOnUnexpectedDiagnostics: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await LayoutDiagnostics.$handler.withValue({ error in
            Issue.record("Unexpected diagnostic: \(error)")
        }) {
            try await function()
        }
    }
}

/// `#expect(actual == expected)` with the expected literal typed from `actual`,
/// which keeps array and enum literals fast to type-check.
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if actual != expected {
        Issue.record("Expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
}

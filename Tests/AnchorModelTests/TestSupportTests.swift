import AnchorModel
import AnchorTestSupport
import Testing

/// The shared helpers must fail when they should, or every test using them
/// could pass without checking anything.
@Suite struct TestSupportTests {
    @Test func expectEqualRecordsAMismatch() {
        withKnownIssue { expectEqual(1, 2, "one against two") }
        withKnownIssue { expectEqual(Priority.high, .low) }
    }
}

import AnchorHeadless
import AnchorTestSupport
import Testing

/// The shared helpers must fail when they should, or every test using them
/// could pass without checking anything.
@Suite struct TestSupportTests {
    @Test func expectEqualRecordsAMismatch() {
        withKnownIssue { expectEqual(1, 2, "one against two") }
        withKnownIssue { expectEqual(Priority.high, .low) }
    }

    @Test func expectIdenticalRecordsADifferentObjectOrNil() {
        let (a, b) = (View(name: "a"), View(name: "b"))
        expectIdentical(a, a)
        expectIdentical(nil, nil)
        withKnownIssue { expectIdentical(a, b) }
        withKnownIssue { expectIdentical(a, nil) }
        withKnownIssue { expectIdentical(nil, b) }
    }

    @Test func textExpectationsRecordAMismatch() {
        expectContains("card.width == 40", "width")
        expectPrefix("card.width == 40", "card.")
        expectSuffix("card.width == 40", "== 40")
        withKnownIssue { expectContains("card.width == 40", "height") }
        withKnownIssue { expectPrefix("card.width == 40", "width") }
        withKnownIssue { expectSuffix("card.width == 40", "card") }
    }
}

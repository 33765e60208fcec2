import Foundation
import Testing

/// An issue a test expected to be recorded: its text and line.
struct RecordedIssue: Equatable {
    let message: String
    let line: Int
}

/// Runs `body`, which must record at least one issue, and returns what it
/// recorded; the issues are known, so they do not fail the test.
func recordedIssues(_ body: () -> Void) -> [RecordedIssue] {
    let box = IssueBox()
    withKnownIssue {
        body()
    } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        box.append(RecordedIssue(message: message, line: issue.sourceLocation?.line ?? 0))
        return true
    }
    return box.issues
}

/// The matcher runs as a `@Sendable` closure.
private final class IssueBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [RecordedIssue] = []

    func append(_ issue: RecordedIssue) {
        lock.withLock { stored.append(issue) }
    }

    var issues: [RecordedIssue] { lock.withLock { stored } }
}

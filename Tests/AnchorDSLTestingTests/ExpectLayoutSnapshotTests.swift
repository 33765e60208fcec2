@testable import AnchorDSLTesting
import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// A root on an iPhone SE with a card in its safe area, `inset` from its sides.
func snapshotTree(inset: CGFloat = 16) -> View {
    let root = View(name: "root"), card = View(name: "card")
    root.addSubview(card)
    LayoutConstraint.activate {
        card.horizontalEdges == root.horizontalEdges + inset
        card.top == root.safeAreaLayoutGuide.top + 16
        card.height == 120
    }
    root.layout(on: .iPhoneSE)
    return root
}

/// A new, empty directory for one test's references.
func temporarySnapshotDirectory() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-snapshots-\(UUID().uuidString)").path
}

@Suite(.failOnUnexpectedDiagnostics) struct ExpectLayoutSnapshotTests {
    @Test func theReferenceIsBesideTheTestFileUnderItsFunctionsName() {
        let snapshot = LayoutSnapshot(
            filePath: "/repo/Tests/AppTests/CardTests.swift", function: "cardOnPhones()", name: nil, snapshotDirectory: nil)
        expectEqual(snapshot.path, "/repo/Tests/AppTests/__LayoutSnapshots__/CardTests/cardOnPhones.txt")
        let named = LayoutSnapshot(
            filePath: "/repo/Tests/AppTests/CardTests.swift", function: "testCard()", name: "dark mode/RTL", snapshotDirectory: "/tmp/refs")
        expectEqual(named.path, "/tmp/refs/testCard.dark-mode-RTL.txt")
    }

    @Test func aMissingReferenceIsWrittenAndFailsOnce() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = snapshotTree()
        let line = #line; let issues = recordedIssues { expectLayoutSnapshot(of: root, snapshotDirectory: directory) }
        let path = directory + "/aMissingReferenceIsWrittenAndFailsOnce.txt"
        let message = "No snapshot was found at \(path): it is recorded now. Run the test again to compare with it."
        expectEqual(issues, [RecordedIssue(message: message, line: line)])
        let stored = try String(contentsOfFile: path, encoding: .utf8)
        expectEqual(stored, root.textPicture(columns: 60) + "\n")
        // The second run compares, and passes.
        expectLayoutSnapshot(of: root, snapshotDirectory: directory)
    }

    @Test func theReferenceHoldsThePictureAndEveryExactFrame() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = recordedIssues { expectLayoutSnapshot(of: snapshotTree(), named: "card", snapshotDirectory: directory) }
        let stored = try String(contentsOfFile: directory + "/theReferenceHoldsThePictureAndEveryExactFrame.card.txt", encoding: .utf8)
        let legend = stored.components(separatedBy: "\n\n").last ?? ""
        let expected = """
            root (0, 0, 375 × 667)
              root.safeArea (0, 20, 375 × 647)
              card (16, 36, 343 × 120)

            """
        expectEqual(legend, expected)
    }

    @Test func aFractionOfAPointFailsWithALineDiff() {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = recordedIssues { expectLayoutSnapshot(of: snapshotTree(), snapshotDirectory: directory) }
        let issues = recordedIssues { expectLayoutSnapshot(of: snapshotTree(inset: 16.5), snapshotDirectory: directory) }
        let path = directory + "/aFractionOfAPointFailsWithALineDiff.txt"
        let message = issues.first?.message ?? ""
        let header = "The layout differs from its snapshot \(path) (- snapshot, + now):"
        expectPrefix(message, header)
        expectContains(message, "\n-   card (16, 36, 343 × 120)\n+   card (16.5, 36, 342 × 120)")
        expectEqual(issues.count, 1)
    }

    @Test func recordingWritesTheReferenceAgainAndFails() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = recordedIssues { expectLayoutSnapshot(of: snapshotTree(), snapshotDirectory: directory) }
        let moved = snapshotTree(inset: 20)
        let issues = recordedIssues { expectLayoutSnapshot(of: moved, record: true, snapshotDirectory: directory) }
        let recorded = issues.first?.message.hasPrefix("Recording is on (record: true or ANCHORDSL_RECORD_SNAPSHOTS=1)") ?? false
        #expect(recorded, "\(issues)")
        let stored = try String(contentsOfFile: directory + "/recordingWritesTheReferenceAgainAndFails.txt", encoding: .utf8)
        expectEqual(stored, moved.textPicture(columns: 60) + "\n")
    }

    @Test func recordingIsAskedForByTheEnvironmentVariableSetToOne() {
        #expect(LayoutSnapshot.recordingRequested(in: ["ANCHORDSL_RECORD_SNAPSHOTS": "1"]))
        #expect(!LayoutSnapshot.recordingRequested(in: ["ANCHORDSL_RECORD_SNAPSHOTS": "0"]))
        #expect(!LayoutSnapshot.recordingRequested(in: [:]))
    }

    @Test func anUnwritableDirectoryIsAClearFailure() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A file where the directory should be.
        try "not a directory".write(toFile: directory, atomically: true, encoding: .utf8)
        let issues = recordedIssues { expectLayoutSnapshot(of: snapshotTree(), snapshotDirectory: directory + "/refs") }
        let message = issues.first?.message ?? ""
        let expected = "expectLayoutSnapshot: cannot write the snapshot \(directory)/refs/anUnwritableDirectoryIsAClearFailure.txt: "
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(message.hasSuffix("Not a directory"), "\(message)")
    }

    @Test func aViewThatIsNotARootIsRefused() {
        let root = snapshotTree()
        let card = root.subviews[0]
        let issues = recordedIssues { expectLayoutSnapshot(of: card, snapshotDirectory: temporarySnapshotDirectory()) }
        expectEqual(issues.map(\.message), ["expectLayoutSnapshot: 'card' is in 'root': snapshot the root of its tree, 'root'"])
    }

    @Test func theDiffShowsChangedLinesWithTwoLinesOfContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh", new = "a\nb\nc\nd\ne\nF\ng\nh"
        expectEqual(LineDiff(old, new).text, "…\n  d\n  e\n- f\n+ F\n  g\n  h")
    }
}

import AnchorDSL
import AnchorDSLTesting
import XCTest

/// The same failures, in an XCTest case: they go through `XCTFail`, at the
/// caller's file and line. This case keeps them instead of failing
/// (swift-corelibs-xctest has no `XCTExpectFailure`): every XCTest failure
/// of a test case goes through its `recordFailure`.
final class XCTestRecordingTests: XCTestCase {
    private struct Failure: Equatable {
        let description: String
        let file: String
        let line: Int
    }

    private var kept: [Failure] = []
    private var keeping = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if keeping {
            kept.append(Failure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func failures(of body: () -> Void) -> [Failure] {
        keeping = true
        body()
        keeping = false
        defer { kept = [] }
        return kept
    }

    func testAMatrixFailureIsRecordedAtTheCallersFileAndLine() {
        let root = wideCardTree()
        let line = #line; let failures = failures { expectValidLayout(root) }
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath])
        let first = failures.first?.description ?? ""
        XCTAssertTrue(first.contains("iPhone SE, left to right: card (16, 20, 360 × 100) is not inside"), first)
    }

    func testASnapshotFailureIsRecordedAtTheCallersLine() {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let root = snapshotTree()
        let line = #line; let failures = failures { expectLayoutSnapshot(of: root, snapshotDirectory: directory) }
        XCTAssertEqual(failures.map(\.line), [line])
        let first = failures.first?.description ?? ""
        XCTAssertTrue(first.contains("No snapshot was found at \(directory)/testASnapshotFailureIsRecordedAtTheCallersLine.txt"), first)
    }

    func testWithoutAFilePathTheMessageSaysWhere() {
        let failures = failures { expectValidLayout(wideCardTree(), on: [], filePath: "", line: 7) }
        XCTAssertEqual(failures.count, 1)
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains(":7: expectValidLayout: the list of devices is empty"), description)
    }

    func testAValidLayoutRecordsNothing() {
        let root = snapshotTree()
        XCTAssertEqual(failures { expectValidLayout(root) }, [])
    }
}

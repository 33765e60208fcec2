import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A failing variant's pictures are attached to the test that failed.
/// `.ci/run` runs this suite again with `swift test --attachments-path DIR`
/// and checks that the files are there under the variants' names.
@Suite struct FailureAttachmentsTests {
    @Test func aSwiftTestingTestTakesAttachments() {
        #if compiler(>=6.2)
        #expect(FailureAttachments.areRecorded)
        #endif
    }

    /// The badge covers the title left to right only: two variants fail,
    /// two pass, on the iPhone SE at L and AX5.
    @Test func theFailingVariantsOfAMatrixAreAttachedUnderTheirNames() {
        let (root, _) = badgeOverTitle()
        withKnownIssue("the badge covers the title left to right") {
            expectValidLayout(root, on: [.iPhoneSE], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        }
    }

    @Test func aSnapshotThatDiffersIsAttachedWithItsDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-attach-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = View(name: "root")
        let card = View(name: "card")
        root.addSubview(card)
        let width = LayoutConstraint.activate { card.width == 100 }
        LayoutConstraint.activate {
            card.leading == root.leading + 16
            card.top == root.top + 16
            card.height == 40
        }
        root.layout(on: .iPhoneSE)
        withKnownIssue("the first run records the reference") {
            expectLayoutSnapshot(of: root, named: "card", snapshotDirectory: folder.path)
        }
        for constraint in width { constraint.constant = 120 }
        root.layoutIfNeeded()
        withKnownIssue("the card is wider than its reference") {
            expectLayoutSnapshot(of: root, named: "card", snapshotDirectory: folder.path)
        }
    }
}

import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Two wrapping labels that resist compression alike, side by side in a row
/// too narrow for both: one settled state whatever the history, the first
/// giving way, no negative width, and the first still showing some of its
/// text.
@Suite(.failOnUnexpectedDiagnostics) struct TightRowTests {
    @Test(arguments: [120, 160, 200, 260, 320] as [CGFloat])
    func everyHistorySettlesAsAFreshRow(width: CGFloat) {
        let fresh = TightRow(width: width)
        for history in [[600], [60], [600, 60, 400], [width + 1]] as [[CGFloat]] {
            let lived = TightRow(width: width, after: history)
            expectFrame(lived.first.frame, fresh.first.frame, "\(width) after \(history): first")
            expectFrame(lived.second.frame, fresh.second.frame, "\(width) after \(history): second")
            withExtendedLifetime(lived.root) {}
        }
        #expect(fresh.first.frame.width > 0, "the first label shows nothing at \(width)")
        #expect(fresh.second.frame.width > 0)
        let gap = fresh.second.frame.minX - fresh.first.frame.maxX
        expectClose(gap, 8)
    }

    /// Where the second label's one line fits beside the first's longest
    /// letters, it keeps that line and the first wraps in what is left.
    @Test func theFirstGivesWay() {
        let row = TightRow(width: 320)
        let (root, first, second) = (row.root, row.first, row.second)
        let oneLine = Label(name: "measure", text: TightRow.secondText).intrinsicContentSize
        let room: CGFloat = 320 - 16 - 16 - 8
        expectClose(second.frame.width, oneLine.width, within: 1e-6)
        expectClose(second.frame.height, oneLine.height, within: 1e-6)
        let left = room - oneLine.width
        expectClose(first.frame.width, left, within: 1e-6)
        #expect(first.frame.height > oneLine.height, "the first wraps")
        withExtendedLifetime(root) {}
    }
}

import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// The checks judge a tight row of two wrapping labels that resist alike
/// as UIKit's engine sees it: a tie, ambiguous wherever its split is free,
/// although a plain layout settles it one way (the first giving way); and a
/// label squeezed to a column of letters narrower than a letter is cut.
@Suite struct TightRowCheckTests {
    @Test func aTieIsAmbiguousAndTheLayoutKeepsItsFrames() {
        let row = TightRow(width: 320)
        let (root, first, second) = (row.root, row.first, row.second)
        let laidOut = (first.frame, second.frame)
        var ambiguous = false
        let reported = LayoutDiagnostics.capture { ambiguous = root.hasAmbiguousLayout }
        #expect(ambiguous)
        expectEqual(reported.count, 1)
        // A later layout is the one before asking: asking judged the tie
        // unweighed, and the layout weighs it again.
        root.frame = CGRect(x: 0, y: 0, width: 321, height: 800)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 800)
        root.layoutIfNeeded()
        expectFrame(first.frame, laidOut.0, "first")
        expectFrame(second.frame, laidOut.1, "second")
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [LayoutCheck.ambiguity])
        expectEqual(problems.first?.views ?? [], ["first", "second"])
    }

    @Test func aColumnOfLettersNarrowerThanALetterIsCut() {
        let row = TightRow(width: 120)
        let (root, first) = (row.root, row.first)
        #expect(first.frame.width > 0 && first.frame.width < 10)
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [LayoutCheck.truncatedText])
        expectEqual(problems.first?.views ?? [], ["first"])
        let message = problems.first?.message ?? ""
        #expect(message.hasSuffix(#"of "Notifications preferences", letters up to 12.36 wide in 3.37"#), "\(message)")
    }
}

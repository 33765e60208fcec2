import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// One cause, one report: an ambiguity that several views share, texts
/// that cannot all show, and nothing reported that holds only where a free
/// frame came to rest.
@Suite(.failOnUnexpectedDiagnostics) struct OneReportPerCauseTests {
    /// "Style" and "Paragraph" in one row, resisting compression alike,
    /// and a strip elsewhere whose width nothing sets.
    func styleRow() -> (root: View, style: Label, paragraph: Label) {
        let root = View(name: "root")
        let style = Label(name: "style", text: "Style", font: .preferred(.body))
        let paragraph = Label(name: "paragraph", text: "Paragraph", font: .preferred(.body))
        let strip = View(name: "strip")
        strip.backgroundColor = .gray
        for view in [style, paragraph, strip] { root.addSubview(view) }
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate {
            style.leading == safe.leading + 22
            paragraph.leading == style.trailing + 8
            paragraph.trailing == safe.trailing - 14
            style.top == safe.top + 20
            paragraph.top == style.top
            strip.top == safe.top + 300
            strip.leading == safe.leading
            strip.height == 20
        }
        return (root, style, paragraph)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func twoLabelsTooWideForTheirRowAreOneAmbiguityAndOneCut(direction: LayoutDirection) {
        let (root, style, paragraph) = styleRow()
        root.layout(on: .iPhoneSE, direction: direction, contentSize: .accessibilityExtraExtraExtraLarge)
        // 339 points between the insets hold 8 and less than the 368.6 the two need at AX5.
        #expect(style.intrinsicContentSize.width + paragraph.intrinsicContentSize.width + 8 > 375 - 36)
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.ambiguity, .ambiguity, .truncatedText])
        expectEqual(problems.map { Set($0.views) }, [["style", "paragraph"], ["strip"], ["style", "paragraph"]])
        // Which unknowns are free depends on the side the row starts from.
        let free = direction == .leftToRight ? "style's width and paragraph's horizontal position and width"
            : "style's horizontal position and width and paragraph's width"
        expectPrefix(problems[0].message, "style and paragraph have an ambiguous layout, one cause: their constraints "
            + "do not determine \(free) (moving one moves the others); they rest at (")
        expectPrefix(problems[1].message, "strip has an ambiguous layout: its constraints do not determine its ")
        expectPrefix(problems[2].message, "one of style or paragraph is cut, whichever")
    }

    @Test func withRoomForBothNothingIsCut() {
        let (root, _, _) = styleRow()
        root.layout(on: .iPhoneSE)
        let problems = layoutProblems(in: root)
        // At Large both fit: which takes the room left over is open (they
        // hug alike), one cause; nothing is cut.
        expectEqual(problems.map(\.check), [.ambiguity, .ambiguity])
        expectEqual(problems.map { Set($0.views) }, [["style", "paragraph"], ["strip"]])
    }

    /// A settings row with a title 11 down from its top; `height` 10, or nothing, sets its height.
    func settingsRow(height: CGFloat?) -> (root: View, row: View) {
        let root = View(name: "root")
        let row = View(name: "row")
        row.backgroundColor = .gray
        let title = Label(name: "title", text: "Wi-Fi", font: .preferred(.body))
        root.addSubview(row)
        row.addSubview(title)
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate {
            row.horizontalEdges == safe.horizontalEdges
            row.top == safe.top + 20
            title.leading == row.leading + 16
            title.top == row.top + 11
        }
        if let height { LayoutConstraint.activate { row.height == height } }
        root.layout(on: .iPhoneSE)
        return (root, row)
    }

    @Test func aTitleInARowOfFreeHeightIsNotOutsideIt() {
        let (root, row) = settingsRow(height: nil)
        // The row rests 0 high with its title below it; it may take any height.
        expectEqual(row.frame.size.height, 0)
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.ambiguity])
        expectEqual(problems.map(\.views), [["row"]])
    }

    @Test func aTitleOutsideARowOfSetHeightIsReported() {
        let (root, _) = settingsRow(height: 10)
        expectEqual(layoutProblems(in: root).map(\.check), [.outsideSuperview])
    }
}

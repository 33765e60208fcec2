@testable import AnchorDSLTesting
import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// A list cell: an avatar, a one-line title and a subtitle that wraps, in
/// the content view's margins; measured one em per character.
private func messageCell(subtitleLines: Int = 0, pinsBottom: Bool = true) -> TableViewCell {
    let cell = TableViewCell(name: "message")
    cell.textMeasurer = EmMeasurer()
    let avatar = ImageView(name: "avatar", imageSize: CGSize(width: 40, height: 40))
    let title = Label(name: "title", text: "Ada Lovelace", font: .system(size: 10))
    let subtitle = Label(name: "subtitle", text: "Wrote the first program", font: .system(size: 10))
    subtitle.numberOfLines = subtitleLines
    for view: View in [avatar, title, subtitle] { cell.contentView.addSubview(view) }
    let margins = cell.contentView.layoutMarginsGuide
    LayoutConstraint.activate {
        avatar.leading == margins.leading
        avatar.top == margins.top
        avatar.size == 40
        if pinsBottom { avatar.bottom <= margins.bottom }
        title.leading == avatar.trailing + 12
        title.trailing <= margins.trailing
        title.top == margins.top
        subtitle.leading == title.leading
        subtitle.trailing == margins.trailing
        subtitle.top == title.bottom + 4
        if pinsBottom { subtitle.bottom <= margins.bottom }
    }
    return cell
}

@Suite(.failOnUnexpectedDiagnostics) struct ExpectValidCellTests {
    @Test func aCellSizedAsATableSizesItPassesAndSaysItsRowHeights() {
        let run = tableCellFailures(on: [.iPhoneSE, .iPhone16, .iPhone16ProMax], contentSizes: [.large, .accessibilityExtraExtraExtraLarge]) {
            messageCell()
        }
        expectEqual(run.failures, [])
        // The avatar's 40 is taller than the title, 4 and the subtitle (24): 11 + 40 + 11, and half a
        // point of separator at @2x; at AX5 the system fonts of 10 do not grow, the separator is a point.
        expectEqual(run.heights, [
            "iPhone SE, left to right, large, as written: row 62.5 high",
            "iPhone SE, left to right, accessibilityExtraExtraExtraLarge, as written: row 63 high",
            "iPhone 16, left to right, large, as written: row 62.33 high",
            "iPhone 16, left to right, accessibilityExtraExtraExtraLarge, as written: row 63 high",
            "iPhone 16 Pro Max, left to right, large, as written: row 62.33 high",
            "iPhone 16 Pro Max, left to right, accessibilityExtraExtraExtraLarge, as written: row 63 high",
        ])
    }

    @Test func layoutVariantsOfACellKeepEachRowAndItsProblems() {
        let matrix = LayoutMatrix(
            on: [.iPhoneSE, .iPhone16], directions: [.leftToRight], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        let rows = layoutVariants(ofCell: { messageCell() }, matrix)
        // As the table sizes them above: the content and a pixel of separator.
        expectEqual(rows.map { NumberText.hundredths($0.root.frame.height) }, ["62.5", "63", "62.33", "63"])
        expectEqual(rows.map { $0.root.frame.width }, [375, 375, 393, 393])
        expectEqual(rows.map(\.device.name), ["iPhone SE", "iPhone SE", "iPhone 16", "iPhone 16"])
        #expect(rows.allSatisfy { $0.problems.isEmpty && $0.root.name == "message" })
        let cut = layoutVariants(ofCell: {
            let cell = messageCell(subtitleLines: 1)
            (cell.contentView.subviews[2] as? Label)?.font = .preferred(.body)
            return cell
        }, LayoutMatrix(on: [.iPhoneSE], directions: [.leftToRight], contentSizes: [.accessibilityExtraExtraExtraLarge]))
        expectEqual(cut.map { $0.problems.map(\.check) }, [[.truncatedText]])
        let items = layoutVariants(ofCell: { CollectionViewCell(name: "item") }, width: .fractionalWidth(0.5),
                                   LayoutMatrix(on: [.iPhoneSE], directions: [.leftToRight]))
        expectEqual(items.map(\.root.frame.width), [187.5])
    }

    @Test func aFailureNamesTheVariantAndTheRowHeight() {
        let run = tableCellFailures(on: [.iPhoneSE], contentSizes: [.accessibilityExtraExtraExtraLarge]) {
            let cell = messageCell(subtitleLines: 1)
            (cell.contentView.subviews[2] as? Label)?.font = .preferred(.body)
            return cell
        }
        // At AX5 the subtitle's body is 53: 11 + 10 + 4 + 53 + 11, and a point of separator.
        expectEqual(run.failures.count, 1)
        expectEqual(
            run.failures.first?.components(separatedBy: " (").first,
            "iPhone SE, left to right, accessibilityExtraExtraExtraLarge, as written: row 90 high; subtitle")
        expectContains(run.failures.first ?? "", ") is truncated: it shows ")
    }

    @Test func aChainOfRequiredFixedSizesConflictsWithTheEncapsulatedHeight() {
        let top = #line + 7
        func badgeCell() -> TableViewCell {
            let cell = TableViewCell(name: "badge")
            let dot = View(name: "dot")
            dot.backgroundColor = .gray
            cell.contentView.addSubview(dot)
            LayoutConstraint.activate {
                dot.top == cell.contentView.top + 8
                dot.bottom == cell.contentView.bottom - 8
                dot.leading == cell.contentView.leading + 16
                dot.size == 40
            }
            return cell
        }
        let run = tableCellFailures(on: [.iPhoneSE]) { badgeCell() }
        expectEqual(run.heights, ["iPhone SE, left to right: row 56.5 high"])
        expectEqual(run.failures.count, 1)
        expectEqual(run.failures.first?.hasPrefix("iPhone SE, left to right: row 56.5 high; the required constraint "), true)
        // The failure names the constraints that conflict, each with its line, as the console lists them.
        let failure = run.failures.first ?? ""
        let file = "AnchorDSLTestingTests/ExpectValidCellTests.swift"
        for written in [
            "dot.top == badge.contentView.top + 8 (\(file):\(top))",
            "dot.bottom == badge.contentView.bottom - 8 (\(file):\(top + 1))", "dot.height == 40 (\(file):\(top + 3))",
        ] {
            expectContains(failure, written)
        }
        expectContains(failure, " and is not enforced")
        #expect(!failure.contains("conflicts with others"), "\(failure)")
        // The report names every constraint of the conflict, the encapsulated height among them.
        let cell = badgeCell()
        cell.traitCollection = LayoutDevice.iPhoneSE.traitCollection
        _ = LayoutDiagnostics.capture { _ = cell.fittedRowHeight(tableWidth: 375) }
        let conflict = layoutProblems(in: cell, checking: .conflicts).first
        expectEqual(conflict?.constraints.contains { $0.hasPrefix("UIView-Encapsulated-Layout-Height: badge.contentView.height == 56.5") }, true)
    }

    @Test func aCellWhoseContentGivesItNoHeightIsReportedOnceAtTheStandardHeight() {
        let run = tableCellFailures(on: [.iPhoneSE], checking: .collapsedCell) { messageCell(pinsBottom: false) }
        expectEqual(run.failures, [
            "iPhone SE, left to right: row 44.5 high; message: its content view's constraints give it no height: "
                + "UIKit logs \"Detected a case where constraints ambiguously suggest a height of zero for a table view "
                + "cell's content view\" and uses the standard height, 44. Pin the content from the content view's top "
                + "to its bottom.",
        ])
    }

    @Test func theHeightTableIsStoredAndComparedAsASnapshot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-cells-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue("the first run records the table") {
            expectValidCell(on: [.iPhoneSE, .iPhone16], directions: [.leftToRight], heightSnapshot: true,
                            snapshotDirectory: folder.path) { messageCell() }
        }
        let stored = try String(
            contentsOfFile: folder.appendingPathComponent("theHeightTableIsStoredAndComparedAsASnapshot.heights.txt").path,
            encoding: .utf8)
        expectEqual(stored, "iPhone SE, left to right: row 62.5 high\niPhone 16, left to right: row 62.33 high\n")
        expectValidCell(on: [.iPhoneSE, .iPhone16], directions: [.leftToRight], heightSnapshot: true,
                        snapshotDirectory: folder.path) { messageCell() }
    }

    @Test func aCollectionCellIsSizedAtItsWidthAndChecked() {
        expectValidCell(width: .fractionalWidth(0.5), estimatedHeight: 80, on: [.iPhoneSE], directions: [.leftToRight]) {
            let cell = CollectionViewCell(name: "photo")
            cell.textMeasurer = EmMeasurer()
            let caption = Label(name: "caption", text: "aaaa bbbb", font: .system(size: 10))
            caption.numberOfLines = 0
            cell.contentView.addSubview(caption)
            LayoutConstraint.activate { caption.edges == cell.contentView.layoutMarginsGuide.edges }
            return cell
        }
    }
}

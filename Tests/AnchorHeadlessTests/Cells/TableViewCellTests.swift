import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Table cells sized as a table with self-sizing rows sizes them.
@Suite("Table view cells", .failOnUnexpectedDiagnostics)
struct TableViewCellTests {
    /// A cell with a one-line title of 10 points pinned to its content view's margins, on a @3x screen.
    func titleCell(scale: CGFloat = 3, category: ContentSizeCategory = .large) -> (TableViewCell, Label) {
        let cell = TableViewCell(name: "cell")
        cell.textMeasurer = EmMeasurer()
        cell.traitCollection = TraitCollection(contentSizeCategory: category, displayScale: scale)
        let title = Label(name: "title", text: "Title", font: .system(size: 10))
        cell.contentView.addSubview(title)
        LayoutConstraint.activate {
            title.edges == cell.contentView.layoutMarginsGuide.edges
        }
        return (cell, title)
    }

    @Test("The row is the fitted height plus a pixel of separator; the content view is as tall as the row")
    func fittedHeightAndSeparator() {
        let (cell, title) = titleCell()
        let height = cell.fittedRowHeight(tableWidth: 393)
        expectClose(height, 11 + 10 + 11 + 1.0 / 3)
        expectClose(cell.separatorHeight, 1.0 / 3)
        expectFrame(cell.frame, rect(0, 0, 393, height))
        expectFrame(cell.contentView.frame, rect(0, 0, 393, height))
        // Side margins of 20 in a table wider than 375 points, 11 above and below.
        expectFrame(title.frame, rect(20, 11, 353, height - 22))
        expectClose(cell.fittedRowHeight(tableWidth: 375), 32 + 1.0 / 3)
        expectFrame(title.frame, rect(16, 11, 343, 10 + 1.0 / 3), "16 at 375 points")
        let (twoX, _) = titleCell(scale: 2)
        expectClose(twoX.fittedRowHeight(tableWidth: 375), 32.5)
        expectClose(twoX.fittedRowHeight(tableWidth: 375, separator: false), 32)
    }

    @Test("Asked again with nothing changed, a cell keeps its height; a change in it fits it again")
    func keptUntilChanged() {
        let (cell, title) = titleCell()
        title.numberOfLines = 0
        expectClose(cell.fittedRowHeight(tableWidth: 375), 32 + 1.0 / 3)
        expectClose(cell.fittedRowHeight(tableWidth: 375), 32 + 1.0 / 3)
        title.text = "Title that wraps onto the next line of the row for sure, at 343 points"
        expectClose(cell.fittedRowHeight(tableWidth: 375), 11 + 30 + 11 + 1.0 / 3, "70 characters of 10 in 343: three lines")
        expectClose(cell.fittedRowHeight(tableWidth: 393), 11 + 20 + 11 + 1.0 / 3, "another width: two lines in 353")
    }

    @Test("Margins the app sets on the content view are kept")
    func appMargins() {
        let (cell, title) = titleCell()
        cell.contentView.layoutMargins = EdgeInsets(4)
        expectClose(cell.fittedRowHeight(tableWidth: 393), 4 + 10 + 4 + 1.0 / 3)
        expectFrame(title.frame, rect(4, 4, 385, 10 + 1.0 / 3))
    }

    @Test("The picture draws the row at its height, its separator and its accessory")
    func picture() {
        let (cell, _) = titleCell()
        cell.accessoryType = .disclosureIndicator
        _ = cell.fittedRowHeight(tableWidth: 375)
        let svg = cell.svgPicture()
        expectContains(svg, "<rect x=\"0\" y=\"32\" width=\"375\" height=\"0.33\" fill=\"#8e8e93\"/>")
        expectContains(svg, "<rect x=\"341\" y=\"0\" width=\"34\" height=\"32\" fill=\"none\"")
        expectContains(svg, "text-anchor=\"middle\">›</text>")
    }

    @Test("At the accessibility sizes the separator is a point")
    func accessibilitySeparator() {
        let (cell, _) = titleCell(category: .accessibilityMedium)
        expectClose(cell.fittedRowHeight(tableWidth: 393), 32 + 1)
    }

    @Test("An accessory and an inset-grouped table narrow the content view")
    func accessoriesAndInsetGrouped() {
        let (cell, _) = titleCell()
        cell.accessoryType = .disclosureIndicator
        _ = cell.fittedRowHeight(tableWidth: 393)
        expectEqual(cell.contentView.frame.width, 393 - 34)
        cell.accessoryType = .checkmark
        _ = cell.fittedRowHeight(tableWidth: 393, style: .insetGrouped)
        expectEqual(cell.frame.width, 393 - 40)
        expectEqual(cell.contentView.frame.width, 393 - 40 - 40)
        cell.accessoryViewSize = CGSize(width: 51, height: 31)
        _ = cell.fittedRowHeight(tableWidth: 393)
        expectEqual(cell.contentView.frame.width, 393 - 51 - 16, "a view of your own and 16 of padding")
    }

    @Test("Content that gives the content view no height falls back to the standard height")
    func collapsedCell() {
        let cell = TableViewCell(name: "cell")
        cell.textMeasurer = EmMeasurer()
        cell.traitCollection = TraitCollection(displayScale: 3)
        let title = Label(name: "title", text: "Title", font: .system(size: 10))
        cell.contentView.addSubview(title)
        LayoutConstraint.activate {
            title.top == cell.contentView.top + 11
            title.leading == cell.contentView.leading + 16
        }
        expectClose(cell.fittedRowHeight(tableWidth: 393), 44 + 1.0 / 3)
        expectEqual(cell.collapsedToStandardHeight, 44)
        cell.traitCollection.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        expectClose(cell.fittedRowHeight(tableWidth: 393), 58 + 1, "capped at xxxLarge's 58, and a point of separator")
        LayoutConstraint.activate { title.bottom == cell.contentView.bottom - 11 }
        _ = cell.fittedRowHeight(tableWidth: 393)
        expectEqual(cell.collapsedToStandardHeight, nil)
    }

    @Test("A vertical chain of required fixed sizes conflicts with the encapsulated height: the console's classic")
    func encapsulatedHeightConflict() {
        let cell = TableViewCell(name: "cell")
        cell.traitCollection = TraitCollection(displayScale: 3)
        let avatar = View(name: "avatar")
        avatar.backgroundColor = .gray
        cell.contentView.addSubview(avatar)
        LayoutConstraint.activate {
            avatar.top == cell.contentView.top + 8
            avatar.bottom == cell.contentView.bottom - 8
            avatar.leading == cell.contentView.leading + 16
            avatar.size == 40
        }
        var height: CGFloat = 0
        let errors = LayoutDiagnostics.capture { height = cell.fittedRowHeight(tableWidth: 393) }
        expectClose(height, 56 + 1.0 / 3)
        expectEqual(errors.count, 1)
        expectContains(errors.first?.description ?? "", "UIView-Encapsulated-Layout-Height: cell.contentView.height == 56.333")
    }

    @Test("Bad widths, accessory sizes and a broken cell are reported and change nothing")
    func badInput() {
        let (cell, _) = titleCell()
        let height = cell.fittedRowHeight(tableWidth: 393)
        for width in [-1, CGFloat.nan, .infinity] {
            var result: CGFloat = 0
            let errors = LayoutDiagnostics.capture { result = cell.fittedRowHeight(tableWidth: width) }
            expectEqual(errors.count, 1)
            expectEqual(result, height)
        }
        var errors = LayoutDiagnostics.capture { cell.accessoryViewSize = CGSize(width: -4, height: 4) }
        expectEqual(errors.count, 1)
        expectEqual(cell.accessoryViewSize, nil)
        cell.contentView.translatesAutoresizingMaskIntoConstraints = true
        errors = LayoutDiagnostics.capture { _ = cell.fittedRowHeight(tableWidth: 393) }
        expectContains(errors.first?.description ?? "", "translatesAutoresizingMaskIntoConstraints was changed")
        cell.contentView.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.removeFromSuperview()
        errors = LayoutDiagnostics.capture { _ = cell.fittedRowHeight(tableWidth: 393) }
        expectContains(errors.first?.description ?? "", "its content view was removed from it")
    }
}

/// Collection cells sized as a compositional layout sizes an item of a fixed width and an estimated height.
@Suite("Collection view cells", .failOnUnexpectedDiagnostics)
struct CollectionViewCellTests {
    @Test("Fitted at the width, the height free, then rounded to the pixel")
    func fittedAndRounded() {
        let cell = CollectionViewCell(name: "cell")
        cell.textMeasurer = EmMeasurer()
        cell.traitCollection = TraitCollection(displayScale: 3)
        let caption = Label(name: "caption", text: "aaaa bbbb", font: .system(size: 10.1))
        caption.numberOfLines = 0
        cell.contentView.addSubview(caption)
        LayoutConstraint.activate {
            caption.edges == cell.contentView.edges
        }
        let size = cell.fittedSize(width: 50, estimatedHeight: 100)
        // Two lines of 10.1: 20.2, rounded to the third of a point: 20.333.
        expectClose(size.height, 61.0 / 3)
        expectEqual(size.width, 50)
        expectFrame(cell.frame, rect(0, 0, 50, size.height))
        expectEqual(caption.lines, ["aaaa", "bbbb"])
    }

    @Test("An under-constrained cell settles at its estimate; one that collapses falls back to it")
    func estimates() {
        let loose = CollectionViewCell(name: "loose")
        let dot = View(name: "dot")
        loose.contentView.addSubview(dot)
        LayoutConstraint.activate {
            dot.top == loose.contentView.top
            dot.leading == loose.contentView.leading
            dot.size == 8
        }
        expectEqual(loose.fittedSize(width: 100, estimatedHeight: 120), CGSize(width: 100, height: 120))
        expectEqual(loose.collapsedToStandardSize, nil)
        let empty = CollectionViewCell(name: "empty")
        let label = Label(name: "label", text: "")
        empty.contentView.addSubview(label)
        LayoutConstraint.activate { label.edges == empty.contentView.edges }
        expectEqual(empty.fittedSize(width: 100, estimatedHeight: 120).height, 120)
        expectEqual(empty.collapsedToStandardSize, CGSize(width: 100, height: 120))
    }

    @Test("Bad widths and estimates are reported and change nothing")
    func badInput() {
        let cell = CollectionViewCell(name: "cell")
        for (width, estimate) in [(CGFloat(-1), CGFloat(44)), (100, .nan), (.infinity, 44)] {
            let errors = LayoutDiagnostics.capture { _ = cell.fittedSize(width: width, estimatedHeight: estimate) }
            expectEqual(errors.count, 1)
            expectEqual(cell.frame.size, .zero)
        }
    }
}

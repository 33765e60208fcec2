import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A row with a 40-point swatch in its content view's margins: 11 + 40 + 11,
/// the bottom free to be lower (a required chain would conflict with the
/// separator's pixel, as in UIKit).
private func swatchCell(_ name: String) -> TableViewCell {
    let cell = TableViewCell(name: name)
    let swatch = View(name: "\(name).swatch")
    swatch.backgroundColor = .gray
    cell.contentView.addSubview(swatch)
    let margins = cell.contentView.layoutMarginsGuide
    LayoutConstraint.activate {
        swatch.leading == margins.leading
        swatch.top == margins.top
        swatch.bottom <= margins.bottom
        swatch.size == 40
    }
    return cell
}

/// Sections of swatch rows, with titles if given.
private final class Swatches: TableViewDataSource {
    var rows: [Int]
    var headers: [String?] = []
    var footers: [String?] = []
    var cellsMade = 0

    init(_ rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade += 1
        return swatchCell("row\(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }
}

/// A table filling a root.
private func screen(_ table: TableView) -> View {
    let root = View(name: "root")
    root.addSubview(table)
    LayoutConstraint.activate { table.edges == root.edges }
    return root
}

@Suite(.failOnUnexpectedDiagnostics) struct TableViewTests {
    /// iPhone SE (@2x): each row 62 of content and half a point of separator.
    @Test func aPlainTableStacksItsRowsAndSizesItsContentFromThem() throws {
        let table = TableView(name: "list"), source = Swatches([3])
        table.dataSource = source
        let root = screen(table)
        root.layout(on: .iPhoneSE)
        expectEqual(table.numberOfSections, 1)
        expectEqual(table.numberOfRows(inSection: 0), 3)
        let frames = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame }
        expectEqual(frames, [rect(0, 0, 375, 62.5), rect(0, 62.5, 375, 62.5), rect(0, 125, 375, 62.5)])
        expectEqual(table.contentSize, CGSize(width: 375, height: 187.5))
        let swatch = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.first)
        expectEqual(swatch.frame, rect(16, 11, 40, 40))
        // The status bar's 20 above, as any scroll view whose insets adjust.
        expectEqual(table.adjustedContentInset, EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        expectEqual(layoutProblems(in: root), [])
        expectEqual(source.cellsMade, 3)
        root.layoutIfNeeded()
        expectEqual(source.cellsMade, 3, "laid out again with nothing changed: the rows stay")
    }

    /// A fixed row height: each row 44, its content view what the separator
    /// leaves (43.5 at @2x); content that asks for more conflicts, as in UIKit.
    @Test func aFixedRowHeightIsEveryRowsAndItsContentViewGetsWhatTheSeparatorLeaves() {
        let table = TableView(name: "list")
        let source = Swatches([2])
        table.dataSource = source
        table.rowHeight = 44
        let root = screen(table)
        let errors = LayoutDiagnostics.capture { root.layout(on: .iPhoneSE) }
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, rect(0, 44, 375, 44))
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame, rect(0, 0, 375, 43.5))
        expectEqual(table.contentSize.height, 88)
        // 11 + 40 + 11 does not fit 43.5: each row's encapsulated height conflicts, once.
        expectEqual(errors.count, 2)
        #expect(errors.allSatisfy { "\($0)".contains("UIView-Encapsulated-Layout-Height") }, "\(errors)")
    }

    /// Inset grouped: rows inset by the cells' margins (16 at 375 points),
    /// each section without a header title 35 below the one before.
    @Test func anInsetGroupedTableInsetsItsRowsAndSpacesItsSections() {
        let table = TableView(name: "settings", style: .insetGrouped)
        let source = Swatches([1, 2])
        table.dataSource = source
        let root = screen(table)
        root.layout(on: .iPhoneSE)
        // 35, a 62.5 row; 35, two rows.
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame, rect(16, 35, 343, 62.5))
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame, rect(16, 132.5, 343, 62.5))
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.frame, rect(16, 195, 343, 62.5))
        expectEqual(table.contentSize.height, 257.5)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) == nil)
    }

    /// A titled header: its text 17 below the section's top and 6 above the
    /// first row; a footer's 6 below the last row and 17 above what follows.
    @Test func headersAndFootersTakeTheirTextAndTheirInsets() throws {
        let table = TableView(name: "settings", style: .grouped)
        let source = Swatches([1])
        source.headers = ["Notifications"]
        source.footers = ["You can change these at any time."]
        table.dataSource = source
        let root = screen(table)
        root.layout(on: .iPhoneSE)
        let header = try #require(table.subviews.first?.subviews.first { $0.name == "settings.section0.header" })
        let text = try #require(header.subviews.first?.subviews.first as? Label)
        expectEqual(text.lines, ["Notifications"])
        expectEqual(text.frame.minY, 17)
        expectEqual(text.frame.minX, 16)
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual(row.frame.minY, header.frame.height)
        #expect(abs(header.frame.height - (17 + text.frame.height + 6)) <= 0.5, "\(header.frame) \(text.frame)")
        let footer = try #require(table.subviews.first?.subviews.first { $0.name == "settings.section0.footer" })
        expectEqual(footer.frame.minY, row.frame.maxY)
        expectEqual(table.contentSize.height, footer.frame.maxY)
        expectEqual(layoutProblems(in: root), [])
    }

    @Test func anEmptyTableAndAnEmptyScrollViewAreNothingToReport() {
        let empty = TableView(name: "empty")
        let root = screen(empty)
        root.layout(on: .iPhoneSE)
        expectEqual(empty.contentSize, CGSize(width: 375, height: 0))
        expectEqual(layoutProblems(in: root), [])
        let withNoRows = TableView(name: "list", style: .grouped), noRows = Swatches([])
        withNoRows.dataSource = noRows
        let other = screen(withNoRows)
        other.layout(on: .iPhoneSE)
        expectEqual(withNoRows.contentSize.height, 0)
        expectEqual(layoutProblems(in: other), [])
        withExtendedLifetime(noRows) {}
        let scroll = ScrollView(name: "scroll")
        let bare = View(name: "root")
        bare.addSubview(scroll)
        LayoutConstraint.activate { scroll.edges == bare.edges }
        bare.layout(on: .iPhoneSE)
        expectEqual(scroll.contentSize, .zero)
        expectEqual(layoutProblems(in: bare), [])
    }

    /// Ten rows in a 300-point table: the last lies below the frame, where a scroll reaches it.
    @Test func theLastRowIsReachedByAScroll() {
        let table = TableView(name: "list"), source = Swatches([10])
        table.dataSource = source
        let root = View(name: "root")
        root.addSubview(table)
        LayoutConstraint.activate {
            table.top == root.safeAreaLayoutGuide.top
            table.horizontalEdges == root.horizontalEdges
            table.height == 300
        }
        root.layout(on: .iPhoneSE)
        expectEqual(table.cellForRow(at: IndexPath(row: 9, section: 0))?.frame, rect(0, 562.5, 375, 62.5))
        expectEqual(table.contentSize.height, 625)
        expectEqual(layoutProblems(in: root), [])
        withExtendedLifetime(source) {}
    }

    /// A list screen ported as written: a table in a navigation controller,
    /// refitted on every device, checked in the matrix.
    @Test func aListScreenInANavigationControllerPortsWithNoStandIn() {
        final class ListController: ViewController {
            let source = Swatches([2, 3])
            override func loadView() {
                let table = TableView(name: "list", style: .insetGrouped)
                table.dataSource = source
                view = table
            }
        }
        var tables: [TableView] = [], navigations: [NavigationController] = []
        let issues = recordedIssues {
            expectValidLayout(on: [.iPhoneSE, .iPhone17], directions: [.leftToRight]) { () -> ViewController in
                let list = ListController(name: "list")
                let navigation = NavigationController(rootViewController: list)
                if let table = list.view as? TableView { tables.append(table) }
                navigations.append(navigation)
                return navigation
            }
            Issue.record("the end")
        }
        expectEqual(issues.map(\.message), ["the end"])
        // iPhone 17: 20-point margins, 402 wide; below the 62 + 54 of status bar and navigation bar.
        expectEqual(tables.last?.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.width, 362)
        expectEqual(tables.last?.adjustedContentInset.top, 116)
    }

    @Test func aWiderTableLaysItsRowsOutAgain() {
        let table = TableView(name: "list", style: .insetGrouped)
        let source = Swatches([1])
        table.dataSource = source
        let root = screen(table)
        root.layout(on: .iPhoneSE)
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.width, 343)
        root.layout(on: .iPhone17)
        let row = table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame ?? .zero
        expectEqual(row.origin, CGPoint(x: 20, y: 35))
        expectEqual(row.width, 362)
        expectEqual(NumberText.hundredths(row.height), "62.33")
        expectEqual(source.cellsMade, 2)
        source.rows = [2]
        table.reloadData()
        root.layoutIfNeeded()
        expectEqual(table.numberOfRows(inSection: 0), 2)
    }

    @Test func badAnswersAreReportedAndChangeNothingElse() {
        final class Bad: TableViewDataSource {
            let shared = swatchCell("shared")
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : -1 }
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { shared }
        }
        let table = TableView(name: "list"), source = Bad()
        table.dataSource = source
        let root = screen(table)
        let errors = LayoutDiagnostics.capture { root.layout(on: .iPhoneSE) }
        expectEqual(errors.map(\.description), [
            "Cannot set tableView(_:cellForRowAt:) of 'list' to shared: the cell for row 1 of section 0 is already in 'list.rows'",
            "Cannot set tableView(_:numberOfRowsInSection:) of 'list' to -1: a count must be 0 or more",
        ])
        expectEqual(table.numberOfRows(inSection: 0), 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) == nil)
        expectEqual(table.contentSize.height, 62.5)
        let refused = LayoutDiagnostics.capture { table.rowHeight = .nan }
        expectEqual(refused.count, 1)
        expectEqual(table.rowHeight, TableView.automaticDimension)
    }

    @Test func aSearchBarIsFiftySixHighAndAsWideAsItsConstraints() {
        let search = SearchBar(name: "search")
        search.placeholder = "Search"
        expectEqual(search.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 56))
        expectEqual(search.placeholder, "Search")
        expectEqual(IndexPath(row: 3, section: 1).row, 3)
        expectEqual(IndexPath(row: 3, section: 1).section, 1)
    }
}

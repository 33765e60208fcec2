import Foundation

/// A headless `UITableView`: a scroll view whose content is its rows, asked
/// of its `dataSource` in sections, each row a `TableViewCell` sized as the
/// table sizes it (`fittedRowHeight(tableWidth:style:separator:)`, or the
/// fixed `rowHeight`), under each section's header text and above its
/// footer text, between `tableHeaderView` and `tableFooterView`. Its
/// content size is what its rows, headers and footers take: an empty table
/// has none, and nothing in it is ambiguous.
///
///     let table = TableView(name: "settings", style: .insetGrouped)
///     table.dataSource = settings
///
/// The table lays its rows out when it is laid out: at its first layout,
/// after `reloadData()`, and whenever its width, traits or direction
/// changed since; the layout then goes on with the rows in place, so that
/// the checks judge every row a scroll reaches.
///
/// Estimated (no recording compared): in a grouped or inset-grouped table
/// a section without a header title starts 35 points below the one before;
/// a header's text is the footnote style inset 17 above and 6 below, a
/// footer's 6 above and 17 below, at the cells' side margins (a runtime
/// dump of a grouped header's margins). See Cells in the documentation.
open class TableView: ScrollView {
    /// The style: plain, grouped or inset-grouped.
    public let style: TableStyle

    /// What the table shows; weak, as UIKit's. Setting it lays the rows out
    /// again at the next layout.
    ///
    ///     table.dataSource = settings
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// The height of every row, separator included, or
    /// `TableView.automaticDimension` (the default): each row as tall as its
    /// cell's content asks. A height that is negative or not finite is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     table.rowHeight = 60
    public var rowHeight: CGFloat {
        get { storedRowHeight }
        set {
            guard newValue == Self.automaticDimension || (newValue.isFinite && newValue >= 0) else {
                return refuse("rowHeight", newValue, "a row height must be finite and 0 or more, or automaticDimension")
            }
            guard newValue != storedRowHeight else { return }
            storedRowHeight = newValue
            reloadData()
        }
    }

    /// A row height that each row's cell decides, as UIKit's
    /// `UITableView.automaticDimension` (-1).
    public static let automaticDimension: CGFloat = -1

    /// A view above the first section, as wide as the table and as high as
    /// its frame says (UIKit reads the frame's height).
    ///
    ///     table.tableHeaderView = banner
    public var tableHeaderView: View? {
        didSet { if tableHeaderView !== oldValue { reloadData() } }
    }

    /// A view below the last section, as `tableHeaderView` above the first.
    public var tableFooterView: View? {
        didSet { if tableFooterView !== oldValue { reloadData() } }
    }

    /// A table of `style`, named for descriptions and errors; its rows lie
    /// in `<name>.rows`, as wide as the table and as tall as they take.
    ///
    ///     let table = TableView(name: "feed")
    public init(name: String, style: TableStyle = .plain) {
        self.style = style
        rowsView = View(name: "\(name).rows")
        rowsHeight = LayoutConstraint(item: rowsView, attribute: .height, relatedBy: .equal, constant: 0)
        super.init(name: name)
        alwaysBounceVertical = true
        addSubview(rowsView)
        rowsView.translatesAutoresizingMaskIntoConstraints = false
        let content = contentLayoutGuide
        LayoutConstraint.activate([
            LayoutConstraint(item: rowsView, attribute: .top, relatedBy: .equal, toItem: content, attribute: .top),
            LayoutConstraint(item: rowsView, attribute: .leading, relatedBy: .equal, toItem: content, attribute: .leading),
            LayoutConstraint(item: rowsView, attribute: .bottom, relatedBy: .equal, toItem: content, attribute: .bottom),
            LayoutConstraint(item: rowsView, attribute: .trailing, relatedBy: .equal, toItem: content, attribute: .trailing),
            LayoutConstraint(item: rowsView, attribute: .width, relatedBy: .equal, toItem: frameLayoutGuide, attribute: .width),
            rowsHeight,
        ])
    }

    /// Asks the data source again at the next layout, as UIKit's.
    ///
    ///     table.reloadData()
    public func reloadData() {
        laidOutFor = nil
        noteLayoutChange()
    }

    /// After layout, how many sections the table showed.
    public var numberOfSections: Int { shownSections.count }

    /// After layout, how many rows the section showed; 0 for a section it has not.
    public func numberOfRows(inSection section: Int) -> Int {
        shownSections.indices.contains(section) ? shownSections[section].count : 0
    }

    /// After layout, the cell shown at `indexPath`; nil where there is none.
    ///
    ///     table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard shownSections.indices.contains(indexPath.section) else { return nil }
        let section = shownSections[indexPath.section]
        return section.indices.contains(indexPath.row) ? section[indexPath.row] : nil
    }

    /// The view the rows, headers and footers lie in, in content coordinates.
    fileprivate let rowsView: View
    private let rowsHeight: LayoutConstraint
    private var storedRowHeight = TableView.automaticDimension
    /// The cells shown, by section; nil for a row that was refused.
    private var shownSections: [[TableViewCell?]] = []
    /// What the rows were last laid out for; nil: lay them out again.
    private var laidOutFor: RowLayout?

    private struct RowLayout: Equatable {
        let width: CGFloat, traits: TraitCollection, direction: LayoutDirection
    }

    package override var settlesParts: Bool { true }

    /// Lays the rows out at the width the last layout gave the table, if
    /// anything they depend on changed since they were; whether it did.
    package override func settleParts() -> Bool {
        let wanted = RowLayout(width: frame.size.width, traits: traitCollection, direction: layoutDirection)
        guard wanted != laidOutFor else { return false }
        laidOutFor = wanted
        for view in rowsView.subviews { view.removeFromSuperview() }
        shownSections = []
        var placer = RowPlacer(table: self, width: wanted.width)
        if let header = tableHeaderView { placer.place(header, height: header.frame.height) }
        let sections = count(dataSource?.numberOfSections(in: self) ?? 0, "numberOfSections(in:)")
        for section in 0..<sections { shownSections.append(placeSection(section, with: &placer)) }
        if let footer = tableFooterView { placer.place(footer, height: footer.frame.height) }
        if rowsHeight.constant != placer.y { rowsHeight.constant = placer.y }
        return true
    }

    private func placeSection(_ section: Int, with placer: inout RowPlacer) -> [TableViewCell?] {
        guard let dataSource else { return [] }
        if let title = dataSource.tableView(self, titleForHeaderInSection: section) {
            placer.placeText(title, named: "\(name).section\(section).header", header: true)
        } else if style != .plain {
            placer.y += Self.groupedSectionSpacing
        }
        let count = count(dataSource.tableView(self, numberOfRowsInSection: section), "tableView(_:numberOfRowsInSection:)")
        var cells: [TableViewCell?] = []
        for row in 0..<count {
            let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
            if let holder = cell.superview {
                refuse("tableView(_:cellForRowAt:)", cell.name, "the cell for row \(row) of section \(section) is already in '\(holder.name)'")
                cells.append(nil)
                continue
            }
            placer.placeCell(cell, rowHeight: storedRowHeight == Self.automaticDimension ? nil : storedRowHeight)
            cells.append(cell)
        }
        if let title = dataSource.tableView(self, titleForFooterInSection: section) {
            placer.placeText(title, named: "\(name).section\(section).footer", header: false)
        }
        return cells
    }

    /// A count the data source answered, or 0 (reported) for a negative one.
    private func count(_ answer: Int, _ question: String) -> Int {
        guard answer >= 0 else {
            refuse(question, answer, "a count must be 0 or more")
            return 0
        }
        return answer
    }

    /// Where a grouped table's section without a header title starts below the one before (estimated).
    static let groupedSectionSpacing: CGFloat = 35
}

/// Puts the table's rows one below the other, from the top of its content.
private struct RowPlacer {
    let table: TableView
    let width: CGFloat
    var y: CGFloat = 0

    /// A view as wide as the table at the next place, `height` high.
    mutating func place(_ view: View, height: CGFloat) {
        table.rowsView.addSubview(view)
        view.frame = CGRect(x: 0, y: y, width: width, height: height)
        y += height
    }

    /// A row's cell, sized as the table's style and width size it (at the
    /// fixed `rowHeight` if there is one), at the table's traits.
    mutating func placeCell(_ cell: TableViewCell, rowHeight: CGFloat?) {
        cell.traitCollection = table.traitCollection
        cell.layoutDirection = table.layoutDirection
        // What the cell's own engine reports, the table's says again once the row is in place: once is enough.
        var height: CGFloat = 0
        _ = LayoutDiagnostics.capture {
            height = cell.placeInRow(ofHeight: rowHeight, tableWidth: width, style: table.style, separator: true)
        }
        let inset = table.style == .insetGrouped ? TableViewCell.margins(tableWidth: width).leading : 0
        table.rowsView.addSubview(cell)
        cell.frame = CGRect(x: inset, y: y, width: cell.frame.width, height: height)
        y += height
    }

    /// A section's header or footer text, in the footnote style at the
    /// cells' side margins.
    mutating func placeText(_ text: String, named name: String, header: Bool) {
        let box = TableViewCell(name: name)
        let label = Label(name: "\(name).text", text: text, font: .preferred(.footnote))
        label.numberOfLines = 0
        box.contentView.addSubview(label)
        let side = TableViewCell.margins(tableWidth: width).leading
        box.contentView.layoutMargins = EdgeInsets(top: header ? 17 : 6, leading: side, bottom: header ? 6 : 17, trailing: side)
        let margins = box.contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            LayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: margins, attribute: .top),
            LayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: margins, attribute: .leading),
            LayoutConstraint(item: label, attribute: .bottom, relatedBy: .equal, toItem: margins, attribute: .bottom),
            LayoutConstraint(item: label, attribute: .trailing, relatedBy: .equal, toItem: margins, attribute: .trailing),
        ])
        box.traitCollection = table.traitCollection
        box.layoutDirection = table.layoutDirection
        var height: CGFloat = 0
        _ = LayoutDiagnostics.capture {
            height = box.placeInRow(ofHeight: nil, tableWidth: width, style: .plain, separator: false)
        }
        table.rowsView.addSubview(box)
        box.frame = CGRect(x: 0, y: y, width: width, height: height)
        y += height
    }
}

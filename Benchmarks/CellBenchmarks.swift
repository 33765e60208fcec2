import AnchorDSL
#if os(Linux)
import AnchorDSLTesting
#endif
import Foundation

/// `Benchmarks cells [--reps N]`: table cells sized as a self-sizing table
/// sizes them, against baselines run in the same process.
///
/// Prints `RATIO cells <name> <value>` for the goals:
/// - `fit/sized` ≤ 1.3: fitting 1,000 rows of 10 kinds of cell
///   (`fittedRowHeight`), against laying out the same content views with
///   their heights set by hand;
/// - `refit/fit` ≤ 0.05: the same rows fitted again after one row's text
///   changed, against their first fitting;
/// - `table/fit` ≤ 1.3: a 200-row `TableView`'s first layout, against
///   fitting the same 200 cells (`fittedRowHeight`); `scroll/table` ≤ 0.01:
///   the table scrolled and laid out again, against that first layout;
/// - `matrix/fit` ≤ 30: `expectValidCell`'s work over 24 variants (3 phones
///   × 2 directions × 2 text sizes × 2 texts), against one fitting of the
///   cell (Linux only, as `Benchmarks testing`).
enum CellBenchmarks {
    static let rows = 1_000

    static func run(_ arguments: [String]) -> Int32 {
        guard let reps = GoalReport.repetitions(arguments, standard: 9, mode: "cells") else { return 2 }
        var report = GoalReport(mode: "cells")
        var fitPairs: [Double] = [], refitPairs: [Double] = []
        for _ in 0..<reps {
            let cells = (0..<rows).map { ListCell(kind: $0 % ListCell.kinds, index: $0) }
            var heights: [CGFloat] = []
            let fit = SolverBenchmarks.milliseconds {
                heights = cells.map { $0.cell.fittedRowHeight(tableWidth: 375) }
            }
            let sized = (0..<rows).map { SizedRow(kind: $0 % ListCell.kinds, index: $0, height: heights[$0]) }
            let byHand = SolverBenchmarks.milliseconds { for row in sized { row.root.layoutIfNeeded() } }
            cells[rows / 2].title.text = "A title changed after the first fitting, long enough to wrap onto more lines"
            let refit = SolverBenchmarks.milliseconds {
                for cell in cells { _ = cell.cell.fittedRowHeight(tableWidth: 375) }
            }
            fitPairs.append(fit / byHand)
            refitPairs.append(refit / fit)
        }
        report.ratio("fit/sized", fitPairs, goal: 1.3)
        tableRuns(reps: reps, report: &report)
        report.ratio("refit/fit", refitPairs, goal: 0.05)
        #if os(Linux)
        var matrixPairs: [Double] = []
        var failures: [String] = []
        for _ in 0..<max(reps / 3, 3) {
            let one = ListCell(kind: 3, index: 0)
            let fit = SolverBenchmarks.milliseconds { _ = one.cell.fittedRowHeight(tableWidth: 375) }
            let matrix = SolverBenchmarks.milliseconds {
                failures = tableCellFailures(
                    on: LayoutDevice.phones, directions: [.leftToRight, .rightToLeft],
                    contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength]
                ) { ListCell(kind: 3, index: 0).cell }.failures
            }
            matrixPairs.append(matrix / fit)
        }
        // The cell passes: what is timed is the checks, not the reports.
        print("CHECK cells matrix failures \(failures.count)")
        report.ratio("matrix/fit", matrixPairs, goal: 30)
        #endif
        return report.allMet ? 0 : 1
    }
}

extension CellBenchmarks {
    static let tableRows = 200

    /// A table of `tableRows` list cells filling a 375-point root, without a scale.
    final class ListTable: TableViewDataSource {
        let root = View(name: "root")
        let table = TableView(name: "list")

        init() {
            root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            root.addSubview(table)
            LayoutConstraint.activate { table.edges == root.edges }
            table.dataSource = self
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { CellBenchmarks.tableRows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            ListCell(kind: indexPath.row % ListCell.kinds, index: indexPath.row).cell
        }
    }

    static func tableRuns(reps: Int, report: inout GoalReport) {
        var tablePairs: [Double] = [], scrollPairs: [Double] = []
        var height: CGFloat = 0
        for _ in 0..<reps {
            let cells = (0..<tableRows).map { ListCell(kind: $0 % ListCell.kinds, index: $0) }
            let fit = SolverBenchmarks.milliseconds { for row in cells { _ = row.cell.fittedRowHeight(tableWidth: 375) } }
            let list = ListTable()
            let first = SolverBenchmarks.milliseconds { list.root.layoutIfNeeded() }
            list.table.contentOffset = CGPoint(x: 0, y: 800)
            let scroll = SolverBenchmarks.milliseconds { list.root.layoutIfNeeded() }
            height = list.table.contentSize.height
            tablePairs.append(first / fit)
            scrollPairs.append(scroll / first)
        }
        print("CHECK cells table of \(tableRows) rows: content \(NumberText.hundredths(height)) high")
        report.ratio("table/fit", tablePairs, goal: 1.3)
        report.ratio("scroll/table", scrollPairs, goal: 0.01)
    }
}

/// One of ten kinds of list cell: an avatar or not, one to three labels
/// (the last wrapping), a timestamp or not, an accessory or not.
final class ListCell {
    static let kinds = 10
    let cell: TableViewCell
    let title: Label

    init(kind: Int, index: Int) {
        cell = TableViewCell(name: "cell\(index)")
        title = Label(name: "title\(index)")
        ListContent.fill(cell.contentView, kind: kind, index: index, title: title)
        if kind.isMultiple(of: 3) { cell.accessoryType = .disclosureIndicator }
    }
}

/// The same content as a `ListCell`'s, in a plain view whose height is set
/// by hand, inside a root as wide as the cell's content view.
final class SizedRow {
    let root = View(name: "row")

    init(kind: Int, index: Int, height: CGFloat) {
        let content = View(name: "content\(index)")
        root.addSubview(content)
        let width: CGFloat = kind.isMultiple(of: 3) ? 375 - 34 : 375
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        content.layoutMargins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        ListContent.fill(content, kind: kind, index: index, title: Label(name: "title\(index)"))
        LayoutConstraint.activate {
            content.edges == root.edges
        }
    }
}

/// The content of a list row, by kind.
enum ListContent {
    static func fill(_ content: View, kind: Int, index: Int, title: Label) {
        let margins = content.layoutMarginsGuide
        title.text = "Row \(index) of kind \(kind)"
        title.font = .preferred(.headline)
        // A cell that passes its checks: the name wraps beside a timestamp
        // that keeps its width, so that neither is left to give way by chance.
        title.numberOfLines = 0
        content.addSubview(title)
        var leading = margins.leading
        var constraints: [LayoutConstraint] = []
        if kind % 2 == 0 {
            let avatar = ImageView(name: "avatar\(index)", imageSize: CGSize(width: 40, height: 40))
            content.addSubview(avatar)
            constraints += [
                avatar.leading == margins.leading, avatar.top == margins.top, avatar.bottom <= margins.bottom,
            ]
            leading = avatar.trailing
        }
        var above: View = title
        constraints += [title.leading == leading + 12, title.top == margins.top]
        if kind % 5 != 4 {
            let time = Label(name: "time\(index)", text: "9:41", font: .preferred(.footnote))
            time.setContentCompressionResistancePriority(.required, for: .horizontal)
            content.addSubview(time)
            constraints += [time.trailing == margins.trailing, time.firstBaseline == title.firstBaseline,
                            title.trailing <= time.leading - 8]
        } else {
            constraints.append(title.trailing <= margins.trailing)
        }
        for line in 0..<(kind % 3) {
            let detail = Label(
                name: "detail\(index).\(line)",
                text: "A line of detail about row \(index) that is long enough to wrap at a phone's width",
                font: .preferred(.subheadline))
            detail.numberOfLines = 0
            content.addSubview(detail)
            constraints += [detail.leading == title.leading, detail.trailing == margins.trailing, detail.top == above.bottom + 4]
            above = detail
        }
        constraints.append(above.bottom <= margins.bottom)
        LayoutConstraint.activate(constraints)
    }
}

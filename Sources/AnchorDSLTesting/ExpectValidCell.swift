import AnchorDSL
import AnchorHeadless
import Foundation

/// Builds a table cell inside each variant of `matrix` (device × design ×
/// direction × text size × text), sizes it as a table of `style` as wide as
/// the device's screen does (`TableViewCell.fittedRowHeight`), and runs the
/// matrix's checks on it at that height: a conflict with the encapsulated
/// height, a label cut at a large text size, a content view its
/// constraints give no height (`.collapsedCell`). A failure names the
/// variant and the row: `iPhone SE, left to right, accessibilityExtraExtraExtraLarge,
/// as written: row 182.33 high; title … is truncated: …`.
///
///     expectValidCell(LayoutMatrix(contentSizes: [.large, .accessibilityExtraExtraExtraLarge])) { MessageCell() }
///
/// `separator: false` is a table whose `separatorStyle` is `.none`: the
/// row is the fitted height alone. With `heightSnapshot`, the row heights of every variant are compared
/// with a stored table (as `expectLayoutSnapshot` stores its references,
/// named `<function>.heights` or `<function>.<named>`), so that a change
/// that moves a row by a point fails, and estimates can be read from it.
public func expectValidCell(
    in style: TableStyle = .plain, separator: Bool = true, _ matrix: LayoutMatrix,
    heightSnapshot: Bool = false, named name: String? = nil, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> TableViewCell
) {
    withoutActuallyEscaping(build) { build in
        expectValidCell(
            .tableCells(in: style, separator: separator, build), matrix,
            heights: heightSnapshot ? .heights(filePath: filePath, function: function, name: name, directory: snapshotDirectory) : nil,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
    }
}

/// As `expectValidCell(in:separator:_:…)`, the matrix's axes as arguments.
///
///     expectValidCell(contentSizes: [.large, .accessibilityExtraExtraExtraLarge]) { MessageCell() }
public func expectValidCell(
    in style: TableStyle = .plain, separator: Bool = true,
    on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    heightSnapshot: Bool = false, named name: String? = nil, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> TableViewCell
) {
    expectValidCell(
        in: style, separator: separator,
        LayoutMatrix(
            on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
            checking: checking, ignoring: ignoring),
        heightSnapshot: heightSnapshot, named: name, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column, build)
}

/// How wide a collection cell is in its layout, as a compositional
/// layout's `NSCollectionLayoutDimension` for an item's width.
///
///     expectValidCell(width: .absolute(180), estimatedHeight: 240) { PhotoCell() }
public enum CellWidth: Sendable, Hashable {
    /// A fraction of the device's screen width.
    case fractionalWidth(CGFloat)
    /// A width in points.
    case absolute(CGFloat)

    /// The width on `device`.
    func points(on device: LayoutDevice) -> CGFloat {
        switch self {
        case let .fractionalWidth(fraction): device.size.width * fraction
        case let .absolute(points): points
        }
    }
}

/// As `expectValidCell(in:separator:_:…)`, for a collection cell sized as a
/// compositional layout sizes an item `width` wide with an estimated
/// height (`CollectionViewCell.fittedSize`). A failure names the item's
/// size: `iPhone SE, left to right: item 375 × 96.33; …`.
///
///     expectValidCell(width: .fractionalWidth(0.5), estimatedHeight: 200, LayoutMatrix(on: [.iPad])) { PhotoCell() }
public func expectValidCell(
    width: CellWidth = .fractionalWidth(1), estimatedHeight: CGFloat = 44, _ matrix: LayoutMatrix,
    heightSnapshot: Bool = false, named name: String? = nil, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> CollectionViewCell
) {
    withoutActuallyEscaping(build) { build in
        expectValidCell(
            .collectionCells(width: width, estimatedHeight: estimatedHeight, build), matrix,
            heights: heightSnapshot ? .heights(filePath: filePath, function: function, name: name, directory: snapshotDirectory) : nil,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
    }
}

/// As the collection form, the matrix's axes as arguments.
///
///     expectValidCell(width: .fractionalWidth(0.5), estimatedHeight: 200) { PhotoCell() }
public func expectValidCell(
    width: CellWidth = .fractionalWidth(1), estimatedHeight: CGFloat = 44,
    on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    heightSnapshot: Bool = false, named name: String? = nil, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> CollectionViewCell
) {
    expectValidCell(
        width: width, estimatedHeight: estimatedHeight,
        LayoutMatrix(
            on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
            checking: checking, ignoring: ignoring),
        heightSnapshot: heightSnapshot, named: name, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column, build)
}

/// Both forms: runs the matrix, records the failures (and, asked for, the
/// height table's difference), attaches the failing variants and adds the
/// call to the report.
private func expectValidCell(
    _ source: LayoutTreeSource, _ matrix: LayoutMatrix, heights: LayoutSnapshot?, at location: CallerLocation,
    function: String
) {
    let report = LayoutReport.shared.flatMap { $0.isUsable ? $0 : nil }
    var drawing: LayoutMatrixRun.Drawing = report != nil ? .report : []
    if FailureAttachments.areRecorded { drawing.insert(.failingPictures) }
    let run = runLayoutMatrix(source, matrix, drawing: drawing)
    for failure in run.failures {
        TestIssue.record(failure, at: location)
    }
    if let heights, run.failures.isEmpty {
        let recordAll = LayoutSnapshot.recordingRequested(in: ProcessInfo.processInfo.environment)
        let table = run.placements.joined(separator: "\n") + "\n"
        if let failure = heights.check(picture: table, record: recordAll) { TestIssue.record(failure, at: location) }
    }
    FailureAttachments.record(run.variants.filter(\.failed), at: location)
    LayoutReport.shared?.add(run, of: "expectValidCell", at: location, testFunction: function)
}

/// The failure messages and row heights of `expectValidCell` for a table
/// cell, without a test framework: its tests and the benchmarks use this.
package func tableCellFailures(
    in style: TableStyle = .plain, separator: Bool = true, on devices: [LayoutDevice],
    directions: [LayoutDirection] = [.leftToRight],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [], _ build: () -> TableViewCell
) -> (failures: [String], heights: [String]) {
    withoutActuallyEscaping(build) { build in
        let source = LayoutTreeSource.tableCells(in: style, separator: separator, build)
        let matrix = LayoutMatrix(
            on: devices, directions: directions, contentSizes: contentSizes, text: text, checking: checking, ignoring: ignoring)
        let run = runLayoutMatrix(source, matrix, drawing: [])
        return (run.failures, run.placements)
    }
}

extension LayoutTreeSource {
    /// Table cells built by `build`, each sized as a row of a table of
    /// `style` as wide as the device's screen, with a separator or not.
    static func tableCells(in style: TableStyle, separator: Bool, _ build: @escaping () -> TableViewCell) -> LayoutTreeSource {
        .cells {
            let cell = build()
            return (cell, { device in
                let height = cell.fittedRowHeight(tableWidth: device.size.width, style: style, separator: separator)
                return "row \(NumberText.hundredths(height)) high"
            })
        }
    }

    /// Collection cells built by `build`, each sized as an item `width`
    /// wide on the device with an estimated height.
    static func collectionCells(
        width: CellWidth, estimatedHeight: CGFloat, _ build: @escaping () -> CollectionViewCell
    ) -> LayoutTreeSource {
        .cells {
            let cell = build()
            return (cell, { device in
                let size = cell.fittedSize(width: width.points(on: device), estimatedHeight: estimatedHeight)
                return "item \(NumberText.hundredths(size.width)) × \(NumberText.hundredths(size.height))"
            })
        }
    }
}

extension LayoutSnapshot {
    /// Where `expectValidCell` keeps its height table: as a snapshot
    /// named `name`, or `heights`.
    static func heights(filePath: String, function: String, name: String?, directory: String?) -> LayoutSnapshot {
        LayoutSnapshot(filePath: filePath, function: function, name: name ?? "heights", snapshotDirectory: directory)
    }
}

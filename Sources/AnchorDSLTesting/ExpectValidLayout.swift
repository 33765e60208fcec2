import AnchorDSL
import AnchorHeadless

/// Lays `root` out in every variant of `matrix` (device × design ×
/// direction × text size × text variant), checks each, and records one
/// test issue per problem, naming the variant. Works in Swift Testing and
/// in XCTest.
///
///     expectValidLayout(root, LayoutMatrix(on: LayoutDevice.allPhones, designs: SystemDesign.allCases))
///
/// A failure reads `iPhone SE, right to left: card and badge overlap: …`,
/// at the caller's line; it names the design, the content size and the
/// text variant too once the matrix spans more than the defaults
/// (`LayoutMatrix`). Each variant is laid out by a new engine from the
/// same constraints, so that nothing of one device's layout (which
/// constraint a conflict broke, where an ambiguous view came to rest,
/// where a label last wrapped) leaks into the next. The root is left on the
/// last variant's device, direction and content size, with the labels'
/// texts as written. Engine reports of conflicts are part of the
/// `conflicts` check and are not logged; other `LayoutDiagnostics` reports
/// go on to the current handler.
public func expectValidLayout(
    _ root: View, _ matrix: LayoutMatrix,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) {
    expectValidLayout(
        .tree(root), matrix,
        at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
}

/// As `expectValidLayout(_:_:)`, with the matrix's axes as arguments.
///
///     expectValidLayout(root, contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength])
public func expectValidLayout(
    _ root: View, on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) {
    expectValidLayout(
        root, LayoutMatrix(
            on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
            checking: checking, ignoring: ignoring),
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// As `expectValidLayout(_:_:)`, with the screen built anew inside each
/// variant by `build`: a root view, or a view controller whose view is the
/// root, with the margins, safe area and bars its containers give it in the
/// variant's design. The one to use when the app reads text or sizes while
/// it builds (a button's width from its title, a font chosen by text size,
/// a tie-break by a string's length).
///
///     expectValidLayout(LayoutMatrix(contentSizes: [.large, .accessibilityExtraExtraExtraLarge])) {
///         NavigationController(rootViewController: SettingsViewController())
///     }
///
/// While `build` runs, every view's `traitCollection` is the variant's
/// (the device's size classes and design, the content size category) until
/// the root's traits are set, labels measure at that text size, and every
/// label text and button title set is rewritten by the variant's text
/// transform as it is set; `LayoutDevice.current` is the variant's device.
/// Then the root is put on the device and checked as the tree form does;
/// nothing of one variant's tree is kept for the next.
public func expectValidLayout<Screen: LayoutScreen>(
    _ matrix: LayoutMatrix,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> Screen
) {
    withoutActuallyEscaping(build) { build in
        expectValidLayout(
            .built(BuiltScreen.of(build)), matrix,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
    }
}

/// As `expectValidLayout(_:_:)` with a closure, the matrix's axes as arguments.
///
///     expectValidLayout(contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength]) {
///         SettingsScreen().view
///     }
public func expectValidLayout<Screen: LayoutScreen>(
    on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> Screen
) {
    expectValidLayout(
        LayoutMatrix(
            on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
            checking: checking, ignoring: ignoring),
        fileID: fileID, filePath: filePath, function: function, line: line, column: column, build)
}

/// Every form of `expectValidLayout`: runs the matrix, records the
/// failures, attaches the failing variants and adds the call to the report.
private func expectValidLayout(
    _ source: LayoutTreeSource, _ matrix: LayoutMatrix, at location: CallerLocation, function: String
) {
    let report = LayoutReport.shared.flatMap { $0.isUsable ? $0 : nil }
    var drawing: LayoutMatrixRun.Drawing = report != nil ? .report : []
    if FailureAttachments.areRecorded { drawing.insert(.failingPictures) }
    let run = runLayoutMatrix(source, matrix, drawing: drawing)
    for failure in run.failures {
        TestIssue.record(failure, at: location)
    }
    FailureAttachments.record(run.variants.filter(\.failed), at: location)
    // An unusable report is given the call all the same, to say once why it writes nothing.
    LayoutReport.shared?.add(run, of: "expectValidLayout", at: location, testFunction: function)
}

extension LayoutDirection {
    /// `left to right`, as a failure names the variant.
    var words: String {
        switch self {
        case .leftToRight: "left to right"
        case .rightToLeft: "right to left"
        }
    }
}

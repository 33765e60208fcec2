import AnchorDSL

/// Lays `root` out on every device × direction × content size × text
/// variant, and records one test issue per problem, naming the variant.
/// Works in Swift Testing and in XCTest.
///
///     expectValidLayout(root, contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength])
///
/// A failure reads `iPhone SE, right to left: card and badge overlap: …`,
/// at the caller's line; once the call asks for other content sizes or
/// text variants than the defaults, it names those too: `iPhone SE, left
/// to right, accessibilityExtraExtraExtraLarge, double length: title … is
/// truncated: …`. Each variant is laid out by a new engine from the same
/// constraints, so that nothing of one device's layout (which constraint a
/// conflict broke, where an ambiguous view came to rest, where a label
/// last wrapped) leaks into the next. The root is left on the last device, direction and content size,
/// with the labels' texts as written. Engine reports of conflicts are part
/// of the `conflicts` check and are not logged; other `LayoutDiagnostics`
/// reports go on to the current handler.
public func expectValidLayout(
    _ root: View, on devices: [LayoutDevice] = LayoutDevice.phones,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large],
    text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let report = LayoutReport.shared.flatMap { $0.isUsable ? $0 : nil }
    var drawing: LayoutMatrixRun.Drawing = report != nil ? .report : []
    if FailureAttachments.areRecorded { drawing.insert(.failingPictures) }
    let run = runLayoutMatrix(
        root, LayoutMatrix(devices: devices, directions: directions, contentSizes: contentSizes, text: text),
        checking: checking, ignoring: ignoring,
        drawing: drawing)
    for failure in run.failures {
        TestIssue.record(failure, at: location)
    }
    FailureAttachments.record(run.variants.filter(\.failed), at: location)
    // An unusable report is given the call all the same, to say once why it writes nothing.
    LayoutReport.shared?.add(run, of: "expectValidLayout", at: location, testFunction: function)
}

/// The variants `expectValidLayout` lays a tree out in.
struct LayoutMatrix {
    var devices: [LayoutDevice]
    var directions: [LayoutDirection]
    var contentSizes: [ContentSizeCategory]
    var text: [TextVariant]

    /// Why nothing can be laid out, or nil.
    var emptyAxis: String? {
        if devices.isEmpty { return "devices" }
        if directions.isEmpty { return "directions" }
        if contentSizes.isEmpty { return "content sizes" }
        if text.isEmpty { return "text variants" }
        return nil
    }

    /// Whether failures name the content size and text variant: only when
    /// the call asked for something other than the defaults, so that the
    /// messages of a plain call stay as short as they were.
    var namesContent: Bool { contentSizes != [.large] || text.map(\.name) != [TextVariant.asWritten.name] }
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

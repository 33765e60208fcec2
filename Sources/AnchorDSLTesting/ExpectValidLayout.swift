import AnchorDSL
import AnchorHeadless

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
    expectValidLayout(
        .tree(root), LayoutMatrix(devices: devices, directions: directions, contentSizes: contentSizes, text: text),
        checking: checking, ignoring: ignoring,
        at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
}

/// As `expectValidLayout(_:on:…)`, with the tree built anew inside each
/// variant by `build`, which returns its root: the one to use when the app
/// reads text or sizes while it builds (a button's width from its title, a
/// font chosen by text size, a tie-break by a string's length).
///
///     expectValidLayout(contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength]) {
///         SettingsScreen().view
///     }
///
/// While `build` runs, every view's `traitCollection` is the variant's
/// (the device's size classes and the content size category) until the
/// root's traits are set, labels measure at that text size, and every
/// label text and button title set is rewritten by the variant's text
/// transform as it is set. Then the root is put on the device and checked
/// as the tree form does; nothing of one variant's tree is kept for the
/// next.
public func expectValidLayout(
    on devices: [LayoutDevice] = LayoutDevice.phones,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large],
    text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> View
) {
    withoutActuallyEscaping(build) { build in
        expectValidLayout(
            .built(BuiltScreen.views(build)),
            LayoutMatrix(devices: devices, directions: directions, contentSizes: contentSizes, text: text),
            checking: checking, ignoring: ignoring,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
    }
}

/// As the closure form above, for a screen that is a view controller: the
/// closure returns it, its view is made inside each variant, and that view
/// is the root laid out and checked, with the margins, safe area and bars
/// the controllers give it.
///
///     expectValidLayout(contentSizes: [.large, .accessibilityExtraExtraExtraLarge]) {
///         NavigationController(rootViewController: SettingsViewController())
///     }
public func expectValidLayout(
    on devices: [LayoutDevice] = LayoutDevice.phones,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large],
    text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> ViewController
) {
    withoutActuallyEscaping(build) { build in
        expectValidLayout(
            .built(BuiltScreen.controllers(build)),
            LayoutMatrix(devices: devices, directions: directions, contentSizes: contentSizes, text: text),
            checking: checking, ignoring: ignoring,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
    }
}

/// Both forms of `expectValidLayout`: runs the matrix, records the
/// failures, attaches the failing variants and adds the call to the report.
private func expectValidLayout(
    _ source: LayoutTreeSource, _ matrix: LayoutMatrix, checking: LayoutCheck, ignoring: Set<String>,
    at location: CallerLocation, function: String
) {
    let report = LayoutReport.shared.flatMap { $0.isUsable ? $0 : nil }
    var drawing: LayoutMatrixRun.Drawing = report != nil ? .report : []
    if FailureAttachments.areRecorded { drawing.insert(.failingPictures) }
    let run = runLayoutMatrix(source, matrix, checking: checking, ignoring: ignoring, drawing: drawing)
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

    /// Calls `body` with each variant in the matrix's order (each device's
    /// directions, their content sizes, their text variants), and
    /// `unusable` once, with why, for a device that cannot be laid out.
    func forEachVariant(
        unusable: (String) -> Void,
        _ body: (LayoutDevice, LayoutDirection, ContentSizeCategory, TextVariant) -> Void
    ) {
        for device in devices {
            if let problem = device.problem {
                unusable(problem)
                continue
            }
            for direction in directions {
                for contentSize in contentSizes {
                    for variantText in text { body(device, direction, contentSize, variantText) }
                }
            }
        }
    }
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

import AnchorDSL
import AnchorHeadless
import Foundation

/// Compares the laid-out tree with a stored reference; see below.
///
///     root.layout(on: .iPhoneSE)
///     expectLayoutSnapshot(of: root)
///
/// The reference is `root.textPicture(columns: 60)`: the tree drawn 60
/// characters wide, then every view and guide with its exact frame
/// (`card (16, 63, 343 × 152)`), so that a change of a fraction of a point
/// fails and the picture shows where. It is stored as
/// `__LayoutSnapshots__/<test file>/<function>[.<name>].txt` beside the
/// test file, or in `snapshotDirectory`. A missing reference is written
/// and the test fails once, saying so; `record: true`, or the environment
/// variable `ANCHORDSL_RECORD_SNAPSHOTS=1`, writes it again and fails,
/// saying so; a different tree fails with a line diff of the two. A test
/// that takes several snapshots, or runs once per argument, names each.
public func expectLayoutSnapshot(
    of root: View, named name: String? = nil,
    record: Bool = false, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column
) {
    let snapshot = LayoutSnapshot(
        filePath: filePath, function: function, name: name, snapshotDirectory: snapshotDirectory)
    let recordAll = LayoutSnapshot.recordingRequested(in: ProcessInfo.processInfo.environment)
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let failure = snapshot.check(root, record: record || recordAll)
    if let failure {
        TestIssue.record(failure, at: location)
    }
    let report = LayoutReport.shared, reporting = report?.isUsable == true
    let attaching = failure != nil && FailureAttachments.areRecorded
    var variants: [LayoutVariant] = []
    // Drawn only for an attachment or the page: a passing test pays nothing.
    if root.superview == nil, attaching || reporting {
        var variant = LayoutVariant(
            device: snapshot.name, direction: root.layoutDirection,
            contentSize: root.traitCollection.contentSizeCategory, text: TextVariant.asWritten.name)
        variant.plainPicture = root.svgPicture()
        variant.textPicture = root.textPicture(columns: LayoutSnapshot.columns)
        if reporting { variant.thumbnail = root.svgThumbnail(width: 72, overlays: []) }
        if let failure, attaching {
            for (text, fileExtension) in [(variant.picture, "svg"), (variant.textPicture, "txt"), (failure, "diff")] {
                if let text { FailureAttachments.attach(text, named: "\(snapshot.name).\(fileExtension)", at: location) }
            }
        }
        variants = [variant]
    }
    // An unusable report is given the call all the same, to say once why it writes nothing.
    report?.add(ReportedCall(
        test: LayoutReport.currentTestName ?? function, function: "expectLayoutSnapshot", location: location,
        axes: nil, variants: variants, messages: failure.map { [$0] } ?? []))
}

/// As `expectLayoutSnapshot(of:)`, for a screen built anew inside each
/// variant of `matrix` (a root view, or a view controller whose view is the
/// root), as the closure form of `expectValidLayout` builds it: one
/// reference holds every variant's picture and frames, each under its name
/// (`## iPhone SE, right to left, large, as written`; with the design once
/// the matrix spans two, `## iPhone 17, iOS 18, left to right, large, as
/// written`, so that a reference of one design stays valid). The matrix's
/// checks are not run: `expectValidLayout` runs them.
///
///     expectLayoutSnapshot(LayoutMatrix(on: [.iPhone17], designs: SystemDesign.allCases)) { ProfileCard().view }
///
/// A variant whose closure returns a view that is not a root is recorded
/// as a failure and left out of the picture.
public func expectLayoutSnapshot<Screen: LayoutScreen>(
    _ matrix: LayoutMatrix, named name: String? = nil, record: Bool = false, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> Screen
) {
    withoutActuallyEscaping(build) { build in
        expectLayoutSnapshot(
            BuiltScreen.of(build), matrix, named: name, record: record, snapshotDirectory: snapshotDirectory,
            at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
    }
}

/// As `expectLayoutSnapshot(_:named:…)`, the matrix's axes as arguments.
///
///     expectLayoutSnapshot(on: [.iPhoneSE], contentSizes: [.large, .accessibilityLarge]) { ProfileCard().view }
public func expectLayoutSnapshot<Screen: LayoutScreen>(
    on devices: [LayoutDevice] = LayoutDevice.phones, designs: [SystemDesign]? = nil,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    named name: String? = nil, record: Bool = false, snapshotDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath,
    function: String = #function, line: Int = #line, column: Int = #column,
    _ build: () -> Screen
) {
    expectLayoutSnapshot(
        LayoutMatrix(on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text),
        named: name, record: record, snapshotDirectory: snapshotDirectory,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column, build)
}

/// Both closure forms of `expectLayoutSnapshot`.
private func expectLayoutSnapshot(
    _ build: () -> BuiltScreen, _ matrix: LayoutMatrix,
    named name: String?, record: Bool, snapshotDirectory: String?,
    at location: CallerLocation, function: String
) {
    if let axis = matrix.emptyAxis {
        return TestIssue.record("expectLayoutSnapshot: the list of \(axis) is empty: nothing was laid out", at: location)
    }
    let snapshot = LayoutSnapshot(
        filePath: location.filePath, function: function, name: name, snapshotDirectory: snapshotDirectory)
    let report = LayoutReport.shared, reporting = report?.isUsable == true
    var sections: [String] = []
    var variants: [LayoutVariant] = []
    var messages: [String] = []
    matrix.forEachVariant(unusable: { messages.append("expectLayoutSnapshot: \($0)") }) { device, direction, contentSize, text in
        var variant = LayoutVariant(
            device: matrix.label(of: device), direction: direction, contentSize: contentSize, text: text.name)
        let screen = device.tree(at: contentSize, text, build)
        let root = screen.root
        if let problem = root.rootProblem {
            return messages.append("\(variant.longName): expectLayoutSnapshot: the closure returned \(problem)")
        }
        defer { withExtendedLifetime(screen.screen) {} }
        root.applyDevice(device, direction: direction, contentSize: contentSize)
        root.layoutIfNeeded()
        let picture = root.textPicture(columns: LayoutSnapshot.columns)
        sections.append("## \(variant.longName)\n\(picture)")
        if reporting {
            variant.plainPicture = root.svgPicture()
            variant.textPicture = picture
            variant.thumbnail = root.svgThumbnail(width: 72, overlays: [])
            variants.append(variant)
        }
    }
    let recordAll = LayoutSnapshot.recordingRequested(in: ProcessInfo.processInfo.environment)
    let all = sections.joined(separator: "\n") + "\n"
    if let failure = snapshot.check(picture: all, record: record || recordAll) {
        messages.append(failure)
        if FailureAttachments.areRecorded {
            FailureAttachments.attach(all, named: "\(snapshot.name).txt", at: location)
            FailureAttachments.attach(failure, named: "\(snapshot.name).diff", at: location)
        }
    }
    for message in messages { TestIssue.record(message, at: location) }
    // An unusable report is given the call all the same, to say once why it writes nothing.
    report?.add(ReportedCall(
        test: LayoutReport.currentTestName ?? function, function: "expectLayoutSnapshot", location: location,
        axes: matrix, variants: variants, messages: messages))
}

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
    line: Int = #line, column: Int = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let failures = layoutMatrixFailures(
        root, on: devices, directions: directions, contentSizes: contentSizes, text: text,
        checking: checking, ignoring: ignoring)
    for failure in failures {
        TestIssue.record(failure, at: location)
    }
}

/// The variants `expectValidLayout` lays a tree out in.
private struct LayoutMatrix {
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

/// The failure messages of `expectValidLayout`, without a test framework:
/// the benchmarks time this.
package func layoutMatrixFailures(
    _ root: View, on devices: [LayoutDevice], directions: [LayoutDirection],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck, ignoring: Set<String>
) -> [String] {
    let matrix = LayoutMatrix(devices: devices, directions: directions, contentSizes: contentSizes, text: text)
    if let axis = matrix.emptyAxis { return ["expectValidLayout: the list of \(axis) is empty: nothing was laid out"] }
    if let problem = root.rootProblem { return ["expectValidLayout: \(problem)"] }
    var failures: [String] = []
    var diagnostics: [LayoutError] = []
    for device in matrix.devices {
        if let problem = device.problem {
            failures.append("expectValidLayout: \(problem)")
            continue
        }
        for direction in matrix.directions {
            for contentSize in matrix.contentSizes {
                for variant in matrix.text {
                    var problems: [LayoutProblem] = []
                    diagnostics += LayoutDiagnostics.capture {
                        variant.applied(to: root) {
                            root.discardLayoutEngine()
                            root.applyDevice(device, direction: direction, contentSize: contentSize)
                            root.layoutIfNeeded()
                            problems = layoutProblems(in: root, checking: checking, ignoring: ignoring)
                        }
                    }
                    var name = "\(device.name), \(direction.words)"
                    if matrix.namesContent { name += ", \(contentSize), \(variant)" }
                    failures += problems.map { "\(name): \($0.message)" }
                }
            }
        }
    }
    // The texts are back as written: the labels' lines match them again.
    diagnostics += LayoutDiagnostics.capture { root.layoutIfNeeded() }
    // Each variant's new engine says the same breakage again: once is enough.
    var passedOn: [LayoutError] = []
    for error in diagnostics where !passedOn.contains(error) {
        if case .unsatisfiableConstraints = error, checking.contains(.conflicts) { continue }
        passedOn.append(error)
        LayoutDiagnostics.report(error)
    }
    return failures
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

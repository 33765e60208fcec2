import AnchorDSL

/// Lays `root` out on every device × direction, and records one test issue per problem,
/// naming device and direction. Works in Swift Testing and in XCTest.
///
///     expectValidLayout(root, on: LayoutDevice.phones + [.iPadPortrait], ignoring: ["shadow"])
///
/// A failure reads `iPhone SE, right to left: card and badge overlap: …`,
/// at the caller's line. Each variant is laid out by a new engine from the
/// same constraints, so that nothing of one device's layout (which
/// constraint a conflict broke, where an ambiguous view came to rest) leaks
/// into the next; the root is left on the last variant. Engine reports of
/// conflicts are part of the `conflicts` check and are not logged; other
/// `LayoutDiagnostics` reports go on to the current handler.
public func expectValidLayout(
    _ root: View, on devices: [LayoutDevice] = LayoutDevice.phones,
    directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
    checking: LayoutCheck = .all, ignoring: Set<String> = [],
    fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
) {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in layoutMatrixFailures(root, on: devices, directions: directions, checking: checking, ignoring: ignoring) {
        TestIssue.record(failure, at: location)
    }
}

/// The failure messages of `expectValidLayout`, without a test framework:
/// the benchmarks time this.
package func layoutMatrixFailures(
    _ root: View, on devices: [LayoutDevice], directions: [LayoutDirection],
    checking: LayoutCheck, ignoring: Set<String>
) -> [String] {
    if devices.isEmpty { return ["expectValidLayout: the list of devices is empty: nothing was laid out"] }
    if directions.isEmpty { return ["expectValidLayout: the list of directions is empty: nothing was laid out"] }
    if let problem = root.rootProblem { return ["expectValidLayout: \(problem)"] }
    var failures: [String] = []
    var diagnostics: [LayoutError] = []
    for device in devices {
        if let problem = device.problem {
            failures.append("expectValidLayout: \(problem)")
            continue
        }
        for direction in directions {
            var problems: [LayoutProblem] = []
            diagnostics += LayoutDiagnostics.capture {
                root.discardLayoutEngine()
                root.applyDevice(device, direction: direction)
                root.layoutIfNeeded()
                problems = layoutProblems(in: root, checking: checking, ignoring: ignoring)
            }
            let variant = "\(device.name), \(direction.words)"
            failures += problems.map { "\(variant): \($0.message)" }
        }
    }
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

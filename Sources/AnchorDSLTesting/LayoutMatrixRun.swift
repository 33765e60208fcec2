import AnchorDSL
import AnchorHeadless

/// What one `expectValidLayout` found: the failure messages it records, and
/// each variant laid out, with its problems and, when asked, its pictures.
struct LayoutMatrixRun {
    let matrix: LayoutMatrix
    /// The messages recorded as test issues, in order.
    var failures: [String] = []
    /// Every variant laid out, in the matrix's order.
    var variants: [LayoutVariant] = []
    /// How each variant's cell was sized (`iPhone SE: row 54.33 high`), for
    /// the height table; empty for a tree.
    var placements: [String] = []
    /// Each variant's tree and problems, when the run was asked to keep them
    /// (`layoutVariants`).
    var results: [LayoutVariantResult] = []

    /// What is drawn of the variants while each is laid out. Nothing, in a
    /// plain test run, where a picture would only cost.
    struct Drawing: OptionSet {
        let rawValue: Int

        /// A thumbnail of every variant, for the report's grid.
        static let thumbnails = Drawing(rawValue: 1 << 0)
        /// The pictures of every failing variant, for attachments.
        static let failingPictures = Drawing(rawValue: 1 << 1)
        /// The pictures of a variant where a problem first appears, as far
        /// as the report shows pictures: the ones its page draws.
        static let firstPictures = Drawing(rawValue: 1 << 2)
        /// What the report draws.
        static let report: Drawing = [.thumbnails, .firstPictures]
    }
}

/// Where the trees of a matrix's variants come from.
enum LayoutTreeSource {
    /// One tree, laid out again for each variant, its texts rewritten and
    /// put back.
    case tree(View)
    /// A tree built anew inside each variant (`BuildEnvironment`), or a
    /// controller whose view is.
    case built(() -> BuiltScreen)
    /// A cell built anew inside each variant, with how to size it for a
    /// device instead of putting it on the device's screen: `place` sizes
    /// it and says how (`row 54.33 high`).
    case cells(() -> (cell: View, place: (LayoutDevice) -> String))
}

/// The failure messages of `expectValidLayout`, without a test framework,
/// and its call added to `report` if one is given: the benchmarks time this.
package func layoutMatrixFailures(
    _ root: View, on devices: [LayoutDevice], designs: [SystemDesign]? = nil, directions: [LayoutDirection],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [], report: LayoutReport? = nil,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function, line: Int = #line
) -> [String] {
    let matrix = LayoutMatrix(
        on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
        checking: checking, ignoring: ignoring)
    let run = runLayoutMatrix(.tree(root), matrix, drawing: report == nil ? [] : .report)
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
    report?.add(run, of: "layoutMatrixFailures", at: location, testFunction: function)
    return run.failures
}

/// The failure messages of the closure form of `expectValidLayout`, without
/// a test framework: the benchmarks time this against the tree form, and a
/// screen that is a view controller against the same screen as a bare root.
package func layoutMatrixFailures<Screen: LayoutScreen>(
    on devices: [LayoutDevice], designs: [SystemDesign]? = nil, directions: [LayoutDirection],
    contentSizes: [ContentSizeCategory] = [.large], text: [TextVariant] = [.asWritten],
    checking: LayoutCheck = .all, ignoring: Set<String> = [], _ build: () -> Screen
) -> [String] {
    let matrix = LayoutMatrix(
        on: devices, designs: designs, directions: directions, contentSizes: contentSizes, text: text,
        checking: checking, ignoring: ignoring)
    return withoutActuallyEscaping(build) { build in
        runLayoutMatrix(.built(BuiltScreen.of(build)), matrix, drawing: []).failures
    }
}

/// Lays the trees of `source` out in every variant of `matrix`, checks
/// each, and draws what `drawing` asks for while the variant is laid out.
func runLayoutMatrix(
    _ source: LayoutTreeSource, _ matrix: LayoutMatrix, drawing: LayoutMatrixRun.Drawing, keepingResults: Bool = false
) -> LayoutMatrixRun {
    var run = LayoutMatrixRun(matrix: matrix)
    let checking = matrix.checking, ignoring = matrix.ignoring
    if let axis = matrix.emptyAxis {
        run.failures = ["expectValidLayout: the list of \(axis) is empty: nothing was laid out"]
        return run
    }
    if let problem = checking.problem {
        run.failures = ["expectValidLayout: \(problem): nothing was laid out"]
        return run
    }
    if case let .tree(root) = source, let problem = root.rootProblem {
        run.failures = ["expectValidLayout: \(problem)"]
        return run
    }
    var diagnostics: [LayoutError] = []
    var problemsMet: Set<String> = []
    matrix.forEachVariant(unusable: { run.failures.append("expectValidLayout: \($0)") }) { device, direction, contentSize, text in
        var variant = LayoutVariant(
            device: matrix.label(of: device), direction: direction, contentSize: contentSize, text: text.name)
        // How a cell was sized, which its failures say first.
        var placed: String?
        // Lays the variant's tree out (a cell, as `place` sizes it) and checks it.
        func check(_ root: View, place: ((LayoutDevice) -> String)? = nil) {
            root.discardLayoutEngineForChecks()
            if let place {
                root.applyTraits(of: device, direction: direction, contentSize: contentSize)
                placed = place(device)
            } else {
                root.applyDevice(device, direction: direction, contentSize: contentSize)
                root.layoutIfNeeded()
            }
            variant.problems = layoutProblems(in: root, on: device, checking: checking, ignoring: ignoring)
            var shown = false
            // Which problems are met first matters only to the page's pictures.
            if drawing.contains(.firstPictures) {
                let firstMet = variant.problems.filter { problemsMet.insert($0.groupKey).inserted }
                shown = !firstMet.isEmpty && problemsMet.count - firstMet.count < ReportPage.picturesPerCall
            }
            variant.draw(root, drawing, isShownOnThePage: shown)
        }
        let name = matrix.namesContent ? variant.longName : variant.shortName
        diagnostics += LayoutDiagnostics.capture {
            switch source {
            case let .tree(root):
                text.applied(to: root) { check(root) }
            case let .built(build):
                let screen = device.tree(at: contentSize, text, build)
                if let problem = screen.root.rootProblem {
                    run.failures.append("\(name): expectValidLayout: the closure returned \(problem)")
                } else {
                    withExtendedLifetime(screen.screen) { check(screen.root) }
                    if keepingResults {
                        run.results.append(LayoutVariantResult(
                            device: device, design: device.design, direction: direction, contentSize: contentSize, text: text,
                            root: screen.root, problems: variant.problems, controller: screen.controller))
                    }
                }
            case let .cells(build):
                let (cell, place) = device.tree(at: contentSize, text, build)
                if let problem = cell.rootProblem {
                    run.failures.append("\(name): expectValidCell: the closure returned \(problem)")
                } else {
                    check(cell, place: place)
                    if keepingResults {
                        run.results.append(LayoutVariantResult(
                            device: device, design: device.design, direction: direction, contentSize: contentSize,
                            text: text, root: cell, problems: variant.problems, controller: nil))
                    }
                }
            }
        }
        let prefix = placed.map { "\(name): \($0); " } ?? "\(name): "
        run.failures += variant.problems.map { prefix + $0.message }
        if let placed { run.placements.append("\(name): \(placed)") }
        run.variants.append(variant)
    }
    // The texts are back as written: the labels' lines match them again.
    if case let .tree(root) = source { diagnostics += LayoutDiagnostics.capture { root.layoutIfNeeded() } }
    // Each variant's new engine says the same breakage again: once is enough.
    var passedOn: [LayoutError] = []
    for error in diagnostics where !passedOn.contains(error) {
        if case .unsatisfiableConstraints = error, checking.contains(.conflicts) { continue }
        passedOn.append(error)
        LayoutDiagnostics.report(error)
    }
    return run
}

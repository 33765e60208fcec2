import Foundation

/// `typecheck`: generates a corpus of realistic DSL lines covering every form
/// of DESIGN.md's expression table, type-checks it with the `swiftc` on `PATH`
/// against the modules built next to this executable, and reports per-expression
/// times. Fails (exit 1) if an expression takes 20 ms or more to type-check in
/// both of its two runs: a slow expression is slow every time, a busy machine
/// is not. Then times typed Visual Format chains (`TypedChainTypeCheck`) and
/// the mistakes users make (`MistakeTypeCheck`).
/// `Benchmarks typecheck <path>` also writes the corpus to `<path>`.
enum TypeCheckBenchmarks {
    static let budgetMilliseconds = 20
    static let mostlyUnderMilliseconds = 5
    static let linesPerFunction = 4

    /// The first function of each generated file: the first expression a
    /// compiler process checks pays 15–25 ms for loading the operators, and
    /// no measured line should carry that.
    static let warmUp = """
        @MainActor func warmUp(v0: PlatformView, v1: PlatformView) -> [LayoutConstraint] {
            _ = 1 - 2
            let row = withVFL(H: |-v0 - 8 - v1-|)
            return row + [v0.width == v1.width - 8 ~ .high]
        }
        """

    static func run() -> Int32 {
        guard let modules = modulesDirectory() else {
            print("typecheck: FAILED, no Modules directory with AnchorDSL.swiftmodule next to \(executablePath)")
            return 1
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("anchordsl-typecheck-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let corpus = Corpus.generate(linesPerFunction: linesPerFunction)
            let file = directory.appendingPathComponent("corpus.swift")
            try corpus.source.write(to: file, atomically: true, encoding: .utf8)
            if CommandLine.arguments.count > 2 {  // `Benchmarks typecheck <path>` keeps a copy of the corpus.
                try corpus.source.write(toFile: CommandLine.arguments[2], atomically: true, encoding: .utf8)
            }
            let corpusStatus = try measure(corpus, file: file, modules: modules)
            let chainStatus = try TypedChainTypeCheck.run(directory: directory, modules: modules)
            let mistakeStatus = try MistakeTypeCheck.run(directory: directory, modules: modules)
            return [corpusStatus, chainStatus, mistakeStatus].max()!
        } catch {
            print("typecheck: FAILED, \(error)")
            return 1
        }
    }

    private static func measure(_ corpus: Corpus, file: URL, modules: String) throws -> Int32 {
        let base = ["-swift-version", "6", "-typecheck", "-diagnostic-style", "llvm", "-I", modules, file.path]

        // 1. Every expression taking 1 ms or more, and every function body's time.
        let detailed = try swiftc(base + [
            "-Xfrontend", "-warn-long-expression-type-checking=1", "-Xfrontend", "-debug-time-function-bodies",
        ])
        guard detailed.status == 0 else {
            print("typecheck: FAILED, the corpus does not compile:\n\(detailed.output)")
            return 1
        }
        var expressionTimes: [(line: Int, milliseconds: Int)] = []
        var warmUpMilliseconds = 0
        var bodiesTotal = 0.0
        for line in detailed.output.split(separator: "\n") {
            if let time = expressionTime(line) {
                if corpus.lineText[time.line] != nil {
                    expressionTimes.append(time)
                } else {
                    warmUpMilliseconds += time.milliseconds
                }
            } else if let tab = line.firstIndex(of: "\t"), line[..<tab].hasSuffix("ms"),
                      let milliseconds = Double(line[..<tab].dropLast(2)) {
                bodiesTotal += milliseconds
            }
        }

        // 2. The budget check CI runs: no diagnostic but the warm-up's.
        let budgetCheck = try swiftc(base + ["-Xfrontend", "-warn-long-expression-type-checking=\(budgetMilliseconds)"])
        let corpusDiagnostics = budgetCheck.output.split(separator: "\n").filter { line in
            guard line.contains(": warning: ") || line.contains(": error: ") else { return false }
            return expressionTime(line).map { corpus.lineText[$0.line] != nil } ?? true
        }
        let budgetClean = budgetCheck.status == 0 && corpusDiagnostics.isEmpty
        let flaggedInBudgetCheck = Set(corpusDiagnostics.compactMap { expressionTime($0)?.line })

        let slowest = expressionTimes.max { $0.milliseconds < $1.milliseconds }
        let overMostly = expressionTimes.filter { $0.milliseconds > mostlyUnderMilliseconds }.count
        let overBudget = expressionTimes.filter { $0.milliseconds >= budgetMilliseconds }
        let overBudgetTwice = overBudget.filter { flaggedInBudgetCheck.contains($0.line) }
        let failing = overBudgetTwice.filter { !isKnownSlow(corpus.lineText[$0.line] ?? "") }
        let budgetCheckFailed = budgetCheck.status != 0 || (!budgetClean && flaggedInBudgetCheck.isEmpty)
        print("typecheck: \(corpus.expressionLines.count) DSL lines in \(corpus.functionCount) functions (swiftc -typecheck, modules \(modules))")
        print("typecheck:   function bodies total \(format(bodiesTotal)) ms; swiftc wall time \(format(detailed.milliseconds)) ms with timers, \(format(budgetCheck.milliseconds)) ms without")
        if let slowest {
            print("typecheck:   slowest expression \(slowest.milliseconds) ms: \(corpus.text(atLine: slowest.line))")
        } else {
            print("typecheck:   slowest expression < 1 ms")
        }
        print("typecheck:   expressions ≥ 1 ms: \(expressionTimes.count); over \(mostlyUnderMilliseconds) ms: \(overMostly)")
        print("typecheck:   -warn-long-expression-type-checking=\(budgetMilliseconds): \(budgetClean ? "clean" : "NOT CLEAN")")
        print("typecheck:   the warm-up function first, not counted: \(warmUpMilliseconds) ms")
        if !budgetClean { print(budgetCheck.output) }
        for time in overBudget {
            let twice = flaggedInBudgetCheck.contains(time.line)
            let verdict = !twice ? "over budget in one run only"
                : isKnownSlow(corpus.lineText[time.line] ?? "") ? "over budget, known (README, Known limits)" : "OVER BUDGET in both runs"
            print("typecheck:   \(verdict) \(time.milliseconds) ms: \(corpus.text(atLine: time.line))")
        }
        return failing.isEmpty && !budgetCheckFailed ? 0 : 1
    }

    /// The framework the corpus is built against, whose insets the edge
    /// composites take too.
    #if canImport(UIKit)
    static let platformImport = "import UIKit"
    static let platformInsetComposites: [(String, [String])] = [
        ("edges", ["{B} + UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                   "{B} - NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)"]),
        ("horizontalEdges", ["{B} + UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 8)"]),
    ]
    #elseif canImport(AppKit)
    static let platformImport = "import AppKit"
    static let platformInsetComposites: [(String, [String])] = [
        ("edges", ["{B} + NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                   "{B} - NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)"]),
        ("horizontalEdges", ["{B} + NSEdgeInsets(top: 0, left: 16, bottom: 0, right: 8)"]),
    ]
    #else
    static let platformImport = ""
    static let platformInsetComposites: [(String, [String])] = []
    #endif

    /// On UIKit, `center` is also `UIView`'s own `CGPoint`: the composite
    /// still wins, but the compiler tries both for each side, and those lines
    /// take up to 14–15 ms here, 15–46 ms on a slower machine (the UIKit and
    /// AppKit article). They are printed, not failed.
    private static func isKnownSlow(_ line: String) -> Bool {
        #if canImport(UIKit)
        return line.contains(".center ") || line.hasSuffix(".center")
        #else
        return false
        #endif
    }

    /// `corpus.swift:12:9: warning: expression took 3ms to type-check (limit: 1ms)` → (12, 3).
    static func expressionTime(_ line: Substring) -> (line: Int, milliseconds: Int)? {
        guard let took = line.range(of: "warning: expression took "),
              let ms = line[took.upperBound...].firstIndex(of: "m"),
              let milliseconds = Int(line[took.upperBound..<ms]) else { return nil }
        // `path:line:column: ` before the warning; the path may hold no ':'.
        let location = line[..<took.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 4, let number = Int(location[location.count - 3]) else { return nil }
        return (number, milliseconds)
    }

    // MARK: - Toolchain

    static var executablePath: String {
        URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }

    /// `<directory of this executable>/Modules`, where SwiftPM puts the
    /// `.swiftmodule`s of the configuration this executable was built in.
    static func modulesDirectory() -> String? {
        let modules = URL(fileURLWithPath: executablePath).deletingLastPathComponent().appendingPathComponent("Modules")
        let found = FileManager.default.fileExists(atPath: modules.appendingPathComponent("AnchorDSL.swiftmodule").path)
        return found ? modules.path : nil
    }

    /// Runs `swiftc` from `PATH`; stdout and stderr together, and the wall time.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String, milliseconds: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), elapsed)
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// The generated corpus: DSL lines, grouped `linesPerFunction` to a
/// `LayoutConstraint.build { … }` block in its own function, so that
/// `-debug-time-function-bodies` gives per-group times.
struct Corpus {
    var source: String
    var expressionLines: [String]
    var functionCount: Int
    /// Source line number (1-based) → the DSL line written there.
    var lineText: [Int: String]

    func text(atLine line: Int) -> String { lineText[line].map { "line \(line): \($0)" } ?? "line \(line)" }

    static func generate(linesPerFunction: Int) -> Corpus {
        let lines = dslLines()
        var source = """
        // Generated by `Benchmarks typecheck`: every expression form of DESIGN.md's table.
        import AnchorDSL
        import Foundation
        \(TypeCheckBenchmarks.platformImport)

        \(TypeCheckBenchmarks.warmUp)

        """
        var lineNumber = source.split(separator: "\n", omittingEmptySubsequences: false).count
        var lineText: [Int: String] = [:]
        var functionCount = 0
        func append(_ text: String) {
            source += text + "\n"
            lineNumber += 1
        }
        for start in stride(from: 0, to: lines.count, by: linesPerFunction) {
            append("")
            // `PlatformView` is `View` here, and `UIView` or `NSView` in a build
            // against the Apple stubs: the same corpus measures both.
            append("@MainActor func layout\(functionCount)(root: PlatformView, a: PlatformView, b: PlatformView, guide: PlatformLayoutGuide) -> [LayoutConstraint] {")
            append("    LayoutConstraint.build {")
            for line in lines[start..<min(start + linesPerFunction, lines.count)] {
                lineText[lineNumber] = line
                append("        " + line)
            }
            append("    }")
            append("}")
            functionCount += 1
        }
        return Corpus(source: source, expressionLines: lines, functionCount: functionCount, lineText: lineText)
    }

    /// Realistic lines, rotating relations, second items (views and guides)
    /// and priorities (`~ .high`, `~ 750`, `~ .high - 1`, …) through every form.
    static func dslLines() -> [String] {
        let relations = ["==", "<=", ">="]
        let items = ["b", "root", "root.safeAreaLayoutGuide", "root.layoutMarginsGuide", "guide"]
        let views = ["b", "root"]
        let priorities = ["", " ~ .high", " ~ 750", " ~ .high - 1", "", " ~ .low", " ~ 999", " ~ .required - 1", " ~ 250.5"]
        var lines: [String] = []
        var turn = 0
        func next<T>(_ values: [T]) -> T { values[turn % values.count] }
        func add(_ line: String) {
            lines.append(line + next(priorities))
            turn += 1
        }

        // Single anchors: positions pair within their axis and directionality.
        let xPairs = [("leading", "leading"), ("leading", "trailing"), ("trailing", "trailing"),
                      ("left", "left"), ("right", "left"), ("centerX", "centerX")]
        let yPairs = [("top", "top"), ("top", "bottom"), ("bottom", "bottom"), ("centerY", "centerY"),
                      ("firstBaseline", "firstBaseline"), ("lastBaseline", "bottom")]
        let dimensionPairs = [("width", "width"), ("height", "height"), ("width", "height"), ("height", "width")]
        let positionForms = ["{B}", "{B} + 8", "{B} - 12", "16 + {B}", "{B} + 8.5"]
        let positionLeftForms = ["a.{A} + 10 {R} {B}", "a.{A} - 8 {R} {B} + 4"]
        let dimensionForms = ["{B}", "{B} + 8", "{B} * 0.5", "{B} * 0.5 + 10", "({B} + 10) / 2",
                              "0.5 * {B}", "{B} / 3 - 4", "100 - {B}", "2 * ({B} - 8)"]
        let dimensionLeftForms = ["a.{A} * 2 {R} {B}", "a.{A} + 10 {R} {B}", "(a.{A} - 4) / 2 {R} {B} + 1"]

        for pass in 0..<2 {
            for (pairs, canUseGuides) in [(xPairs, true), (yPairs, true)] {
                for (index, (first, second)) in pairs.enumerated() {
                    let baseline = first.contains("Baseline") || second.contains("Baseline")
                    let secondItems = baseline || !canUseGuides ? views : items
                    for form in positionForms + positionLeftForms {
                        let item = secondItems[(turn + pass + index) % secondItems.count]
                        add(line(form, first, "\(item).\(second)", next(relations)))
                    }
                }
            }
            for (index, (first, second)) in dimensionPairs.enumerated() {
                for form in dimensionForms + dimensionLeftForms {
                    let item = items[(turn + pass + index) % items.count]
                    add(line(form, first, "\(item).\(second)", next(relations)))
                }
            }
            for dimension in ["width", "height"] {
                for constant in ["44", "20.5", "0", "320"] {
                    add("a.\(dimension) \(next(relations)) \(constant)")
                }
            }
        }

        // Composites, with their inset types.
        let composites: [(String, [String])] = [
            ("edges", ["{B}", "{B} + 8", "{B} - 8", "{B} + LayoutInsets(8)",
                       "{B} + LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
                       "{B} + LayoutInsets(horizontal: 16, vertical: 8)", "{B} - LayoutInsets(4)"]),
            ("horizontalEdges", ["{B}", "{B} + 16", "{B} + HorizontalInsets(leading: 16, trailing: 8)",
                                 "{B} + HorizontalInsets(20)", "{B} - 4"]),
            ("verticalEdges", ["{B}", "{B} + 8", "{B} + VerticalInsets(top: 8, bottom: 4)", "{B} + VerticalInsets(12)",
                               "{B} - VerticalInsets(2)"]),
            ("center", ["{B}", "{B} + Offset(x: 10, y: -5)", "{B} - Offset(x: 0, y: 20)", "{B} + Offset(x: 0.5, y: 0)"]),
            ("size", ["{B}", "{B} * 0.5", "{B} * 0.5 + CGSize(width: 10, height: 0)", "0.5 * {B}", "{B} / 2",
                      "{B} + 8", "{B} - CGSize(width: 4, height: 4)"]),
        ]
        for _ in 0..<2 {
            for (composite, forms) in composites + TypeCheckBenchmarks.platformInsetComposites {
                for form in forms {
                    add(line(form, composite, "\(next(items)).\(composite)", next(relations)))
                }
            }
            for constant in ["CGSize(width: 100, height: 50)", "44", "CGSize(width: 320, height: 480)", "24.5"] {
                add("a.size \(next(relations)) \(constant)")
            }
        }

        // Distances between two anchors of one axis, as dimensions.
        let distances = [
            "(b.leading - a.trailing) {R} (root.trailing - b.trailing)", "(b.leading - a.trailing) {R} 8",
            "(b.firstBaseline - root.top) {R} 24", "(b.centerX - a.centerX) {R} a.width * 2 + 4",
            "a.width {R} (b.leading - a.leading) * 0.5", "(b.bottom - a.top) {R} root.height - 16",
            "(guide.top - a.bottom) {R} (b.top - guide.bottom)", "(a.right - b.left) {R} 12.5",
        ]
        for _ in 0..<2 {
            for form in distances { add(form.replacingOccurrences(of: "{R}", with: next(relations))) }
        }
        // A stack of eight items, on one line.
        for distribution in ["fill", "equalSpacing"] {
            lines.append("Stack(.horizontal, in: root, spacing: 8, distribution: .\(distribution), alignment: .center) "
                + "{ a; b; guide; root.layoutMarginsGuide; a; b; guide; root.safeAreaLayoutGuide }")
        }
        return lines
    }

    /// A form with `{A}` (the first anchor), `{B}` (the second side) and `{R}`;
    /// a form without `a.{A}` gets `a.<anchor> <relation>` in front.
    private static func line(_ form: String, _ first: String, _ second: String, _ relation: String) -> String {
        let filled = form.replacingOccurrences(of: "{A}", with: first)
            .replacingOccurrences(of: "{B}", with: second)
            .replacingOccurrences(of: "{R}", with: relation)
        return form.contains("{A}") ? filled : "a.\(first) \(relation) \(filled)"
    }
}

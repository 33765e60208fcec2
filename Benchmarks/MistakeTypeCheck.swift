import Foundation

/// Part of `typecheck`: every line of `MistakeCorpus`, type-checked alone in
/// a `@ConstraintBuilder` function, timed as the seconds beyond the same
/// file holding a correct line. Prints each time and error; fails (exit 1)
/// when a mistake is accepted, takes `budgetSeconds` or more, gets "unable to
/// type-check this expression in reasonable time", or gets an error without
/// its expected fragment, and when a line of `nowAccepted` is rejected or
/// slow. A line marked known slow (the README's Known limits) is printed
/// with its time and error and fails only if it is accepted.
enum MistakeTypeCheck {
    static let budgetSeconds = 2.0
    static let timeoutMessage = "reasonable time"

    static func source(_ line: String) -> String {
        """
        import AnchorDSL
        import Foundation

        @MainActor @ConstraintBuilder func layout(
            a: PlatformView, b: PlatformView, c: PlatformView, root: PlatformView, guide: PlatformLayoutGuide,
            v0: PlatformView, v1: PlatformView, v2: PlatformView, v3: PlatformView, v4: PlatformView, v5: PlatformView,
            name: String, ratio: CGFloat?, priority: Int
        ) -> [LayoutConstraint] {
            let offset = 8
            \(line)
        }

        """
    }

    struct Result {
        var status: Int32
        var seconds: Double
        var output: String
        /// The first error, without its location.
        var firstError: String {
            guard let line = output.split(separator: "\n").first(where: { $0.contains("error: ") }),
                  let range = line.range(of: "error: ") else { return "" }
            return String(line[range.upperBound...])
        }
    }

    static func run(directory: URL, modules: String) throws -> Int32 {
        let file = directory.appendingPathComponent("mistake.swift")
        func typecheck(_ line: String) throws -> Result {
            try source(line).write(to: file, atomically: true, encoding: .utf8)
            let result = try TypeCheckBenchmarks.swiftc(["-swift-version", "6", "-typecheck", "-I", modules, file.path])
            return Result(status: result.status, seconds: result.milliseconds / 1000, output: result.output)
        }
        let correct = "a.width == b.width"
        let first = try typecheck(correct)  // also loads the modules into the file cache
        guard first.status == 0 else {
            print("typecheck: FAILED, the mistake corpus's correct line does not compile:\n\(first.output)")
            return 1
        }
        let base = try (0..<3).map { _ in try typecheck(correct).seconds }.min()!
        /// The faster of two runs for a line near or over the budget: a
        /// busy machine is slow once, a slow line every time.
        func measured(_ line: String) throws -> Result {
            var result = try typecheck(line)
            result.seconds -= base
            if result.seconds >= budgetSeconds / 2 {
                let again = try typecheck(line)
                result.seconds = min(result.seconds, again.seconds - base)
            }
            return result
        }

        print("typecheck: mistakes, seconds beyond a correct line (\(format(base)) s), budget \(format(budgetSeconds)) s")
        var failures: [String] = []
        var slowest = 0.0
        for mistake in MistakeCorpus.mistakes {
            let result = try measured(mistake.line)
            var problems: [String] = []
            if result.status == 0 { problems.append("ACCEPTED") }
            if result.output.contains(timeoutMessage) { problems.append("\"\(timeoutMessage)\"") }
            if result.status != 0, !result.output.contains(mistake.error) { problems.append("error without \"\(mistake.error)\"") }
            if result.seconds >= budgetSeconds { problems.append("over \(format(budgetSeconds)) s") }
            let verdict: String
            if problems.isEmpty {
                slowest = max(slowest, result.seconds)
                verdict = ""
            } else if let reason = mistake.knownSlow, result.status != 0 {
                verdict = "  [known slow, README Known limits: \(reason)]"
            } else {
                verdict = "  FAILED: " + problems.joined(separator: ", ")
                failures.append(mistake.line)
            }
            print("typecheck:   \(format(result.seconds)) s  \(mistake.line)\n                 → \(result.firstError.prefix(150))\(verdict)")
        }
        print("typecheck:   \(MistakeCorpus.mistakes.count) mistakes; slowest within the budget \(format(slowest)) s")

        print("typecheck: lines that numbers of every standard type made correct")
        for line in MistakeCorpus.nowAccepted {
            let result = try measured(line)
            let ok = result.status == 0 && result.seconds < budgetSeconds
            if !ok { failures.append(line) }
            print("typecheck:   \(format(result.seconds)) s  \(line)\(ok ? "" : "  FAILED:\n\(result.output)")")
        }
        if !failures.isEmpty {
            print("typecheck: FAILED, \(failures.count) line(s) of the mistake corpus: \(failures)")
            return 1
        }
        return 0
    }

    static func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }
}

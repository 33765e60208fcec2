import AnchorDSLTesting
import AnchorTestSupport
import CardLayout
import Foundation
import Testing

/// The problem lists of a corpus of screens over a small matrix, against the
/// lists recorded in `__ProblemCorpus__/problems.txt`: a change to the
/// checks, the engine or the text that changes any report, frame or
/// message in them shows here as a line diff, whichever test of its own it
/// passes. A change meant to move them records the file again with
/// `ANCHORDSL_RECORD_PROBLEMS=1 swift test --filter ProblemCorpusTests`,
/// and the diff is reviewed with the change.
@MainActor @Suite struct ProblemCorpusTests {
    static let matrix = LayoutMatrix(
        on: [.iPhoneSE, .iPhone16ProMax], directions: [.leftToRight, .rightToLeft],
        contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength])

    /// Each screen's variants as lines: the variant, then each problem's
    /// check, views and message.
    static func corpus() -> [String] {
        var lines: [String] = []
        func add(_ screen: String, _ results: [LayoutVariantResult]) {
            for result in results {
                let variant = "\(screen) \(result.device.name) \(result.direction) \(result.contentSize) \(result.text.name)"
                if result.problems.isEmpty { lines.append("\(variant): nothing") }
                for problem in result.problems {
                    lines.append("\(variant): \(problem.check) \(problem.views.joined(separator: ",")): \(problem.message)")
                }
            }
        }
        add("login", layoutVariants(matrix) { LoginScreen().root })
        add("card", layoutVariants(matrix) { () -> View in
            let root = View(name: "root"), card = View(name: "card"), icon = View(name: "icon"), title = View(name: "title")
            root.addSubview(card)
            card.addSubview(icon)
            card.addSubview(title)
            LayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
            return root
        })
        add("tightRow", layoutVariants(matrix) { TightRow(width: 375).root })
        add("notificationCell", layoutVariants(ofCell: { NotificationTableCell(screenWidth: 375) }, in: .plain, separator: true, matrix))
        return lines
    }

    @Test func theCorpusReportsWhatItRecorded() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__ProblemCorpus__/problems.txt")
        let now = Self.corpus().joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["ANCHORDSL_RECORD_PROBLEMS"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try now.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: file, encoding: .utf8)
        guard recorded != now else { return }
        let was = recorded.split(separator: "\n"), isNow = now.split(separator: "\n")
        let first = zip(was, isNow).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(was.count, isNow.count)
        let shown = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "(no line)" }
        Issue.record("the corpus's problems changed (\(was.count) lines recorded, \(isNow.count) now), first at line \(first + 1): was \(shown(was)), now \(shown(isNow))")
    }
}

import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A header whose badge is pinned to the left edge: it covers the title
/// left to right, and not right to left. The title is one line of em-wide
/// characters, too long for the iPhone SE in double length.
private struct Header {
    let root = View(name: "root")
    let title = Label(name: "title", text: "Notifications for you", font: .system(size: 12))
    let badge: View
    /// The line the badge's left edge is written on.
    let badgeLine: Int

    init(badgeName: String = "badge") {
        badge = View(name: badgeName)
        badge.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19)
        root.textMeasurer = EmMeasurer()
        root.addSubview(title)
        root.addSubview(badge)
        badgeLine = #line + 6
        LayoutConstraint.activate {
            title.leading == root.safeAreaLayoutGuide.leading + 16
            title.trailing <= root.safeAreaLayoutGuide.trailing - 16
            title.top == root.safeAreaLayoutGuide.top + 8
            badge.size == CGSize(width: 20, height: 20)
            badge.left == root.left + 16
            badge.top == title.top
        }
    }
}

/// A folder of its own under the temporary folder, removed by the caller.
private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

private let location = CallerLocation(
    fileID: "AnchorDSLTestingTests/HeaderTests.swift", filePath: "/tmp/HeaderTests.swift", line: 42, column: 5)

/// The header's matrix as `expectValidLayout` runs it with a report.
private func headerRun(_ header: Header = Header(), drawing: LayoutMatrixRun.Drawing = .report) -> LayoutMatrixRun {
    let matrix = LayoutMatrix(
        on: LayoutDevice.phones, directions: [.leftToRight, .rightToLeft],
        contentSizes: [.large, .accessibilityExtraExtraExtraLarge], text: [.asWritten, .doubleLength])
    return runLayoutMatrix(.tree(header.root), matrix, drawing: drawing)
}

private func count(_ part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
}

@Suite(.failOnUnexpectedDiagnostics) struct LayoutReportTests {
    @Test func aFailingMatrixIsAGridOfThumbnailsThenEachProblemOnceWithItsConstraintsFileAndLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = Header()
        // As in a test that takes attachments: every failing variant drawn.
        let run = headerRun(header, drawing: [.report, .failingPictures])
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        report.add(ReportedCall(
            test: "header()", function: "expectValidLayout", location: location, axes: run.matrix,
            variants: run.variants, messages: run.failures))
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)

        // A grid per direction and text variant; a cell per device and text size.
        expectEqual(count("<table class=\"grid\">", in: page), 4)
        let failing = run.variants.filter(\.failed)
        expectEqual(run.variants.count, 24)
        expectEqual(count("<td class=\"fail\"", in: page), failing.count)
        expectEqual(count("<td class=\"pass\"", in: page), 24 - failing.count)
        #expect(failing.count >= 12)
        // Every variant left to right has the badge over the title: said once.
        expectEqual(count("<strong>title and badge overlap", in: page), 1)
        expectContains(page, " and in 11 more:</p>")
        expectContains(page, "<code>badge.left == root.left + 16</code> <span class=\"location\">"
            + "AnchorDSLTestingTests/LayoutReportTests.swift:\(header.badgeLine)</span>")
        expectContains(page, "expectValidLayout at AnchorDSLTestingTests/HeaderTests.swift:42")
        // Pictures with the problem drawn, capped per call; the text picture beside them.
        let figures = count("<figure><svg", in: page)
        #expect(figures >= 1 && figures <= ReportPage.picturesPerCall)
        // The shared area hatched in the picture of the overlap.
        expectContains(page, "<line x1=\"16\" y1=\"28\" x2=\"28\" y2=\"40\" stroke=\"#d0021b\" stroke-width=\"1\"/>")
        expectContains(page, "<summary>Text picture</summary>")
        // A red cell links to its first problem.
        expectContains(page, "<a href=\"#call-0-problem-0\"><svg")
        // Without attachments the report draws only what it shows: no text picture.
        let bare = headerRun()
        #expect(bare.variants.allSatisfy { $0.textPicture == nil })
        expectEqual(bare.variants.filter { $0.plainPicture != nil }.count, 2, "the first variant of each of the two problems")
        // Self-contained: no script, nothing fetched.
        #expect(!page.contains("<script"))
        #expect(!page.contains("src="))
        #expect(!page.contains("href=\"http"))
    }

    @Test func failingCallsComeFirstAndAPassingCallIsGreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        let passing = Header()
        passing.badge.isHidden = true
        let passingRun = headerRun(passing)
        expectEqual(passingRun.failures.filter { !$0.contains("truncated") }, [])
        let calm = LayoutVariant(device: "iPhone SE", direction: .leftToRight, contentSize: .large, text: "as written")
        report.add(ReportedCall(test: "calm()", function: "expectLayoutSnapshot", location: location, axes: nil,
                                variants: [calm], messages: []))
        let failing = headerRun()
        report.add(ReportedCall(test: "broken()", function: "expectValidLayout", location: location, axes: failing.matrix,
                                variants: failing.variants, messages: failing.failures))
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // Ids follow the order of the calls; the page puts failures first.
        let broken = try #require(page.range(of: "<section id=\"call-1\" class=\"call fail\">"))
        let calmSection = try #require(page.range(of: "<section id=\"call-0\" class=\"call pass\">"))
        #expect(broken.lowerBound < calmSection.lowerBound)
        expectContains(page, "<p class=\"summary\">1 of 2 calls fail;")
        expectContains(page, "<span class=\"mark\">✓</span> calm()")
    }

    @Test func namesAreEscapedNeverInjected() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = Header(badgeName: "<img src=x onerror=alert(1)>")
        let run = headerRun(header)
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        report.add(ReportedCall(
            test: "header(\"</section><script>alert('x')</script>\")", function: "expectValidLayout",
            location: location, axes: run.matrix, variants: run.variants, messages: run.failures))
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!page.contains("<img"))
        #expect(!page.contains("<script"))
        expectContains(page, "title and &lt;img src=x onerror=alert(1)&gt; overlap")
        expectContains(page, "header(&quot;&lt;/section&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;)")
    }

    @Test func aPageLeftByAnEarlierRunIsReplaced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("index.html")
        try "<p>an earlier run's call</p>".write(to: page, atomically: true, encoding: .utf8)
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        let run = headerRun()
        report.add(ReportedCall(test: "header()", function: "expectValidLayout", location: location, axes: run.matrix,
                                variants: run.variants, messages: run.failures))
        let written = try String(contentsOf: page, encoding: .utf8)
        #expect(!written.contains("an earlier run's call"))
        expectEqual(count("<section ", in: written), 1)
    }

    @Test func callsFromConcurrentTestsAreAllKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        let calls = 40
        DispatchQueue.concurrentPerform(iterations: calls) { index in
            let variant = LayoutVariant(device: "iPhone SE", direction: .leftToRight, contentSize: .large, text: "as written")
            report.add(ReportedCall(test: "call\(index)()", function: "expectLayoutSnapshot", location: location,
                                    axes: nil, variants: [variant], messages: []))
        }
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        expectEqual(count("<section ", in: page), calls)
        for index in 0..<calls { expectContains(page, ">call\(index)()</a>") }
    }

    @Test func aMissingFolderIsMadeWithTheFoldersAboveIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("layout-report/today")
        let report = LayoutReport(directory: nested.path) { Issue.record("unexpected: \($0)") }
        #expect(report.isUsable)
        let run = headerRun()
        report.add(ReportedCall(test: "t()", function: "expectValidLayout", location: location, axes: run.matrix,
                                variants: run.variants, messages: run.failures))
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("index.html").path))
    }

    @Test func aMissingOrUnwritableFolderIsSaidOnceAndNothingElseChanges() throws {
        // A folder that cannot be made (below a file): said once.
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let file = parent.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let said = LockedList()
        let missing = LayoutReport(directory: file.path + "/report") { said.append($0) }
        #expect(!missing.isUsable)
        let run = headerRun()
        for _ in 0..<3 {
            missing.add(ReportedCall(test: "t()", function: "expectValidLayout", location: location, axes: run.matrix,
                                     variants: run.variants, messages: run.failures))
        }
        expectEqual(said.items.count, 1)
        expectPrefix(said.items.first ?? "", "AnchorDSLTesting: ANCHORDSL_REPORT_DIR names \(file.path)/report, which does "
            + "not exist and cannot be made: ")

        // A folder where the page should be: the write fails, said once.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("index.html"), withIntermediateDirectories: true)
        let blocked = LockedList()
        let report = LayoutReport(directory: folder.path) { blocked.append($0) }
        #expect(report.isUsable)
        for _ in 0..<3 {
            report.add(ReportedCall(test: "t()", function: "expectValidLayout", location: location, axes: run.matrix,
                                    variants: run.variants, messages: run.failures))
        }
        expectEqual(blocked.items.count, 1)
        expectPrefix(blocked.items.first ?? "", "AnchorDSLTesting: the layout report \(folder.path)/index.html cannot be written: ")
        #expect(!report.isUsable)

        let empty = LockedList()
        let unset = LayoutReport(directory: "") { empty.append($0) }
        unset.add(ReportedCall(test: "t()", function: "expectValidLayout", location: location, axes: nil, variants: [], messages: []))
        expectEqual(empty.items, ["AnchorDSLTesting: ANCHORDSL_REPORT_DIR is set but empty: set it to the folder to write "
            + "index.html in; no layout report is written"])
    }

    @Test func aCallWithManyProblemsStaysAPageABrowserOpensAtOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 150 overlapping siblings: 149 different problems in every variant.
        let root = View(name: "root")
        var previous: View?
        for index in 0..<150 {
            let tile = View(name: "tile\(index)")
            tile.backgroundColor = .gray
            root.addSubview(tile)
            LayoutConstraint.activate {
                tile.top == root.top + 100
                tile.size == CGSize(width: 30, height: 30)
                if let previous { tile.left == previous.left + 2 } else { tile.left == root.left }
            }
            previous = tile
        }
        let matrix = LayoutMatrix(on: LayoutDevice.phones, directions: [.leftToRight], checking: .overlappingSiblings)
        let run = runLayoutMatrix(.tree(root), matrix, drawing: .report)
        #expect(run.failures.count > 1_000)
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        report.add(ReportedCall(test: "tiles()", function: "expectValidLayout", location: location, axes: matrix,
                                variants: run.variants, messages: run.failures))
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        expectEqual(count("<div class=\"problem\"", in: page), ReportPage.problemsPerCall)
        expectEqual(count("<figure><svg", in: page), ReportPage.picturesPerCall)
        expectContains(page, "<p>And \(run.failures.count / 3 - ReportPage.problemsPerCall) more problems, not listed")
        #expect(page.utf8.count < 5_000_000)
    }
}

/// Lines said from any thread.
private final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ item: String) { lock.withLock { list.append(item) } }
    var items: [String] { lock.withLock { list } }
}

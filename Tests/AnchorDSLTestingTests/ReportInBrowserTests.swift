import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// The report and the pictures as a person sees them: the page opened by a
/// real browser (Debian's Chromium, headless), the SVGs rendered by
/// librsvg. `.ci/run` installs both; without them, locally, these tests say
/// why they are skipped.
@Suite(.serialized) struct ReportInBrowserTests {
    /// The badge over the title on two phones: left to right both fail.
    private func failingRun() -> (run: LayoutMatrixRun, badgeLine: Int) {
        let (root, badgeLine) = badgeOverTitle()
        let matrix = LayoutMatrix(
            on: [.iPhoneSE, .iPhone16], directions: [.leftToRight, .rightToLeft], contentSizes: [.large], text: [.asWritten])
        return (runLayoutMatrix(.tree(root), matrix, drawing: .report), badgeLine)
    }

    private static let chromiumMissing = ExternalTool.chromium == nil && !ExternalTool.required
    private static let rsvgMissing = ExternalTool.rsvgConvert == nil && !ExternalTool.required

    @Test(.disabled(if: chromiumMissing, "chromium is not installed (apt-get install chromium); .ci/run installs it"))
    func chromiumShowsTheGridARedCellsPictureAndAConstraintsFileAndLine() throws {
        let chromium = try #require(ExternalTool.chromium, "ANCHORDSL_REQUIRE_TOOLS=1 and no chromium on the PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, badgeLine) = failingRun()
        let report = LayoutReport(directory: folder.path) { Issue.record("unexpected: \($0)") }
        report.add(ReportedCall(
            test: "settingsHeader()", function: "expectValidLayout",
            location: CallerLocation(fileID: "App/HeaderTests.swift", filePath: "/tmp/HeaderTests.swift", line: 7, column: 5),
            axes: run.matrix, variants: run.variants, messages: run.failures))
        let page = folder.appendingPathComponent("index.html")
        // The DOM as the browser built it from the page, after layout.
        let browser = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder.path)/profile"]
        let dump = try chromium.run(browser + ["--dump-dom", page.absoluteString])
        expectEqual(dump.status, 0)
        let dom = String(decoding: dump.output, as: UTF8.self)
        expectEqual(dom.components(separatedBy: "<table class=\"grid\">").count - 1, 2)
        // Left to right both devices fail, right to left both pass.
        expectEqual(dom.components(separatedBy: "<td class=\"fail\"").count - 1, 2)
        expectEqual(dom.components(separatedBy: "<td class=\"pass\"").count - 1, 2)
        expectContains(dom, "<td class=\"fail\" id=\"call-0-variant-0\"")
        expectContains(dom, "<figure><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\"")
        expectContains(dom, "<strong>title and badge overlap")
        expectContains(dom, "<code>badge.left == root.left + 16</code> <span class=\"location\">"
            + "AnchorDSLTestingTests/BadgeOverTitle.swift:\(badgeLine)</span>")
        // And drawn: a screenshot of the page, which the file viewer shows.
        let shot = folder.appendingPathComponent("page.png")
        let screenshot = try chromium.run(browser + ["--screenshot=\(shot.path)", "--window-size=900,1400", page.absoluteString])
        expectEqual(screenshot.status, 0)
        let png = try Data(contentsOf: shot)
        expectEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        #expect(png.count > 10_000, "a page of thumbnails and pictures, not a blank one")
    }

    @Test(.disabled(if: rsvgMissing, "rsvg-convert is not installed (apt-get install librsvg2-bin); .ci/run installs it"))
    func everyPictureRendersWithLibrsvg() throws {
        let rsvg = try #require(ExternalTool.rsvgConvert, "ANCHORDSL_REQUIRE_TOOLS=1 and no rsvg-convert on the PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchordsl-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, _) = failingRun()
        let failing = try #require(run.variants.first { $0.failed })
        let picture = try #require(failing.picture), thumbnail = try #require(failing.thumbnail)
        let pictures = [("picture", picture), ("thumbnail", thumbnail)]
        for (name, svg) in pictures {
            // Names the fonts whose widths the system measurer uses.
            if name == "picture" { expectContains(svg, "font-family=\"Inter, Liberation Sans, Arial, Helvetica, sans-serif\"") }
            let file = folder.appendingPathComponent("\(name).svg")
            try svg.write(to: file, atomically: true, encoding: .utf8)
            let rendered = try rsvg.run(["--format=png", file.path])
            expectEqual(rendered.status, 0, "rsvg-convert failed on the \(name)")
            expectEqual(Array(rendered.output.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG of the \(name)")
        }
    }
}

import AnchorTestSupport
import Foundation

/// A program a test runs if the machine has it: Chromium to open the
/// report as a browser does, rsvg-convert to render the pictures. `.ci/run`
/// installs both and sets `ANCHORDSL_REQUIRE_TOOLS=1`, so that on CI a
/// missing one fails its test instead of skipping it.
struct ExternalTool {
    let path: String

    /// The first of `names` found on the PATH.
    static func find(_ names: String...) -> ExternalTool? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return ExternalTool(path: path) }
            }
        }
        return nil
    }

    static let chromium = find("chromium", "chromium-browser", "google-chrome")
    static let rsvgConvert = find("rsvg-convert")
    static let required = ProcessInfo.processInfo.environment["ANCHORDSL_REQUIRE_TOOLS"].map { $0 == "1" } ?? false

    /// Runs the tool to its end: its exit status and standard output.
    func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        try ExternalProgram.run(URL(fileURLWithPath: path), arguments)
    }
}

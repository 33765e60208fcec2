import Foundation
import Testing

/// `swiftc` from `PATH`, run against the modules built next to this test binary.
public enum Toolchain {
    public struct Result {
        public var status: Int32
        public var diagnostics: String
    }

    /// The running test binary (on macOS, inside the `.xctest` bundle).
    public static let executablePath: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }()

    /// The `Modules` directory holding `AnchorDSL.swiftmodule`: next to the test
    /// binary (or a few levels up, for bundles), else under the package's
    /// `.build*` scratch directories.
    public static let modulesDirectory: String? = {
        let fileManager = FileManager.default
        func hasModules(_ directory: URL) -> Bool {
            fileManager.fileExists(atPath: directory.appendingPathComponent("AnchorDSL.swiftmodule").path)
        }
        var directory = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("Modules")
            if hasModules(candidate) { return candidate.path }
            directory.deleteLastPathComponent()
        }
        // Fallback: the package root's scratch directories (`.build`, `.build-*`).
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scratch = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasPrefix(".build") }
        for name in scratch.sorted() {
            for configuration in ["debug", "release"] {
                let candidate = root.appendingPathComponent(name).appendingPathComponent(configuration)
                    .appendingPathComponent("Modules")
                if hasModules(candidate) { return candidate.path }
            }
        }
        return nil
    }()

    /// Expects `file` to type-check with no error and no warning.
    public static func expectCleanTypecheck(_ file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try typecheck(file)
        let accepted = result.status == 0
        #expect(accepted, "\(file.lastPathComponent) was rejected:\n\(result.diagnostics)", sourceLocation: sourceLocation)
        let clean = !result.diagnostics.contains("error:") && !result.diagnostics.contains("warning:")
        #expect(clean, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }

    /// `swiftc -typecheck -I <Modules> <file>`: its exit status and its diagnostics.
    public static func typecheck(_ file: URL) throws -> Result {
        let modules = try #require(modulesDirectory, "no Modules directory with AnchorDSL.swiftmodule near \(executablePath)")
        let run = try ExternalProgram.run(
            tool: "swiftc", ["-swift-version", "6", "-typecheck", "-I", modules, file.path], reading: .standardError)
        return Result(status: run.status, diagnostics: String(decoding: run.output, as: UTF8.self))
    }
}

import AnchorTestSupport
import Foundation
import Testing

// Every file in `Snippets/` except the `MustCompile*.swift` ones must be
// rejected by the compiler with the diagnostic fragment given on its first line:
//
//     // expected-error: cannot be applied to operands of type 'YAxisAnchor' and 'XAxisAnchor'
//
// The `MustCompile*.swift` snippets must type-check cleanly: `MustCompile.swift`
// uses every valid form, so a snippet cannot fail for an unrelated reason (a
// missing module, a typo in the harness) without the positive control failing
// too; `MustCompileNamesTogether.swift` uses every public name of our modules
// beside Foundation's and Swift Testing's; `MustCompileReadmeExamples.swift`
// holds the README's examples with `import AnchorDSL` alone.
//
// Each snippet is checked with `swiftc -typecheck -I <Modules>` against the
// modules `swift build` / `swift test` just built (this target depends on
// AnchorDSL, so they are up to date when it runs).

/// The folder that holds the snippets, next to this file.
let snippetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snippets")

/// The snippet that uses every public top-level name of our modules.
let namesSnippet = "MustCompileNamesTogether.swift"

private let allSnippets: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: snippetsDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
}()

/// The snippets that must compile, sorted by name.
let mustCompileSnippets: [String] = allSnippets.filter { $0.hasPrefix("MustCompile") }

/// The snippets that must be rejected, sorted by name.
let snippetFiles: [String] = allSnippets.filter { !$0.hasPrefix("MustCompile") }

private let expectedErrorPrefix = "// expected-error:"

@Suite("Compile failures")
struct CompileFailureTests {
    @Test("The snippets folder is found and holds the rejection cases and the positive control")
    func snippetsExist() throws {
        let enoughSnippets = snippetFiles.count >= 10
        #expect(enoughSnippets, "found \(snippetFiles.count) snippets in \(snippetsDirectory.path)")
        let expectedPositives: [String] = ["MustCompile.swift", namesSnippet, "MustCompileReadmeExamples.swift"]
        expectAll(expectedPositives, in: mustCompileSnippets)
        for name in snippetFiles {
            #expect(try expectedError(in: name) != nil, "\(name) has no '\(expectedErrorPrefix)' first line")
        }
    }

    @Test("The built modules are found")
    func modulesDirectoryIsFound() {
        let found = Toolchain.modulesDirectory != nil
        #expect(found, "no Modules directory with AnchorDSL.swiftmodule near \(Toolchain.executablePath)")
    }

    @Test("Snippet is rejected with the expected diagnostic", arguments: snippetFiles)
    func snippetIsRejected(_ name: String) throws {
        let expected = try #require(try expectedError(in: name), "\(name) has no '\(expectedErrorPrefix)' first line")
        let result = try Toolchain.typecheck(snippetsDirectory.appendingPathComponent(name))
        let rejected = result.status != 0
        #expect(rejected, "\(name) compiled, but must be rejected with: \(expected)")
        let diagnosed = result.diagnostics.contains(expected)
        #expect(diagnosed, "\(name): expected a diagnostic containing \"\(expected)\", got:\n\(result.diagnostics)")
    }

    @Test("A MustCompile snippet type-checks cleanly", arguments: mustCompileSnippets)
    func mustCompileSnippetCompiles(_ name: String) throws {
        try Toolchain.expectCleanTypecheck(snippetsDirectory.appendingPathComponent(name))
    }

    private func expectAll(_ expected: [String], in present: [String]) {
        for name in expected where !present.contains(name) {
            Issue.record("Snippets/\(name) is missing")
        }
    }

    /// The fragment after `// expected-error:` on the snippet's first line.
    private func expectedError(in name: String) throws -> String? {
        let text = try String(contentsOf: snippetsDirectory.appendingPathComponent(name), encoding: .utf8)
        let firstLine = text.prefix { $0 != "\n" }
        guard firstLine.hasPrefix(expectedErrorPrefix) else { return nil }
        let fragment = firstLine.dropFirst(expectedErrorPrefix.count).trimmingCharacters(in: .whitespaces)
        return fragment.isEmpty ? nil : fragment
    }
}

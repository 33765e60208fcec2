import AnchorTestSupport
import Foundation
import Testing

// Keeps `Snippets/MustCompileNamesTogether.swift` complete: the public
// top-level names of our six modules are read from the modules just built
// (`swift-symbolgraph-extract`, which ships with the toolchain), and each must
// appear in the snippet, which type-checks them unqualified beside Foundation
// and Swift Testing. A new public type that the snippet does not use fails
// here, so the clash check cannot go stale.

@Suite("Public names")
struct PublicNamesTests {
    static let modules = ["AnchorSolver", "AnchorCore", "AnchorText", "AnchorHeadless", "AnchorDSL", "AnchorDSLTesting"]

    @Test("Every public top-level name of our modules is used in the names snippet")
    func publicNamesAreAllUsedInTheSnippet() throws {
        let names = try PublicNames.topLevel(of: Self.modules)
        let enough = names.count >= 30
        #expect(enough, "only \(names.count) public names found: \(names.sorted())")
        let snippet = try String(contentsOf: snippetsDirectory.appendingPathComponent(namesSnippet), encoding: .utf8)
        let words = PublicNames.identifiers(in: snippet)
        let unused = names.subtracting(words).sorted()
        let allUsed = unused.isEmpty
        #expect(allUsed, "public names not used in Snippets/\(namesSnippet): \(unused)")
    }

    @Test("No public top-level name is declared by two of our modules")
    func noNameIsDeclaredTwice() throws {
        var owners: [String: [String]] = [:]
        for module in Self.modules {
            for name in try PublicNames.topLevel(of: [module]) { owners[name, default: []].append(module) }
        }
        let shared = owners.filter { $0.value.count > 1 }.map { "\($0.key) in \($0.value)" }.sorted()
        #expect(shared.isEmpty, "\(shared)")
    }

    @Test("The names reader sees types and skips operators and extensions")
    func readerSeesTypes() throws {
        let names = try PublicNames.topLevel(of: ["AnchorCore"])
        let readsTypes = names.contains("LayoutConstraint")
        #expect(readsTypes)
        let skipsOperators = !names.contains("==")
        #expect(skipsOperators)
        let nestedNameHidden = !names.contains("SourceLocation")
        #expect(nestedNameHidden, "SourceLocation is nested in LayoutConstraint")
    }
}

/// Reads a module's public top-level declarations from its symbol graph.
enum PublicNames {
    private static let cache = Cache()

    /// Types, protocols, functions and globals declared at the top level of
    /// `modules` (not operators, not extensions of other modules' types).
    static func topLevel(of modules: [String]) throws -> Set<String> {
        var names = Set<String>()
        for module in modules { names.formUnion(try cache.names(of: module)) }
        return names
    }

    /// The identifiers written in a Swift source text.
    static func identifiers(in text: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String: Set<String>] = [:]

        /// Extracts under the lock: tests run in parallel, and each module
        /// is read once.
        func names(of module: String) throws -> Set<String> {
            lock.lock()
            defer { lock.unlock() }
            if let known = names[module] { return known }
            let found = try PublicNames.extract(module)
            names[module] = found
            return found
        }
    }

    private static func extract(_ module: String) throws -> Set<String> {
        let modules = try #require(Toolchain.modulesDirectory, "no Modules directory near \(Toolchain.executablePath)")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("anchor-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try ExternalProgram.run(tool: "swift-symbolgraph-extract", [
            "-module-name", module, "-I", modules, "-target", try targetTriple(),
            "-minimum-access-level", "public", "-output-dir", output.path,
        ], reading: .neither).status
        guard status == 0 else { throw ExtractionFailed(module: module) }
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        var names = Set<String>()
        for symbol in graph.symbols where symbol.pathComponents.count == 1 {
            let kind = symbol.kind.identifier
            if kind == "swift.func.op" || kind.hasSuffix("extension") { continue }
            // A function's path component is its signature, `withVFL(H:options:fileID:line:)`.
            names.insert(String(symbol.pathComponents[0].prefix { $0 != "(" }))
        }
        return names
    }

    private struct ExtractionFailed: Error, CustomStringConvertible {
        let module: String
        var description: String { "swift-symbolgraph-extract failed for \(module)" }
    }

    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            var kind: Kind
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }

    private static func targetTriple() throws -> String {
        struct Info: Decodable {
            struct Target: Decodable { var triple: String }
            var target: Target
        }
        let data = try ExternalProgram.run(tool: "swiftc", ["-print-target-info"]).output
        return try JSONDecoder().decode(Info.self, from: data).target.triple
    }

}

import Foundation
import Testing

/// Reads a module's public top-level declarations from its symbol graph.
public enum PublicNames {
    private static let cache = Cache()

    /// Types, protocols, functions and globals declared at the top level of
    /// `modules` (not operators, not extensions of other modules' types).
    public static func topLevel(of modules: [String]) throws -> Set<String> {
        var names = Set<String>()
        for module in modules { names.formUnion(try cache.names(of: module)) }
        return names
    }

    /// The identifiers written in a Swift source text.
    public static func identifiers(in text: String) -> Set<String> {
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
        let missing: Comment = "no Modules directory near \(Toolchain.executablePath)"
        let modules = try #require(Toolchain.modulesDirectory, missing)
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

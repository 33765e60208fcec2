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

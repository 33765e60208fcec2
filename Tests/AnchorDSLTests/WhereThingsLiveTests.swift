import Foundation
import Testing

/// The map of the package (`Where things live`) kept true: every folder of
/// every module is named in its module's section, and every file and folder
/// a section names is there.
@Suite struct WhereThingsLiveTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let modules = ["AnchorSolver", "AnchorText", "AnchorCore", "AnchorHeadless", "AnchorDSL", "AnchorDSLTesting"]

    /// The article's section for each module: the text from its `### Module` heading to the next heading.
    static func sections() throws -> [String: String] {
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/AnchorDSL/AnchorDSL.docc/WhereThingsLive.md"), encoding: .utf8)
        var sections: [String: String] = [:]
        for part in article.components(separatedBy: "\n### ").dropFirst() {
            let lines = part.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            sections[String(lines[0])] = lines.count > 1 ? String(lines[1]) : ""
        }
        return sections
    }

    /// The names in backticks that end like a file or a folder: `Checks/`, `Engine/LabelSettling.swift`.
    static func paths(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().compactMap { index, part in
            index % 2 == 1 && (part.hasSuffix(".swift") || part.hasSuffix("/")) && !part.contains(" ") ? part : nil
        }
    }

    @Test func everyModuleHasASectionNamingEachOfItsFolders() throws {
        let sections = try Self.sections()
        let fileManager = FileManager.default
        for module in Self.modules {
            let section = try #require(sections[module], "no section for \(module)")
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let folders = try fileManager.contentsOfDirectory(atPath: folder.path).filter { name in
                var isFolder: ObjCBool = false
                return fileManager.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                    && isFolder.boolValue && !name.hasSuffix(".docc")
            }
            let unnamed = folders.filter { !section.contains("`\($0)/`") }.sorted()
            #expect(unnamed.isEmpty, "folders of \(module) that Where things live does not name: \(unnamed)")
        }
    }

    @Test func everyFileAndFolderASectionNamesIsThere() throws {
        let sections = try Self.sections()
        for module in Self.modules {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for path in Self.paths(in: sections[module] ?? "") {
                let name = path.hasSuffix("/") ? String(path.dropLast()) : path
                // A path names a file or folder by its place in the module, or by a name of a file in one of its folders.
                let found = files.contains { $0 == name || $0.hasSuffix("/" + name) }
                #expect(found, "Where things live names `\(path)` in \(module), which has no such file or folder")
            }
        }
    }
}

import Foundation
import Testing

/// The page of a whole test run: with `ANCHORDSL_REPORT_DIR=DIR` set, every
/// `expectValidLayout` and `expectLayoutSnapshot` in the process adds its
/// call to `DIR/index.html`, which is written again, whole, after each call
/// (so that it is complete whenever the process stops). The first call of a
/// run replaces a page an earlier run left. Calls from tests running in
/// parallel take turns under a lock, so that none is lost.
package final class LayoutReport: @unchecked Sendable {
    static let variable = "ANCHORDSL_REPORT_DIR"

    /// The report the environment asks for, or nil when it asks for none.
    static let shared: LayoutReport? = {
        guard let path = ProcessInfo.processInfo.environment[variable] else { return nil }
        return LayoutReport(directory: path)
    }()

    /// The page's path.
    package let page: URL
    /// Why no page can be written, said once, at the first call.
    private var unusable: String?
    private let lock = NSLock()
    private var calls: [RenderedCall] = []
    /// Calls numbered so far: each call's ids in the page are made from its number.
    private var numbered = 0
    private var saidUnusable = false
    private let say: @Sendable (String) -> Void

    /// A report into `directory`, made (with the folders above it) when it
    /// does not exist, as tools that write a folder do; `say` tells why none
    /// can be written.
    package init(directory path: String, say: @escaping @Sendable (String) -> Void = LayoutReport.warn) {
        self.say = say
        page = URL(fileURLWithPath: path).appendingPathComponent("index.html")
        var isFolder: ObjCBool = false
        if path.isEmpty {
            unusable = "\(Self.variable) is set but empty: set it to the folder to write index.html in"
        } else if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                unusable = "\(Self.variable) names \(path), which does not exist and cannot be made: "
                    + error.localizedDescription
            }
        } else if !isFolder.boolValue {
            unusable = "\(Self.variable) names \(path), which is a file, not a folder"
        }
    }

    /// Whether calls should draw for it: false once it is known that no page can be written.
    var isUsable: Bool { lock.withLock { unusable == nil } }

    /// Adds one call and writes the page again. The call is drawn outside
    /// the lock, so that tests running in parallel draw in parallel.
    func add(_ call: ReportedCall) {
        let number: Int? = lock.withLock {
            guard unusable == nil else {
                sayUnusableOnce()
                return nil
            }
            defer { numbered += 1 }
            return numbered
        }
        guard let number else { return }
        let rendered = RenderedCall(call, number: number)
        lock.withLock {
            guard unusable == nil else { return }
            calls.append(rendered)
            calls.sort { $0.number < $1.number }
            do {
                try Data(ReportPage(calls: calls).html.utf8).write(to: page, options: .atomic)
            } catch {
                unusable = "the layout report \(page.path) cannot be written: \((error as NSError).localizedDescription)"
                sayUnusableOnce()
            }
        }
    }

    /// Forgets every call (the benchmarks' repetitions start afresh).
    package func removeAll() {
        lock.withLock { calls.removeAll() }
    }

    private func sayUnusableOnce() {
        guard !saidUnusable, let unusable else { return }
        saidUnusable = true
        say("AnchorDSLTesting: \(unusable); no layout report is written")
    }

    /// A warning, not a failure: each test still fails or passes on its own.
    static func warn(_ text: String) {
        #if compiler(>=6.3)
        if Test.current != nil {
            Issue.record(Comment(rawValue: text), severity: .warning)
            return
        }
        #endif
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

extension LayoutReport {
    /// Adds an `expectValidLayout` call.
    func add(_ run: LayoutMatrixRun, of function: String, at location: CallerLocation, testFunction: String) {
        add(ReportedCall(
            test: Self.currentTestName ?? testFunction, function: function, location: location,
            axes: run.matrix, variants: run.variants, messages: run.failures))
    }

    /// The running Swift Testing test's name, as its report names it.
    static var currentTestName: String? {
        guard let test = Test.current else { return nil }
        return test.displayName ?? test.name
    }
}

/// One `expect…` call as the page shows it.
struct ReportedCall {
    /// The test's name.
    let test: String
    /// `expectValidLayout` or `expectLayoutSnapshot`.
    let function: String
    let location: CallerLocation
    let axes: LayoutMatrix?
    let variants: [LayoutVariant]
    /// Every failure message the call recorded.
    let messages: [String]

    var failed: Bool { !messages.isEmpty }
}

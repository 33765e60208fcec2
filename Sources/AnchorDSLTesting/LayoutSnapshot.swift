import AnchorDSL
import AnchorHeadless
import Foundation

/// One stored reference of `expectLayoutSnapshot`: where it lives, and how
/// a tree is compared with it.
struct LayoutSnapshot {
    /// Set to `1` to write every reference again.
    static let recordVariable = "ANCHORDSL_RECORD_SNAPSHOTS"
    /// Wide enough to tell a phone's views apart, narrow enough to read in
    /// a diff beside another; changing it would change every reference.
    static let columns = 60

    /// Whether the environment asks for every reference to be written again.
    static func recordingRequested(in environment: [String: String]) -> Bool {
        environment[recordVariable] == "1"
    }

    /// The reference file.
    let path: String
    /// The file's name without `.txt`: `profileCard.rtl`.
    let name: String

    /// `<directory>/<function>[.<name>].txt`, the directory being
    /// `snapshotDirectory` or `__LayoutSnapshots__/<test file>` beside the
    /// test file, as swift-snapshot-testing lays its references out.
    init(filePath: String, function: String, name: String?, snapshotDirectory: String?) {
        let testFile = URL(fileURLWithPath: filePath)
        let directory = snapshotDirectory ?? testFile.deletingLastPathComponent()
            .appendingPathComponent("__LayoutSnapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path
        var file = Self.fileNamePart(String(function.prefix { $0 != "(" }))
        if let name { file += "." + Self.fileNamePart(name) }
        self.name = file
        path = URL(fileURLWithPath: directory).appendingPathComponent(file + ".txt").path
    }

    /// The failure message, or nil if the tree matches its reference.
    func check(_ root: View, record: Bool) -> String? {
        if let superview = root.superview {
            return "expectLayoutSnapshot: '\(root.name)' is in '\(superview.name)': "
                + "snapshot the root of its tree, '\(root.rootView.name)'"
        }
        root.layoutIfNeeded()
        return check(picture: root.textPicture(columns: Self.columns) + "\n", record: record)
    }

    /// The failure message, or nil if `actual` matches the reference.
    func check(picture actual: String, record: Bool) -> String? {
        let reference = try? String(contentsOfFile: path, encoding: .utf8)
        if !record, let reference {
            guard reference != actual else { return nil }
            return "The layout differs from its snapshot \(path) (- snapshot, + now):\n"
                + LineDiff(reference, actual).text
        }
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            return "expectLayoutSnapshot: cannot write the snapshot \(path): \(Self.reason(of: error))"
        }
        if reference == nil {
            return "No snapshot was found at \(path): it is recorded now. Run the test again to compare with it."
        }
        return "Recording is on (record: true or \(Self.recordVariable)=1): the snapshot \(path) was written "
            + "again. Turn recording off to compare with it."
    }

    /// With the system's reason (`Not a directory`, `Permission denied`):
    /// Foundation's own text for a failed write or directory is only "The
    /// operation could not be completed", the reason being in the error it
    /// wraps.
    private static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
        return ((underlying ?? error) as NSError).localizedDescription
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else a `-`, so
    /// that a name is a file name on every file system.
    static func fileNamePart(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
    }
}

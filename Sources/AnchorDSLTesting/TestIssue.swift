import Testing
import XCTest

/// Where a test issue points: the caller of an `expect…` function.
struct CallerLocation {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    /// As Swift Testing takes it, which requires a line and a column of at least 1.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
    }
}

/// Records a failure in whichever test framework runs the current test:
/// Swift Testing's `Issue.record` inside a Swift Testing test, `XCTFail`
/// otherwise (which XCTest drops outside a test case).
enum TestIssue {
    /// Records `message` at `location`; with none, at this library's own
    /// line (`layout(on:)`, which has no caller location to point at).
    static func record(_ message: String, at location: CallerLocation?) {
        if Test.current != nil {
            recordInSwiftTesting(message, at: location)
        } else {
            recordInXCTest(message, at: location)
        }
    }

    private static func recordInSwiftTesting(_ message: String, at location: CallerLocation?) {
        guard let location else {
            Issue.record(Comment(rawValue: message))
            return
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    }

    private static func recordInXCTest(_ message: String, at location: CallerLocation?) {
        guard let location else {
            XCTFail(message)
            return
        }
        let line = UInt(max(location.line, 0))
        var path = location.filePath
        path.withUTF8 { bytes in
            if let file = staticString(bytes) {
                XCTFail(message, file: file, line: line)
            } else {
                XCTFail("\(location.filePath):\(line): \(message)")
            }
        }
    }

    /// `XCTFail` takes its file as a `StaticString`, the type of `#filePath`,
    /// and our functions receive the caller's `#filePath` as a `String`
    /// (Swift Testing's `SourceLocation` needs one). No initializer makes a
    /// `StaticString` from text at run time, but the type is `@frozen`: its
    /// layout (start address, UTF-8 length, flags, 0 for a pointer to
    /// UTF-8 text) is part of the standard library's ABI and cannot change.
    /// XCTest copies the text before `XCTFail` returns, so the bytes only
    /// need to outlive the call. Nil if the layout is not the one expected.
    private static func staticString(_ bytes: UnsafeBufferPointer<UInt8>) -> StaticString? {
        typealias Layout = (start: UInt, count: UInt, flags: UInt8)
        guard MemoryLayout<Layout>.size == MemoryLayout<StaticString>.size,
              let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
        let layout: Layout = (UInt(bitPattern: start), UInt(bytes.count), 0)
        let made = unsafeBitCast(layout, to: StaticString.self)
        guard made.hasPointerRepresentation, made.utf8CodeUnitCount == bytes.count,
              made.utf8Start == start else { return nil }
        return made
    }
}

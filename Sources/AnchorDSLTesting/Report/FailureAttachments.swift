import Foundation
import Testing
#if canImport(XCTest) && canImport(Darwin)
import XCTest
#endif

/// The pictures of a failing variant, attached to the test that failed:
/// Swift Testing's `Attachment.record` (Swift 6.2 and later, written by
/// `swift test --attachments-path DIR`), or an `XCTAttachment` in XCTest on
/// Apple platforms (kept with the result bundle). A passing variant
/// attaches nothing.
enum FailureAttachments {
    /// Whether the current test can take attachments: drawing is wasted otherwise.
    static var areRecorded: Bool {
        #if compiler(>=6.2)
        if Test.current != nil { return true }
        #endif
        #if canImport(XCTest) && canImport(Darwin)
        return true
        #else
        return false
        #endif
    }

    /// Attaches each variant's picture with its problems drawn, and its text picture.
    static func record(_ variants: [LayoutVariant], at location: CallerLocation) {
        for variant in variants {
            if let picture = variant.picture { attach(picture, named: variant.fileName + ".svg", at: location) }
            if let text = variant.textPicture { attach(text, named: variant.fileName + ".txt", at: location) }
        }
    }

    /// Attaches `text` as a file named `name`.
    static func attach(_ text: String, named name: String, at location: CallerLocation) {
        #if compiler(>=6.2)
        if Test.current != nil {
            Attachment.record(text, named: name, sourceLocation: location.sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest) && canImport(Darwin)
        let attachment = XCTAttachment(data: Data(text.utf8), uniformTypeIdentifier: uniformType(of: name))
        attachment.name = name
        attachment.lifetime = .keepAlways
        XCTContext.runActivity(named: name) { $0.add(attachment) }
        #endif
    }

    #if canImport(XCTest) && canImport(Darwin)
    private static func uniformType(of name: String) -> String {
        name.hasSuffix(".svg") ? "public.svg-image" : "public.plain-text"
    }
    #endif
}

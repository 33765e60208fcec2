import AnchorTestSupport
import Foundation
import Testing

// What an app file meets when it imports AnchorDSL beside Apple's frameworks:
// no public name of the modules an app imports (AnchorDSL and the core it
// re-exports) is a name SwiftUI, UIKit, AppKit, Foundation or the standard
// library declares, read from the modules themselves (the SwiftUI stand-in
// declares SwiftUI's names from Apple's documentation); and a SwiftUI-hosting
// controller with every SwiftUI name unqualified compiles.

#if canImport(UIKit)
private let framework = "UIKit", frameworkView = "UIView"
#else
private let framework = "AppKit", frameworkView = "NSView"
#endif

@Suite("Names an app file meets")
struct AppNamesTests {
    /// The modules whose names an app file sees beside ours. Foundation's
    /// value types live in FoundationEssentials on Linux.
    #if os(Linux)
    private static let appleAndStandardModules = ["SwiftUI", framework, "Swift", "Foundation", "FoundationEssentials"]
    #else
    private static let appleAndStandardModules = ["SwiftUI", framework, "Swift", "Foundation"]
    #endif

    @Test func noNameAnAppImportsIsSwiftUIsUIKitsFoundationsOrTheStandardLibrarys() throws {
        let ours = try PublicNames.topLevel(of: ["AnchorCore", "AnchorDSL"])
        let theirs = try PublicNames.topLevel(of: Self.appleAndStandardModules)
        let readsBoth = ours.isSuperset(of: ["LayoutConstraint", "LayoutInsets", "PlatformView", "ConstraintGroup"])
            && theirs.isSuperset(of: ["View", "EdgeInsets", "Data", "URL", "Int", "Result", frameworkView])
        #expect(readsBoth, "the names reader missed names: ours \(ours.count), theirs \(theirs.count)")
        let clashes = ours.intersection(theirs).sorted()
        #expect(clashes.isEmpty, "names AnchorDSL borrows: \(clashes)")
        // UIKit's and AppKit's names, stubbed or not, start with their prefixes.
        let prefixed = ours.filter { name in
            ["UI", "NS"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
        }.sorted()
        #expect(prefixed.isEmpty, "names with UIKit's or AppKit's prefix: \(prefixed)")
    }

    @Test func theNamesThatClashedAreSwiftUIsAndStayInTheHeadlessModule() throws {
        let clashedBefore: Set = [
            "View", "Label", "Button", "TextField", "ScrollView", "Font", "Color", "EdgeInsets", "LayoutDirection",
            "ContentSizeCategory", "UserInterfaceSizeClass", "TableStyle",
        ]
        let swiftUI = try PublicNames.topLevel(of: ["SwiftUI"])
        let unread = clashedBefore.subtracting(swiftUI).sorted()
        #expect(unread.isEmpty, "the SwiftUI stand-in does not declare \(unread)")
        let app = try PublicNames.topLevel(of: ["AnchorCore", "AnchorDSL"])
        let stillExported = clashedBefore.intersection(app).sorted()
        #expect(stillExported.isEmpty, "\(stillExported)")
        let headless = try PublicNames.topLevel(of: ["AnchorHeadless", "AnchorText"])
        let moved = clashedBefore.subtracting(headless).sorted()
        #expect(moved.isEmpty, "a test no longer finds \(moved) in AnchorHeadless")
    }

    #if canImport(UIKit)
    @Test func aSwiftUIHostingControllerWithTheDSLCompilesUnqualified() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("AppFiles/ProfileScreen.swift")
        try Toolchain.expectCleanTypecheck(file)
    }
    #endif
}

// swift-tools-version:6.1
import PackageDescription

// What an app pays for AnchorDSL: the same 13 constraints written with plain
// anchors and with the DSL, each an executable on the UIKit stub (run with
// ANCHORDSL_APPLE_STUBS=UIKit). `measure` builds both in release, strips
// them and compares, and times a clean debug build of what an app target
// compiles.
let package = Package(
    name: "AppCost",
    dependencies: [.package(path: "../AnchorDSL")],
    targets: [
        .executableTarget(name: "PlainAnchors", dependencies: [.product(name: "UIKit", package: "AnchorDSL")]),
        .executableTarget(name: "WithAnchorDSL", dependencies: [.product(name: "AnchorDSL", package: "AnchorDSL")]),
    ],
    swiftLanguageModes: [.v6]
)

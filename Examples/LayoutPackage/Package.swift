// swift-tools-version:6.1
import PackageDescription

// An iOS app's layouts in a package of their own, laid out headless by
// `swift test --traits Headless` on a Mac (and on Linux), and by UIKit in
// the app, which builds the package without the trait. Getting started
// walks through it; CI runs it (`Scripts/check-layout-package`).
let package = Package(
    name: "LayoutPackage",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [.library(name: "CardLayout", targets: ["CardLayout"])],
    // The package's own trait, which turns on AnchorDSL's: its `Platform*`
    // names are then the headless classes, on a Mac too.
    traits: [.trait(name: "Headless", description: "Lay the layouts out headless, for `swift test` on a Mac.")],
    dependencies: [
        // An app writes `.package(url: "https://github.com/…/AnchorDSL", from: …)`.
        .package(path: "../AnchorDSL", traits: [.trait(name: "Headless", condition: .when(traits: ["Headless"]))]),
    ],
    targets: [
        .target(name: "CardLayout", dependencies: [.product(name: "AnchorDSL", package: "AnchorDSL")]),
        .testTarget(
            name: "CardLayoutTests",
            dependencies: ["CardLayout", .product(name: "AnchorDSLTesting", package: "AnchorDSL")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

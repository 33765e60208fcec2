// swift-tools-version:6.1
import Foundation
import PackageDescription

// Where `PlatformView` and the other `Platform*` names are the headless
// classes, so that a layout written against them is laid out by the headless
// engine: wherever no Apple framework is there (Linux, unless the stubs stand
// in for one), and anywhere under the `Headless` trait (a Mac's `swift test
// --traits Headless`). There, and only there, AnchorDSL depends on
// AnchorHeadless; an app's AnchorDSL never does.
let appleStubs = ProcessInfo.processInfo.environment["ANCHORDSL_APPLE_STUBS"].flatMap { ["UIKit", "AppKit"].contains($0) ? $0 : nil }
let withoutAppleFrameworks: [Platform] = appleStubs == nil ? [.linux, .windows, .android, .wasi, .openbsd] : []
let headlessPlatformConditions: [TargetDependencyCondition?] =
    (withoutAppleFrameworks.isEmpty ? [] : [.when(platforms: withoutAppleFrameworks)]) + [.when(traits: ["Headless"])]
let headlessPlatformSettings: [SwiftSetting] =
    (withoutAppleFrameworks.isEmpty ? [] : [.define("ANCHOR_HEADLESS_PLATFORM", .when(platforms: withoutAppleFrameworks))])
    + [.define("ANCHOR_HEADLESS_PLATFORM", .when(traits: ["Headless"]))]

let package = Package(
    name: "AnchorDSL",
    // iOS/tvOS 13: the Swift concurrency runtime the bridge's @MainActor code
    // needs; macOS 11: NSView's layoutMarginsGuide and safeAreaLayoutGuide;
    // visionOS 1: the first. Linux needs no entry.
    platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v11), .visionOS(.v1)],
    products: [
        // What an app imports: the syntax on the core vocabulary.
        .library(name: "AnchorDSL", targets: ["AnchorDSL"]),
        // What a test imports: the headless views, engine, text, controls,
        // cells and controllers; AnchorDSLTesting adds the checks.
        .library(name: "AnchorHeadless", targets: ["AnchorHeadless"]),
        .library(name: "AnchorDSLTesting", targets: ["AnchorDSLTesting"]),
        .library(name: "AnchorText", targets: ["AnchorText"]),
        .library(name: "AnchorSolver", targets: ["AnchorSolver"]),
    ],
    traits: [
        .trait(
            name: "Headless",
            description: "The Platform* names are the headless classes on every platform, so that `swift test` on a Mac lays a layout out headless."
        ),
    ],
    targets: [
        .target(name: "AnchorSolver"),
        // The layout vocabulary with no views: items, anchors, constraints,
        // priorities, insets, errors and the activation seam.
        .target(name: "AnchorCore"),
        // Text that names no view: fonts and Dynamic Type, measuring and
        // wrapping, rich text, a font-file reader. AnchorHeadless re-exports it.
        .target(name: "AnchorText", dependencies: ["AnchorCore"]),
        .target(name: "AnchorHeadless", dependencies: ["AnchorCore", "AnchorSolver", "AnchorText"]),
        .target(
            name: "AnchorDSL",
            dependencies: ["AnchorCore"] + headlessPlatformConditions.map { .target(name: "AnchorHeadless", condition: $0) },
            swiftSettings: headlessPlatformSettings
        ),
        // Swift Testing and XCTest come with the toolchain: no package dependency.
        .target(name: "AnchorDSLTesting", dependencies: ["AnchorDSL", "AnchorHeadless"]),
        // The tour shows what the test checks find; for the reason given at
        // `Benchmarks`, it links AnchorDSLTesting on Linux only.
        .executableTarget(
            name: "Playground",
            dependencies: [
                "AnchorDSL", "AnchorHeadless", .target(name: "AnchorDSLTesting", condition: .when(platforms: [.linux])),
            ],
            path: "Playground"
        ),
        .executableTarget(
            name: "Benchmarks",
            // AnchorDSLTesting links XCTest and Swift Testing, which an
            // executable loads on Linux but not on macOS (their frameworks
            // are outside its runtime search path): `Benchmarks testing` is
            // Linux only.
            dependencies: [
                "AnchorDSL", "AnchorHeadless", "AnchorSolver",
                .target(name: "AnchorDSLTesting", condition: .when(platforms: [.linux])),
            ],
            path: "Benchmarks",
            exclude: ["kiwi", "AppCost"]
        ),
        .testTarget(name: "AnchorTextTests", dependencies: ["AnchorText", "AnchorTestSupport"]),
        .testTarget(name: "AnchorSolverTests", dependencies: ["AnchorSolver", "AnchorTestSupport"]),
        // Test helpers shared by the test targets (diagnostics trait, typed expectations, running another program).
        .target(name: "AnchorTestSupport", dependencies: ["AnchorHeadless"], path: "Tests/AnchorTestSupport"),
        .testTarget(name: "AnchorHeadlessTests", dependencies: ["AnchorHeadless", "AnchorDSL", "AnchorTestSupport", "CardLayout"]),
        .testTarget(name: "AnchorDSLTests", dependencies: ["AnchorDSL", "AnchorHeadless", "AnchorTestSupport", "CardLayout"]),
        // AnchorDSLTesting: built before the names snippet is type-checked against it.
        .testTarget(
            name: "CompileFailureTests", dependencies: ["AnchorDSL", "AnchorDSLTesting", "AnchorTestSupport"], exclude: ["Snippets"]
        ),
        .testTarget(
            name: "AnchorDSLTestingTests",
            dependencies: ["AnchorDSLTesting", "AnchorTestSupport", "CardLayout"],
            exclude: ["__LayoutSnapshots__", "__ProblemCorpus__"]
        ),
        // A layout written once against `PlatformView`, for the headless tests
        // and, with the stubs, for the Apple bridge's.
        .target(name: "CardLayout", dependencies: ["AnchorDSL"], path: "Tests/CardLayout"),
    ],
    swiftLanguageModes: [.v6]
)

// The Apple bridge on Linux: `ANCHORDSL_APPLE_STUBS=UIKit` (or `AppKit`)
// builds AnchorDSL against the stub of that framework in `Stubs/`, so that
// `canImport(UIKit)` holds, and adds the bridge's tests. `_Testing_UIKit` is
// the empty module Swift Testing's cross-import overlay asks for.
if let framework = appleStubs {
    let overlay = "_Testing_\(framework)"
    // The headless tests and the tour run in the plain build, where
    // `PlatformView` is `View`.
    package.targets.removeAll { $0.type == .test || $0.name == "Playground" }
    // The SwiftUI stand-in declares SwiftUI's names, for the app file that
    // imports UIKit, SwiftUI and AnchorDSL (`AppNamesTests`).
    package.targets += [
        .target(name: framework, path: "Stubs/\(framework)"),
        .target(name: overlay, path: "Stubs/\(overlay)"),
        .target(name: "SwiftUI", path: "Stubs/SwiftUI"),
        .testTarget(
            name: "AppleBridgeTests",
            dependencies: [
                "AnchorDSL", "AnchorHeadless", "AnchorTestSupport", "CardLayout", "SwiftUI",
                .target(name: framework), .target(name: overlay),
            ],
            exclude: ["AppFiles"]
        ),
    ]
    package.targets.first { $0.name == "AnchorDSL" }?.dependencies.append(.target(name: framework))
    // For the programs that measure what an app pays (Benchmarks/AppCost),
    // whose plain-anchors version imports the stub alone.
    package.products.append(.library(name: framework, targets: [framework]))
}

// The fuzz targets (Fuzz/README.md), one for each reader of outside input:
// `ANCHORDSL_FUZZ=1` adds them. Each is built with `--sanitize fuzzer
// -Xswiftc -sanitize=fuzzer,address`: the first leaves `main` to libFuzzer
// (SwiftPM renames an executable's entry point otherwise), the second
// instruments every module for both. `--sanitize fuzzer --sanitize address`
// would pass two `-sanitize=` flags in no fixed order, and the compiler
// keeps only the last.
if ProcessInfo.processInfo.environment["ANCHORDSL_FUZZ"] == "1" {
    for (input, modules) in [("VisualFormat", ["AnchorDSL", "AnchorHeadless"]), ("FontFile", ["AnchorText"])] {
        package.targets.append(.executableTarget(
            name: "Fuzz\(input)", dependencies: modules.map { .target(name: $0) }, path: "Fuzz/\(input)",
            exclude: ["corpus", "fuzz.dict"]
        ))
    }
}

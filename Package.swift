// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AnchorDSL",
    products: [
        .library(name: "AnchorDSL", targets: ["AnchorDSL"]),
        .library(name: "AnchorModel", targets: ["AnchorModel"]),
        .library(name: "AnchorSolver", targets: ["AnchorSolver"]),
    ],
    targets: [
        .target(name: "AnchorSolver"),
        .target(name: "AnchorModel", dependencies: ["AnchorSolver"]),
        .target(name: "AnchorDSL", dependencies: ["AnchorModel"]),
        .executableTarget(name: "Playground", dependencies: ["AnchorDSL"], path: "Playground"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["AnchorDSL", "AnchorSolver"],
            path: "Benchmarks",
            exclude: ["kiwi"]
        ),
        .testTarget(name: "AnchorSolverTests", dependencies: ["AnchorSolver", "AnchorTestSupport"]),
        // Test helpers shared by the test targets (diagnostics trait, typed expectations).
        .target(name: "AnchorTestSupport", dependencies: ["AnchorModel"], path: "Tests/AnchorTestSupport"),
        .testTarget(name: "AnchorModelTests", dependencies: ["AnchorModel", "AnchorTestSupport"]),
        .testTarget(name: "AnchorDSLTests", dependencies: ["AnchorDSL", "AnchorTestSupport"]),
        .testTarget(name: "CompileFailureTests", dependencies: ["AnchorDSL"], exclude: ["Snippets"]),
    ],
    swiftLanguageModes: [.v6]
)

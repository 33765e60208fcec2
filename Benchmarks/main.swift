// Benchmarks, run in release mode: `swift run -c release Benchmarks [mode]`.
// Each mode returns its exit status; `all` (the default) runs every mode.
import Foundation

let modes: [(name: String, run: () -> Int32)] = [
    ("dsl", DSLBenchmarks.run),
    ("typecheck", TypeCheckBenchmarks.run),
]

let requested = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "all"
if requested == "all" {
    exit(modes.reduce(0) { status, mode in max(status, mode.run()) })
} else if let mode = modes.first(where: { $0.name == requested }) {
    exit(mode.run())
} else {
    FileHandle.standardError.write(Data(
        "usage: Benchmarks [\((modes.map(\.name) + ["all"]).joined(separator: "|"))]  (default: all)\n".utf8
    ))
    exit(2)
}

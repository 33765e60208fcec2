// Benchmarks, run in release mode: `swift run -c release Benchmarks [mode] [arguments]`.
// Each mode returns its exit status; `all` (the default) runs every mode with
// its default arguments.
import Foundation

let modes: [(name: String, run: ([String]) -> Int32)] = [
    ("dsl", { _ in DSLBenchmarks.run() }),
    ("typecheck", { _ in TypeCheckBenchmarks.run() }),
    ("solver", { arguments in
        SolverBenchmarks.run(arguments)
        return 0
    }),
    ("engine", { arguments in EngineBenchmarks.run(arguments) }),
    ("vfl", { _ in VisualFormatBenchmarks.run() }),
    ("group", { arguments in GroupBenchmarks.run(arguments) }),
    ("stack", { _ in StackBenchmarks.run() }),
    ("testing", { arguments in TestingBenchmarks.run(arguments) }),
    ("soak", { arguments in SoakBenchmarks.run(arguments) }),
    ("text", { arguments in TextBenchmarks.run(arguments) }),
    ("cells", { arguments in CellBenchmarks.run(arguments) }),
    ("screens", { arguments in ScreenBenchmarks.run(arguments) }),
]

let arguments: [String] = CommandLine.arguments
var requested = "all"
if arguments.count > 1 { requested = arguments[1] }
let modeArguments = Array(arguments.dropFirst(2))
if requested == "all" {
    exit(modes.reduce(0) { status, mode in max(status, mode.run([])) })
} else if let mode = modes.first(where: { $0.name == requested }) {
    exit(mode.run(modeArguments))
} else {
    FileHandle.standardError.write(Data("""
        usage: Benchmarks [dsl | typecheck [corpus-path] | solver [--sizes 100,1000,10000] [--reps N] \
        [--only w1,w2,w3] [--suggestions 100] | solver replay < systems.txt | \
        engine [--sizes 100,1000,5000] [--reps N] [--export DIR] | vfl | \
        group [--cards N] [--reps N] | stack | testing [--reps N] | \
        soak [--rounds N] [--only solver,engine,…] | text [--reps N] | screens [--reps N] | all]  (default: all)

        """.utf8))
    exit(2)
}

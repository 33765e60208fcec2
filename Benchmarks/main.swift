// Usage: swift run -c release Benchmarks <mode> [arguments]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver":
    SolverBenchmarks.run(Array(arguments.dropFirst()))
default:
    print("usage: Benchmarks solver [--sizes 100,1000,10000] [--reps N] [--only w1,w2,w3] [--suggestions 100] | solver replay < systems.txt")
    exit(2)
}

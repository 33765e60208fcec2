/// What the benchmarks with goals share: reading `--reps N`, and printing
/// each ratio against its goal (`RATIO <mode> <name> <value> (goal ≤ g)`,
/// `NOT MET` when it is not), remembering whether all were met.
struct GoalReport {
    let mode: String
    private(set) var allMet = true

    init(mode: String) {
        self.mode = mode
    }

    /// The repetitions `arguments` ask for (`--reps N`), `standard` when
    /// they ask for nothing; nil, after printing the usage, for anything else.
    static func repetitions(_ arguments: [String], standard: Int, mode: String) -> Int? {
        if arguments.isEmpty { return standard }
        if arguments.count == 2, arguments[0] == "--reps", let count = Int(arguments[1]) { return count }
        print("usage: Benchmarks \(mode) [--reps N]")
        return nil
    }

    /// Prints the median of `pairs` against `goal`.
    mutating func ratio(_ name: String, _ pairs: [Double], goal: Double) {
        let value = median(pairs)
        allMet = allMet && value <= goal
        print("RATIO \(mode) \(name) \(value) (goal ≤ \(goal))\(value <= goal ? "" : " NOT MET")")
    }
}

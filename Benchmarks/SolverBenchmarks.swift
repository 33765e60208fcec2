import AnchorSolver
import Foundation

/// `Benchmarks solver …`: the solver workloads compared with kiwi, and the
/// replay mode used by the differential check (`Benchmarks/kiwi/differential.py`).
///
/// Output lines are machine-readable:
/// `RESULT <workload> <n> <phase> <median ms>` and `CHECK <workload> <n> <checksum>`.
/// `solver replay [--trace]` prints the lines described at `replay(trace:)`.
enum SolverBenchmarks {
    static func run(_ arguments: [String]) {
        if arguments.first == "replay" {
            let options = arguments.dropFirst()
            guard options.allSatisfy({ $0 == "--trace" }) else {
                print("usage: Benchmarks solver replay [--trace] < systems.txt")
                exit(2)
            }
            replay(trace: options.contains("--trace"))
            return
        }
        var sizes = [100, 1000, 10000]
        var reps: Int?
        var only: Set<String> = ["w1", "w2", "w3"]
        var suggestions = 100
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--sizes" where i + 1 < arguments.count:
                sizes = arguments[i + 1].split(separator: ",").compactMap { Int($0) }
                i += 2
            case "--suggestions" where i + 1 < arguments.count:
                suggestions = Int(arguments[i + 1]) ?? 100
                i += 2
            case "--only" where i + 1 < arguments.count:
                let names: [Substring] = arguments[i + 1].split(separator: ",")
                only = Set(names.map { String($0) })
                i += 2
            case "--reps" where i + 1 < arguments.count:
                reps = Int(arguments[i + 1])
                i += 2
            default:
                print("usage: Benchmarks solver [--sizes 100,1000,10000] [--reps N] [--only w1,w2,w3] [--suggestions 100] | solver replay")
                exit(2)
            }
        }
        for n in sizes {
            let r = reps ?? (n <= 100 ? 21 : n <= 1000 ? 9 : 3)
            if only.contains("w1") { measure("w1", n, r, chain) }
            if only.contains("w2") { measure("w2", n, r, cards) }
            if only.contains("w3") { measureResize(n, r, suggestions: suggestions) }
        }
    }

    // MARK: Workloads

    /// w1: a chain of N boxes, each 8 points after the previous one.
    static func chain(_ n: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        // Unnamed, like the Python side: names are labels the solver never reads.
        let left = (0..<n).map { _ in Variable() }
        let width = (0..<n).map { _ in Variable() }
        for i in 0..<n {
            if i == 0 {
                try solver.addConstraint(left[0] == 0)
            } else {
                let previousEnd = left[i - 1] + width[i - 1]
                try solver.addConstraint(left[i] == previousEnd + 8)
            }
            try solver.addConstraint(width[i] >= 10)
            try solver.addConstraint((width[i] == 50).withStrength(.weak))
        }
        return (solver, left + width)
    }

    /// w2: N independent cards in a pinned 1024×768 container.
    static func cards(_ n: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let cx = Variable(), cy = Variable(), cw = Variable(), ch = Variable()
        try solver.addConstraint(cx == 0)
        try solver.addConstraint(cy == 0)
        try solver.addConstraint(cw == 1024)
        try solver.addConstraint(ch == 768)
        var all = [cx, cy, cw, ch]
        all.reserveCapacity(4 + 4 * n)
        for _ in 0..<n {
            let x = Variable(), y = Variable(), w = Variable(), h = Variable()
            try solver.addConstraint(x == cx + 16)
            try solver.addConstraint(y == cy + 16)
            try solver.addConstraint(x + w <= cx + cw - 16)
            try solver.addConstraint(y + h <= cy + ch - 16)
            try solver.addConstraint((w <= 300).withStrength(.strong))
            try solver.addConstraint((w == cw - 32).withStrength(.medium))
            try solver.addConstraint((h == 120).withStrength(.weak))
            all.append(x); all.append(y); all.append(w); all.append(h)
        }
        return (solver, all)
    }

    /// w3 (add phase): N spans proportional to an editable container width.
    static func resize(_ n: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let width = Variable()
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(width >= 0)
        var all = [width]
        all.reserveCapacity(1 + 2 * n)
        for i in 0..<n {
            let l = Variable(), r = Variable()
            try solver.addConstraint(l == width * (Double(i) / Double(n)))
            try solver.addConstraint(r == width * ((Double(i) + 0.9) / Double(n)))
            all.append(l); all.append(r)
        }
        return (solver, all)
    }

    /// The width suggested at step `k` of w3's resize phase.
    static func suggestedWidth(_ k: Int) -> Double { Double(320 + 7 * k) }

    // MARK: Measuring

    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let d = clock.now - start
        return Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
    }

    /// A position-weighted sum of all values, compared with kiwi's.
    static func checksum(_ solver: Solver, _ variables: [Variable]) -> Double {
        var sum = 0.0
        for (i, v) in variables.enumerated() { sum += solver.value(of: v) * Double(1 + i % 7) }
        return sum
    }

    static func measure(_ name: String, _ n: Int, _ reps: Int, _ build: (Int) throws -> (Solver, [Variable])) {
        var times: [Double] = []
        var last: (Solver, [Variable])?
        for _ in 0..<reps {
            last = nil  // deallocation is not part of the measurement
            times.append(milliseconds { last = try! build(n) })
        }
        print("RESULT \(name) \(n) add \(median(times))")
        print("CHECK \(name) \(n) \(checksum(last!.0, last!.1))")
    }

    static func measureResize(_ n: Int, _ reps: Int, suggestions: Int) {
        var adds: [Double] = []
        var suggests: [Double] = []
        var last: (Solver, [Variable])?
        for _ in 0..<reps {
            last = nil
            adds.append(milliseconds { last = try! resize(n) })
            let (solver, variables) = last!
            var sink = 0.0
            let total = milliseconds {
                for k in 0..<suggestions {
                    try! solver.suggestValue(suggestedWidth(k), for: variables[0])
                    for v in variables { sink += solver.value(of: v) }
                }
            }
            if sink.isNaN { print("unreachable") }
            suggests.append(total / Double(max(suggestions, 1)))
        }
        print("RESULT w3 \(n) add \(median(adds))")
        print("RESULT w3 \(n) suggest \(median(suggests))")
        print("CHECK w3 \(n) \(checksum(last!.0, last!.1))")
    }

    // MARK: Replay (differential check)

    /// Reads systems in the line format written by `differential.py` and prints
    /// `id|verdict,verdict,…|value value …` per system. With `trace`, each
    /// operation is also followed by `id:op|verdict|value value …` (op counts
    /// from 0), the values right after it.
    ///
    /// Environment: `SOLVER_CHECK` runs the solver's invariant check after
    /// every operation and reports each violation on standard error as
    /// `system <id> op <op>: <problem>`; `SOLVER_DUMP` dumps the tableau there
    /// after every operation.
    static func replay(trace: Bool = false) {
        var solver = Solver()
        var xs: [Variable] = []
        var constraints: [Int: Constraint] = [:]
        var verdicts: [String] = []
        var id = 0
        // Read once: each `environment` read builds a dictionary, which cost
        // more than the small systems' solver operations.
        let checking = ProcessInfo.processInfo.environment["SOLVER_CHECK"] != nil
        let dumping = ProcessInfo.processInfo.environment["SOLVER_DUMP"] != nil
        func values() -> String {
            xs.map { "\(solver.value(of: $0))" }.joined(separator: " ")
        }
        func verdict(_ body: () throws(SolverError) -> Void) {
            defer {
                let op = verdicts.count - 1
                if dumping {
                    FileHandle.standardError.write("== after op \(op)\n\(solver.dump())".data(using: .utf8)!)
                }
                if checking, let problem = solver.invariantViolation() {
                    FileHandle.standardError.write("system \(id) op \(op): \(problem)\n".data(using: .utf8)!)
                }
                if trace {
                    print("\(id):\(op)|\(verdicts[op])|\(values())")
                }
            }
            do {
                try body()
                verdicts.append("ok")
            } catch {
                switch error {
                case .unsatisfiableConstraint: verdicts.append("unsat")
                case .duplicateConstraint: verdicts.append("duplicateConstraint")
                case .unknownConstraint: verdicts.append("unknownConstraint")
                case .duplicateEditVariable: verdicts.append("duplicateEditVariable")
                case .unknownEditVariable: verdicts.append("unknownEditVariable")
                case .requiredEditStrength: verdicts.append("requiredEditStrength")
                default: verdicts.append("other:\(error)".replacingOccurrences(of: ",", with: ";"))
                }
            }
        }
        func strength(_ level: Int, _ weight: Double = 1) -> Strength {
            level == 0 ? .required : Strength(level: level, weight: weight)
        }
        // The replay format is written by differential.py; a line it did not
        // write ends the run with a message instead of a crash.
        struct MalformedLine: Error {}
        var f: [Substring] = []
        func field(_ index: Int) throws(MalformedLine) -> Substring {
            guard f.indices.contains(index) else { throw MalformedLine() }
            return f[index]
        }
        func int(_ index: Int) throws(MalformedLine) -> Int {
            guard let value = Int(try field(index)) else { throw MalformedLine() }
            return value
        }
        func double(_ index: Int) throws(MalformedLine) -> Double {
            guard let value = Double(try field(index)) else { throw MalformedLine() }
            return value
        }
        func variable(_ index: Int) throws(MalformedLine) -> Variable {
            let position = try int(index)
            guard xs.indices.contains(position) else { throw MalformedLine() }
            return xs[position]
        }
        while let line = readLine() {
            f = line.split(separator: " ")
            guard let head = f.first else { continue }
            do throws(MalformedLine) {
                switch head {
                case "system":
                    id = try int(1)
                    solver = Solver()
                    let count = try int(2)
                    xs = (0..<count).map { Variable("x\($0)") }
                    constraints = [:]
                    verdicts = []
                case "add":
                    let relationName = try field(2)
                    let relation: Constraint.Relation = relationName == "le" ? .lessOrEqual : relationName == "eq" ? .equal : .greaterOrEqual
                    let k = try int(6)
                    var terms: [Term] = []
                    for t in 0..<k {
                        terms.append(Term(try variable(7 + 2 * t), try double(8 + 2 * t)))
                    }
                    let c = Constraint(LinearExpression(terms, constant: try double(5)), relation,
                                       strength: strength(try int(3), try double(4)))
                    constraints[try int(1)] = c
                    verdict { () throws(SolverError) in try solver.addConstraint(c) }
                case "remove":
                    let c = constraints[try int(1)] ?? Constraint(LinearExpression(), .equal)
                    verdict { () throws(SolverError) in try solver.removeConstraint(c) }
                case "edit":
                    let v = try variable(1)
                    let s = strength(try int(2))
                    verdict { () throws(SolverError) in try solver.addEditVariable(v, strength: s) }
                case "unedit":
                    let v = try variable(1)
                    verdict { () throws(SolverError) in try solver.removeEditVariable(v) }
                case "suggest":
                    let v = try variable(1)
                    let value = try double(2)
                    verdict { () throws(SolverError) in try solver.suggestValue(value, for: v) }
                case "end":
                    print("\(id)|\(verdicts.joined(separator: ","))|\(values())")
                default:
                    throw MalformedLine()
                }
            } catch {
                FileHandle.standardError.write(Data("solver replay: malformed line: \(line)\n".utf8))
                exit(2)
            }
        }
    }
}

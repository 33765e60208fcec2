import AnchorDSL
import AnchorHeadless
import AnchorSolver
import Foundation

/// `Benchmarks soak [--rounds N] [--only solver,engine,…]`: one long-lived
/// root (or solver) through N rounds (default 1,000,000) of each loop below,
/// each round adding and taking away what it added.
///
/// Prints, per loop, `RESULT soak <loop> <phase> <value>` for `rss-warm`
/// (resident megabytes after the first 10,000 rounds), `rss-end` (after the
/// last), `growth` (megabytes from the one to the other), `bytes-per-round`
/// and `ms-per-1000` (the time of the rounds after the first 10,000), and
/// `RATIO soak <loop> growth-mb <value>` for the goal: at most 1 MB over a
/// million rounds. Resident memory is the process's, read from
/// `/proc/self/statm` (on Apple platforms, the peak from `getrusage`); each
/// loop runs in a process of its own, measured against its own warm state.
enum SoakBenchmarks {
    static let warmRounds = 10_000

    static func run(_ arguments: [String]) -> Int32 {
        var rounds = 1_000_000
        var only: Set<String>?
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--rounds" where i + 1 < arguments.count:
                rounds = Int(arguments[i + 1]) ?? rounds
            case "--only" where i + 1 < arguments.count:
                only = Set(arguments[i + 1].split(separator: ",").map(String.init))
            default:
                print("usage: Benchmarks soak [--rounds N] [--only \(loops.map(\.name).joined(separator: ","))]")
                return 2
            }
            i += 2
        }
        guard rounds > warmRounds else {
            print("soak: --rounds must be more than the \(warmRounds) warm-up rounds")
            return 2
        }
        let selected = loops.filter { only?.contains($0.name) ?? true }
        guard selected.count == 1 else {
            // One process per loop: memory one loop freed would otherwise be
            // reused by the next and hide its growth.
            return selected.reduce(0) { status, loop in
                max(status, runSeparately(loop.name, rounds: rounds))
            }
        }
        let loop = selected[0]
        let round = loop.make()
        for k in 0..<warmRounds { round(k) }
        let warm = residentMegabytes()
        let start = DispatchTime.now().uptimeNanoseconds
        for k in warmRounds..<rounds { round(k) }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let end = residentMegabytes()
        let measured = Double(rounds - warmRounds)
        let growth = end - warm
        print("RESULT soak \(loop.name) rss-warm \(format(warm))")
        print("RESULT soak \(loop.name) rss-end \(format(end))")
        print("RESULT soak \(loop.name) growth \(format(growth))")
        print("RESULT soak \(loop.name) bytes-per-round \(format(growth * 1_048_576 / measured))")
        print("RESULT soak \(loop.name) ms-per-1000 \(format(elapsed / measured * 1000))")
        let perMillion = growth * 1_000_000 / measured
        print("RATIO soak \(loop.name) growth-mb-per-million \(format(perMillion))")
        return perMillion > 1 ? 1 : 0
    }

    /// Runs this executable again for one loop; its output goes to ours.
    private static func runSeparately(_ name: String, rounds: Int) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["soak", "--rounds", String(rounds), "--only", name]
        do {
            try process.run()
        } catch {
            print("soak: could not run \(name) in its own process: \(error)")
            return 2
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Each loop makes its long-lived state once and returns one round.
    static let loops: [(name: String, make: @Sendable () -> (Int) -> Void)] = [
        ("solver", solverLoop),
        ("engine", engineLoop),
        ("group", groupLoop),
        ("subview", subviewLoop),
        ("same-constraints", sameConstraintsLoop),
        ("constant", constantLoop),
        ("vfl", visualFormatLoop),
    ]

    /// A fresh required constraint added to a solver that already holds a
    /// small system, a value read, the constraint removed.
    static func solverLoop() -> (Int) -> Void {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try! solver.addConstraint(y == x + 10)
        try! solver.addConstraint((x == 0).withStrength(.weak))
        var sink = 0.0
        return { k in
            let pin = x == Double(k % 100)
            try! solver.addConstraint(pin)
            sink += solver.value(of: y)
            try! solver.removeConstraint(pin)
            if sink.isNaN { print(sink) }
        }
    }

    /// A root with two subviews; eight fresh constraints activated, laid
    /// out, deactivated.
    static func engineLoop() -> (Int) -> Void {
        let (root, a, b) = twoViews()
        return { k in
            let made = eightConstraints(root, a, b, offset: CGFloat(k % 50))
            LayoutConstraint.activate(made)
            root.layoutIfNeeded()
            LayoutConstraint.deactivate(made)
        }
    }

    /// A group of four constraints activated and deactivated in turn, laid
    /// out after each.
    static func groupLoop() -> (Int) -> Void {
        let (root, a, _) = twoViews()
        var offset: CGFloat = 0
        let group = ConstraintGroup {
            a.left == root.left + offset
            a.top == root.top + 10
            a.width == 100
            a.height == 40
        }
        return { k in
            offset = CGFloat(k % 50)
            group.activate()
            root.layoutIfNeeded()
            group.deactivate()
            root.layoutIfNeeded()
        }
    }

    /// A fresh subview with four constraints added, laid out, removed, and
    /// the root laid out without it.
    static func subviewLoop() -> (Int) -> Void {
        let (root, a, _) = twoViews()
        return { _ in
            let child = View(name: "child")
            root.addSubview(child)
            LayoutConstraint.activate {
                child.left == a.left
                child.top == a.bottom + 8
                child.width == a.width
                child.height == 20
            }
            root.layoutIfNeeded()
            child.removeFromSuperview()
            root.layoutIfNeeded()
        }
    }

    /// The control: the same eight constraint objects activated, laid out
    /// and deactivated again and again.
    static func sameConstraintsLoop() -> (Int) -> Void {
        let (root, a, b) = twoViews()
        let kept = eightConstraints(root, a, b, offset: 10)
        return { _ in
            LayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            LayoutConstraint.deactivate(kept)
        }
    }

    /// The control: one active constraint's constant changed, laid out.
    static func constantLoop() -> (Int) -> Void {
        let (root, a, _) = twoViews()
        let left = a.left == root.left + 10
        LayoutConstraint.activate([left])
        LayoutConstraint.activate {
            a.top == root.top + 10
            a.size == 40
        }
        return { k in
            left.constant = CGFloat(k % 50)
            root.layoutIfNeeded()
        }
    }

    /// A string Visual Format parsed, activated, laid out, deactivated.
    static func visualFormatLoop() -> (Int) -> Void {
        let (root, a, b) = twoViews()
        let views: [String: View] = ["a": a, "b": b]
        LayoutConstraint.activate {
            a.top == root.top + 10
            a.height == 40
            b.height == 40
            b.top == a.top
        }
        return { _ in
            let made = (try? LayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=40)]-8-[b(==a)]-|", views: views)) ?? []
            LayoutConstraint.activate(made)
            root.layoutIfNeeded()
            LayoutConstraint.deactivate(made)
        }
    }

    @ConstraintBuilder
    private static func eightConstraints(_ root: View, _ a: View, _ b: View, offset: CGFloat) -> [LayoutConstraint] {
        a.left == root.left + offset
        a.top == root.top + 10
        a.width == 100
        a.height == 40
        b.left == a.right + 8
        b.top == a.top
        b.width == a.width
        b.height == a.height * 2
    }

    private static func twoViews() -> (root: View, a: View, b: View) {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        root.layoutIfNeeded()
        return (root, a, b)
    }

    /// The process's resident memory in megabytes.
    static func residentMegabytes() -> Double {
        #if os(Linux)
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
            let fields = statm.split(separator: " ")
            if fields.count > 1, let pages = Double(fields[1]) {
                return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
            }
        }
        return 0
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }
}

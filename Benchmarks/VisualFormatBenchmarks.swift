import AnchorDSL
import Foundation

/// `Benchmarks vfl`: 10,000 builds of the row `|-[a]-[b]-[c(>=20)]-|` as a
/// Visual Format string (parsing included) and with the arithmetic DSL,
/// alternating, with a check that both build the same constraints. Prints
/// `RESULT vfl <form> <median ms>` and `RATIO vfl string/dsl <value>`.
enum VisualFormatBenchmarks {
    static let builds = 10_000

    static func run() -> Int32 {
        let superview = View(name: "superview")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        for view in [a, b, c] { superview.addSubview(view) }
        let views: [String: any LayoutItem] = ["a": a, "b": b, "c": c]
        let format = "|-[a]-[b]-[c(>=20)]-|"
        func viaString() -> [LayoutConstraint] {
            (try? LayoutConstraint.constraints(withVisualFormat: format, views: views)) ?? []
        }
        func viaDSL() -> [LayoutConstraint] {
            let margins = superview.layoutMarginsGuide
            return [
                a.leading == margins.leading,
                b.leading == a.trailing + 8,
                c.leading == b.trailing + 8,
                c.width >= 20,
                c.trailing == margins.trailing,
            ]
        }
        guard viaString().map(\.description) == viaDSL().map(\.description) else {
            print("MISMATCH vfl: \(viaString()) vs \(viaDSL())")
            return 1
        }
        var strings: [Double] = [], dsls: [Double] = [], ratios: [Double] = []
        var sink = 0
        for _ in 0..<9 {
            let string = SolverBenchmarks.milliseconds { for _ in 0..<builds { sink &+= viaString().count } }
            let dsl = SolverBenchmarks.milliseconds { for _ in 0..<builds { sink &+= viaDSL().count } }
            strings.append(string)
            dsls.append(dsl)
            ratios.append(string / dsl)
        }
        if sink == 0 { print("unreachable") }
        print("RESULT vfl string \(median(strings))")
        print("RESULT vfl dsl \(median(dsls))")
        print("RATIO vfl string/dsl \(median(ratios))")
        return 0
    }
}

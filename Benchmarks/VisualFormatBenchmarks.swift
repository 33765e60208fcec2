import AnchorDSL
import AnchorHeadless
import Foundation

/// `Benchmarks vfl`: 10,000 builds of the row `|-[a]-[b]-[c(>=20)]-|` as a
/// Visual Format string (parsing included), as a typed chain and with the
/// arithmetic DSL, in turn, with a check that all three build the same
/// constraints. Prints `RESULT vfl <form> <median ms>` and
/// `RATIO vfl string/dsl <value>`, `RATIO vfl typed/dsl <value>`.
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
        // Typed chains take `PlatformView`: the headless `View` measured here
        // on Linux, `UIView`/`NSView` in a build against Apple's frameworks.
        #if canImport(UIKit) || canImport(AppKit)
        let viaTypedChain: (() -> [LayoutConstraint])? = nil
        #else
        let viaTypedChain: (() -> [LayoutConstraint])? = { withVFL(H: |-a - b - c.where(>=20)-|) }
        #endif
        let expected = viaDSL().map(\.description)
        let typedAgrees = viaTypedChain.map { $0().map(\.description) == expected } ?? true
        guard viaString().map(\.description) == expected, typedAgrees else {
            print("MISMATCH vfl: \(viaString()) and \(viaTypedChain?() ?? []) vs \(viaDSL())")
            return 1
        }
        var strings: [Double] = [], typed: [Double] = [], dsls: [Double] = []
        var stringRatios: [Double] = [], typedRatios: [Double] = []
        var sink = 0
        for _ in 0..<9 {
            let string = SolverBenchmarks.milliseconds { for _ in 0..<builds { sink &+= viaString().count } }
            let dsl = SolverBenchmarks.milliseconds { for _ in 0..<builds { sink &+= viaDSL().count } }
            strings.append(string)
            dsls.append(dsl)
            stringRatios.append(string / dsl)
            if let viaTypedChain {
                let chain = SolverBenchmarks.milliseconds { for _ in 0..<builds { sink &+= viaTypedChain().count } }
                typed.append(chain)
                typedRatios.append(chain / dsl)
            }
        }
        if sink == 0 { print("unreachable") }
        print("RESULT vfl string \(median(strings))")
        print("RESULT vfl dsl \(median(dsls))")
        print("RATIO vfl string/dsl \(median(stringRatios))")
        if !typed.isEmpty {
            print("RESULT vfl typed \(median(typed))")
            print("RATIO vfl typed/dsl \(median(typedRatios))")
        }
        return 0
    }
}

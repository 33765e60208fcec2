// Type-checked first by typecheck_gate.py, in the same compiler process as the
// module it confirms, so that the compiler's one-time loading of operators and
// of the Testing macros is paid here rather than by the first expression of
// the module.
import Foundation
import Testing

private func typeCheckWarmUp(_ values: [CGFloat], _ names: [String]) {
    let small = values.filter { $0 < 1e-3 && $0 >= 0 || $0 > 2 && $0 <= 3 }.sorted()
    let sum = values.reduce(0, +) - 1 * 2 / 3
    let same = values == small && names != [] && 1 == 2
    #expect(sum == 0 && same)
    #expect("\(sum)" == names.joined(separator: ", "))
    #expect([CGFloat.nan, .infinity, -.infinity].contains { $0.isFinite })
}

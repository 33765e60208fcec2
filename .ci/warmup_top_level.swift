// Put by typecheck_gate.py at the top of a copy of an executable's main.swift:
// top-level code is type-checked before every other file of its module, so
// warmup.swift comes too late for it. Only the standard library and
// Foundation: an executable need not import Testing.
import Foundation

do {
    let values: [CGFloat] = [1, 2]
    let small = values.filter { $0 < 1e-3 && $0 >= 0 || $0 > 2 && $0 <= 3 }.sorted()
    let sum = values.reduce(0, +) - 1 * 2 / 3
    _ = values == small && 1 == 2 && sum > 0 && "\(sum)" != "" && [1].count > 1
}

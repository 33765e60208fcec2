import AnchorHeadless
import AnchorSolver
import Testing

/// Runs `round` once, records what the root's engine holds, runs it
/// `count` more times and expects the same holdings, its solver's tables no
/// larger than twice what the first round took: a long-lived root keeps what
/// its tree needs now, not something for every change it saw.
public func expectFlat(
    _ root: View, rounds count: Int = 300, sourceLocation: SourceLocation = #_sourceLocation,
    _ round: (Int) -> Void
) {
    round(0)
    guard let first = root.engineStorage, let firstCapacity = root.engineCapacity else {
        Issue.record("the round never laid the root out", sourceLocation: sourceLocation)
        return
    }
    for k in 1...count { round(k) }
    expectEqual(root.engineStorage, first, sourceLocation: sourceLocation)
    let capacity = root.engineCapacity ?? firstCapacity
    if !capacity.isBounded(by: firstCapacity) {
        Issue.record("\(capacity), against \(firstCapacity) after the first round", sourceLocation: sourceLocation)
    }
}

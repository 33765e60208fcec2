import Foundation

/// A tiny deterministic generator (SplitMix64), so random tests replay exactly.
///
///     var rng = SplitMix(state: 42)
public struct SplitMix {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly drawn integer of the range.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let offset = next() % UInt64(range.count)
        return range.lowerBound + Int(offset)
    }

    /// A whole number of points drawn from the range.
    public mutating func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(int(range)) }
}

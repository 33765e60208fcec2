/// A map from `Variable.id` to symbols, for `value(of:)` and row building.
///
/// Open addressing with a fixed multiplicative hash: several times faster
/// than `Dictionary` (no per-process seeded SipHash) for the per-call
/// look-ups of `value(of:)` and `addConstraint`, and never iterated, so its
/// layout cannot leak into results.
struct HashIDTable {
    private var keys: [UInt64]
    private var values: [Int]
    private var mask: Int
    private(set) var count = 0
    /// Slots holding a key, live or removed; drives growth so probes end.
    private var used = 0

    init() {
        keys = [UInt64](repeating: 0, count: 16)
        values = [Int](repeating: 0, count: 16)
        mask = 15
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Ids start at 1, so 0 marks an empty slot; `Int.min` marks a removed one.
    subscript(key: UInt64) -> Int? {
        get {
            var i = slot(key)
            while true {
                let k = keys[i]
                if k == key { return values[i] == Int.min ? nil : values[i] }
                if k == 0 { return nil }
                i = (i + 1) & mask
            }
        }
        set {
            if (used + 1) * 2 > keys.count { grow() }
            var i = slot(key)
            while true {
                let k = keys[i]
                if k == key {
                    if values[i] == Int.min { if newValue != nil { count += 1 } } else if newValue == nil { count -= 1 }
                    values[i] = newValue ?? Int.min
                    return
                }
                if k == 0 {
                    guard let newValue else { return }
                    keys[i] = key
                    values[i] = newValue
                    count += 1
                    used += 1
                    return
                }
                i = (i + 1) & mask
            }
        }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Int](repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        used = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 && v != Int.min {
            self[k] = v
        }
    }
}

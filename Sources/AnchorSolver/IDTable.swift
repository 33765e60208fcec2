/// A map from `Variable.id` or `Constraint.id` to small non-negative
/// integers (symbols, constraint slots).
///
/// Ids come from one process-wide counter, so the ids one solver sees are
/// clustered: a two-level direct map (pages of 1024 slots, allocated on first
/// use, stored one after another in a `PagedArray`) answers with two array
/// reads, no hashing, and neighbouring ids share cache lines. Variables
/// created one after another (the common case) land in consecutive slots,
/// where a hash table scattered them and every look-up of a new variable
/// missed the cache. Never iterated, so its layout cannot leak into
/// results. Memory: one page per 1024-id stretch touched, plus 4 bytes per
/// 1024 ids of the largest id seen.
struct IDTable: ~Copyable {
    private static let pageBits = 10
    private static let pageSize = 1 << pageBits
    /// For each page of ids, its offset in `slots` divided by `pageSize`, or -1.
    private var pageIndex: [Int32] = []
    /// Stored value + 1; 0 means absent.
    private var slots = PagedArray<UInt32>()

    @inline(__always)
    subscript(key: UInt64) -> Int? {
        get {
            let p = Int(truncatingIfNeeded: key >> UInt64(Self.pageBits))
            guard p < pageIndex.count else { return nil }
            let page = Int(pageIndex[p])
            guard page >= 0 else { return nil }
            let v = slots[page << Self.pageBits | Int(truncatingIfNeeded: key) & (Self.pageSize - 1)]
            return v == 0 ? nil : Int(v) - 1
        }
        set {
            let p = Int(truncatingIfNeeded: key >> UInt64(Self.pageBits))
            if p >= pageIndex.count {
                guard newValue != nil else { return }
                // Whole arrays, not `repeatElement`: appending a `Repeated`
                // goes element by element through the generic path (tens of
                // instructions per slot, a few percent of building w3).
                pageIndex += [Int32](repeating: -1, count: p + 1 - pageIndex.count)
            }
            var page = Int(pageIndex[p])
            if page < 0 {
                guard newValue != nil else { return }
                page = slots.count >> Self.pageBits
                pageIndex[p] = Int32(page)
                slots.append(0, count: Self.pageSize)
            }
            let i = page << Self.pageBits | Int(truncatingIfNeeded: key) & (Self.pageSize - 1)
            slots[i] = newValue.map { UInt32($0 + 1) } ?? 0
        }
    }
}

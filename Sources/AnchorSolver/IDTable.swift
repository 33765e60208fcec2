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
/// results.
///
/// A page whose last entry is removed goes back on a free list and serves
/// the next stretch of ids, so a solver that keeps adding and removing
/// constraints holds pages for the ids alive now, not for every id it has
/// seen. What does grow with the largest id seen is the page index, one
/// entry per 1024 ids created in the process.
struct IDTable: ~Copyable {
    private static let pageBits = 10
    private static let pageSize = 1 << pageBits
    /// For each page of ids, its offset in `slots` divided by `pageSize`, or -1.
    private var pageIndex: [Int32] = []
    /// Stored value + 1; 0 means absent.
    private var slots = PagedArray<UInt32>()
    /// For each page of `slots`, how many of its slots hold a value. A
    /// `PagedArray`, as `slots`: written at every insertion and removal, an
    /// `Array` paid a uniqueness check each time.
    private var pageUse = PagedArray<Int32>()
    /// Pages of `slots` that hold nothing and belong to no stretch of ids.
    private var freePages: [Int32] = []

    /// How many pages of slots are in use (for memory checks).
    var pagesInUse: Int { pageUse.count - freePages.count }

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
                if let free = freePages.popLast() {
                    page = Int(free)
                } else {
                    page = slots.count >> Self.pageBits
                    slots.append(0, count: Self.pageSize)
                    pageUse.append(0)
                }
                pageIndex[p] = Int32(page)
            }
            let i = page << Self.pageBits | Int(truncatingIfNeeded: key) & (Self.pageSize - 1)
            let wasPresent = slots[i] != 0
            slots[i] = newValue.map { UInt32($0 + 1) } ?? 0
            switch (wasPresent, newValue != nil) {
            case (false, true): pageUse[page] += 1
            case (true, false):
                pageUse[page] -= 1
                if pageUse[page] == 0 {
                    pageIndex[p] = -1
                    freePages.append(Int32(page))
                }
            default: break
            }
        }
    }
}

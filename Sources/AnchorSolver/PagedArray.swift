/// A growable array whose elements stay where they are once their page is
/// full: the storage of the solver's per-symbol and per-constraint tables.
///
///     var table = PagedArray<Double>(); table.append(1); table[0] += 1
///
/// Why not `Array`: an array grows by copying itself into fresh memory. For
/// a solver of thousands of cards that meant megabytes copied at every
/// doubling, out of cache, into pages the system had to hand out anew, and
/// made the time to build one grow faster than its size. Here only the
/// first page grows by doubling (up to
/// `pageSize` elements, while it is small); after that each growth adds one
/// page and moves nothing.
///
/// Elements are read and written in place (`unsafeAddress`), so
/// `rows[s]?.cells.count` neither retains nor copies a row's cells, and
/// `rows[s]!.constant = c` changes the row where it is. Noncopyable because
/// it owns its pages; indices are checked as `Array`'s are.
package struct PagedArray<Element: ~Copyable>: ~Copyable {
    private static var pageShift: Int { 12 }
    private static var pageSize: Int { 1 << pageShift }
    private static var firstCapacity: Int { 16 }

    /// `pageCount` pages; all but a lone first page hold `pageSize` elements.
    private var pages: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
    private var pageTableCapacity = 1
    private var pageCount = 0
    private var capacity = 0
    package private(set) var count = 0

    package init() {
        pages = .allocate(capacity: 1)
    }

    deinit {
        for p in 0..<pageCount {
            let used = Swift.min(Self.pageSize, count - p * Self.pageSize)
            if used > 0 { pages[p].deinitialize(count: used) }
            pages[p].deallocate()
        }
        pages.deallocate()
    }

    package var indices: Range<Int> { 0..<count }
    package var isEmpty: Bool { count == 0 }

    /// Where element `i` lives; `i` may be `count` when there is capacity.
    @inline(__always)
    private func slot(_ i: Int) -> UnsafeMutablePointer<Element> {
        pages[i &>> Self.pageShift] + (i & (Self.pageSize - 1))
    }

    @inline(__always)
    private func checkedSlot(_ i: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "PagedArray index out of range")
        return slot(i)
    }

    package subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(checkedSlot(i)) }
        @inline(__always) unsafeMutableAddress { checkedSlot(i) }
    }

    @inline(__always)
    package mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        slot(count).initialize(to: element)
        count += 1
    }

    /// Inserts `element` at `index`, moving the elements after it up by one
    /// (linear; the solver inserts only into its short list of levels).
    package mutating func insert(_ element: consuming Element, at index: Int) {
        precondition(index >= 0 && index <= count, "PagedArray insertion index out of range")
        if count == capacity { grow() }
        var i = count
        while i > index {
            slot(i).initialize(to: slot(i - 1).move())
            i -= 1
        }
        slot(index).initialize(to: element)
        count += 1
    }

    /// Removes and returns the element at `index`, moving the elements after
    /// it down by one.
    @discardableResult
    package mutating func remove(at index: Int) -> Element {
        let removed = checkedSlot(index).move()
        for i in index..<(count - 1) {
            slot(i).initialize(to: slot(i + 1).move())
        }
        count -= 1
        return removed
    }

    /// Removes the last `k` elements, keeping their pages for reuse.
    package mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "PagedArray cannot remove more elements than it has")
        for i in (count - k)..<count { slot(i).deinitialize(count: 1) }
        count -= k
    }

    private mutating func grow() {
        if capacity < Self.pageSize {
            let newCapacity = Swift.max(Self.firstCapacity, capacity * 2)
            let page = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
            if pageCount == 1 {
                page.moveInitialize(from: pages[0], count: count)
                pages[0].deallocate()
            }
            pages[0] = page
            pageCount = 1
            capacity = newCapacity
            return
        }
        if pageCount == pageTableCapacity {
            let table = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: pageTableCapacity * 2)
            table.moveInitialize(from: pages, count: pageCount)
            pages.deallocate()
            pages = table
            pageTableCapacity *= 2
        }
        pages[pageCount] = .allocate(capacity: Self.pageSize)
        pageCount += 1
        capacity += Self.pageSize
    }
}

extension PagedArray where Element: Copyable {
    /// Appends `count` copies of `value`.
    ///
    ///     table.append(0, count: 1024)
    package mutating func append(_ value: Element, count: Int) {
        for _ in 0..<count { append(value) }
    }
}

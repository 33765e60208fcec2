// The column index: for each symbol, the basic symbols whose rows may mention
// it. Entries are singly linked lists in three shared pools rather than one
// array per symbol, so that adding a symbol or an entry never allocates.
// Entries are added eagerly (whenever a symbol enters a row) and removed
// lazily (when a walk finds the row no longer mentions the symbol), so each
// list is a superset; the order of a list never influences a result. A list
// that is never walked would keep its stale entries for ever, so once the
// pool holds twice as many nodes as after the last sweep (or, before the
// first, as at the first removal, suggestion or constant change), the next
// such operation starts by building every list anew from the rows
// (`sweepColumnsIfDue`): amortised, a constant per entry added. Additions do
// not sweep: a system that only grows has few stale entries, and looking
// for them in a long chain of boxes cost more than building it.

/// One entry of a column list: a basic symbol and the next node (-1 ends
/// the list). One pool of pairs rather than two parallel arrays, so that an
/// entry is one append.
struct ColumnNode {
    var basic: Int32
    var next: Int32
}

extension Tableau {
    /// Inlined: it runs once per cell of every installed row, and as a call
    /// its prologue and epilogue cost more than its body.
    @inline(__always)
    mutating func appendColumnEntry(_ symbol: Int, _ basic: Int) {
        let node: Int32
        let entry = Int32(truncatingIfNeeded: basic)
        if freeNode >= 0 {
            node = freeNode
            let index = Int(node)
            freeNode = columnNodes[index].next
            columnNodes[index].basic = entry
            columnNodes[index].next = symbolInfo[symbol].columnHead
        } else {
            node = Int32(truncatingIfNeeded: columnNodes.count)
            columnNodes.append(ColumnNode(basic: entry, next: symbolInfo[symbol].columnHead))
        }
        symbolInfo[symbol].columnHead = node
    }

    private mutating func freeColumnNode(_ node: Int32) {
        columnNodes[Int(node)].next = freeNode
        freeNode = node
    }

    /// Rebuilds every list from the rows when the pool has doubled since
    /// the last sweep (it grows only when no node is free, so its size is
    /// the most entries the lists have held): one entry per cell, stale ones
    /// gone, in one pass over the rows, which is cheaper than checking each
    /// entry against its row. Run between operations, never inside a walk.
    mutating func sweepColumnsIfDue() {
        if columnSweepThreshold == 0 {
            // The first call after a system was built: its lists are nearly
            // all valid (additions leave few stale entries), so sweeping now
            // would cost a pass over the whole system for nothing. Count from
            // here instead.
            columnSweepThreshold = max(Self.minimumColumnSweepThreshold, 2 * columnNodes.count)
            return
        }
        guard columnNodes.count > columnSweepThreshold else { return }
        for symbol in symbolInfo.indices { symbolInfo[symbol].columnHead = -1 }
        columnNodes.removeLast(columnNodes.count)
        freeNode = -1
        for b in rows.indices {
            guard let count = rows[b]?.cells.count else { continue }
            for k in 0..<count { appendColumnEntry(rows[b].unsafelyUnwrapped.cells[k].symbol, b) }
        }
        columnSweepThreshold = max(Self.minimumColumnSweepThreshold, 2 * columnNodes.count)
    }

    /// Small systems sweep after this many entries, not after every few
    /// operations.
    static var minimumColumnSweepThreshold: Int { 4096 }

    /// Whether no row mentions `symbol`, dropping the stale entries met on
    /// the way (the check before a symbol is given back).
    mutating func columnIsEmpty(_ symbol: Int) -> Bool {
        var isEmpty = true
        walkColumn(symbol) { _, _ in
            isEmpty = false
            return false
        }
        return isEmpty
    }

    /// Gives every node of `symbol`'s list back to the pool.
    mutating func freeColumn(_ symbol: Int) {
        var node = symbolInfo[symbol].columnHead
        symbolInfo[symbol].columnHead = -1
        while node >= 0 {
            let next = columnNodes[Int(node)].next
            freeColumnNode(node)
            node = next
        }
    }

    /// Empties `symbol`'s list, returning each basic symbol whose row still
    /// mentions it exactly once.
    mutating func takeColumn(_ symbol: Int) -> [Int] {
        nextVisit()
        var result: [Int] = []
        var node = symbolInfo[symbol].columnHead
        symbolInfo[symbol].columnHead = -1
        while node >= 0 {
            let next = columnNodes[Int(node)].next
            let b = Int(columnNodes[Int(node)].basic)
            freeColumnNode(node)
            if b < rows.count && symbolInfo[b].visitStamp != visitCounter, rows[b]?.index(of: symbol) != nil {
                symbolInfo[b].visitStamp = visitCounter
                result.append(b)
            }
            node = next
        }
        return result
    }

    /// The basic symbols whose rows mention `symbol`, each once, dropping
    /// stale entries from the list on the way.
    mutating func rowsContaining(_ symbol: Int) -> [Int] {
        var result: [Int] = []
        walkColumn(symbol) { b, _ in
            result.append(b)
            return true
        }
        return result
    }

    /// The rows that mention `symbol` with its coefficient in each: what a
    /// constant change moves, read in the walk that finds the rows rather
    /// than looked up again in each (a label's new height moves every row
    /// of the column of views below it).
    mutating func coefficientsInRows(of symbol: Int) -> [(row: Int, coefficient: Double)] {
        var result: [(row: Int, coefficient: Double)] = []
        walkColumn(symbol) { b, coefficient in
            result.append((b, coefficient))
            return true
        }
        return result
    }

    /// Walks `symbol`'s list, calling `visit` once for each basic symbol
    /// whose row mentions it until `visit` returns false, and dropping the
    /// stale and repeated entries it passes.
    @inline(__always)
    private mutating func walkColumn(_ symbol: Int, _ visit: (Int, Double) -> Bool) {
        nextVisit()
        var previous: Int32 = -1
        var node = symbolInfo[symbol].columnHead
        while node >= 0 {
            let next = columnNodes[Int(node)].next
            let b = Int(columnNodes[Int(node)].basic)
            // Read in place: binding the row would copy it, a retain and a
            // release of its cells for every entry walked.
            if b < rows.count && symbolInfo[b].visitStamp != visitCounter, let i = rows[b]?.index(of: symbol) {
                symbolInfo[b].visitStamp = visitCounter
                if !visit(b, rows[b].unsafelyUnwrapped.cells[i].coefficient) { return }
                previous = node
            } else {
                if previous >= 0 { columnNodes[Int(previous)].next = next } else { symbolInfo[symbol].columnHead = next }
                freeColumnNode(node)
            }
            node = next
        }
    }

    /// Whether `basic` is listed under `symbol` (for invariant checks).
    func columnLists(_ symbol: Int, _ basic: Int) -> Bool {
        var node = symbolInfo[symbol].columnHead
        while node >= 0 {
            if Int(columnNodes[Int(node)].basic) == basic { return true }
            node = columnNodes[Int(node)].next
        }
        return false
    }

    /// Frees the lists of symbols `count...` (rollback of new symbols; the
    /// caller then drops their `symbolInfo`).
    mutating func freeColumns(from count: Int) {
        for symbol in count..<symbolInfo.count { freeColumn(symbol) }
    }

    mutating func nextVisit() {
        visitCounter &+= 1
        if visitCounter == 0 {
            for i in symbolInfo.indices { symbolInfo[i].visitStamp = 0 }
            visitCounter = 1
        }
    }
}

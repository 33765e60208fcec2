// The column index: for each symbol, the basic symbols whose rows may mention
// it. Entries are singly linked lists in three shared pools rather than one
// array per symbol, so that adding a symbol or an entry never allocates.
// Entries are added eagerly (whenever a symbol enters a row) and removed
// lazily (when a walk finds the row no longer mentions the symbol), so each
// list is a superset; the order of a list never influences a result.

extension Tableau {
    mutating func appendColumnEntry(_ symbol: Int, _ basic: Int) {
        let node: Int32
        let entry = Int32(truncatingIfNeeded: basic)
        if freeNode >= 0 {
            node = freeNode
            let index = Int(node)
            freeNode = nodeNext[index]
            nodeBasic[index] = entry
            nodeNext[index] = columnHead[symbol]
        } else {
            node = Int32(truncatingIfNeeded: nodeBasic.count)
            nodeBasic.append(entry)
            nodeNext.append(columnHead[symbol])
        }
        columnHead[symbol] = node
    }

    private mutating func freeColumnNode(_ node: Int32) {
        nodeNext[Int(node)] = freeNode
        freeNode = node
    }

    /// Empties `symbol`'s list, returning each basic symbol whose row still
    /// mentions it exactly once.
    mutating func takeColumn(_ symbol: Int) -> [Int] {
        nextVisit()
        var result: [Int] = []
        var node = columnHead[symbol]
        columnHead[symbol] = -1
        while node >= 0 {
            let next = nodeNext[Int(node)]
            let b = Int(nodeBasic[Int(node)])
            freeColumnNode(node)
            if b < rows.count && visitStamp[b] != visitCounter, rows[b]?.index(of: symbol) != nil {
                visitStamp[b] = visitCounter
                result.append(b)
            }
            node = next
        }
        return result
    }

    /// The basic symbols whose rows mention `symbol`, each once, dropping
    /// stale entries from the list on the way.
    mutating func rowsContaining(_ symbol: Int) -> [Int] {
        nextVisit()
        var result: [Int] = []
        var previous: Int32 = -1
        var node = columnHead[symbol]
        while node >= 0 {
            let next = nodeNext[Int(node)]
            let b = Int(nodeBasic[Int(node)])
            if b < rows.count && visitStamp[b] != visitCounter, rows[b]?.index(of: symbol) != nil {
                visitStamp[b] = visitCounter
                result.append(b)
                previous = node
            } else {
                if previous >= 0 { nodeNext[Int(previous)] = next } else { columnHead[symbol] = next }
                freeColumnNode(node)
            }
            node = next
        }
        return result
    }

    /// Whether `basic` is listed under `symbol` (for invariant checks).
    func columnLists(_ symbol: Int, _ basic: Int) -> Bool {
        var node = columnHead[symbol]
        while node >= 0 {
            if Int(nodeBasic[Int(node)]) == basic { return true }
            node = nodeNext[Int(node)]
        }
        return false
    }

    /// Forgets the lists of symbols `count...` (rollback of new symbols).
    mutating func truncateColumns(to count: Int) {
        for symbol in count..<columnHead.count {
            var node = columnHead[symbol]
            while node >= 0 {
                let next = nodeNext[Int(node)]
                freeColumnNode(node)
                node = next
            }
        }
        columnHead.removeSubrange(count...)
    }

    mutating func nextVisit() {
        visitCounter &+= 1
        if visitCounter == 0 {
            for i in visitStamp.indices { visitStamp[i] = 0 }
            visitCounter = 1
        }
    }
}

/// One entry of a row: `coefficient · symbol`.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// `basic = constant + Σ cells`, with cells sorted by symbol id.
///
/// A sorted array rather than a dictionary: rows are short (a handful of
/// cells), merging two sorted arrays is cache-friendly, and iteration order is
/// by id, which is what determinism needs. The only long row, the objective,
/// is stored densely by the solver instead.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    func index(of symbol: Int) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    func coefficient(for symbol: Int) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return cells[i].coefficient
    }

    /// Adds `coefficient · symbol`; returns true if the symbol is new to the row.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        if low < cells.count && cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if Epsilon.isNearZero(sum) { cells.remove(at: low) } else { cells[low].coefficient = sum }
            return false
        }
        if Epsilon.isNearZero(coefficient) { return false }
        // New symbols are usually the newest, so they go last; `append` is
        // much cheaper than the generic `insert`.
        if low == cells.count {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        }
        return true
    }

    mutating func remove(_ symbol: Int) {
        if let i = index(of: symbol) { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + … + a·symbol + …` into `symbol = …`.
    mutating func solve(for symbol: Int) {
        guard let i = index(of: symbol) else { preconditionFailure("solve(for:) on a missing symbol") }
        let factor = -1.0 / cells[i].coefficient
        constant *= factor
        // Scale and close the gap in one pass; `remove(at:)` was a separate,
        // unspecialized call and a second walk over the cells.
        cells.withUnsafeMutableBufferPointer { c in
            for k in 0..<i { c[k].coefficient *= factor }
            for k in i..<(c.count - 1) {
                c[k] = Cell(symbol: c[k + 1].symbol, coefficient: c[k + 1].coefficient * factor)
            }
        }
        cells.removeLast()
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …` (a pivot).
    mutating func solve(lhs: Int, rhs: Int) {
        add(lhs, -1.0)
        solve(for: rhs)
    }

    /// Adds `factor · other` to the row, leaving out the cell at
    /// `skipping` (the symbol being substituted). Calls `onNewSymbol` for each
    /// symbol that enters the row, so the caller can keep its column index.
    mutating func merge(
        _ other: Row, times factor: Double, skipping skip: Int = -1,
        onNewSymbol: (Int) -> Void
    ) {
        let n = cells.count
        let m = other.cells.count
        var out: [Cell] = []
        // Long rows (chains make rows as long as the chain) get an exact
        // allocation, counted in a first pass, instead of n + m slots.
        out.reserveCapacity(n + m > 64 ? mergedCount(other, times: factor, skipping: skip) : n + m)
        var i = 0
        var j = 0
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                while i < n || j < m {
                    if i < n && i == skip { i += 1; continue }
                    if j == m || (i < n && a[i].symbol < b[j].symbol) {
                        out.append(a[i]); i += 1
                    } else if i == n || b[j].symbol < a[i].symbol {
                        let v = factor * b[j].coefficient
                        if !Epsilon.isNearZero(v) {
                            out.append(Cell(symbol: b[j].symbol, coefficient: v))
                            onNewSymbol(b[j].symbol)
                        }
                        j += 1
                    } else {
                        let v = a[i].coefficient + factor * b[j].coefficient
                        if !Epsilon.isNearZero(v) { out.append(Cell(symbol: a[i].symbol, coefficient: v)) }
                        i += 1; j += 1
                    }
                }
            }
        }
        constant += other.constant * factor
        cells = out
    }

    private func mergedCount(_ other: Row, times factor: Double, skipping skip: Int) -> Int {
        let n = cells.count
        let m = other.cells.count
        var i = 0
        var j = 0
        var count = 0
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                while i < n || j < m {
                    if i < n && i == skip { i += 1; continue }
                    if j == m || (i < n && a[i].symbol < b[j].symbol) {
                        count += 1; i += 1
                    } else if i == n || b[j].symbol < a[i].symbol {
                        if !Epsilon.isNearZero(factor * b[j].coefficient) { count += 1 }
                        j += 1
                    } else {
                        if !Epsilon.isNearZero(a[i].coefficient + factor * b[j].coefficient) { count += 1 }
                        i += 1; j += 1
                    }
                }
            }
        }
        return count
    }

    var isFinite: Bool {
        constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
    }
}

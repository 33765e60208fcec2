// The simplex under the tableau's operations: pivoting, the primal and
// dual optimizers, the lexicographic objective and the symbols' ids.

extension Tableau {
    // MARK: Pivoting

    /// Replaces `symbol` by `row` everywhere: in every row mentioning it, in
    /// the objective and in the artificial objective.
    mutating func substitute(_ symbol: Int, with row: Row) throws(SolverError) {
        // An empty column (the usual case when adding: the subject is often a
        // variable the new constraint introduced) skips the walk and its
        // result array.
        for b in symbolInfo[symbol].columnHead < 0 ? [] : takeColumn(symbol) {
            guard var target = rows[b], let at = target.index(of: symbol) else { continue }
            saveRow(b)
            rows[b] = nil
            let factor = target.cells[at].coefficient
            target.merge(row, times: factor, skipping: at) { appendColumnEntry($0, b) }
            guard target.constant.isFinite else {
                rows[b] = target
                throw .nonFiniteNumber("a substitution overflowed")
            }
            if tracksInfeasible && symbolInfo[b].kind.isRestricted && target.constant < 0 {
                infeasible.push(b)
            }
            rows[b] = target
        }
        for level in objective.indices {
            let factor = cost(level, symbol)
            if factor == 0 { continue }
            setObjective(level, symbol, 0)
            for cell in row.cells {
                var v = cost(level, cell.symbol) + factor * cell.coefficient
                if Epsilon.isNearZero(v) { v = 0 }
                setObjective(level, cell.symbol, v)
                candidates.push(cell.symbol)
            }
        }
        if artificial != nil, let at = artificial!.index(of: symbol) {
            let factor = artificial!.cells[at].coefficient
            artificial!.merge(row, times: factor, skipping: at) { _ in }
        }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(leaving: Int, entering: Int) throws(SolverError) {
        guard var row = rows[leaving] else { throw .internalInconsistency("pivot on a parametric symbol") }
        saveRow(leaving)
        rows[leaving] = nil
        row.solve(lhs: leaving, rhs: entering)
        guard row.isFinite else {
            rows[leaving] = row
            throw .nonFiniteNumber("a pivot overflowed")
        }
        try substitute(entering, with: row)
        install(&row, basic: entering)
    }

    /// Moves `row` into `basic`'s slot, leaving `row` empty: callers are
    /// done with it, and storing a copy cost an atomic retain and release of
    /// its cells. Inlined: with `appendColumnEntry` inside, the call's
    /// prologue and spills cost more than its few lines.
    @inline(__always)
    mutating func install(_ row: inout Row, basic: Int) {
        saveRow(basic)
        for k in row.cells.indices { appendColumnEntry(row.cells[k].symbol, basic) }
        rows[basic] = consume row
        row = Row(constant: 0)
    }

    // MARK: Optimizing

    mutating func optimize() throws(SolverError) {
        while let entering = enteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { throw .unboundedObjective }
            try pivot(leaving: leaving, entering: entering)
            if artificial == nil { candidates.push(leaving) }
        }
    }

    /// The smallest-id parametric, non-dummy symbol whose cost can decrease.
    mutating func enteringSymbol() -> Int? {
        if let artificial {
            for cell in artificial.cells where cell.coefficient < 0 && symbolInfo[cell.symbol].kind != .dummy {
                return cell.symbol
            }
            return nil
        }
        while let s = candidates.popMin() {
            if s < symbolInfo.count && rows[s] == nil && symbolInfo[s].kind != .dummy && isImproving(s) {
                return s
            }
        }
        return nil
    }

    /// The restricted row that bounds `entering` first (minimum ratio).
    mutating func leavingRow(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.greatestFiniteMagnitude
        for b in rowsContaining(entering) {
            guard symbolInfo[b].kind.isRestricted, let row = rows[b] else { continue }
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && b < best) {
                bestRatio = ratio
                best = b
            }
        }
        return best >= 0 ? best : nil
    }

    /// Restores feasibility after suggestions while keeping optimality.
    /// `changed` is the constraint whose constant moved, if any: when no
    /// cell can enter, the required constraints cannot hold any more, and
    /// the row that proves it names the conflicting ones.
    mutating func dualOptimize(changed: Constraint? = nil) throws(SolverError) {
        while let leaving = infeasible.popMin() {
            guard leaving < rows.count, let row = rows[leaving],
                  !Epsilon.isNearZero(row.constant), row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                guard let changed else { throw .internalInconsistency("dual optimize failed") }
                var proof = row
                proof.add(leaving, -1)
                throw .unsatisfiableConstraint(changed, conflicts: conflicts(in: proof, excluding: changed))
            }
            try pivot(leaving: leaving, entering: entering)
            candidates.push(leaving)
        }
        // A safety net: if rounding left a lower level improvable, the primal
        // simplex (which keeps feasibility) finishes the job. Usually a no-op.
        try optimize()
    }

    /// The cell whose objective/coefficient ratio vector is smallest.
    func dualEnteringSymbol(_ row: Row) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && symbolInfo[cell.symbol].kind != .dummy {
            if best < 0 {
                best = cell.symbol
                bestCoefficient = cell.coefficient
                continue
            }
            for level in objective.indices {
                let r = cost(level, cell.symbol) / cell.coefficient
                let q = cost(level, best) / bestCoefficient
                // Ratios equal up to rounding tie at this level and are
                // decided by the next one; letting noise decide would leave
                // lower levels unoptimized.
                if abs(r - q) <= Epsilon.value * max(1, abs(r), abs(q)) { continue }
                if r < q {
                    best = cell.symbol
                    bestCoefficient = cell.coefficient
                }
                break
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: The objective

    /// Adds `coefficient` to `symbol`'s objective entry at `level`, or, if
    /// `symbol` is basic, `coefficient` times its row.
    mutating func addToObjective(level: Int, symbol: Int, coefficient: Double) {
        if let row = rows[symbol] {
            for cell in row.cells {
                var v = cost(level, cell.symbol) + coefficient * cell.coefficient
                if Epsilon.isNearZero(v) { v = 0 }
                setObjective(level, cell.symbol, v)
                candidates.push(cell.symbol)
            }
        } else {
            var v = cost(level, symbol) + coefficient
            if Epsilon.isNearZero(v) { v = 0 }
            setObjective(level, symbol, v)
            candidates.push(symbol)
        }
    }

    /// Whether the symbol's reduced-cost vector is lexicographically negative.
    @inline(__always)
    func isImproving(_ symbol: Int) -> Bool {
        for level in objective.indices {
            let v = cost(level, symbol)
            if v < 0 { return true }
            if v > 0 { return false }
        }
        return false
    }

    /// `symbol`'s objective coefficient at `level`; 0 past the level's end.
    @inline(__always)
    func cost(_ level: Int, _ symbol: Int) -> Double {
        symbol < objective[level].count ? objective[level][symbol] : 0
    }

    /// The index of `level` in `levels`, inserting it (journaled) if new.
    mutating func levelIndex(_ level: Int) -> Int {
        var i = 0
        let count: Int = levels.count
        while i < count && levels[i] > level { i += 1 }
        if i < levels.count && levels[i] == level { return i }
        precondition(journal.insertedLevel == nil, "one new level per operation")
        levels.insert(level, at: i)
        objective.insert(PagedArray(), at: i)
        journal.insertedLevel = i
        return i
    }

    func existingLevelIndex(_ level: Int) -> Int? {
        levels.firstIndex(of: level)
    }

    // MARK: Symbols

    /// A symbol id given back by an earlier removal (the smallest, so that
    /// ids are handed out in the same order in every process), else a new one.
    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if !freeSymbols.isEmpty, let reused = freeSymbols.popMin() {
            symbolInfo[reused].kind = kind
            journal.reusedSymbols.append(reused)
            return reused
        }
        let id = symbolInfo.count
        rows.append(nil)
        symbolInfo.append(SymbolInfo(kind: kind))
        return id
    }

    /// The symbol of the variable with this `Variable.id`, created if new.
    /// Inlined into its one caller, `insert`'s first pass over the terms.
    @inline(__always)
    mutating func symbol(forVariable id: UInt64) -> Int {
        if let s = variableSymbols[id] { return s }
        let s = newSymbol(.external)
        variableSymbols[id] = s
        journal.newVariables.append(id)
        return s
    }
}

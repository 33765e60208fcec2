extension Solver {
    /// Describes the first broken tableau invariant (including "a symbol can
    /// still improve the objective"), or nil. Linear in the tableau size; for
    /// tests and debugging, visible inside this package only.
    ///
    ///     #expect(solver.invariantViolation() == nil)
    package func invariantViolation() -> String? { tableau.invariantViolation() }

    /// A textual dump of the tableau and objective, for debugging and for
    /// state-equality checks in tests, visible inside this package only.
    ///
    ///     print(solver.dump())
    package func dump() -> String { tableau.dump() }
}

extension Tableau {
    func invariantViolation() -> String? {
        let free = Set(freeSymbols.storage)
        if free.count != freeSymbols.storage.count { return "a symbol is on the free list twice" }
        for s in free {
            if rows[s] != nil { return "free symbol \(s) is basic" }
            if symbolInfo[s].columnHead >= 0 { return "free symbol \(s) has a column list" }
            for level in objective.indices where cost(level, s) != 0 { return "free symbol \(s) in objective" }
        }
        for b in rows.indices {
            guard let row = rows[b] else { continue }
            if !row.isFinite { return "row \(b) is not finite" }
            for (k, cell) in row.cells.enumerated() {
                if free.contains(cell.symbol) { return "free symbol \(cell.symbol) appears in row \(b)" }
                if k > 0 && row.cells[k - 1].symbol >= cell.symbol { return "row \(b) unsorted" }
                if rows[cell.symbol] != nil { return "basic \(cell.symbol) appears in row \(b)" }
                if !columnLists(cell.symbol, b) { return "column \(cell.symbol) misses row \(b)" }
                if Epsilon.isNearZero(cell.coefficient) { return "near-zero cell in row \(b)" }
            }
            if symbolInfo[b].kind.isRestricted && row.constant < -Epsilon.value { return "row \(b) infeasible" }
            for level in objective.indices where cost(level, b) != 0 {
                return "basic \(b) in objective"
            }
        }
        for s in symbolInfo.indices where rows[s] == nil && symbolInfo[s].kind != .dummy && isImproving(s) {
            return "symbol \(s) can still improve the objective"
        }
        return nil
    }
}

extension Tableau {
    func dump() -> String {
        func name(_ s: Int) -> String {
            let k: String
            switch symbolInfo[s].kind {
            case .external: k = "x"
            case .slack: k = "s"
            case .error: k = "e"
            case .dummy: k = "d"
            }
            return "\(k)#\(s)"
        }
        var out = ""
        for b in rows.indices {
            guard let row = rows[b] else { continue }
            out += "\(name(b)) = \(row.constant)"
            for c in row.cells { out += " + \(c.coefficient)*\(name(c.symbol))" }
            out += "\n"
        }
        for level in objective.indices {
            out += "objective[level \(levels[level])] ="
            for s in objective[level].indices where objective[level][s] != 0 {
                out += " + \(objective[level][s])*\(name(s))"
            }
            out += "\n"
        }
        return out
    }
}

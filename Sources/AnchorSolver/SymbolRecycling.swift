// Giving symbols back. Every per-symbol table (rows, symbol info, objective
// levels, column lists) is indexed by symbol id, so an id that is never
// reused keeps its slots for the life of the solver: a solver that adds and
// removes constraints for ever would grow for ever. A removed constraint's
// marker and error symbols, and the symbols of its variables, are put on a
// free list once no row refers to them, and `newSymbol` hands
// the smallest free id out again: the same calls still give the same ids in
// every process, so results stay bit-identical.

extension Tableau {
    /// After `info`'s constraint left the tableau: gives back its marker and
    /// error symbols, and the symbols of its variables that the tableau no
    /// longer mentions.
    mutating func releaseSymbols(of info: ConstraintInfo) {
        releaseIfUnused(info.marker)
        if info.other >= 0 { releaseIfUnused(info.other) }
        let constraint = info.constraint
        let count = constraint.expression.termList.count
        for i in 0..<count {
            let id = constraint.expression.termList.key(i).id
            if let symbol = variableSymbols[id], releaseIfUnused(symbol) {
                variableSymbols[id] = nil
            }
        }
    }

    /// Frees `symbol` if it is parametric and no row mentions it: then it
    /// carries nothing (its value is 0 and no constraint can move it), and a
    /// fresh symbol later stands for it just as well. A variable that a
    /// present constraint mentions is always in the tableau (every row is a
    /// combination of the present constraints, so a variable in none of the
    /// rows is in none of the constraints), except where rounding dropped
    /// it, and then it carried nothing either.
    @discardableResult
    mutating func releaseIfUnused(_ symbol: Int) -> Bool {
        guard rows[symbol] == nil, columnIsEmpty(symbol) else { return false }
        releaseSymbol(symbol)
        return true
    }

    /// Puts `symbol` on the free list, clearing everything kept for it. Its
    /// row slot must be empty; its column list may still hold stale entries.
    mutating func releaseSymbol(_ symbol: Int) {
        rows[symbol] = nil
        freeColumn(symbol)
        for level in objective.indices where cost(level, symbol) != 0 {
            objective[level][symbol] = 0
        }
        symbolInfo[symbol] = SymbolInfo(kind: .slack)
        freeSymbols.push(symbol)
    }
}

/// The undo log of one solver operation.
///
/// Rows are values with copy-on-write storage, so remembering a row before
/// its first change in an operation costs a retain, not a copy; objective
/// entries are logged one by one. Rolling back restores every touched row and
/// objective entry, forgets symbols and variables created by the operation
/// and gives their ids back (to the free list, for ids it took from there),
/// so a failed call cannot change later pivot choices.
struct Journal {
    var operation: UInt32 = 0
    var rows: [(symbol: Int, row: Row?)] = []
    var objective: [(level: Int, symbol: Int, old: Double)] = []
    /// Constants changed in place before their row was saved (suggestions);
    /// replayed after `rows`, which is what makes the two logs compose.
    var constants: [(symbol: Int, old: Double)] = []
    var symbolCount = 0
    /// Free symbols handed out again by this operation (`newSymbol`).
    var reusedSymbols: [Int] = []
    /// Symbols the operation is done with (the artificial variable), freed
    /// when it succeeds; on rollback they go with the other new symbols.
    var finishedSymbols: [Int] = []
    var newVariables: [UInt64] = []
    var insertedLevel: Int?
}

extension Tableau {
    mutating func beginOperation() {
        journal.operation &+= 1
        if journal.operation == 0 {
            // Wrapped around: clear stamps so none looks current.
            for i in symbolInfo.indices { symbolInfo[i].savedStamp = 0 }
            journal.operation = 1
        }
        if !journal.rows.isEmpty { journal.rows.removeAll(keepingCapacity: true) }
        if !journal.objective.isEmpty { journal.objective.removeAll(keepingCapacity: true) }
        if !journal.constants.isEmpty { journal.constants.removeAll(keepingCapacity: true) }
        // Usually one or two entries: popping them is far cheaper than
        // `removeAll(keepingCapacity:)`, which goes through the generic
        // `replaceSubrange`, and keeps the capacity just the same.
        while journal.newVariables.popLast() != nil {}
        // Empty in nearly every operation: checked before any mutating call.
        if !journal.reusedSymbols.isEmpty { journal.reusedSymbols.removeAll(keepingCapacity: true) }
        if !journal.finishedSymbols.isEmpty { journal.finishedSymbols.removeAll(keepingCapacity: true) }
        journal.symbolCount = symbolInfo.count
        journal.insertedLevel = nil
        if !infeasible.isEmpty { infeasible.removeAll() }
    }

    /// Must be called before the first change of `symbol`'s row slot.
    @inline(__always)
    mutating func saveRow(_ symbol: Int) {
        // Symbols created by this operation vanish on rollback anyway.
        if symbol < journal.symbolCount && symbolInfo[symbol].savedStamp != journal.operation {
            symbolInfo[symbol].savedStamp = journal.operation
            journal.rows.append((symbol, rows[symbol]))
        }
    }

    /// Adds `delta` to a basic row's constant, logging only the old constant
    /// when the row itself has not been saved in this operation (no copy).
    @inline(__always)
    mutating func shiftConstant(_ symbol: Int, by delta: Double) -> Double {
        let old = rows[symbol]!.constant
        if symbolInfo[symbol].savedStamp != journal.operation {
            journal.constants.append((symbol, old))
        }
        let new = old + delta
        rows[symbol]!.constant = new
        return new
    }

    @inline(__always)
    mutating func setObjective(_ level: Int, _ symbol: Int, _ value: Double) {
        journal.objective.append((level, symbol, cost(level, symbol)))
        if symbol >= objective[level].count {
            // Levels grow on first write (see `objective`); the gap is zeros.
            objective[level].append(0, count: symbol + 1 - objective[level].count)
        }
        objective[level][symbol] = value
    }

    mutating func rollback() {
        let keep = journal.symbolCount
        for entry in journal.objective.reversed() {
            objective[entry.level][entry.symbol] = entry.old
        }
        for entry in journal.rows {
            rows[entry.symbol] = entry.row
            if let row = entry.row, entry.symbol < keep {
                for cell in row.cells where cell.symbol < keep {
                    appendColumnEntry(cell.symbol, entry.symbol)
                }
            }
        }
        for entry in journal.constants.reversed() where rows[entry.symbol] != nil {
            rows[entry.symbol]!.constant = entry.old
        }
        for symbol in journal.reusedSymbols { releaseSymbol(symbol) }
        if symbolInfo.count > keep {
            rows.removeLast(rows.count - keep)
            freeColumns(from: keep)
            symbolInfo.removeLast(symbolInfo.count - keep)
            for level in objective.indices where objective[level].count > keep {
                objective[level].removeLast(objective[level].count - keep)
            }
        }
        if let level = journal.insertedLevel {
            levels.remove(at: level)
            objective.remove(at: level)
        }
        for id in journal.newVariables { variableSymbols[id] = nil }
        for entry in journal.objective where entry.symbol < keep {
            candidates.push(entry.symbol)
        }
        artificial = nil
        infeasible.removeAll()
        journal.rows.removeAll(keepingCapacity: true)
        journal.objective.removeAll(keepingCapacity: true)
        journal.constants.removeAll(keepingCapacity: true)
    }
}

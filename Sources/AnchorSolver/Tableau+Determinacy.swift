// Whether an expression keeps its value at every optimal solution, proved
// from the tableau alone: the engine's ambiguity test asks this first, and
// probes the solver only when the proof does not go through.
extension Tableau {
    /// True when the expression, written in the parametric symbols, cannot
    /// change without raising the objective or leaving the feasible region.
    ///
    /// At an optimum every reduced cost is lexicographically non-negative
    /// and a restricted symbol can only grow from zero, so a move that keeps
    /// the objective moves only symbols whose reduced-cost vector is zero
    /// ("free"). The expression depends on a symbol that cannot move (a
    /// dummy, fixed at zero; a slack or error with a cost), or on a free one
    /// that is stuck: some restricted basic symbol at zero would go negative
    /// if it grew, and no other free symbol could hold that row up (a
    /// degenerate vertex, as a view's hugging and its compression resistance
    /// at the same size make). False means only "not proved": an
    /// unrestricted parametric symbol, a free symbol that can grow, or a
    /// variable the solver does not know.
    mutating func isProvablyFixed(_ terms: [Term]) -> Bool {
        // The memo of which symbols cannot move holds until the tableau
        // changes: the positions of a long column share most of their
        // symbols, and the engine asks about every view in turn.
        if movableSymbols.operation != journal.operation {
            movableSymbols.forget(after: journal.operation)
        }
        // Most unknowns of a determined layout are fixed term by term: then
        // their sum is, and no row need be combined (which allocates).
        if terms.allSatisfy({ isProvablyFixedAlone($0.variable) }) { return true }
        var combined = Row(constant: 0)
        for term in terms {
            guard let symbol = variableSymbols[term.variable.id] else { return false }
            if let row = rows[symbol] {
                combined.merge(row, times: term.coefficient) { _ in }
            } else {
                combined.add(symbol, term.coefficient)
            }
        }
        return !combined.cells.contains { isMovable($0.symbol) }
    }

    /// Whether some parametric symbol that a row mentions (or an external
    /// one, which is a variable itself) can move at no cost: if none can,
    /// no variable can.
    mutating func mayHaveFreedom() -> Bool {
        if movableSymbols.operation != journal.operation {
            movableSymbols.forget(after: journal.operation)
        }
        for symbol in 0..<symbolInfo.count where rows[symbol] == nil {
            let info = symbolInfo[symbol]
            if info.kind == .external { return true }
            // A symbol no row mentions moves nothing (a recycled one among them).
            if info.columnHead >= 0, isMovable(symbol) { return true }
        }
        return false
    }

    /// Whether `variable` by itself is proved fixed: basic, in a row of
    /// symbols none of which can move.
    mutating func isProvablyFixedAlone(_ variable: Variable) -> Bool {
        if movableSymbols.operation != journal.operation {
            movableSymbols.forget(after: journal.operation)
        }
        guard let symbol = variableSymbols[variable.id], rows[symbol] != nil else { return false }
        return !rows[symbol]!.cells.contains { isMovable($0.symbol) }
    }

    /// Whether `variable` is basic in a row of dummy symbols alone (the
    /// markers of required equalities, fixed at zero).
    func isHeldByRequiredEqualities(_ variable: Variable) -> Bool {
        guard let symbol = variableSymbols[variable.id], let row = rows[symbol] else { return false }
        return row.cells.allSatisfy { symbolInfo[$0.symbol].kind == .dummy }
    }

    /// Whether `symbol` can move at no cost, remembered until the tableau
    /// changes.
    private mutating func isMovable(_ symbol: Int) -> Bool {
        if let movable = movableSymbols.movable(symbol) { return movable }
        let movable: Bool
        switch symbolInfo[symbol].kind {
        case .dummy: movable = false
        case .external: movable = true
        case .slack, .error: movable = isFree(symbol) && !isStuck(symbol)
        }
        movableSymbols.setMovable(symbol, movable)
        return movable
    }

    /// Whether moving the symbol changes the objective at no level but the
    /// resting ones (below zero), which decide only where a free expression
    /// rests.
    private func isFree(_ symbol: Int) -> Bool {
        for level in objective.indices where levels[level] >= 0 && cost(level, symbol) != 0 { return false }
        return true
    }

    /// Whether the free `symbol` cannot grow: a restricted basic symbol at
    /// zero decreases as it grows, and no other symbol of that row could
    /// hold it up at no cost.
    private mutating func isStuck(_ symbol: Int) -> Bool {
        for (basic, coefficient) in coefficientsInRows(of: symbol) where coefficient < 0 {
            guard symbolInfo[basic].kind.isRestricted, let row = rows[basic], Epsilon.isNearZero(row.constant) else { continue }
            if !canBeHeldUp(basic, row) { return true }
        }
        return false
    }

    /// Whether some symbol of a row could raise its basic symbol at no cost:
    /// a free one as it grows, an unrestricted one either way (the symbol
    /// asking lowers it, so it is never one of them). Each row is read once
    /// per tableau state, however many symbols ask about it.
    private mutating func canBeHeldUp(_ basic: Int, _ row: Row) -> Bool {
        if let known = movableSymbols.heldUp(basic) { return known }
        let held = row.cells.contains { cell in
            let kind = symbolInfo[cell.symbol].kind
            return kind == .external || (kind != .dummy && cell.coefficient > 0 && isFree(cell.symbol))
        }
        movableSymbols.setHeldUp(basic, held)
        return held
    }
}

/// What `isProvablyFixed` learnt of the tableau as it stood after one
/// operation: which symbols can move at no cost, and which rows a free
/// symbol can hold up. Tables indexed by symbol, each answer stamped with
/// the round it was found in, so that forgetting them all is one increment
/// (dictionaries made hashing a tenth of resting a layout's frames).
struct MovableSymbols: ~Copyable {
    private(set) var operation: UInt32 = 0
    /// The current round; answers stamped with an older one are unknown.
    private var round: UInt64 = 1
    /// Per symbol: `round << 1 | answer`.
    private var movableAnswers = PagedArray<UInt64>()
    private var heldUpAnswers = PagedArray<UInt64>()

    /// Forgets every answer: the tableau changed.
    mutating func forget(after operation: UInt32) {
        self.operation = operation
        round += 1
    }

    func movable(_ symbol: Int) -> Bool? { Self.answer(in: movableAnswers, symbol, round) }
    func heldUp(_ symbol: Int) -> Bool? { Self.answer(in: heldUpAnswers, symbol, round) }
    mutating func setMovable(_ symbol: Int, _ answer: Bool) { Self.store(answer, in: &movableAnswers, symbol, round) }
    mutating func setHeldUp(_ symbol: Int, _ answer: Bool) { Self.store(answer, in: &heldUpAnswers, symbol, round) }

    private static func answer(in table: borrowing PagedArray<UInt64>, _ symbol: Int, _ round: UInt64) -> Bool? {
        guard symbol < table.count else { return nil }
        let stamped = table[symbol]
        return stamped >> 1 == round ? stamped & 1 == 1 : nil
    }

    private static func store(_ answer: Bool, in table: inout PagedArray<UInt64>, _ symbol: Int, _ round: UInt64) {
        if symbol >= table.count { table.append(0, count: symbol + 1 - table.count) }
        table[symbol] = round << 1 | (answer ? 1 : 0)
    }
}

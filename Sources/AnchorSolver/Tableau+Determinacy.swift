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
            movableSymbols = MovableSymbols(operation: journal.operation)
        }
        var combined = Row(constant: 0)
        for term in terms {
            guard let symbol = variableSymbols[term.variable.id] else { return false }
            if let row = rows[symbol] {
                combined.merge(row, times: term.coefficient) { _ in }
            } else {
                combined.add(symbol, term.coefficient)
            }
        }
        for cell in combined.cells {
            if let movable = movableSymbols.known[cell.symbol] {
                if movable { return false }
                continue
            }
            let movable: Bool
            switch symbolInfo[cell.symbol].kind {
            case .dummy: movable = false
            case .external: movable = true
            case .slack, .error: movable = isFree(cell.symbol) && !isStuck(cell.symbol)
            }
            movableSymbols.known[cell.symbol] = movable
            if movable { return false }
        }
        return true
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
        if let known = movableSymbols.heldUp[basic] { return known }
        let held = row.cells.contains { cell in
            let kind = symbolInfo[cell.symbol].kind
            return kind == .external || (kind != .dummy && cell.coefficient > 0 && isFree(cell.symbol))
        }
        movableSymbols.heldUp[basic] = held
        return held
    }
}

/// What `isProvablyFixed` learnt of the tableau as it stood after one
/// operation: which symbols can move at no cost, and which rows a free
/// symbol can hold up.
struct MovableSymbols {
    var operation: UInt32 = 0
    var known: [Int: Bool] = [:]
    var heldUp: [Int: Bool] = [:]
}

// The solver's state and its algorithm: kiwi's (Badros, Borning & Stuckey's
// Cassowary as refined by kiwi), with three changes: a column index so
// substitutions visit only the rows that mention a symbol, a lexicographic
// objective (one coefficient per priority level), and a journal for
// rollback. Ties are always broken by the smallest symbol id, as kiwi's
// sorted maps do. It reads top down, as kiwi's `solverimpl.h`, across three
// files: here the state and the operations `Solver` calls;
// Tableau+Constraints.swift the steps they take (adding, removing, moving a
// constant); Tableau+Simplex.swift the simplex underneath (pivoting,
// optimizing, the objective, symbols). A fourth, Tableau+Determinacy.swift,
// is not kiwi's: whether an expression keeps its value at every optimum,
// which the engine's ambiguity test asks.

struct ConstraintInfo {
    let constraint: Constraint
    let marker: Int
    let other: Int
    let order: Int
    let isEdit: Bool
    /// The constant in effect: the expression's, until `updateConstant`.
    var constant: Double
}

struct EditInfo {
    let constraint: Constraint
    var constant: Double
}

/// The solver's state: tableau rows, column index, objective, bookkeeping.
/// Noncopyable, as its tables are: a method borrows or mutates it in place,
/// never works on a copy.
struct Tableau: ~Copyable {
    // Per-symbol tables, indexed by symbol id.
    /// The row of each basic symbol; nil for parametric symbols.
    var rows = PagedArray<Row?>()
    /// Everything else per symbol (see SymbolInfo.swift).
    var symbolInfo = PagedArray<SymbolInfo>()
    /// Column index (see ColumnIndex.swift): the shared node pool.
    var columnNodes = PagedArray<ColumnNode>()
    var freeNode: Int32 = -1
    /// The pool size at which the next sweep of stale entries is due; 0
    /// until the first operation that can sweep sets it.
    var columnSweepThreshold = 0
    var visitCounter: UInt32 = 0
    /// Symbols no row, column or objective entry mentions any more, ready
    /// to be handed out again (SymbolRecycling.swift).
    var freeSymbols = IntHeap()

    // The objective: one dense coefficient array per priority level in use,
    // levels sorted from most to least important. A symbol's reduced cost is
    // the vector across levels, compared lexicographically. A level's array
    // may be shorter than the symbol count (read it through `cost`): it grows
    // only when an entry is written, so creating a symbol touches no level.
    var levels: [Int] = []
    var objective = PagedArray<PagedArray<Double>>()
    /// Symbols whose objective vector may be negative (a superset).
    var candidates = IntHeap()
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose constant may be negative (dual phase only).
    var infeasible = IntHeap()
    var tracksInfeasible = false

    /// `Variable.id` → symbol.
    var variableSymbols = IDTable()
    /// `Constraint.id` → index in `infos`.
    var infoSlot = IDTable()
    var infos = PagedArray<ConstraintInfo?>()
    var freeInfoSlots: [Int] = []
    /// `Variable.id` → edit state (looked up, never iterated).
    var edits: [UInt64: EditInfo] = [:]
    var nextOrder = 0

    var journal = Journal()
    /// Which symbols can move at no cost, as `isProvablyFixed` found them,
    /// and the operation they were found after.
    var movableSymbols = MovableSymbols()

    func info(_ constraint: Constraint) -> ConstraintInfo? {
        guard let slot = infoSlot[constraint.id] else { return nil }
        return infos[slot]
    }

    /// Inlined: a read is two table look-ups, cheaper than the call.
    @inline(__always)
    func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable.id] else { return 0 }
        // In place (PagedArray's subscript): the row's cells are not
        // retained just to read its constant.
        return rows[symbol]?.constant ?? 0
    }

    mutating func addConstraint(_ constraint: consuming Constraint, isEdit: Bool) throws(SolverError) {
        let id = constraint.id
        if infoSlot[id] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        beginOperation()
        let info: ConstraintInfo
        do {
            info = try insert(constraint, isEdit: isEdit)
        } catch {
            rollback()
            throw error
        }
        // `consume`: without it the info was copied into `infos` and the
        // local destroyed afterwards, a retain and release of the constraint.
        let slot: Int
        if let free = freeInfoSlots.popLast() {
            slot = free
            infos[slot] = consume info
        } else {
            slot = infos.count
            infos.append(consume info)
        }
        infoSlot[id] = slot
        if !journal.finishedSymbols.isEmpty {
            for symbol in journal.finishedSymbols { releaseSymbol(symbol) }
        }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let slot = infoSlot[constraint.id], let info = infos[slot] else {
            throw .unknownConstraint(constraint)
        }
        sweepColumnsIfDue()
        beginOperation()
        do {
            try erase(info)
        } catch {
            rollback()
            throw error
        }
        infos[slot] = nil
        freeInfoSlots.append(slot)
        infoSlot[constraint.id] = nil
        releaseSymbols(of: info)
    }

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint, isEdit: true)
        edits[variable.id] = EditInfo(constraint: constraint, constant: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
        edits[variable.id] = nil
    }

    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let slot = infoSlot[constraint.id], let info = infos[slot], !info.isEdit else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteNumber("constant \(constant) for \(constraint)") }
        let delta = constant - info.constant
        guard delta.isFinite else { throw .nonFiniteNumber("constant \(constant) for \(constraint) overflows") }
        if delta == 0 { return }
        sweepColumnsIfDue()
        beginOperation()
        tracksInfeasible = true
        defer { tracksInfeasible = false }
        do {
            try applyConstantChange(delta, to: info)
        } catch {
            rollback()
            throw error
        }
        infos[slot]!.constant = constant
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteNumber("suggested value \(value) for \(variable)") }
        let delta = value - edit.constant
        guard delta.isFinite else { throw .nonFiniteNumber("suggested value \(value) for \(variable) overflows") }
        guard let tag = info(edit.constraint) else { throw .internalInconsistency("edit constraint missing") }
        sweepColumnsIfDue()
        beginOperation()
        tracksInfeasible = true
        defer { tracksInfeasible = false }
        do {
            try applySuggestion(delta: delta, marker: tag.marker, other: tag.other)
        } catch {
            rollback()
            throw error
        }
        edit.constant = value
        edits[variable.id] = edit
    }

    @inline(never)
    static func nonFiniteCoefficient(_ constraint: Constraint, _ index: Int) -> SolverError {
        let term = constraint.expression.termList.array()[index]
        return .nonFiniteNumber("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteNumber("constant \(constraint.expression.constant) in \(constraint)")
        }
        // A plain loop over the borrowed terms (as in `insert`); the message
        // is built out of line, only when a coefficient is bad.
        let count = constraint.expression.termList.count
        for i in 0..<count where !constraint.expression.termList.key(i).coefficient.isFinite {
            throw Self.nonFiniteCoefficient(constraint, i)
        }
        let strength = constraint.strength
        if !strength.isRequired && !(strength.weight.isFinite && strength.weight > 0) {
            throw .invalidStrength(strength)
        }
    }
}

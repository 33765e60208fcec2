/// An incremental Cassowary simplex solver with true priority levels.
///
/// Add required and non-required constraints, then read `value(of:)`; values
/// are always current after each call (there is no separate update step).
/// Edit variables let a value be moved repeatedly and cheaply:
///
///     let solver = Solver()
///     try solver.addConstraint(x + 10 <= y)
///     try solver.addEditVariable(x, strength: .strong)
///     try solver.suggestValue(40, for: x)
///     solver.value(of: y)   // 50
///
/// Guarantees: every throwing method leaves the solver exactly as it was
/// (state and future results); the same sequence of calls gives bit-identical
/// values in every process; work per call is proportional to the rows that
/// mention the symbols involved, not to the size of the whole system; memory
/// is proportional to the constraints present, not to all those ever added.
///
/// Epsilon policy (one tolerance, ε = 1e-8, kiwi's): a coefficient whose
/// magnitude falls below ε, on input or after any elimination, is dropped
/// (`1e-9 * x == 1` is `0 == 1`, unsatisfiable); a required constraint that
/// reduces to a constant below ε is accepted as already satisfied; a row
/// constant in (-ε, 0) is not treated as infeasible; two ratios within
/// ε·max(1, |r|) of each other at one priority level tie and are decided by
/// the next level. NaN and infinite coefficients, constants, weights and
/// suggested values are rejected at the door, and arithmetic that would
/// overflow is rejected with the same error, so no row ever holds one.
///
/// Not `Sendable`: a solver belongs to one owner (for instance a root view).
public final class Solver {
    /// All state lives in a struct so that each public call makes one
    /// exclusive access to it instead of one dynamic check per field access.
    ///
    /// That one check is skipped too (it was two runtime calls and a
    /// thread-local look-up per call, ~2% of adding a constraint): no access
    /// can overlap another, because the solver never calls out to code that
    /// could reach it again while `tableau` is being modified (no user
    /// closures, no delegates; `Variable` is a value and `Constraint` a final
    /// class, whose descriptions are this module's own code), and a `Solver`
    /// is not `Sendable`, so no other thread may use it concurrently.
    @exclusivity(unchecked) var tableau = Tableau()

    /// Creates an empty solver.
    ///
    ///     let solver = Solver()
    public init() {}

    /// Adds a constraint. Throws `.unsatisfiableConstraint` (with the
    /// conflicting required constraints) if it is required and cannot hold,
    /// `.duplicateConstraint`, `.nonFiniteNumber` or `.invalidStrength`.
    ///
    ///     try solver.addConstraint((width == 50).withStrength(.weak))
    public func addConstraint(_ constraint: consuming Constraint) throws(SolverError) {
        try tableau.addConstraint(constraint, isEdit: false)
    }

    /// Removes a constraint added earlier. Throws `.unknownConstraint`.
    ///
    ///     try solver.removeConstraint(stay)
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.removeConstraint(constraint)
    }

    /// Whether this constraint instance is in the solver.
    ///
    ///     if solver.hasConstraint(stay) { try solver.removeConstraint(stay) }
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.infoSlot[constraint.id] != nil
    }

    /// Changes the constant of a constraint already in the solver, in place,
    /// and re-solves incrementally (the dual simplex, as for a suggestion):
    /// the constraint keeps its identity, strength and marker symbols, so
    /// nothing else is rebuilt. Throws `.unknownConstraint`,
    /// `.nonFiniteNumber`, or `.unsatisfiableConstraint` (with the conflicting
    /// required constraints) when a required constraint can no longer hold;
    /// the solver is then left exactly as it was.
    ///
    ///     try solver.updateConstant(of: widthIs100, to: -120)   // width - 120 == 0
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try tableau.updateConstant(of: constraint, to: constant)
    }

    /// The constant of a constraint in the solver as it is now (its
    /// expression's constant, or the last `updateConstant`); nil if absent.
    ///
    ///     solver.constant(of: widthIs100)   // -120
    public func constant(of constraint: Constraint) -> Double? {
        tableau.info(constraint)?.constant
    }

    /// Makes `variable` suggestible at a non-required strength; until the
    /// first suggestion it is pulled towards 0. Throws
    /// `.duplicateEditVariable`, `.requiredEditStrength` or `.invalidStrength`.
    ///
    ///     try solver.addEditVariable(width, strength: .strong)
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable` (its edit constraint is removed). Throws
    /// `.unknownEditVariable`.
    ///
    ///     try solver.removeEditVariable(width)
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    ///
    ///     solver.hasEditVariable(width)
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[variable.id] != nil
    }

    /// Moves an edit variable's target and re-solves incrementally (dual
    /// simplex). Throws `.unknownEditVariable` or `.nonFiniteNumber`.
    ///
    ///     try solver.suggestValue(320, for: width)
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// The current value of `variable`; 0 for a variable the solver has not
    /// seen, or no longer holds because every constraint that mentioned it
    /// was removed. Always up to date: every successful call leaves an
    /// optimal solution in place, so there is no `updateVariables()` step.
    ///
    ///     let w = solver.value(of: width)
    public func value(of variable: Variable) -> Double {
        tableau.value(of: variable)
    }

    /// Removes every constraint, edit variable and variable.
    ///
    ///     solver.reset()
    public func reset() {
        tableau = Tableau()
    }

    /// The constraints currently in the solver, in the order they were added
    /// (edit variables' internal constraints excluded).
    ///
    ///     for c in solver.constraints { print(c) }
    public var constraints: [Constraint] {
        var present: [ConstraintInfo] = []
        for slot in tableau.infos.indices {
            if let info = tableau.infos[slot], !info.isEdit { present.append(info) }
        }
        return present.sorted { $0.order < $1.order }.map(\.constraint)
    }
}

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

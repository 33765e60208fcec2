// The solver's state and its algorithm: kiwi's (Badros, Borning & Stuckey's
// Cassowary as refined by kiwi), with three changes: a column index so
// substitutions visit only the rows that mention a symbol, a lexicographic
// objective (one coefficient per priority level), and a journal for
// rollback. Ties are always broken by the smallest symbol id, as kiwi's
// sorted maps do. It reads top down, as kiwi's `solverimpl.h`: the
// operations `Solver` calls, then the steps they take (adding, removing,
// moving a constant, pivoting, optimizing), then the objective and the
// symbols underneath.

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

extension Tableau {
    // MARK: Adding a constraint

    mutating func insert(_ constraint: consuming Constraint, isEdit: Bool) throws(SolverError) -> ConstraintInfo {
        let strength = constraint.strength
        let level = strength.isRequired ? -1 : levelIndex(strength.level)
        var row = Row(constant: constraint.expression.constant)
        var capacity = 2
        let count = constraint.expression.termList.count
        for i in 0..<count {
            let term = constraint.expression.termList.key(i)
            guard !Epsilon.isNearZero(term.coefficient) else { continue }
            let s = symbol(forVariable: term.id)
            capacity += rows[s]?.cells.count ?? 1
        }
        row.cells.reserveCapacity(capacity)
        for i in 0..<count {
            let term = constraint.expression.termList.key(i)
            guard !Epsilon.isNearZero(term.coefficient) else { continue }
            // A second, cheap look-up beats an array; a plain read, since the
            // first pass created every symbol.
            let s = variableSymbols[term.id]!
            // The basic row is read in place: binding `rows[s]` to a local
            // retained and released its cells.
            if let basicCount = rows[s]?.cells.count {
                if basicCount <= 16 {
                    // Same arithmetic as `merge`, without a new array for short rows.
                    row.constant += rows[s].unsafelyUnwrapped.constant * term.coefficient
                    for k in 0..<basicCount {
                        let cell = rows[s].unsafelyUnwrapped.cells[k]
                        row.add(cell.symbol, term.coefficient * cell.coefficient)
                    }
                } else {
                    row.merge(rows[s]!, times: term.coefficient) { _ in }
                }
            } else {
                row.add(s, term.coefficient)
            }
        }
        var marker = -1
        var other = -1
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign = constraint.relation == .lessOrEqual ? 1.0 : -1.0
            marker = newSymbol(.slack)
            row.add(marker, sign)
            if !strength.isRequired {
                other = newSymbol(.error)
                row.add(other, -sign)
                addToObjective(level: level, symbol: other, coefficient: strength.weight)
            }
        case .equal:
            if strength.isRequired {
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.add(marker, -1)
                row.add(other, 1)
                addToObjective(level: level, symbol: marker, coefficient: strength.weight)
                addToObjective(level: level, symbol: other, coefficient: strength.weight)
            }
        }
        // The slot `addConstraint` will store this constraint's info in.
        // Two statements: `Int32(a ?? b)` alone was slow to type-check.
        let slotIndex: Int = freeInfoSlots.last ?? infos.count
        let slot = Int32(slotIndex)
        symbolInfo[marker].owner = slot
        if other >= 0 { symbolInfo[other].owner = slot }
        guard row.isFinite else { throw .nonFiniteNumber("\(constraint) overflows") }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.cells.allSatisfy({ symbolInfo[$0.symbol].kind == .dummy }) {
            if !Epsilon.isNearZero(row.constant) {
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts(in: row, excluding: constraint))
            }
            subject = marker
        }
        if subject < 0 {
            try addWithArtificialVariable(row, constraint)
        } else {
            row.solve(for: subject)
            try substitute(subject, with: row)
            install(&row, basic: subject)
        }
        try optimize()
        let constant = constraint.expression.constant
        let info = ConstraintInfo(
            constraint: constraint, marker: marker, other: other, order: nextOrder, isEdit: isEdit, constant: constant
        )
        nextOrder += 1
        return info
    }

    /// `mutating` although it only reads: declared non-mutating (a borrow
    /// of the noncopyable `Tableau`), it compiled to more instructions.
    mutating func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        for cell in row.cells where symbolInfo[cell.symbol].kind == .external { return cell.symbol }
        if symbolInfo[marker].kind.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other >= 0 && symbolInfo[other].kind.isPivotable && row.coefficient(for: other) < 0 { return other }
        return -1
    }

    mutating func addWithArtificialVariable(_ row: Row, _ constraint: Constraint) throws(SolverError) {
        let art = newSymbol(.slack)
        artificial = row
        var installed = row
        install(&installed, basic: art)
        try optimize()
        let phaseOne = artificial!
        artificial = nil
        if !Epsilon.isNearZero(phaseOne.constant) {
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts(in: phaseOne, excluding: constraint))
        }
        if var artRow = rows[art] {
            saveRow(art)
            rows[art] = nil
            if !artRow.cells.isEmpty {
                // kiwi gives up when only dummies remain; the constant is zero
                // here, so the row is redundant and any dummy may carry it.
                let entering = artRow.cells.first(where: { symbolInfo[$0.symbol].kind.isPivotable })?.symbol
                    ?? artRow.cells[0].symbol
                artRow.solve(lhs: art, rhs: entering)
                try substitute(entering, with: artRow)
                install(&artRow, basic: entering)
            }
        }
        for b in rowsContaining(art) {
            saveRow(b)
            rows[b]!.remove(art)
        }
        _ = takeColumn(art)
        for level in objective.indices where cost(level, art) != 0 {
            setObjective(level, art, 0)
        }
        journal.finishedSymbols.append(art)
    }

    /// The present required constraints whose markers the proof of
    /// infeasibility (`row`) uses, in the order they were added.
    func conflicts(in row: Row, excluding rejected: Constraint) -> [Constraint] {
        var found: [(Int, Constraint)] = []
        for cell in row.cells {
            let slot = Int(symbolInfo[cell.symbol].owner)
            guard slot >= 0, slot < infos.count, let info = infos[slot],
                  info.marker == cell.symbol || info.other == cell.symbol else { continue }
            let owner = info.constraint
            guard owner !== rejected, owner.strength.isRequired else { continue }
            if !found.contains(where: { $0.1 === owner }) { found.append((info.order, owner)) }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Removing a constraint

    mutating func erase(_ info: ConstraintInfo) throws(SolverError) {
        let strength = info.constraint.strength
        if !strength.isRequired {
            guard let level = existingLevelIndex(strength.level) else {
                throw .internalInconsistency("missing priority level")
            }
            // Remove the error costs before pivoting, or the substitutions
            // would carry them into the objective.
            for s in [info.marker, info.other] where s >= 0 && symbolInfo[s].kind == .error {
                addToObjective(level: level, symbol: s, coefficient: -strength.weight)
            }
        }
        if rows[info.marker] != nil {
            saveRow(info.marker)
            rows[info.marker] = nil
        } else {
            guard let leaving = markerLeavingRow(info.marker) else {
                throw .internalInconsistency("no row to pivot the marker of \(info.constraint) into")
            }
            saveRow(leaving)
            var row = rows[leaving]!
            rows[leaving] = nil
            row.solve(lhs: leaving, rhs: info.marker)
            try substitute(info.marker, with: row)
        }
        try optimize()
    }

    /// kiwi's choice (the restricted row with the smallest ratio where the
    /// marker's coefficient is negative, else where it is positive, else the
    /// last unrestricted row), except that a row whose basic symbol is a dummy
    /// comes first. Such a row belongs to a required equality that was
    /// redundant when added; it must keep the value zero, and pivoting any
    /// other row would give it the removed constraint's offset (kiwi then
    /// silently violates that constraint). Pivoting the dummy row instead lets
    /// the redundant equality take over from the removed one.
    mutating func markerLeavingRow(_ marker: Int) -> Int? {
        var zeroth = -1, first = -1, second = -1, third = -1
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        for b in rowsContaining(marker) {
            guard let row = rows[b] else { continue }
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if symbolInfo[b].kind == .dummy {
                if zeroth < 0 || b < zeroth { zeroth = b }
            } else if !symbolInfo[b].kind.isRestricted {
                if b > third { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && b < first) { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && b < second) { r2 = r; second = b }
            }
        }
        if zeroth >= 0 { return zeroth }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    // MARK: Moving a constant

    /// Moves the constant of a present constraint by `delta`. Writing the
    /// constraint's row as `expression + k·marker + … = 0`, a new constant is
    /// the old row with `marker` replaced by `marker + delta / k`: the rows
    /// stay valid for that shifted symbol, and substituting it back moves
    /// constants only, as a suggestion does (an edit constraint is the case
    /// k = −1). A required equality whose dummy marker is basic was redundant
    /// when added; a nonzero shift of it contradicts the constraints it
    /// repeats.
    mutating func applyConstantChange(_ delta: Double, to info: ConstraintInfo) throws(SolverError) {
        let constraint = info.constraint
        let k: Double
        switch constraint.relation {
        case .lessOrEqual: k = 1
        case .greaterOrEqual: k = -1
        case .equal: k = constraint.strength.isRequired ? 1 : -1
        }
        let marker = info.marker
        if let row = rows[marker], symbolInfo[marker].kind == .dummy {
            if let free = row.cells.first(where: { symbolInfo[$0.symbol].kind != .dummy }) {
                // A degenerate pivot (the dummy's value is zero, so is the
                // entering symbol's): the marker becomes parametric, the
                // general case below applies.
                try pivot(leaving: marker, entering: free.symbol)
            } else {
                let value = shiftConstant(marker, by: -delta / k)
                if !Epsilon.isNearZero(value) {
                    var proof = rows[marker]!
                    proof.add(marker, -1)
                    throw .unsatisfiableConstraint(constraint, conflicts: conflicts(in: proof, excluding: constraint))
                }
                return
            }
        }
        if rows[marker] != nil {
            if shiftConstant(marker, by: -delta / k) < 0 { infeasible.push(marker) }
        } else if info.other >= 0, rows[info.other] != nil {
            // The other error symbol has the opposite coefficient, −k.
            if shiftConstant(info.other, by: delta / k) < 0 { infeasible.push(info.other) }
        } else {
            for b in rowsContaining(marker) {
                let c = rows[b]!.coefficient(for: marker)
                let value = shiftConstant(b, by: c * delta / k)
                guard value.isFinite else { throw .nonFiniteNumber("changing the constant of \(constraint) overflowed") }
                if value < 0 && symbolInfo[b].kind.isRestricted { infeasible.push(b) }
            }
        }
        try dualOptimize(changed: constraint.strength.isRequired ? constraint : nil)
    }

    mutating func applySuggestion(delta: Double, marker: Int, other: Int) throws(SolverError) {
        if rows[marker] != nil {
            if shiftConstant(marker, by: -delta) < 0 { infeasible.push(marker) }
        } else if rows[other] != nil {
            if shiftConstant(other, by: delta) < 0 { infeasible.push(other) }
        } else {
            for b in rowsContaining(marker) {
                let c = rows[b]!.coefficient(for: marker)
                let value = shiftConstant(b, by: delta * c)
                guard value.isFinite else { throw .nonFiniteNumber("a suggestion overflowed") }
                if value < 0 && symbolInfo[b].kind.isRestricted { infeasible.push(b) }
            }
        }
        try dualOptimize()
    }

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

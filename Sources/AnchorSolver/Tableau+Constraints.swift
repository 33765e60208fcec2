// What the tableau's operations do to its rows: adding a constraint (a row
// in terms of the parametric symbols, a subject, phase one when there is
// none), removing one (its marker pivoted out), moving one's constant.

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
            for (b, c) in coefficientsInRows(of: marker) {
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
            for (b, c) in coefficientsInRows(of: marker) {
                let value = shiftConstant(b, by: delta * c)
                guard value.isFinite else { throw .nonFiniteNumber("a suggestion overflowed") }
                if value < 0 && symbolInfo[b].kind.isRestricted { infeasible.push(b) }
            }
        }
        try dualOptimize()
    }
}

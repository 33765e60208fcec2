/// What a solver holds, counted: for tests that check that nothing is kept
/// for constraints and variables that are gone. Visible inside this package.
///
///     let before = solver.storage; …; #expect(solver.storage == before)
package struct SolverStorage: Equatable, Sendable, CustomStringConvertible {
    /// Symbols in use (not on the free list).
    package var symbols: Int
    /// Basic symbols, each with a row.
    package var rows: Int
    /// Entries of the column index that rows need (one per cell; stale
    /// entries, which a sweep drops, are not counted).
    package var columnEntries: Int
    /// Constraints present, edit constraints included.
    package var constraints: Int
    /// Nonzero entries of the objective, over all priority levels.
    package var objectiveEntries: Int
    /// Edit variables.
    package var edits: Int

    package var description: String {
        "\(symbols) symbols, \(rows) rows, \(columnEntries) column entries, \(constraints) constraints, "
            + "\(objectiveEntries) objective entries, \(edits) edits"
    }
}

/// How much room a solver's tables have taken: the most they ever held at
/// once, which must not creep up while what they hold stays the same.
package struct SolverCapacity: Equatable, Sendable, CustomStringConvertible {
    /// The length of every per-symbol table.
    package var symbolSlots: Int
    /// Slots of the constraint table, present or free.
    package var constraintSlots: Int
    /// Pages of the variable and constraint id tables in use.
    package var idPages: Int
    /// Nodes of the column index's pool, in lists or free.
    package var columnNodes: Int
    /// The lengths of the objective's levels, summed.
    package var objectiveSlots: Int

    /// Whether each table is within twice its size in `first` (plus a little
    /// for tables that start small); the column pool within twice the larger
    /// of `first`'s and the size below which it is never swept.
    ///
    ///     #expect(solver.capacity.isBounded(by: firstRound))
    package func isBounded(by first: SolverCapacity) -> Bool {
        func within(_ now: Int, _ then: Int) -> Bool { now <= 2 * then + 64 }
        return within(symbolSlots, first.symbolSlots) && within(constraintSlots, first.constraintSlots)
            && within(idPages, first.idPages) && within(objectiveSlots, first.objectiveSlots)
            && within(columnNodes, max(first.columnNodes, Tableau.minimumColumnSweepThreshold))
    }

    package var description: String {
        "\(symbolSlots) symbol slots, \(constraintSlots) constraint slots, \(idPages) id pages, "
            + "\(columnNodes) column nodes, \(objectiveSlots) objective slots"
    }
}

extension Solver {
    /// What the solver holds now (linear in its size).
    package var storage: SolverStorage {
        var rows = 0, cells = 0
        for s in tableau.rows.indices {
            guard let count = tableau.rows[s]?.cells.count else { continue }
            rows += 1
            cells += count
        }
        var objectiveEntries = 0
        for level in tableau.objective.indices {
            for s in tableau.objective[level].indices where tableau.objective[level][s] != 0 { objectiveEntries += 1 }
        }
        var constraints = 0
        for slot in tableau.infos.indices where tableau.infos[slot] != nil { constraints += 1 }
        return SolverStorage(
            symbols: tableau.symbolInfo.count - tableau.freeSymbols.storage.count, rows: rows, columnEntries: cells,
            constraints: constraints, objectiveEntries: objectiveEntries, edits: tableau.edits.count)
    }

    /// How much room the solver's tables have taken.
    package var capacity: SolverCapacity {
        var objectiveSlots = 0
        for level in tableau.objective.indices { objectiveSlots += tableau.objective[level].count }
        return SolverCapacity(
            symbolSlots: tableau.symbolInfo.count, constraintSlots: tableau.infos.count,
            idPages: tableau.variableSymbols.pagesInUse + tableau.infoSlot.pagesInUse,
            columnNodes: tableau.columnNodes.count, objectiveSlots: objectiveSlots)
    }
}

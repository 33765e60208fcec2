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
    /// thread-local look-up per call): no access
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

    /// Whether `expression` keeps its value at every optimal solution, as
    /// far as the current tableau proves it without trying a move: true is
    /// certain; false means "not proved" (a probe, a constraint pulling the
    /// expression at the weakest strength, decides). Changes nothing but
    /// the column index's bookkeeping. Levels below zero are resting
    /// preferences (`Strength.isResting`): the expression is judged as if
    /// they were not there, so that a probe at level 0 can still move what
    /// only they hold.
    ///
    ///     solver.isProvablyFixed(LinearExpression(width))
    public func isProvablyFixed(_ expression: LinearExpression) -> Bool {
        tableau.isProvablyFixed(expression.terms)
    }

    /// Whether required equalities alone give `variable` its value: it is
    /// basic in a row of dummy symbols only, so that no constraint below
    /// required, and no change to one, can move it. False means only "not
    /// proved".
    ///
    ///     solver.isHeldByRequiredEqualities(width)   // a label pinned at both sides
    public func isHeldByRequiredEqualities(_ variable: Variable) -> Bool {
        tableau.isHeldByRequiredEqualities(variable)
    }

    /// Whether any variable may be free to move at the optimum: false proves
    /// that every variable the solver knows is fixed (as `isProvablyFixed`
    /// would prove of each), reading each parametric symbol once instead of
    /// every variable's row. True means only "not proved". A variable no
    /// constraint mentions is not known, and free.
    ///
    ///     if !solver.mayHaveFreedom { /* every frame is determined */ }
    public var mayHaveFreedom: Bool { tableau.mayHaveFreedom() }

    /// Whether a constraint in the solver mentions `variable`.
    ///
    ///     solver.knows(x)   // false before a constraint on x is added
    public func knows(_ variable: Variable) -> Bool {
        tableau.variableSymbols[variable.id] != nil
    }

    /// As `isProvablyFixed(_:)` for `variable` (less `origin`), proved
    /// only term by term: true when each is fixed on its own, false when
    /// that does not prove it (the difference may still be fixed). Builds
    /// no expression: the engine asks it of every unknown of a tree.
    ///
    ///     solver.isEachProvablyFixed(x, relativeTo: parentX)
    public func isEachProvablyFixed(_ variable: Variable, relativeTo origin: Variable?) -> Bool {
        tableau.isProvablyFixedAlone(variable) && (origin.map { tableau.isProvablyFixedAlone($0) } ?? true)
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

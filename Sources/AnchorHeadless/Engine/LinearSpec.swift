internal import AnchorSolver

/// A solver constraint described by value, so that the engine can tell what
/// changed between two syncs: only the constant (an in-place update), or the
/// terms, relation or strength (the constraint is replaced).
///
/// Terms are merged per variable, zeros dropped and sorted by variable id, so
/// two specs of the same constraint compare equal however they were built.
struct LinearSpec {
    private(set) var terms: [Term] = []
    /// The constant of `terms + constant relation 0`.
    var constant: Double = 0
    var relation: Constraint.Relation = .equal
    var strength: Strength = .required

    /// Adds `coefficient · variable`.
    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if coefficient == 0 { return }
        // Room for the most terms a constraint has (two items and their
        // container, two variables each): one allocation instead of the
        // array growing three times.
        if terms.capacity == 0 { terms.reserveCapacity(6) }
        if let index = terms.firstIndex(where: { $0.variable.id == variable.id }) {
            let sum = terms[index].coefficient + coefficient
            if sum == 0 { terms.remove(at: index) } else { terms[index] = Term(variable, sum) }
        } else {
            let index = terms.firstIndex { $0.variable.id > variable.id } ?? terms.count
            terms.insert(Term(variable, coefficient), at: index)
        }
    }

    /// Whether the two differ at most in their constants.
    func hasSameShape(as other: LinearSpec) -> Bool {
        guard relation == other.relation, strength == other.strength, terms.count == other.terms.count else {
            return false
        }
        for (a, b) in zip(terms, other.terms) where a.variable.id != b.variable.id || a.coefficient != b.coefficient {
            return false
        }
        return true
    }

    func makeConstraint() -> Constraint {
        Constraint(LinearExpression(terms, constant: constant), relation, strength: strength)
    }
}

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
        if let index = terms.firstIndex(where: { $0.variable.id == variable.id }) {
            let sum = terms[index].coefficient + coefficient
            if sum == 0 { terms.remove(at: index) } else { terms[index] = Term(variable, sum) }
        } else if coefficient != 0 {
            let index = terms.firstIndex { $0.variable.id > variable.id } ?? terms.count
            terms.insert(Term(variable, coefficient), at: index)
        }
    }

    /// Adds `factor · affine`.
    mutating func add(_ affine: Affine, times factor: Double) {
        for term in affine.terms { add(term.variable, term.coefficient * factor) }
        constant += affine.constant * factor
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

/// `Σ terms + constant`: an attribute's value, before it becomes a spec.
struct Affine {
    var terms: [Term] = []
    var constant: Double = 0

    init(_ variable: Variable, _ coefficient: Double = 1) {
        terms = [Term(variable, coefficient)]
    }

    init(constant: Double) {
        self.constant = constant
    }

    static func + (lhs: Affine, rhs: Affine) -> Affine {
        var sum = lhs
        sum.terms += rhs.terms
        sum.constant += rhs.constant
        return sum
    }

    static func * (lhs: Affine, rhs: Double) -> Affine {
        var product = lhs
        product.terms = lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }
        product.constant *= rhs
        return product
    }

    static prefix func - (operand: Affine) -> Affine { operand * -1 }

    static func - (lhs: Affine, rhs: Affine) -> Affine { lhs + -rhs }
}

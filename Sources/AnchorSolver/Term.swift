/// A variable multiplied by a coefficient, one summand of an `LinearExpression`.
///
///     let t = Term(x, 2)        // 2·x
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its factor; must be finite when the term reaches a solver.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    ///
    ///     let half = Term(x, 0.5)
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    func scaled(_ factor: Double) -> Term {
        Term(variable, coefficient * factor)
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
    }
}

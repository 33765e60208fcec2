/// An affine expression: a sum of terms plus a constant.
///
/// Terms are kept as written (a variable may occur twice); the solver merges
/// them when the expression enters a constraint.
///
///     let e = Expression([Term(x, 2), Term(y)], constant: -3)   // 2x + y - 3
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands, in the order written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    ///
    ///     let ten = Expression(constant: 10)
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    ///
    ///     let e = Expression(x)
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The value of the expression for the given variable values.
    ///
    ///     let v = e.value { solver.value(of: $0) }
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * valueOf(term.variable) }
        return sum
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// An affine expression: a sum of terms plus a constant.
///
/// Terms are kept as written (a variable may occur twice); the solver merges
/// them when the expression enters a constraint.
///
///     let e = LinearExpression([Term(x, 2), Term(y)], constant: -3)   // 2x + y - 3
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands, in the order written; up to three are stored inline
    /// (see TermList.swift), so operators and the solver use this instead of
    /// `terms`.
    var termList: TermList
    /// The constant summand.
    public var constant: Double

    /// The summands, in the order written.
    public var terms: [Term] {
        get { termList.array() }
        set { termList = TermList(newValue) }
    }

    /// Creates `Σ terms + constant`.
    ///
    ///     let ten = LinearExpression(constant: 10)
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.init(TermList(terms), constant: constant)
    }

    init(_ termList: TermList, constant: Double = 0) {
        self.termList = termList
        self.constant = constant
    }

    /// The expression `1·variable`.
    ///
    ///     let e = LinearExpression(x)
    public init(_ variable: Variable) {
        self.init(.one(Term(variable)))
    }

    /// The value of the expression for the given variable values.
    ///
    ///     let v = e.value { solver.value(of: $0) }
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        var sum = constant
        termList.forEach { sum += $0.coefficient * valueOf($0.variable) }
        return sum
    }

    public var description: String {
        var parts = termList.array().map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

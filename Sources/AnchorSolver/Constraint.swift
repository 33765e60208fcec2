/// `expression relation 0` with a strength.
///
/// Constraints have reference identity: the solver tracks the instance you
/// added, so keep it to remove it later. Changing the strength makes a new
/// constraint.
///
///     let c = Constraint(x + 2 * y - 3, .lessOrEqual, strength: .strong)
public final class Constraint: Sendable, CustomStringConvertible {
    /// Unique within the process; a stable key for callers' own tables.
    public let id: UInt64
    /// The left-hand side; the right-hand side is always 0.
    public let expression: LinearExpression
    /// How `expression` compares with 0.
    public let relation: Relation
    /// Required, or a level and weight.
    public let strength: Strength

    /// Creates `expression relation 0`.
    ///
    ///     let c = Constraint(LinearExpression(x), .greaterOrEqual)   // x >= 0
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.id = IdentityCounter.next()
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same relation with another strength, as a new constraint.
    ///
    ///     let stay = (x == 5).withStrength(.weak)
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// The relation between a constraint's expression and zero. Nested, so
    /// that it never competes with AnchorCore's `Relation` in a file that
    /// imports both.
    ///
    ///     let c = Constraint(x - 10, .greaterOrEqual)   // x - 10 >= 0
    public enum Relation: Sendable, Hashable, CustomStringConvertible {
        case lessOrEqual, equal, greaterOrEqual

        public var description: String {
            switch self {
            case .lessOrEqual: "<="
            case .equal: "=="
            case .greaterOrEqual: ">="
            }
        }
    }

    public var description: String {
        "\(expression) \(relation) 0 (\(strength))"
    }
}

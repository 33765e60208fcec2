/// How the two sides of a constraint compare.
///
///     let relation: Relation = .greaterThanOrEqual
public enum Relation: Sendable, CaseIterable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator as written in a constraint's description: `<=`, `==` or `>=`.
    ///
    ///     Relation.equal.symbol == "=="
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation that holds after multiplying both sides by a negative number.
    ///
    ///     Relation.lessThanOrEqual.flipped == .greaterThanOrEqual
    public var flipped: Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

/// The four kinds of tableau columns. Symbols themselves are dense `Int` ids
/// handed out by the solver in creation order, which is what makes pivot
/// choices (smallest id first) reproducible.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The non-negative slack of an inequality (also the artificial variable).
    case slack
    /// A non-negative error of a non-required constraint; costs in the objective.
    case error
    /// Marks a required equality; fixed at zero, never chosen to enter.
    case dummy

    var isRestricted: Bool { self != .external }
    var isPivotable: Bool { self == .slack || self == .error }
}

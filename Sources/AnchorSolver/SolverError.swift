/// Why a solver operation was refused. Every throwing `Solver` method leaves
/// the solver exactly as it was before the call.
///
///     do { try solver.addConstraint(x == 1) } catch { print(error.description) }
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflicts`, the
    /// present required constraints (in the order they were added) that the
    /// simplex used to prove it. The set is sufficient and usually minimal,
    /// but minimality is not guaranteed.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint instance is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint instance is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a non-required strength.
    case requiredEditStrength(Variable)
    /// A non-required strength needs a finite, positive weight.
    case invalidStrength(Strength)
    /// A coefficient, constant, weight or suggested value is NaN or infinite,
    /// or a computation with it would overflow.
    case nonFiniteNumber(String)
    /// The objective can decrease without bound (cannot happen with positive
    /// weights; reported rather than looping forever).
    case unboundedObjective
    /// The tableau contradicts an invariant; indicates a solver bug.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            if conflicts.isEmpty {
                return "Unsatisfiable required constraint \(constraint): it cannot hold on its own."
            }
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "Unsatisfiable required constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "Duplicate constraint \(constraint): it is already in the solver."
        case let .unknownConstraint(constraint):
            return "Unknown constraint \(constraint): it is not in the solver."
        case let .duplicateEditVariable(variable):
            return "Duplicate edit variable \(variable)."
        case let .unknownEditVariable(variable):
            return "Unknown edit variable \(variable): call addEditVariable first."
        case let .requiredEditStrength(variable):
            return "Edit variable \(variable) cannot have a required strength."
        case let .invalidStrength(strength):
            return "Invalid strength \(strength): the weight must be finite and positive."
        case let .nonFiniteNumber(what):
            return "Non-finite number rejected: \(what)."
        case .unboundedObjective:
            return "The objective is unbounded."
        case let .internalInconsistency(what):
            return "Internal solver inconsistency: \(what)."
        }
    }
}

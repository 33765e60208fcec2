import AnchorHeadless
import Foundation

/// The problem carried by an `.invalidConstraint` error, for cases (NaN) where
/// `==` on the whole error cannot be used.
public func problem(of error: LayoutError?) -> ConstraintProblem? {
    guard case let .invalidConstraint(_, problem)? = error else { return nil }
    return problem
}

/// The constraint description carried by an `.invalidConstraint` error.
public func constraintText(of error: LayoutError?) -> String? {
    guard case let .invalidConstraint(text, _)? = error else { return nil }
    return text
}

extension ConstraintProblem {
    /// The value of a `.nonFiniteConstant` problem (NaN is not `==` to itself).
    public var nonFiniteConstant: CGFloat? {
        if case let .nonFiniteConstant(value) = self { value } else { nil }
    }

    /// The value of a `.nonFiniteMultiplier` problem.
    public var nonFiniteMultiplier: CGFloat? {
        if case let .nonFiniteMultiplier(value) = self { value } else { nil }
    }

    /// The priority of a `.priorityOutOfRange` problem.
    public var outOfRangePriority: Priority? {
        if case let .priorityOutOfRange(value) = self { value } else { nil }
    }
}

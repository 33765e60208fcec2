// Concrete overloads only (no generics, no protocols): a handful of exact
// signatures keeps `x + 2 * y - 3 <= z` quick to type-check.

// MARK: Building expressions

extension LinearExpression {
    fileprivate func scaled(_ factor: Double) -> LinearExpression {
        LinearExpression(termList.scaled(factor), constant: constant * factor)
    }

    /// `self + sign · other`: inline while there are at most three terms,
    /// else with a single allocation.
    fileprivate func adding(_ other: LinearExpression, sign: Double = 1) -> LinearExpression {
        var out = termList
        out.reserveCapacity(termList.count + other.termList.count)
        other.termList.forEach { out.append($0.scaled(sign)) }
        return LinearExpression(out, constant: constant + sign * other.constant)
    }

    /// `self + coefficient · variable`.
    fileprivate func adding(_ variable: Variable, _ coefficient: Double) -> LinearExpression {
        var out = termList
        out.append(Term(variable, coefficient))
        return LinearExpression(out, constant: constant)
    }

    /// `variable + sign · other`; `l == w * 0.5` and the like come through
    /// here. The terms are visited with `forEach`, which reads them from the
    /// borrowed list: a `switch` over `other.termList` copied the whole
    /// expression first.
    fileprivate static func combining(_ variable: Variable, _ other: LinearExpression, sign: Double) -> LinearExpression {
        var out = TermList.one(Term(variable))
        out.reserveCapacity(1 + other.termList.count)
        other.termList.forEach { out.append($0.scaled(sign)) }
        return LinearExpression(out, constant: sign * other.constant)
    }
}

/// `x + y`, `e + 3`, … build expressions.
///
///     let e = x + 2 * y + 3
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(rhs, 1) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression.combining(lhs, rhs, sign: 1) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(.two(Term(lhs), Term(rhs))) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.termList, constant: lhs.constant + rhs) }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(rhs.termList, constant: lhs + rhs.constant) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(.one(Term(lhs)), constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(.one(Term(rhs)), constant: lhs) }

/// `x - y`, `e - 3`, … build expressions.
///
///     let gap = right - left - 8
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs, sign: -1) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(rhs, -1) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression.combining(lhs, rhs, sign: -1) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(.two(Term(lhs), Term(rhs, -1))) }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.termList, constant: lhs.constant - rhs) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(-1) + lhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(.one(Term(lhs)), constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(.one(Term(rhs, -1)), constant: lhs) }

/// Negation.
///
///     let e = -x
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression(.one(Term(operand, -1))) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(-1) }

/// Scaling by a number.
///
///     let e = 2 * x
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(.one(Term(rhs, lhs))) }
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(.one(Term(lhs, rhs))) }
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(lhs) }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(rhs) }

/// Division by a number.
///
///     let mid = (left + right) / 2
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(.one(Term(lhs, 1 / rhs))) }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(1 / rhs) }

// MARK: Building constraints (required; use `withStrength(_:)` to relax)

/// `lhs == rhs` as a required constraint.
///
///     let c = xm * 2 == xl + xr
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }

/// `lhs <= rhs` as a required constraint.
///
///     let c = x + 10 <= y
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }

/// `lhs >= rhs` as a required constraint.
///
///     let c = width >= 10
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

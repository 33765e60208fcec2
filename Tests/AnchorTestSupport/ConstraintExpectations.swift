import AnchorHeadless
import Foundation
import Testing

/// What a constraint built by the DSL must look like, field by field.
public struct ExpectedConstraint {
    public var firstItem: any LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var secondItem: (any LayoutItem)?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: CGFloat
    public var constant: CGFloat
    public var priority: Priority
    public var problem: ConstraintProblem?

    /// `first.firstAttribute relation second.secondAttribute × multiplier + constant @priority`.
    public init(
        _ firstItem: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ secondItem: (any LayoutItem)?, _ secondAttribute: LayoutAttribute?,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Priority = .required,
        problem: ConstraintProblem? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.problem = problem
    }
}

/// Checks every field of `constraint`: items by identity, attributes,
/// relation, multiplier, constant, priority, `problem`, and that it is inactive.
public func expectConstraint(
    _ constraint: LayoutConstraint,
    _ firstItem: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
    _ secondItem: (any LayoutItem)?, _ secondAttribute: LayoutAttribute?,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Priority = .required,
    problem: ConstraintProblem? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = ExpectedConstraint(
        firstItem, firstAttribute, relation, secondItem, secondAttribute,
        multiplier: multiplier, constant: constant, priority: priority, problem: problem
    )
    expectConstraint(constraint, expected, sourceLocation: sourceLocation)
}

/// Checks every field of `constraint` against `expected`; built constraints
/// must be inactive unless `active` says otherwise.
public func expectConstraint(
    _ constraint: LayoutConstraint, _ expected: ExpectedConstraint, active: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = constraint.description
    expectIdentical(constraint.firstItem, expected.firstItem, "firstItem of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.firstAttribute, expected.firstAttribute, "firstAttribute of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.relation, expected.relation, "relation of \(actual)", sourceLocation: sourceLocation)
    expectIdentical(constraint.secondItem, expected.secondItem, "secondItem of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.secondAttribute, expected.secondAttribute, "secondAttribute of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.multiplier, expected.multiplier, "multiplier of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.constant, expected.constant, "constant of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.priority, expected.priority, "priority of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.problem, expected.problem, "problem of \(actual)", sourceLocation: sourceLocation)
    expectEqual(constraint.isActive, active, "isActive of \(actual)", sourceLocation: sourceLocation)
}

/// Checks that `constraints` match `expected` one by one, in order.
public func expectConstraints(
    _ constraints: [LayoutConstraint], _ expected: [ExpectedConstraint], active: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let sameCount = constraints.count == expected.count
    #expect(sameCount, "\(constraints.count) constraints, expected \(expected.count): \(constraints)", sourceLocation: sourceLocation)
    for (constraint, expectation) in zip(constraints, expected) {
        expectConstraint(constraint, expectation, active: active, sourceLocation: sourceLocation)
    }
}

/// Checks the reason a constraint cannot be activated.
public func expectProblem(
    _ constraint: LayoutConstraint, _ problem: ConstraintProblem?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = constraint.problem
    expectEqual(actual, problem, "problem of \(constraint)", sourceLocation: sourceLocation)
}

/// Every field of a constraint in one string, items by identity, to compare
/// lists of constraints built in different ways.
public func constraintFields(_ c: LayoutConstraint) -> String {
    let first = c.firstItem.map { "\(ObjectIdentifier($0))" } ?? "nil"
    let second = c.secondItem.map { "\(ObjectIdentifier($0))" } ?? "nil"
    return "\(first).\(c.firstAttribute) \(c.relation) \(second).\(String(describing: c.secondAttribute))"
        + " ×\(c.multiplier) +\(c.constant) @\(c.priority)"
}

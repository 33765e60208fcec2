import Foundation
import AnchorModel
import Testing

/// Routes every diagnostic that a test does not capture itself into a test
/// failure, so nothing reaches the default standard-error handler and an
/// unexpected report is never silent. `LayoutDiagnostics.capture` inside a test
/// still sees its own errors (the inner binding wins).
struct FailOnUnexpectedDiagnostics: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await LayoutDiagnostics.$handler.withValue({ error in
            Issue.record("Unexpected diagnostic: \(error)")
        }) {
            try await function()
        }
    }
}

extension Trait where Self == FailOnUnexpectedDiagnostics {
    /// Turns uncaptured `LayoutDiagnostics` reports into test failures.
    static var failOnUnexpectedDiagnostics: Self { Self() }
}

/// Runs `body` and expects it to report nothing.
func expectNoDiagnostics(
    sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    let errors = LayoutDiagnostics.capture(body)
    #expect(errors.isEmpty, "unexpected diagnostics: \(errors)", sourceLocation: sourceLocation)
}

/// The problem carried by an `.invalidConstraint` error, for cases (NaN) where
/// `==` on the whole error cannot be used.
func problem(of error: LayoutError?) -> ConstraintProblem? {
    guard case let .invalidConstraint(_, problem)? = error else { return nil }
    return problem
}

/// The constraint description carried by an `.invalidConstraint` error.
func constraintText(of error: LayoutError?) -> String? {
    guard case let .invalidConstraint(text, _)? = error else { return nil }
    return text
}

/// A root with two children, `a` and `b`, each with one child, `a1` and `b1`.
struct Tree {
    let root = View(name: "root")
    let a = View(name: "a")
    let b = View(name: "b")
    let a1 = View(name: "a1")
    let b1 = View(name: "b1")

    init() {
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        b.addSubview(b1)
    }
}

/// `first.firstAttribute == second.secondAttribute`, built with the raw initializer.
func equal(
    _ first: any LayoutItem, _ firstAttribute: LayoutAttribute,
    _ second: any LayoutItem, _ secondAttribute: LayoutAttribute, constant: CGFloat = 0
) -> LayoutConstraint {
    LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: .equal,
        toItem: second, attribute: secondAttribute, constant: constant
    )
}

/// `item.width == value`, built with the raw initializer.
func width(_ item: any LayoutItem, _ value: CGFloat) -> LayoutConstraint {
    LayoutConstraint(item: item, attribute: .width, relatedBy: .equal, constant: value)
}

extension ConstraintProblem {
    /// The value of a `.nonFiniteConstant` problem (NaN is not `==` to itself).
    var nonFiniteConstant: CGFloat? {
        if case let .nonFiniteConstant(value) = self { value } else { nil }
    }

    /// The value of a `.nonFiniteMultiplier` problem.
    var nonFiniteMultiplier: CGFloat? {
        if case let .nonFiniteMultiplier(value) = self { value } else { nil }
    }

    /// The priority of a `.priorityOutOfRange` problem.
    var outOfRangePriority: Priority? {
        if case let .priorityOutOfRange(value) = self { value } else { nil }
    }
}

/// `#expect(actual == expected)` with the expected literal typed from `actual`,
/// which keeps array and enum literals fast to type-check.
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if actual != expected {
        Issue.record("Expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }
}

/// Constraints by identity, for comparing `view.constraints` with an expected list.
func ids(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] {
    constraints.map(ObjectIdentifier.init)
}

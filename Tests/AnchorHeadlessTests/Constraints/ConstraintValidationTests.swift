import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Bad input given through the raw initializer: each is rejected on activation
/// with an exact error, nothing is installed and no view is touched.
@Suite(.failOnUnexpectedDiagnostics)
struct ConstraintValidationTests {
    /// Activates `constraint` through `isActive` and through `activateOrThrow`,
    /// expecting exactly `expected` both times and no change to `views`.
    private func expectRejected(
        _ constraint: LayoutConstraint, _ expected: LayoutError, views: [View],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let errors = LayoutDiagnostics.capture { constraint.isActive = true }
        expectEqual(errors, [expected], sourceLocation: sourceLocation)
        #expect(throws: expected, sourceLocation: sourceLocation) { try LayoutConstraint.activateOrThrow([constraint]) }
        #expect(!constraint.isActive, sourceLocation: sourceLocation)
        for view in views {
            #expect(view.constraints.isEmpty, "\(view)", sourceLocation: sourceLocation)
            #expect(view.translatesAutoresizingMaskIntoConstraints, "\(view)", sourceLocation: sourceLocation)
        }
    }

    /// `LayoutItem` asks only for a name, so an item of another layout
    /// system can adopt it; relating one to a headless view is refused.
    @Test func relatingAHeadlessViewToAnItemOfAnotherSystemIsRefused() {
        let root = View(name: "root")
        let marker = Marker()
        expectEqual(marker.name, "Marker")
        let c = equal(root, .top, marker, .top)
        expectEqual(c.problem, .mixedLayoutSystems(first: "root", second: "Marker"))
        expectRejected(c, .invalidConstraint(
            constraint: "root.top == Marker.top", problem: .mixedLayoutSystems(first: "root", second: "Marker")),
            views: [root])
    }

    @Test func noCommonAncestorNamesBothItems() {
        let a = View(name: "a")
        let b = View(name: "b")
        let c = equal(a, .top, b, .bottom, constant: 8)
        expectEqual(c.problem, nil)  // a hierarchy problem, not a problem of the constraint itself
        let expected = LayoutError.invalidConstraint(
            constraint: "a.top == b.bottom + 8", problem: .noCommonAncestor(first: "a", second: "b"))
        expectRejected(c, expected, views: [a, b])
        expectEqual(
            expected.description,
            "Invalid constraint a.top == b.bottom + 8: 'a' and 'b' have no common ancestor; add both to one view hierarchy before activating")
    }

    @Test func noCommonAncestorWithGuidesUsesQualifiedNames() {
        let tree = Tree()
        let other = View(name: "other")
        let c = equal(other.layoutMarginsGuide, .leading, tree.a, .leading)
        expectRejected(c, .invalidConstraint(
            constraint: "other.margins.leading == a.leading",
            problem: .noCommonAncestor(first: "other.margins", second: "a")), views: [other, tree.root, tree.a])
    }

    @Test func guideNotAddedToAnyView() {
        let root = View(name: "root")
        let guide = LayoutGuide(name: "column")
        let expectedProblem = ConstraintProblem.guideWithoutOwner(guide: "column")
        expectRejected(equal(guide, .top, root, .top),
                       .invalidConstraint(constraint: "column.top == root.top", problem: expectedProblem), views: [root])
        expectRejected(equal(root, .top, guide, .top),
                       .invalidConstraint(constraint: "root.top == column.top", problem: expectedProblem), views: [root])
        expectRejected(width(guide, 10),
                       .invalidConstraint(constraint: "column.width == 10", problem: expectedProblem), views: [root])
        expectEqual(
            expectedProblem.description,
            "layout guide 'column' is not owned by a view; add it with addLayoutGuide(_:) first")
    }

    @Test func guideRemovedFromItsOwnerIsWithoutOwner() {
        let root = View(name: "root")
        let guide = LayoutGuide(name: "column")
        root.addLayoutGuide(guide)
        root.removeLayoutGuide(guide)
        expectRejected(width(guide, 10),
                       .invalidConstraint(constraint: "column.width == 10", problem: .guideWithoutOwner(guide: "column")),
                       views: [root])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteConstant(value: CGFloat) {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top, constant: value)
        expectEqual(c.problem?.nonFiniteConstant?.isNaN, value.isNaN)
        expectEqual(c.problem?.nonFiniteConstant?.isInfinite, value.isInfinite)
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(errors.count, 1)
        expectEqual(problem(of: errors.first)?.nonFiniteConstant?.isFinite, false)
        #expect(!c.isActive)
        #expect(tree.root.constraints.isEmpty)
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func nonFiniteConstantMessages() {
        let tree = Tree()
        let errors = LayoutDiagnostics.capture {
            equal(tree.a, .top, tree.b, .top, constant: .nan).isActive = true
            equal(tree.a, .top, tree.b, .top, constant: -.infinity).isActive = true
            width(tree.a, .infinity).isActive = true
        }
        expectEqual(errors.map(\.description), [
            "Invalid constraint a.top == b.top + nan: the constant nan is not a finite number",
            "Invalid constraint a.top == b.top - inf: the constant -inf is not a finite number",
            "Invalid constraint a.width == inf: the constant inf is not a finite number",
        ])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteMultiplier(value: CGFloat) {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal,
                                 toItem: tree.b, attribute: .width, multiplier: value)
        expectEqual(c.problem?.nonFiniteMultiplier?.isNaN, value.isNaN)
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(errors.count, 1)
        expectEqual(problem(of: errors.first)?.nonFiniteMultiplier?.isFinite, false)
        expectEqual(constraintText(of: errors.first), "a.width == b.width * \(value)")
        #expect(!c.isActive)
        #expect(tree.root.constraints.isEmpty)
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func nonFiniteMultiplierMessage() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal,
                                 toItem: tree.b, attribute: .width, multiplier: .infinity)
        expectEqual(c.problem, .nonFiniteMultiplier(.infinity))
        expectRejected(c, .invalidConstraint(constraint: "a.width == b.width * inf", problem: .nonFiniteMultiplier(.infinity)),
                       views: [tree.root, tree.a, tree.b])
        expectEqual(ConstraintProblem.nonFiniteMultiplier(.infinity).description, "the multiplier inf is not a finite number")
    }

    @Test func nonFiniteMultiplierIsReportedBeforeTheConstantItSpoils() {
        // `b.width / 0` gives multiplier inf and constant 0/0 = NaN: the cause is the multiplier.
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal,
                                 toItem: tree.b, attribute: .width, multiplier: .infinity, constant: .nan)
        expectEqual(c.problem, .nonFiniteMultiplier(.infinity))
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(errors.map(\.description), ["Invalid constraint a.width == b.width * inf + nan: the multiplier inf is not a finite number"])
    }

    @Test(arguments: [LayoutAttribute.left, .right, .leading, .trailing, .centerX, .top, .bottom, .centerY,
                      .firstBaseline, .lastBaseline])
    func positionEqualToAConstant(attribute: LayoutAttribute) {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: attribute, relatedBy: .equal, constant: 10)
        expectEqual(c.problem, .positionEqualsConstant(attribute))
        expectRejected(c, .invalidConstraint(constraint: "a.\(attribute) == 10", problem: .positionEqualsConstant(attribute)),
                       views: [tree.root, tree.a])
    }

    @Test func positionEqualsConstantMessage() {
        expectEqual(
            ConstraintProblem.positionEqualsConstant(.left).description,
            "a position (left) cannot equal a constant; relate it to another item's anchor")
    }

    @Test func positionWithAZeroMultiplierIsAConstant() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .left, relatedBy: .equal,
                                 toItem: tree.b, attribute: .left, multiplier: 0, constant: 10)
        expectEqual(c.problem, .positionEqualsConstant(.left))
        expectRejected(c, .invalidConstraint(constraint: "a.left == b.left * 0 + 10", problem: .positionEqualsConstant(.left)),
                       views: [tree.root, tree.a, tree.b])
    }

    @Test func dimensionWithAZeroMultiplierIsAllowed() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal,
                                 toItem: tree.b, attribute: .width, multiplier: 0, constant: 10)
        expectEqual(c.problem, nil)
        expectNoDiagnostics { c.isActive = true }
        #expect(c.isActive)
    }

    @Test(arguments: [Priority(0), Priority(1001), Priority(-1)])
    func priorityOutOfRange(priority: Priority) {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, constant: 10, priority: priority)
        expectEqual(c.problem, .priorityOutOfRange(priority))
        expectRejected(c, .invalidConstraint(constraint: "a.width == 10 @\(priority)", problem: .priorityOutOfRange(priority)),
                       views: [tree.root, tree.a])
    }

    @Test func nanPriority() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, constant: 10, priority: Priority(.nan))
        expectEqual(c.problem?.outOfRangePriority?.rawValue.isNaN, true)
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(errors.map(\.description), ["Invalid constraint a.width == 10 @nan: the priority nan is outside 1…1000"])
        #expect(!c.isActive)
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func priorityBoundsAreValid() {
        let tree = Tree()
        let low = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, constant: 10, priority: 1)
        let high = LayoutConstraint(item: tree.a, attribute: .height, relatedBy: .equal, constant: 10, priority: 1000)
        expectEqual(low.problem, nil)
        expectEqual(high.problem, nil)
        expectNoDiagnostics { LayoutConstraint.activate([low, high]) }
        #expect(low.isActive && high.isActive)
    }

    @Test(arguments: [(LayoutAttribute.left, LayoutAttribute.leading), (.leading, .left), (.right, .trailing),
                      (.trailing, .right), (.left, .trailing), (.leading, .right)])
    func mixedDirectionality(first: LayoutAttribute, second: LayoutAttribute) {
        let tree = Tree()
        let c = equal(tree.a, first, tree.b, second)
        expectEqual(c.problem, .mixedDirectionality(first, second))
        expectRejected(c, .invalidConstraint(constraint: "a.\(first) == b.\(second)", problem: .mixedDirectionality(first, second)),
                       views: [tree.root, tree.a, tree.b])
    }

    @Test func mixedDirectionalityMessage() {
        expectEqual(
            ConstraintProblem.mixedDirectionality(.left, .leading).description,
            "left and leading cannot be related: one is absolute (left/right), the other directional (leading/trailing)")
    }

    @Test(arguments: [(LayoutAttribute.left, LayoutAttribute.right), (.leading, .trailing), (.centerX, .leading),
                      (.centerX, .left), (.top, .firstBaseline), (.lastBaseline, .centerY), (.width, .height)])
    func compatibleAttributesAreAccepted(first: LayoutAttribute, second: LayoutAttribute) {
        let tree = Tree()
        let c = equal(tree.a, first, tree.b, second)
        expectEqual(c.problem, nil)
        expectNoDiagnostics { c.isActive = true }
        #expect(c.isActive)
    }

    @Test(arguments: [(LayoutAttribute.left, LayoutAttribute.top), (.top, .leading), (.width, .left),
                      (.centerY, .height), (.height, .firstBaseline), (.centerX, .centerY)])
    func incompatibleAxes(first: LayoutAttribute, second: LayoutAttribute) {
        let tree = Tree()
        let c = equal(tree.a, first, tree.b, second)
        expectEqual(c.problem, .incompatibleAttributes(first, second))
        expectRejected(c, .invalidConstraint(constraint: "a.\(first) == b.\(second)", problem: .incompatibleAttributes(first, second)),
                       views: [tree.root, tree.a, tree.b])
    }

    @Test func incompatibleAxesMessage() {
        expectEqual(
            ConstraintProblem.incompatibleAttributes(.width, .left).description,
            "width and left cannot be related: they lie on different axes")
    }

    @Test func secondItemWithoutSecondAttribute() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, toItem: tree.b, constant: 3)
        expectEqual(c.problem, .incompleteSecondSide)
        expectRejected(c, .invalidConstraint(constraint: "a.width == 3", problem: .incompleteSecondSide),
                       views: [tree.root, tree.a, tree.b])
    }

    @Test func secondAttributeWithoutSecondItem() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, attribute: .width, constant: 3)
        expectEqual(c.problem, .incompleteSecondSide)
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(problem(of: errors.first), .incompleteSecondSide)
        expectEqual(errors.count, 1)
        #expect(!c.isActive)
        expectEqual(
            ConstraintProblem.incompleteSecondSide.description,
            "the second item and the second attribute must both be given, or neither")
    }

    @Test func validConstraintsHaveNoProblem() {
        let tree = Tree()
        expectEqual(equal(tree.a, .top, tree.b, .bottom, constant: -8).problem, nil)
        expectEqual(width(tree.a, 44).problem, nil)
        expectEqual(LayoutConstraint(item: tree.a, attribute: .height, relatedBy: .greaterThanOrEqual, constant: 0).problem, nil)
        expectEqual(width(tree.a.safeAreaLayoutGuide, 1).problem, nil)
    }
}

/// Changing `constant` and `priority`: checked at once while active, stored
/// and checked on activation while inactive.
@Suite(.failOnUnexpectedDiagnostics)
struct MutationValidationTests {
    @Test func activeConstantAcceptsFiniteValues() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top, constant: 8)
        c.isActive = true
        expectNoDiagnostics { c.constant = -12.5 }
        expectEqual(c.constant, -12.5)
        expectEqual(c.description, "a.top == b.top - 12.5")
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func activeConstantRejectsNonFiniteValues(value: CGFloat) {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top, constant: 8)
        c.isActive = true
        let errors = LayoutDiagnostics.capture { c.constant = value }
        expectEqual(errors.count, 1)
        expectEqual(constraintText(of: errors.first), "a.top == b.top + 8")
        expectEqual(problem(of: errors.first)?.nonFiniteConstant?.isNaN, value.isNaN)
        expectEqual(problem(of: errors.first)?.nonFiniteConstant?.isInfinite, value.isInfinite)
        expectEqual(c.constant, 8)
        #expect(c.isActive)
        expectEqual(c.problem, nil)
    }

    @Test func activeConstantErrorMessage() {
        let tree = Tree()
        let c = width(tree.a, 44)
        c.isActive = true
        let errors = LayoutDiagnostics.capture { c.constant = .infinity }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == 44", problem: .nonFiniteConstant(.infinity))])
        expectEqual(errors.first?.description, "Invalid constraint a.width == 44: the constant inf is not a finite number")
    }

    @Test func inactiveConstantIsStoredAndRejectedOnActivation() {
        let tree = Tree()
        let c = width(tree.a, 44)
        expectNoDiagnostics { c.constant = .infinity }
        expectEqual(c.constant, .infinity)
        expectEqual(c.problem, .nonFiniteConstant(.infinity))
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == inf", problem: .nonFiniteConstant(.infinity))])
        #expect(!c.isActive)
        // Fixing the value makes it activatable.
        c.constant = 40
        expectNoDiagnostics { c.isActive = true }
        #expect(c.isActive)
    }

    @Test func deactivatedConstantIsStoredAgain() {
        let tree = Tree()
        let c = width(tree.a, 44)
        c.isActive = true
        c.isActive = false
        expectNoDiagnostics { c.constant = .nan }
        #expect(c.constant.isNaN)
        expectEqual(c.problem?.nonFiniteConstant?.isNaN, true)
    }

    @Test func activePriorityAcceptsChangesBelowRequired() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, constant: 44, priority: .high)
        c.isActive = true
        expectNoDiagnostics {
            c.priority = 999
            c.priority = 1
        }
        expectEqual(c.priority, Priority(1))
        expectEqual(c.description, "a.width == 44 @1")
    }

    @Test(arguments: [Priority(0), Priority(1001), Priority(-1)])
    func activePriorityRejectsOutOfRange(priority: Priority) {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, constant: 44, priority: .high)
        c.isActive = true
        let errors = LayoutDiagnostics.capture { c.priority = priority }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == 44 @750", problem: .priorityOutOfRange(priority))])
        expectEqual(c.priority, .high)
        #expect(c.isActive)
    }

    @Test func activePriorityRejectsNaN() {
        let tree = Tree()
        let c = width(tree.a, 44)
        c.isActive = true
        let errors = LayoutDiagnostics.capture { c.priority = Priority(.nan) }
        expectEqual(errors.count, 1)
        expectEqual(problem(of: errors.first)?.outOfRangePriority?.rawValue.isNaN, true)
        expectEqual(c.priority, .required)
    }

    @Test func activePriorityCannotLeaveRequired() {
        let tree = Tree()
        let c = width(tree.a, 44)
        c.isActive = true
        let errors = LayoutDiagnostics.capture { c.priority = 999 }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == 44", problem: .requiredPriorityChange(from: 1000, to: 999))])
        expectEqual(
            errors.first?.description,
            "Invalid constraint a.width == 44: an active constraint's priority cannot move across required (1000 to 999); deactivate it first"
        )
        expectEqual(c.priority, .required)
    }

    @Test func activePriorityCannotBecomeRequired() {
        let tree = Tree()
        let c = LayoutConstraint(item: tree.a, attribute: .width, relatedBy: .equal, constant: 44, priority: 999)
        c.isActive = true
        let errors = LayoutDiagnostics.capture { c.priority = .required }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == 44 @999", problem: .requiredPriorityChange(from: 999, to: 1000))])
        expectEqual(c.priority, 999)
    }

    @Test func inactivePriorityIsStoredAndRejectedOnActivation() {
        let tree = Tree()
        let c = width(tree.a, 44)
        expectNoDiagnostics {
            c.priority = 999     // across required: fine while inactive
            c.priority = 1001    // out of range: stored
        }
        expectEqual(c.priority, 1001)
        expectEqual(c.problem, .priorityOutOfRange(1001))
        let errors = LayoutDiagnostics.capture { c.isActive = true }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == 44 @1001", problem: .priorityOutOfRange(1001))])
        #expect(!c.isActive)
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
    }
}

@Suite struct BaselineValidationTests {
    @Test func aGuideHasNoBaselines() {
        let root = View(name: "root"), label = View(name: "label")
        root.addSubview(label)
        let guide = root.safeAreaLayoutGuide
        let onGuide = LayoutConstraint(
            item: guide, attribute: .firstBaseline, relatedBy: .equal, toItem: label, attribute: .firstBaseline
        )
        let toGuide = LayoutConstraint(
            item: label, attribute: .lastBaseline, relatedBy: .equal, toItem: guide, attribute: .lastBaseline
        )
        let between = LayoutConstraint(
            item: label, attribute: .lastBaseline, relatedBy: .equal, toItem: root, attribute: .firstBaseline
        )
        expectEqual(onGuide.problem, .baselineOfGuide(guide: "root.safeArea", attribute: .firstBaseline))
        expectEqual(toGuide.problem, .baselineOfGuide(guide: "root.safeArea", attribute: .lastBaseline))
        expectEqual(between.problem, nil)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([toGuide]) }
        expectEqual(errors.count, 1)
        #expect(!toGuide.isActive)
    }
}

/// An item of some other layout system, with no name of its own.
private final class Marker: LayoutItem {}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

private let file = "AnchorDSLTests/BadInputTests.swift"

@Suite(.failOnUnexpectedDiagnostics)
struct BadInputTests {
    let root, a, b: View

    init() {
        (root, a, b, _, _) = Tree().views
    }

    /// Activates `constraint` (reported) and with `activateOrThrow` (thrown),
    /// returning the reported errors after checking that nothing changed and
    /// that both paths agree.
    private func rejections(
        of constraint: LayoutConstraint, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [LayoutError] {
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([constraint]) }
        expectEqual(errors.count, 1, sourceLocation: sourceLocation)
        var thrown: LayoutError?
        do { try LayoutConstraint.activateOrThrow([constraint]) } catch { thrown = error }
        expectEqual(thrown?.description, errors.first?.description, sourceLocation: sourceLocation)
        expectUnchanged(constraint, sourceLocation: sourceLocation)
        return errors
    }

    private func expectUnchanged(
        _ constraints: LayoutConstraint..., sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for constraint in constraints { #expect(!constraint.isActive, sourceLocation: sourceLocation) }
        for view in [root, a, b] {
            #expect(view.constraints.isEmpty, "\(view)", sourceLocation: sourceLocation)
            #expect(view.translatesAutoresizingMaskIntoConstraints, "\(view)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Hierarchy

    @Test func noCommonAncestorNamesBothItems() {
        let stranger = View(name: "stranger")
        let line = #line + 1
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate { a.top == stranger.bottom + 8 } }
        let expected = LayoutError.invalidConstraint(
            constraint: "a.top == stranger.bottom + 8 (\(file):\(line))",
            problem: .noCommonAncestor(first: "a", second: "stranger"))
        expectEqual(errors, [expected])
        let message = """
            Invalid constraint a.top == stranger.bottom + 8 (\(file):\(line)): \
            'a' and 'stranger' have no common ancestor; add both to one view hierarchy before activating
            """
        expectEqual(expected.description, message)
        expectUnchanged()
        #expect(stranger.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func activateOrThrowThrowsTheFirstErrorAndChangesNothing() {
        let stranger = View(name: "stranger")
        let guide = LayoutGuide(name: "loose")
        let line = #line + 5  // the line of `b.top == stranger.top`
        var thrown: LayoutError?
        do {
            try LayoutConstraint.activateOrThrow {
                a.top == root.top
                b.top == stranger.top
                guide.width == 10
            }
        } catch {
            thrown = error
        }
        let expected = LayoutError.invalidConstraint(
            constraint: "b.top == stranger.top (\(file):\(line))", problem: .noCommonAncestor(first: "b", second: "stranger"))
        expectEqual(thrown, expected)
        expectUnchanged()
    }

    @Test func guideNotAddedToAnyView() {
        let guide = LayoutGuide(name: "column")
        let c = a.leading == guide.leading
        expectEqual(rejections(of: c), [.invalidConstraint(
            constraint: "a.leading == column.leading", problem: .guideWithoutOwner(guide: "column"))])
        let d = guide.width == 100
        expectEqual(rejections(of: d), [.invalidConstraint(
            constraint: "column.width == 100", problem: .guideWithoutOwner(guide: "column"))])
    }

    @Test func firstItemIsAGuideOfAnUnrelatedView() {
        let other = View(name: "other")
        let c = other.safeAreaLayoutGuide.top == a.top
        expectEqual(rejections(of: c), [.invalidConstraint(
            constraint: "other.safeArea.top == a.top", problem: .noCommonAncestor(first: "other.safeArea", second: "a"))])
        #expect(other.translatesAutoresizingMaskIntoConstraints)
    }

    // MARK: Non-finite numbers

    @Test func nanMultiplier() {
        let c = a.width == b.width * .nan
        expectEqual(c.problem?.nonFiniteMultiplier?.isNaN, true)
        let errors = rejections(of: c)
        expectEqual(problem(of: errors.first)?.nonFiniteMultiplier?.isNaN, true)
        let message = errors.first?.description ?? ""
        expectContains(message, "the multiplier nan is not a finite number")
    }

    @Test func infiniteMultiplier() {
        let c = a.width == b.width * .infinity
        expectEqual(c.problem, .nonFiniteMultiplier(.infinity))
        expectEqual(rejections(of: c).first.flatMap(problem(of:)), .nonFiniteMultiplier(.infinity))
    }

    @Test func divisionByZeroIsAnInfiniteMultiplier() {
        let c = a.width == b.width / 0
        expectEqual(c.problem, .nonFiniteMultiplier(.infinity))
        let errors = rejections(of: c)
        expectEqual(problem(of: errors.first), .nonFiniteMultiplier(.infinity))
        let message = errors.first?.description ?? ""
        expectContains(message, "the multiplier inf is not a finite number")
    }

    @Test func nonFiniteMultiplierOnTheLeftSide() {
        let infinite = a.width * .infinity == b.width
        expectEqual(infinite.problem, .nonFiniteMultiplier(.infinity))
        _ = rejections(of: infinite)
        let divided = a.width / 0 == 44
        expectEqual(divided.problem, .nonFiniteMultiplier(.infinity))
        _ = rejections(of: divided)
        let nan = a.height * .nan >= b.height
        expectEqual(nan.problem?.nonFiniteMultiplier?.isNaN, true)
        _ = rejections(of: nan)
    }

    @Test func infiniteConstant() {
        let c = a.width == .infinity
        expectEqual(c.problem, .nonFiniteConstant(.infinity))
        expectEqual(rejections(of: c), [.invalidConstraint(constraint: "a.width == inf", problem: .nonFiniteConstant(.infinity))])
        let negative = a.height >= -CGFloat.infinity
        expectEqual(rejections(of: negative), [.invalidConstraint(
            constraint: "a.height >= -inf", problem: .nonFiniteConstant(-.infinity))])
    }

    @Test func nanConstant() {
        let c = a.top == b.top + .nan
        expectEqual(c.problem?.nonFiniteConstant?.isNaN, true)
        let errors = rejections(of: c)
        expectEqual(problem(of: errors.first)?.nonFiniteConstant?.isNaN, true)
        expectEqual(errors.first?.description, "Invalid constraint a.top == b.top + nan: the constant nan is not a finite number")
    }

    @Test func infiniteOffsetOnTheLeftSide() {
        let c = a.leading + .infinity == b.leading
        expectEqual(c.problem, .nonFiniteConstant(-.infinity))
        _ = rejections(of: c)
    }

    // MARK: Zero multipliers

    @Test func zeroMultiplierOnTheFirstItem() {
        let c = a.width * 0 == b.width
        expectEqual(c.problem, .zeroFirstItemMultiplier)
        let errors = rejections(of: c)
        expectEqual(problem(of: errors.first), .zeroFirstItemMultiplier)
        let message = errors.first?.description ?? ""
        expectSuffix(message, ": the first item is multiplied by zero, so the constraint cannot determine it")
    }

    @Test func zeroMultiplierOnTheFirstItemAgainstAConstant() {
        let c = a.width * 0 == 44
        expectEqual(c.problem, .zeroFirstItemMultiplier)
        _ = rejections(of: c)
    }

    @Test func positionEqualToAConstantThroughAZeroMultiplier() {
        let c = a.left == b.left * 0 + 10
        expectEqual(c.problem, .positionEqualsConstant(.left))
        expectEqual(rejections(of: c), [.invalidConstraint(
            constraint: "a.left == b.left * 0 + 10", problem: .positionEqualsConstant(.left))])
    }

    @Test func dimensionThroughAZeroMultiplierIsAllowed() {
        let c = a.width == b.width * 0 + 10
        expectEqual(c.problem, nil)
        LayoutConstraint.activate([c])
        #expect(c.isActive)
    }

    // MARK: Priorities

    @Test(arguments: [Priority(0), Priority(1001), Priority(-1)])
    func priorityOutOfRangeThroughTilde(priority: Priority) {
        let c = a.width == 100 ~ priority
        expectEqual(c.priority, priority)
        expectEqual(c.problem, .priorityOutOfRange(priority))
        expectEqual(rejections(of: c), [.invalidConstraint(
            constraint: "a.width == 100 @\(priority)", problem: .priorityOutOfRange(priority))])
    }

    @Test func nanPriorityThroughTilde() {
        let c = a.width == 100 ~ Priority(.nan)
        let errors = rejections(of: c)
        expectEqual(problem(of: errors.first)?.outOfRangePriority?.rawValue.isNaN, true)
        expectEqual(errors.first?.description, "Invalid constraint a.width == 100 @nan: the priority nan is outside 1…1000")
    }

    @Test func outOfRangePriorityOnACompositeRejectsEveryPart() {
        let built = a.edges == root.edges ~ 0
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate(built) }
        expectEqual(errors.count, 4)
        expectEqual(errors.map { problem(of: $0) }, Array(repeating: .priorityOutOfRange(0), count: 4))
        expectUnchanged()
    }

    @Test func validPrioritiesThroughTilde() {
        let built = LayoutConstraint.activate {
            a.width == 100 ~ 1
            a.height == 100 ~ .high - 1
            b.width == 100 ~ .required
        }
        expectEqual(built.map(\.priority), [1, 749, 1000])
        #expect(built.allSatisfy { $0.isActive })
    }

    // MARK: Axes and direction

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func absoluteAgainstDirectional(leftFirst: Bool, nearEdges: Bool) {
        let absolute = nearEdges ? a.left : a.right
        let directional = nearEdges ? b.leading : b.trailing
        let c = leftFirst ? absolute == directional : directional == absolute
        let expected: ConstraintProblem = leftFirst
            ? .mixedDirectionality(absolute.attribute, directional.attribute)
            : .mixedDirectionality(directional.attribute, absolute.attribute)
        expectEqual(c.problem, expected)
        expectEqual(problem(of: rejections(of: c).first), expected)
    }

    @Test func absoluteAgainstDirectionalMessage() {
        let c = a.left == b.leading
        expectEqual(rejections(of: c), [.invalidConstraint(
            constraint: "a.left == b.leading", problem: .mixedDirectionality(.left, .leading))])
        expectEqual(
            ConstraintProblem.mixedDirectionality(.left, .leading).description,
            "left and leading cannot be related: one is absolute (left/right), the other directional (leading/trailing)")
    }

    @Test func centerXRelatesToEitherKind() {
        let built = LayoutConstraint.activate {
            a.centerX == b.leading
            a.centerX == b.left
        }
        #expect(built.allSatisfy { $0.isActive })
    }

    // MARK: Changing an active constraint

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func activeConstantRejectsNonFiniteValues(value: CGFloat) {
        let built = LayoutConstraint.activate { a.top == b.top + 8 }
        let c = built[0]
        let errors = LayoutDiagnostics.capture { c.constant = value }
        expectEqual(errors.count, 1)
        expectEqual(problem(of: errors.first)?.nonFiniteConstant?.isFinite, false)
        expectEqual(c.constant, 8)
        #expect(c.isActive)
    }

    @Test func activePriorityOutOfRangeIsRejected() {
        let c = LayoutConstraint.activate { a.width == 100 ~ .high }[0]
        let errors = LayoutDiagnostics.capture {
            c.priority = 0
            c.priority = 1001
        }
        expectEqual(errors.map(problem(of:)), [.priorityOutOfRange(0), .priorityOutOfRange(1001)])
        expectEqual(c.priority, .high)
    }

    @Test func activePriorityCannotCrossRequired() {
        let line = #line + 2
        let built = LayoutConstraint.activate {
            a.width == 100
            a.height == 100 ~ 999
        }
        let errors = LayoutDiagnostics.capture {
            built[0].priority = 999
            built[1].priority = .required
        }
        expectEqual(errors, [
            .invalidConstraint(constraint: "a.width == 100 (\(file):\(line))",
                               problem: .requiredPriorityChange(from: 1000, to: 999)),
            .invalidConstraint(constraint: "a.height == 100 @999 (\(file):\(line + 1))",
                               problem: .requiredPriorityChange(from: 999, to: 1000)),
        ])
        expectEqual(built.map(\.priority), [1000, 999])
        #expect(built.allSatisfy { $0.isActive })
    }

    @Test func inactiveChangesAreStoredAndRejectedOnActivation() {
        let c = a.width == 100
        c.constant = .infinity
        c.priority = 1001
        expectEqual(c.constant, .infinity)
        expectEqual(c.priority, 1001)
        expectEqual(problem(of: rejections(of: c).first), .nonFiniteConstant(.infinity))
        c.constant = 50
        expectEqual(problem(of: rejections(of: c).first), .priorityOutOfRange(1001))
        c.priority = 999
        LayoutConstraint.activate([c])
        #expect(c.isActive)
    }
}

import AnchorDSL
import AnchorTestSupport
import Dispatch
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The state a group's builder reads.
final class CardState {
    var isExpanded = false
    var height: CGFloat { isExpanded ? 400 : 120 }
    var gap: CGFloat { isExpanded ? 16 : 8 }
    var gapPriority: Priority { isExpanded ? .low : .high }
    var widthPriority: Priority { isExpanded ? .high : .required }
}

/// A group built outside the main actor, so that its builder may run off the
/// main queue (a closure formed in a main-actor test would be isolated to it).
nonisolated func heightGroup(_ view: PlatformView, _ state: CardState) -> ConstraintGroup {
    ConstraintGroup { view.height == state.height }
}

/// `ConstraintGroup.update()` on UIKit/AppKit views changes the same
/// `NSLayoutConstraint` in place (what UIKit animates), deactivates before
/// it activates, and replaces what UIKit cannot change.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct GroupOnPlatformViewsTests {
    @Test func anUpdateChangesTheSameNSLayoutConstraintsInPlace() throws {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let state = CardState()
        let group = ConstraintGroup {
            a.height == state.height
            (b.top - a.bottom) == state.gap ~ state.gapPriority
        }
        group.activate()
        let height = try #require(group.constraints.first?.nsLayoutConstraint)
        let gap = try #require(group.constraints.last?.nsLayoutConstraint)
        StubLog.shared.reset()
        state.isExpanded = true
        group.update()
        expectIdentical(group.constraints.first?.nsLayoutConstraint, height)
        expectIdentical(group.constraints.last?.nsLayoutConstraint, gap)
        expectEqual(height.constant, 400)
        expectEqual(gap.constant, 16)
        expectEqual(gap.priority.rawValue, 250)
        let changes = StubLog.shared.constantChanges
        expectEqual(changes.map(\.constant), [400, 16])
        expectIdentical(changes.first?.constraint, height)
        expectIdentical(changes.last?.constraint, gap)
        expectIdentical(StubLog.shared.priorityChanges.first?.constraint, gap)
        expectEqual(StubLog.shared.callOrder, [.setConstant, .setConstant, .setPriority])
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func aRemovedConstraintIsDeactivatedBeforeAnAddedOneIsActivated() throws {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let state = CardState()
        let group = ConstraintGroup {
            if state.isExpanded {
                a.height >= 400
            } else {
                a.height <= 120
            }
        }
        group.activate()
        let collapsed = try #require(group.constraints.first?.nsLayoutConstraint)
        StubLog.shared.reset()
        state.isExpanded = true
        group.update()
        let expanded = try #require(group.constraints.first?.nsLayoutConstraint)
        // Deactivation, then the new constraint made (its priority set) and activated.
        expectEqual(StubLog.shared.callOrder, [.setActive, .setPriority, .activate])
        expectIdentical(StubLog.shared.activeFlagChanges.first?.constraint, collapsed)
        expectIdentical(StubLog.shared.activationBatches.first?.first, expanded)
        #expect(!collapsed.isActive)
        #expect(expanded.isActive)
        expectEqual(expanded.relation, .greaterThanOrEqual)
    }

    @Test func aPriorityCrossingRequiredReplacesTheNSLayoutConstraint() throws {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let state = CardState()
        let group = ConstraintGroup { a.width == 100 ~ state.widthPriority }
        group.activate()
        let required = try #require(group.constraints.first?.nsLayoutConstraint)
        StubLog.shared.reset()
        state.isExpanded = true
        group.update()
        let optional = try #require(group.constraints.first?.nsLayoutConstraint)
        #expect(optional !== required)
        #expect(!required.isActive)
        #expect(optional.isActive)
        expectEqual(optional.priority.rawValue, 750)
        expectEqual(required.priority.rawValue, 1000)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func anUpdateOffTheMainQueueIsReportedAndChangesNothing() async throws {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let state = CardState()
        let group = heightGroup(a, state)
        group.activate()
        let made = try #require(group.constraints.first?.nsLayoutConstraint)
        state.isExpanded = true
        nonisolated(unsafe) let offMain = group
        let errors = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: LayoutDiagnostics.capture { offMain.update() })
            }
        }
        // One report, for the new evaluation: off the main queue the
        // NSLayoutConstraint's `isActive` cannot be read, so the group asks to
        // activate rather than to change, which is refused all the same.
        let problems = errors.map(problem(of:))
        let expected: [ConstraintProblem?] = [.offMainThread]
        expectEqual(problems, expected)
        // Not the stub's log: other suites run while this test waits.
        expectEqual(made.constant, 120)
        expectEqual(group.constraints.first?.constant, 120)
        expectIdentical(group.constraints.first?.nsLayoutConstraint, made)
        #expect(made.isActive)
    }
}

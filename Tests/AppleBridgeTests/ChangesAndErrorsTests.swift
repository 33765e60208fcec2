import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Dispatch
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Constant and priority changes reach the `NSLayoutConstraint`; everything
/// UIKit or AppKit would raise an exception on is reported first, and
/// nothing of the call is activated.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct ChangesAndErrorsTests {
    @Test func constantAndPriorityChangesReachTheNSLayoutConstraint() throws {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let top = a.top == b.bottom + 8
        let width = a.width >= 40 ~ .high
        LayoutConstraint.activate([top, width])
        let madeTop = try #require(platformConstraint(of: top))
        let madeWidth = try #require(platformConstraint(of: width))
        top.constant = 20
        width.priority = .low
        expectEqual(madeTop.constant, 20)
        expectEqual(madeWidth.priority.rawValue, 250)
        expectEqual(StubLog.shared.constantChanges.count, 1)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func aPriorityMovedAcrossRequiredIsRefusedAndUIKitNeverSeesIt() throws {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let width = a.width == 44
        LayoutConstraint.activate([width])
        let made = try #require(platformConstraint(of: width))
        let errors = LayoutDiagnostics.capture { width.priority = .high }
        expectEqual(errors, [.invalidConstraint(
            constraint: "\(a.name).width == 44",
            problem: .requiredPriorityChange(from: .required, to: .high))])
        expectEqual(width.priority, .required)
        expectEqual(made.priority.rawValue, 1000)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func deactivatingDeactivatesTheNSLayoutConstraintAndReactivatingReusesIt() throws {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let top = a.top == b.top
        LayoutConstraint.activate([top])
        let made = try #require(platformConstraint(of: top))
        #expect(top.isActive)
        top.isActive = false
        #expect(!made.isActive)
        #expect(!top.isActive)
        expectEqual(root.constraints.count, 0)
        top.isActive = true
        #expect(made.isActive)
        expectEqual(StubLog.shared.activationBatches.last?.first, made)
        expectEqual(root.constraints.count, 1)
    }

    @Test func leftAgainstLeadingIsCaughtAndNothingOfTheCallIsActivated() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let errors = LayoutDiagnostics.capture {
            LayoutConstraint.activate {
                a.top == b.top
                a.left == b.leading
            }
        }
        expectEqual(errors.map(\.problem), [.mixedDirectionality(.left, .leading)])
        expectEqual(StubLog.shared.activationBatches.count, 0)
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func aPositionEqualToAConstantIsCaught() {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let raw = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, constant: 10)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([raw]) }
        expectEqual(errors.map(\.problem), [.positionEqualsConstant(.left)])
        expectEqual(StubLog.shared.activationBatches.count, 0)
    }

    @Test func viewsWithoutACommonAncestorAreCaught() {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let stranger = PlatformView()
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate { a.top == stranger.bottom } }
        expectEqual(errors.map(\.problem), [.noCommonAncestor(first: a.name, second: stranger.name)])
        expectEqual(StubLog.shared.activationBatches.count, 0)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func aGuideWithoutAnOwningViewIsCaught() {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let guide = PlatformLayoutGuide()
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate { a.leading == guide.leading } }
        expectEqual(errors.map(\.problem), [.guideWithoutOwner(guide: guide.name)])
        expectEqual(StubLog.shared.activationBatches.count, 0)
    }

    @Test func aBaselineOfAGuideIsCaught() {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let guide = root.layoutMarginsGuide
        let raw = LayoutConstraint(
            item: guide, attribute: .firstBaseline, relatedBy: .equal, toItem: a, attribute: .firstBaseline)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([raw]) }
        expectEqual(errors.map(\.problem), [.baselineOfGuide(guide: guide.name, attribute: .firstBaseline)])
        expectEqual(StubLog.shared.activationBatches.count, 0)
    }

    @Test func aHeadlessViewAndAPlatformViewCannotBeRelated() {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let headless = View(name: "headless")
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate { a.top == headless.top } }
        expectEqual(errors.map(\.problem), [.mixedLayoutSystems(first: a.name, second: "headless")])
        expectEqual(StubLog.shared.activationBatches.count, 0)
    }

    @Test func activationOffTheMainQueueIsReportedNotPerformed() async {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let constraint = a.top == b.top
        nonisolated(unsafe) let offMain = constraint
        let errors = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: LayoutDiagnostics.capture { LayoutConstraint.activate([offMain]) })
            }
        }
        expectEqual(errors.map(\.problem), [.offMainThread])
        // Not the stub's log: other suites run while this test waits.
        let neverMade = constraint.nsLayoutConstraint == nil
        #expect(neverMade)
        #expect(!constraint.isActive)
    }
}

private extension LayoutError {
    var problem: ConstraintProblem? {
        if case let .invalidConstraint(_, problem) = self { return problem }
        return nil
    }
}

/// Changes and deactivation off the main queue are reported, and nothing
/// changes, on either side.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct OffMainQueueChangeTests {
    @Test func aChangeOrADeactivationOffTheMainQueueIsReportedAndChangesNothing() async throws {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let top = a.top == b.top + 8
        LayoutConstraint.activate([top])
        let made = try #require(platformConstraint(of: top))
        nonisolated(unsafe) let offMain = top
        let errors = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: LayoutDiagnostics.capture {
                    offMain.constant = 20
                    offMain.priority = .high
                    offMain.isActive = false
                })
            }
        }
        expectEqual(errors.count, 3)
        let allOffMain = errors.allSatisfy { error in
            if case .invalidConstraint(_, .offMainThread) = error { return true }
            return false
        }
        #expect(allOffMain)
        expectEqual(top.constant, 8)
        expectEqual(made.constant, 8)
        #expect(made.isActive)
        #expect(top.isActive)
    }
}

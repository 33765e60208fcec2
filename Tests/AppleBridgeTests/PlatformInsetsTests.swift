import AnchorDSL
import AnchorTestSupport
import Testing
#if canImport(UIKit)
import UIKit
/// The framework's insets by physical side.
typealias SideInsets = UIEdgeInsets
#else
import AppKit
typealias SideInsets = NSEdgeInsets
#endif

@MainActor @Suite("UIKit's and AppKit's edge insets in composites")
struct PlatformInsetsTests {
    @Test func insetsBySideHoldLeftAndRightWhateverTheDirection() {
        let (root, a, _) = scene()
        let made = a.edges == root.edges + SideInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(made.count, 4)
        expectConstraint(made[0], a, .top, .equal, root, .top, constant: 1)
        expectConstraint(made[1], a, .left, .equal, root, .left, constant: 2)
        expectConstraint(made[2], a, .bottom, .equal, root, .bottom, constant: -3)
        expectConstraint(made[3], a, .right, .equal, root, .right, constant: -4)
        LayoutConstraint.activate(made)
        expectMaterialised(made[1], a, .left, .equal, root, .left, constant: 2)
        expectMaterialised(made[3], a, .right, .equal, root, .right, constant: -4)
    }

    @Test func directionalInsetsHoldLeadingAndTrailing() {
        let (root, a, _) = scene()
        let made = a.edges == root.layoutMarginsGuide.edges + NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let guide = root.layoutMarginsGuide
        expectConstraint(made[0], a, .top, .equal, guide, .top, constant: 1)
        expectConstraint(made[1], a, .leading, .equal, guide, .leading, constant: 2)
        expectConstraint(made[2], a, .bottom, .equal, guide, .bottom, constant: -3)
        expectConstraint(made[3], a, .trailing, .equal, guide, .trailing, constant: -4)
    }

    @Test func atLeastTheInsetsFlipsTheFarEdgesAndAPriorityReachesEvery() {
        let (root, a, _) = scene()
        let made = a.edges >= root.edges + SideInsets(top: 8, left: 16, bottom: 8, right: 16) ~ .high
        expectConstraint(made[0], a, .top, .greaterThanOrEqual, root, .top, constant: 8, priority: .high)
        expectConstraint(made[1], a, .left, .greaterThanOrEqual, root, .left, constant: 16, priority: .high)
        expectConstraint(made[2], a, .bottom, .lessThanOrEqual, root, .bottom, constant: -8, priority: .high)
        expectConstraint(made[3], a, .right, .lessThanOrEqual, root, .right, constant: -16, priority: .high)
    }

    @Test func subtractingInsetsOutsets() {
        let (root, a, _) = scene()
        let made = a.edges == root.edges - SideInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectConstraint(made[1], a, .left, .equal, root, .left, constant: -2)
        expectConstraint(made[3], a, .right, .equal, root, .right, constant: 4)
    }

    @Test func eachEdgeCompositeTakesTheSidesItHas() {
        let (root, a, _) = scene()
        let horizontal = a.horizontalEdges == root.horizontalEdges + SideInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(horizontal.count, 2)
        expectConstraint(horizontal[0], a, .left, .equal, root, .left, constant: 2)
        expectConstraint(horizontal[1], a, .right, .equal, root, .right, constant: -4)
        let vertical = a.verticalEdges == root.verticalEdges + SideInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(vertical.count, 2)
        expectConstraint(vertical[0], a, .top, .equal, root, .top, constant: 1)
        expectConstraint(vertical[1], a, .bottom, .equal, root, .bottom, constant: -3)
        let directional = a.horizontalEdges <= root.horizontalEdges + NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 6)
        expectConstraint(directional[0], a, .leading, .lessThanOrEqual, root, .leading, constant: 5)
        expectConstraint(directional[1], a, .trailing, .greaterThanOrEqual, root, .trailing, constant: -6)
    }

    @Test func insetsTheSameOnBothSidesAddToEitherKind() {
        let (root, a, _) = scene()
        let made = a.edges == root.edges + 8 + SideInsets(top: 1, left: 2, bottom: 3, right: 4) + LayoutInsets(horizontal: 1, vertical: 0)
        expectConstraint(made[1], a, .left, .equal, root, .left, constant: 11)
        expectConstraint(made[3], a, .right, .equal, root, .right, constant: -13)
    }

    @Test func leadingTrailingAndLeftRightInsetsThatDifferAreReportedAndNothingActivates() {
        let (root, a, _) = scene()
        let made = a.edges == root.edges + LayoutInsets(top: 0, leading: 1, bottom: 0, trailing: 2) + SideInsets(top: 0, left: 3, bottom: 0, right: 4)
        expectEqual(made.map(\.problem), [nil, .mixedInsetSides, nil, .mixedInsetSides])
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate(made) }
        expectEqual(errors.map { problem(of: $0) }, [.mixedInsetSides, .mixedInsetSides])
        expectEqual(StubLog.shared.activationBatches.count, 0)
        expectEqual(made.map(\.isActive), [false, false, false, false])
    }
}

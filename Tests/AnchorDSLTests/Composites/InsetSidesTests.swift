import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Which sides a composite's horizontal insets were given by: leading and
/// trailing (the DSL's insets, `NSDirectionalEdgeInsets`) or left and right
/// (UIKit's `UIEdgeInsets`, whose constraints the bridge's tests check on the
/// stubs). Here, headless, the same composites with the sides set by hand.
@Suite struct InsetSidesTests {
    let a = View(name: "a")
    let b = View(name: "b")

    @Test func numbersSayNoSideAndTheDSLsInsetsSayLeadingAndTrailing() {
        expectEqual((b.edges + 8).horizontalSides, nil)
        expectEqual((b.edges - 8).horizontalSides, nil)
        expectEqual((b.edges + LayoutInsets(8)).horizontalSides, .leadingTrailing)
        expectEqual((b.horizontalEdges + HorizontalInsets(leading: 1, trailing: 2)).horizontalSides, .leadingTrailing)
    }

    @Test func insetsTheSameOnBothSidesReadEitherWayAndOtherwiseTheyMix() {
        let combine = HorizontalInsetSides.combining
        expectEqual(combine(nil, true, .leftRight, false), .leftRight)
        expectEqual(combine(.leftRight, false, nil, true), .leftRight)
        expectEqual(combine(.leftRight, false, .leadingTrailing, true), .leftRight)
        expectEqual(combine(.leadingTrailing, true, .leftRight, false), .leftRight)
        expectEqual(combine(.leftRight, true, .leadingTrailing, true), .leftRight)
        expectEqual(combine(.leadingTrailing, false, .leftRight, false), .mixed)
        expectEqual(combine(.mixed, true, .leadingTrailing, false), .mixed)
        expectEqual(combine(.leftRight, false, .leftRight, false), .leftRight)
    }

    @Test func leftAndRightSidesHoldTheLeftAndRightEdges() {
        let target = CompositeExpression(
            anchors: b.edges, insets: LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4), horizontalSides: .leftRight)
        expectConstraints(a.edges >= target, [
            ExpectedConstraint(a, .top, .greaterThanOrEqual, b, .top, constant: 1),
            ExpectedConstraint(a, .left, .greaterThanOrEqual, b, .left, constant: 2),
            ExpectedConstraint(a, .bottom, .lessThanOrEqual, b, .bottom, constant: -3),
            ExpectedConstraint(a, .right, .lessThanOrEqual, b, .right, constant: -4),
        ])
        let horizontal = CompositeExpression(
            anchors: b.horizontalEdges, insets: HorizontalInsets(leading: 5, trailing: 6), horizontalSides: .leftRight)
        expectConstraints(a.horizontalEdges == horizontal, [
            ExpectedConstraint(a, .left, .equal, b, .left, constant: 5),
            ExpectedConstraint(a, .right, .equal, b, .right, constant: -6),
        ])
    }

    @Test func mixedSidesAreReportedAtActivationAndNothingIsActivated() {
        let root = View(name: "root")
        root.addSubview(a)
        root.addSubview(b)
        let target = CompositeExpression(anchors: b.edges, insets: LayoutInsets(8), horizontalSides: .mixed)
        let made = a.edges == target
        expectEqual(made.map(\.problem), [nil, .mixedInsetSides, nil, .mixedInsetSides])
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate(made) }
        expectEqual(errors.map { problem(of: $0) }, [.mixedInsetSides, .mixedInsetSides])
        expectEqual(made.map(\.isActive), [false, false, false, false])
        expectEqual(root.constraints.count, 0)
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import CardLayout
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// A root with subviews `a` and `b`, and a clean stub log. Keep the root:
/// a superview is held weakly, as in UIKit (where the window holds it).
@MainActor func scene() -> (root: PlatformView, a: PlatformView, b: PlatformView) {
    StubLog.shared.reset()
    let root = PlatformView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = PlatformView(), b = PlatformView()
    root.addSubview(a)
    root.addSubview(b)
    return (root, a, b)
}

/// Every field of the `NSLayoutConstraint` the bridge made for `constraint`.
@MainActor func expectMaterialised(
    _ constraint: LayoutConstraint, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let made = platformConstraint(of: constraint) else {
        Issue.record("no NSLayoutConstraint for \(constraint)", sourceLocation: sourceLocation)
        return
    }
    #expect(made.firstItem === first, "firstItem of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.firstAttribute, firstAttribute, "firstAttribute of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.relation, relation, "relation of \(constraint)", sourceLocation: sourceLocation)
    #expect(made.secondItem === second, "secondItem of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.secondAttribute, secondAttribute, "secondAttribute of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.multiplier, multiplier, "multiplier of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.constant, constant, "constant of \(constraint)", sourceLocation: sourceLocation)
    expectEqual(made.priority.rawValue, priority, "priority of \(constraint)", sourceLocation: sourceLocation)
    #expect(made.isActive, "isActive of \(constraint)", sourceLocation: sourceLocation)
}

/// The `NSLayoutConstraint` made for `constraint`, which must also be in one
/// of the stub's activation batches.
@MainActor func platformConstraint(of constraint: LayoutConstraint) -> NSLayoutConstraint? {
    guard let made = constraint.nsLayoutConstraint else { return nil }
    let activated = StubLog.shared.activationBatches.joined().contains { $0 === made }
    #expect(activated, "\(constraint)'s NSLayoutConstraint was never activated")
    return made
}

/// Every expression form of the DSL on UIKit/AppKit views and guides becomes
/// the `NSLayoutConstraint` it says, field by field, in one batch.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct MaterialisationTests {
    @Test func singleAnchorsWithConstantsMultipliersAndPriorities() {
        let (root, a, b) = scene()
        let built = LayoutConstraint.activate {
            a.top == b.bottom + 8
            a.leading >= b.trailing - 4 ~ .high
            a.width == b.width * 0.5 + 10
            a.height <= 44
            a.firstBaseline == b.lastBaseline
            a.centerX == root.centerX
        }
        expectEqual(StubLog.shared.activationBatches.count, 1)
        expectEqual(StubLog.shared.activationBatches.first?.count, 6)
        expectMaterialised(built[0], a, .top, .equal, b, .bottom, constant: 8)
        expectMaterialised(built[1], a, .leading, .greaterThanOrEqual, b, .trailing, constant: -4, priority: 750)
        expectMaterialised(built[2], a, .width, .equal, b, .width, multiplier: 0.5, constant: 10)
        expectMaterialised(built[3], a, .height, .lessThanOrEqual, nil, .notAnAttribute, constant: 44)
        expectMaterialised(built[4], a, .firstBaseline, .equal, b, .lastBaseline)
        expectMaterialised(built[5], a, .centerX, .equal, root, .centerX)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func compositesWithInsetsOnGuides() {
        let (root, a, _) = scene()
        let safeArea = root.safeAreaLayoutGuide
        let built = NSLayoutConstraint.activate {
            a.edges == safeArea.edges + LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        }
        expectEqual(built.count, 4)
        expectMaterialised(built[0], a, .top, .equal, safeArea, .top, constant: 1)
        expectMaterialised(built[1], a, .leading, .equal, safeArea, .leading, constant: 2)
        expectMaterialised(built[2], a, .bottom, .equal, safeArea, .bottom, constant: -3)
        expectMaterialised(built[3], a, .trailing, .equal, safeArea, .trailing, constant: -4)
        expectEqual(root.constraints.count, 4)
    }

    @Test func horizontalAndVerticalEdgeComposites() {
        let (root, a, b) = scene()
        let margins = root.layoutMarginsGuide
        let built = LayoutConstraint.activate {
            a.horizontalEdges == margins.horizontalEdges + HorizontalInsets(leading: 16, trailing: 8)
            b.verticalEdges <= a.verticalEdges - VerticalInsets(top: 2, bottom: 4)
        }
        expectMaterialised(built[0], a, .leading, .equal, margins, .leading, constant: 16)
        expectMaterialised(built[1], a, .trailing, .equal, margins, .trailing, constant: -8)
        expectMaterialised(built[2], b, .top, .lessThanOrEqual, a, .top, constant: -2)
        expectMaterialised(built[3], b, .bottom, .greaterThanOrEqual, a, .bottom, constant: 4)
    }

    @Test func sizeAndCenterComposites() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let built = LayoutConstraint.activate {
            a.size == b.size * 0.5 + CGSize(width: 10, height: 0)
            a.center == b.center + Offset(x: 0, y: 4)  // known slow to type-check: UIView's own center doubles the candidates (README, Known limits)
        }
        expectMaterialised(built[0], a, .width, .equal, b, .width, multiplier: 0.5, constant: 10)
        expectMaterialised(built[1], a, .height, .equal, b, .height, multiplier: 0.5)
        expectMaterialised(built[2], a, .centerX, .equal, b, .centerX)
        expectMaterialised(built[3], a, .centerY, .equal, b, .centerY, constant: 4)
    }

    @Test func theIdentifierIsCarriedOver() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let constraint = a.top == b.top
        constraint.identifier = "header-top"
        LayoutConstraint.activate([constraint])
        expectEqual(platformConstraint(of: constraint)?.identifier, "header-top")
    }

    @Test func theFirstItemStopsTranslatingItsAutoresizingMaskTheSecondDoesNot() {
        let (root, a, b) = scene()
        LayoutConstraint.activate { a.top == b.bottom }
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aGuideAsFirstItemChangesNoAutoresizingMask() {
        let (root, a, _) = scene()
        LayoutConstraint.activate { root.layoutMarginsGuide.top == a.top }
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aLayoutWrittenOnceForPlatformView() {
        let (root, card, _) = scene()
        let icon = PlatformView(), title = PlatformView()
        card.addSubview(icon)
        card.addSubview(title)
        let built = NSLayoutConstraint.activate { cardLayout(card: card, icon: icon, title: title, in: root) }
        expectEqual(built.count, 12)
        expectEqual(StubLog.shared.activationBatches.count, 1)
        expectMaterialised(built[0], card, .leading, .equal, root.safeAreaLayoutGuide, .leading, constant: 16)
        expectMaterialised(built[11], title, .centerY, .equal, icon, .centerY, priority: 750)
    }

    #if canImport(UIKit)
    @Test func aLayoutWrittenOnceForTheStandardViews() {
        StubLog.shared.reset()
        let root = PlatformView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = PlatformScrollView(), row = PlatformView(), title = PlatformLabel(), toggle = PlatformSwitch()
        root.addSubview(scroll)
        scroll.addSubview(row)
        row.addSubview(title)
        row.addSubview(toggle)
        let built = NSLayoutConstraint.activate { settingsRowLayout(row: row, title: title, toggle: toggle, in: scroll) }
        expectEqual(built.count, 11)
        expectMaterialised(built[0], row, .top, .equal, scroll.contentLayoutGuide, .top)
        expectMaterialised(built[4], row, .width, .equal, scroll.frameLayoutGuide, .width)
        expectMaterialised(built[7], toggle, .leading, .greaterThanOrEqual, title, .trailing, constant: 12)
    }
    #endif
}

/// `nsLayoutConstraint` is UIKit's own constraint, once there is one.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct NSLayoutConstraintAccessTests {
    @Test func theNSLayoutConstraintExistsFromTheFirstActivationOn() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let constraint = a.top == b.top
        let noneBefore = constraint.nsLayoutConstraint == nil
        #expect(noneBefore)
        constraint.isActive = true
        let made = constraint.nsLayoutConstraint
        let activeAfterActivation = made?.isActive ?? false
        #expect(activeAfterActivation)
        constraint.isActive = false
        let kept = constraint.nsLayoutConstraint === made
        let activeAfterDeactivation = made?.isActive ?? true
        #expect(kept)
        #expect(!activeAfterDeactivation)
        let headless = View(name: "headless").width == 10
        let noneForHeadless = headless.nsLayoutConstraint == nil
        #expect(noneForHeadless)
    }
}

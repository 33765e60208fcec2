import AnchorDSL
import AnchorTestSupport
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// A distance (`b.leading - a.trailing`) becomes UIKit's and AppKit's
/// `anchorWithOffset(to:)`, related with `NSLayoutDimension`'s factories, and
/// every item of it, origins included, must share an ancestor.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct DistanceOnPlatformViewsTests {
    @Test func distancesBecomeAnchorWithOffsetDimensions() {
        let (root, a, b) = scene()
        let c = PlatformView(), card = PlatformView(), title = PlatformView()
        root.addSubview(c)
        root.addSubview(card)
        card.addSubview(title)
        let names = AnchorNames(["a": a, "b": b, "c": c, "card": card, "title": title])
        let built = LayoutConstraint.activate {
            (b.leading - a.trailing) == (c.leading - b.trailing)
            (b.leading - a.trailing) >= 8
            (title.firstBaseline - card.top) == 24 ~ .high
            (b.centerX - a.centerX) == a.width * 2 + 4
        }
        expectEqual(StubLog.shared.activationBatches.count, 1)
        expectEqual(StubLog.shared.activationBatches.first?.count, 4)
        expectAnchored(built[0], names, "b.leading - a.trailing", .equal, "c.leading - b.trailing")
        expectAnchored(built[1], names, "b.leading - a.trailing", .greaterThanOrEqual, "nil", constant: 8)
        expectAnchored(built[2], names, "title.firstBaseline - card.top", .equal, "nil", constant: 24, priority: 750)
        expectAnchored(built[3], names, "b.centerX - a.centerX", .equal, "a.width", multiplier: 2, constant: 4)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func everyRelationWithADistanceOnEitherSide() {
        let (root, a, b) = scene()
        let guide = root.layoutMarginsGuide
        let names = AnchorNames(["a": a, "b": b, "guide": guide])
        let built = LayoutConstraint.activate {
            a.width <= (b.leading - a.trailing) * 0.5
            (b.top - a.bottom) >= (a.bottom - guide.top) - 2
            (b.bottom - guide.top) <= 20
            (guide.right - b.right) == 16
        }
        expectAnchored(built[0], names, "a.width", .lessThanOrEqual, "b.leading - a.trailing", multiplier: 0.5)
        expectAnchored(built[1], names, "b.top - a.bottom", .greaterThanOrEqual, "a.bottom - guide.top", constant: -2)
        expectAnchored(built[2], names, "b.bottom - guide.top", .lessThanOrEqual, "nil", constant: 20)
        expectAnchored(built[3], names, "guide.right - b.right", .equal, "nil", constant: 16)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func anOrdinaryConstraintStillUsesTheItemInitializer() throws {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let top = a.top == b.bottom + 8
        LayoutConstraint.activate([top])
        let made = try #require(platformConstraint(of: top))
        let names = AnchorNames(["a": a, "b": b])
        expectEqual(names.text(made.firstAnchor), "a.top")
        expectEqual(names.text(made.secondAnchor), "b.bottom")
        expectIdentical(made.firstItem, a)
    }

    @Test func aDistanceIsInstalledOnTheAncestorOfEveryViewItSpans() throws {
        let (root, a, _) = scene()
        let card = PlatformView(), title = PlatformView()
        root.addSubview(card)
        card.addSubview(title)
        let inCard = (title.leading - card.leading) == 16
        let acrossRoot = (title.leading - a.trailing) >= 8
        let secondSideAcross = (title.top - card.top) == (a.top - root.top)
        LayoutConstraint.activate([inCard, acrossRoot, secondSideAcross])
        let madeInCard = try #require(platformConstraint(of: inCard))
        let madeAcross = try #require(platformConstraint(of: acrossRoot))
        let madeSecondSide = try #require(platformConstraint(of: secondSideAcross))
        expectEqual(card.constraints, [madeInCard])
        expectEqual(root.constraints, [madeAcross, madeSecondSide])
        // Removing the origin's view takes the constraint away, as UIKit does.
        a.removeFromSuperview()
        #expect(!madeAcross.isActive)
        #expect(!madeSecondSide.isActive)
        #expect(madeInCard.isActive)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func anOriginOutsideTheTreeIsCaughtOnEitherSide() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let stranger = PlatformView()
        let errors = LayoutDiagnostics.capture {
            LayoutConstraint.activate {
                (b.leading - stranger.trailing) >= 8
                a.width == (b.leading - stranger.trailing)
            }
        }
        let expected: [ConstraintProblem?] = [
            .noCommonAncestor(first: b.name, second: stranger.name),
            .noCommonAncestor(first: a.name, second: stranger.name),
        ]
        expectEqual(errors.map(problem(of:)), expected)
        expectEqual(StubLog.shared.activationBatches.count, 0)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func anOriginGuideWithoutAnOwningViewIsCaught() {
        let (root, a, _) = scene()
        defer { withExtendedLifetime(root) {} }
        let guide = PlatformLayoutGuide()
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate { (a.top - guide.top) == 8 } }
        let expected: [ConstraintProblem?] = [.guideWithoutOwner(guide: guide.name)]
        expectEqual(errors.map(problem(of:)), expected)
        expectEqual(StubLog.shared.activationBatches.count, 0)
    }

    @Test func constantAndPriorityChangesReachTheAnchoredConstraint() throws {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        let gap = (b.leading - a.trailing) >= 8 ~ .high
        LayoutConstraint.activate([gap])
        let made = try #require(platformConstraint(of: gap))
        gap.constant = 12
        gap.priority = .low
        expectEqual(made.constant, 12)
        expectEqual(made.priority.rawValue, 250)
        expectIdentical(StubLog.shared.constantChanges.last?.constraint, made)
    }

    /// The stub's own check, so that `exceptions == []` above means something:
    /// the anchor API refuses leading against left at run time.
    @Test func theStubRefusesADistanceFromLeadingToLeft() {
        let (root, a, b) = scene()
        defer { withExtendedLifetime(root) {} }
        _ = a.leadingAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 8)
        expectEqual(StubLog.shared.exceptions.count, 1)
    }
}

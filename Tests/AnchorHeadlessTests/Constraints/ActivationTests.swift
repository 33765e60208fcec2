import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

@Suite(.failOnUnexpectedDiagnostics)
struct InstallationSiteTests {
    @Test func siblingsInstallOnTheirParent() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top)
        c.isActive = true
        expectEqual(ids(tree.root.constraints), ids([c]))
        #expect(tree.a.constraints.isEmpty)
        #expect(tree.b.constraints.isEmpty)
    }

    @Test func parentAndChildInstallOnTheParent() {
        let tree = Tree()
        let down = equal(tree.a1, .top, tree.a, .top)
        let up = equal(tree.a, .top, tree.a1, .top)
        LayoutConstraint.activate([down, up])
        expectEqual(ids(tree.a.constraints), ids([down, up]))
        #expect(tree.a1.constraints.isEmpty)
        #expect(tree.root.constraints.isEmpty)
    }

    @Test func cousinsInstallOnTheGrandparent() {
        let tree = Tree()
        let c = equal(tree.a1, .leading, tree.b1, .leading)
        c.isActive = true
        expectEqual(ids(tree.root.constraints), ids([c]))
        #expect(tree.a.constraints.isEmpty && tree.b.constraints.isEmpty)
    }

    @Test func viewAndItsOwnGuideInstallOnTheView() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.a.safeAreaLayoutGuide, .top)
        c.isActive = true
        expectIdentical(tree.a.constraints.first, c)
        #expect(tree.root.constraints.isEmpty)
    }

    @Test func constantOnlyInstallsOnTheViewItself() {
        let tree = Tree()
        let c = width(tree.a1, 44)
        c.isActive = true
        expectIdentical(tree.a1.constraints.first, c)
        #expect(tree.a.constraints.isEmpty && tree.root.constraints.isEmpty)
    }

    @Test func constantOnlyOnAGuideInstallsOnItsOwner() {
        let tree = Tree()
        let c = width(tree.a.layoutMarginsGuide, 44)
        c.isActive = true
        expectIdentical(tree.a.constraints.first, c)
    }

    @Test func guideOfAnAncestorInstallsOnTheAncestor() {
        let tree = Tree()
        let c = equal(tree.a1, .top, tree.root.safeAreaLayoutGuide, .top, constant: 8)
        c.isActive = true
        expectIdentical(tree.root.constraints.first, c)
        #expect(tree.a.constraints.isEmpty && tree.a1.constraints.isEmpty)
    }

    @Test func guidesOfSiblingsInstallOnTheParent() {
        let tree = Tree()
        let c = equal(tree.a.layoutMarginsGuide, .top, tree.b.layoutMarginsGuide, .top)
        c.isActive = true
        expectIdentical(tree.root.constraints.first, c)
    }

    @Test func constraintsListsActiveConstraintsInActivationOrder() {
        let tree = Tree()
        let first = equal(tree.a, .top, tree.b, .top)
        let second = equal(tree.a, .bottom, tree.b, .bottom)
        let third = equal(tree.a, .leading, tree.b, .leading)
        LayoutConstraint.activate([first, second])
        third.isActive = true
        expectEqual(ids(tree.root.constraints), ids([first, second, third]))
        second.isActive = false
        expectEqual(ids(tree.root.constraints), ids([first, third]))
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct TranslatesAutoresizingMaskTests {
    @Test func turnedOffForTheFirstItemOnly() {
        let tree = Tree()
        equal(tree.a, .top, tree.b, .top).isActive = true
        #expect(!tree.a.translatesAutoresizingMaskIntoConstraints)
        #expect(tree.b.translatesAutoresizingMaskIntoConstraints)
        #expect(tree.root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func turnedOffByAConstantOnlyConstraint() {
        let view = View(name: "v")
        width(view, 44).isActive = true
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func notTouchedWhenTheFirstItemIsAGuide() {
        let tree = Tree()
        equal(tree.a.layoutMarginsGuide, .top, tree.b, .top).isActive = true
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
        #expect(tree.b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func notTurnedBackOnByDeactivation() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top)
        c.isActive = true
        c.isActive = false
        #expect(!tree.a.translatesAutoresizingMaskIntoConstraints)
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct ActivationStateTests {
    @Test func constraintsStartInactive() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top)
        #expect(!c.isActive)
        #expect(tree.root.constraints.isEmpty)
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func isActiveSetterActivatesAndDeactivates() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top)
        c.isActive = true
        #expect(c.isActive)
        expectEqual(tree.root.constraints.count, 1)
        c.isActive = false
        #expect(!c.isActive)
        #expect(tree.root.constraints.isEmpty)
        // Deactivating an inactive constraint is harmless.
        c.isActive = false
        #expect(!c.isActive)
    }

    @Test func deactivateUninstalls() {
        let tree = Tree()
        let cs = [equal(tree.a, .top, tree.b, .top), width(tree.a1, 10)]
        LayoutConstraint.activate(cs)
        #expect(cs.allSatisfy { $0.isActive })
        LayoutConstraint.deactivate(cs)
        #expect(cs.allSatisfy { !$0.isActive })
        #expect(tree.root.constraints.isEmpty)
        #expect(tree.a1.constraints.isEmpty)
    }

    @Test func activatingTwiceInstallsOnce() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.b, .top)
        LayoutConstraint.activate([c, c])
        c.isActive = true
        LayoutConstraint.activate([c])
        #expect(c.isActive)
        expectEqual(ids(tree.root.constraints), ids([c]))
    }

    @Test func reactivateAfterDeactivate() {
        let tree = Tree()
        let c = equal(tree.a1, .top, tree.b1, .top)
        c.isActive = true
        c.isActive = false
        c.isActive = true
        #expect(c.isActive)
        expectEqual(tree.root.constraints.count, 1)
    }

    @Test func reactivationUsesTheCurrentHierarchy() {
        let tree = Tree()
        let c = equal(tree.a1, .top, tree.b, .top)
        c.isActive = true
        expectIdentical(tree.root.constraints.first, c)
        c.isActive = false
        tree.b.addSubview(tree.a1)
        c.isActive = true
        expectIdentical(tree.b.constraints.first, c)
        #expect(tree.root.constraints.isEmpty)
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct RemovalDeactivationTests {
    @Test func removingAViewDeactivatesExactlyTheConstraintsCrossingTheCut() {
        let tree = Tree()
        let innerGuide = LayoutGuide(name: "inner")
        tree.a.addLayoutGuide(innerGuide)
        let aToB = equal(tree.a, .top, tree.b, .top)                                   // crosses, on root
        let a1ToB1 = equal(tree.a1, .top, tree.b1, .top)                               // crosses, on root
        let a1ToRootSafe = equal(tree.a1, .top, tree.root.safeAreaLayoutGuide, .top)   // crosses, on root
        let rootToA = equal(tree.root, .top, tree.a, .top)                             // crosses, on root
        let bMarginsToA1 = equal(tree.b.layoutMarginsGuide, .top, tree.a1, .top)       // crosses, on root
        let a1ToA = equal(tree.a1, .leading, tree.a, .leading)                         // inside, on a
        let a1ToInner = equal(tree.a1, .width, innerGuide, .width)                     // inside, on a
        let aWidth = width(tree.a, 100)                                                // inside, on a
        let a1Width = width(tree.a1, 10)                                               // inside, on a1
        let bToB1 = equal(tree.b1, .top, tree.b, .top)                                 // outside, on b
        let bToRoot = equal(tree.b, .top, tree.root, .top)                             // outside, on root
        let crossing = [aToB, a1ToB1, a1ToRootSafe, rootToA, bMarginsToA1]
        let kept = [a1ToA, a1ToInner, aWidth, a1Width, bToB1, bToRoot]
        expectNoDiagnostics { LayoutConstraint.activate(crossing + kept) }
        expectEqual((crossing + kept).map(\.isActive), Array(repeating: true, count: crossing.count + kept.count))

        tree.a.removeFromSuperview()

        expectEqual(crossing.filter(\.isActive).map(\.description), [], "should be deactivated")
        expectEqual(kept.filter { !$0.isActive }.map(\.description), [], "should stay active")
        expectEqual(ids(tree.root.constraints), ids([bToRoot]))
        expectEqual(tree.a.constraints.count, 3)
        expectIdentical(tree.a1.constraints.first, a1Width)
        expectIdentical(tree.b.constraints.first, bToB1)
    }

    @Test func guidesOfTheRemovedSubtreeCountAsInside() {
        let tree = Tree()
        let a1MarginsToB = equal(tree.a1.layoutMarginsGuide, .top, tree.b, .top)   // crosses, on root
        let bToASafe = equal(tree.b, .top, tree.a.safeAreaLayoutGuide, .top)        // crosses, on root
        let a1ToASafe = equal(tree.a1, .top, tree.a.safeAreaLayoutGuide, .top)      // inside, on a
        LayoutConstraint.activate([a1MarginsToB, bToASafe, a1ToASafe])
        tree.a.removeFromSuperview()
        #expect(!a1MarginsToB.isActive && !bToASafe.isActive)
        #expect(a1ToASafe.isActive)
        #expect(tree.root.constraints.isEmpty)
    }

    @Test func removingALeafDeactivatesConstraintsOnEveryAncestor() {
        let tree = Tree()
        let onA = equal(tree.a1, .top, tree.a, .top)
        let onRoot = equal(tree.a1, .top, tree.root, .top)
        LayoutConstraint.activate([onA, onRoot])
        tree.a1.removeFromSuperview()
        #expect(!onA.isActive && !onRoot.isActive)
        #expect(tree.a.constraints.isEmpty && tree.root.constraints.isEmpty)
    }

    @Test func movingAViewToAnotherSuperviewDeactivatesCrossingConstraints() {
        let tree = Tree()
        let c = equal(tree.a1, .top, tree.a, .top)
        c.isActive = true
        tree.b.addSubview(tree.a1)
        #expect(!c.isActive)
        #expect(tree.a.constraints.isEmpty)
    }

    @Test func bringingToFrontKeepsConstraints() {
        let tree = Tree()
        let c = equal(tree.a, .top, tree.root, .top)
        c.isActive = true
        tree.root.addSubview(tree.a)
        #expect(c.isActive)
        expectEqual(tree.root.constraints.count, 1)
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let tree = Tree()
        let column = LayoutGuide(name: "column")
        tree.a.addLayoutGuide(column)
        let toSubview = equal(tree.a1, .leading, column, .leading)     // on a
        let toCousin = equal(tree.b1, .leading, column, .trailing)     // on root
        let guideWidth = width(column, 50)                             // on a
        let unrelated = equal(tree.a1, .top, tree.a, .top)             // on a, stays
        LayoutConstraint.activate([toSubview, toCousin, guideWidth, unrelated])
        tree.a.removeLayoutGuide(column)
        #expect(!toSubview.isActive && !toCousin.isActive && !guideWidth.isActive)
        #expect(unrelated.isActive)
        expectEqual(ids(tree.a.constraints), ids([unrelated]))
        #expect(tree.root.constraints.isEmpty)
    }

    @Test func movingAGuideDeactivatesItsConstraints() {
        let tree = Tree()
        let column = LayoutGuide(name: "column")
        tree.a.addLayoutGuide(column)
        let c = equal(tree.a1, .leading, column, .leading)
        c.isActive = true
        tree.b.addLayoutGuide(column)
        #expect(!c.isActive)
        #expect(tree.a.constraints.isEmpty)
        // It can then be activated against the new owner.
        c.isActive = true
        expectIdentical(tree.root.constraints.first, c)
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct BatchActivationTests {
    @Test func oneBadConstraintActivatesNoneAndReportsEachBadOne() {
        let tree = Tree()
        let stranger = View(name: "stranger")
        let good = equal(tree.a, .top, tree.b, .top)
        let bad1 = equal(tree.b1, .top, stranger, .top)
        let good2 = width(tree.a1, 10)
        let bad2 = width(tree.b, .nan)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([good, bad1, good2, bad2]) }
        expectEqual(errors.count, 2)
        let expected = LayoutError.invalidConstraint(
            constraint: "b1.top == stranger.top", problem: .noCommonAncestor(first: "b1", second: "stranger"))
        expectEqual(errors.first, expected)
        expectEqual(problem(of: errors.last)?.nonFiniteConstant?.isNaN, true)
        expectEqual(constraintText(of: errors.last), "b.width == nan")
        #expect(![good, bad1, good2, bad2].contains { $0.isActive })
        #expect(tree.root.constraints.isEmpty && tree.a1.constraints.isEmpty)
        for view in [tree.a, tree.b, tree.a1, tree.b1, stranger] {
            #expect(view.translatesAutoresizingMaskIntoConstraints, "\(view)")
        }
    }

    @Test func alreadyActiveConstraintsStayActiveWhenABatchFails() {
        let tree = Tree()
        let active = equal(tree.a, .top, tree.b, .top)
        active.isActive = true
        let bad = width(tree.a, .infinity)
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([active, bad]) }
        expectEqual(errors, [.invalidConstraint(constraint: "a.width == inf", problem: .nonFiniteConstant(.infinity))])
        #expect(active.isActive)
        #expect(!bad.isActive)
        expectEqual(tree.root.constraints.count, 1)
    }

    @Test func activateOrThrowThrowsTheFirstErrorAndChangesNothing() {
        let tree = Tree()
        let stranger = View(name: "stranger")
        let good = equal(tree.a, .top, tree.b, .top)
        let bad1 = equal(stranger, .top, tree.a, .top)
        let bad2 = LayoutConstraint(item: tree.a, attribute: .left, relatedBy: .equal, constant: 5)
        #expect(throws: LayoutError.invalidConstraint(
            constraint: "stranger.top == a.top", problem: .noCommonAncestor(first: "stranger", second: "a"))
        ) {
            try LayoutConstraint.activateOrThrow([good, bad1, bad2])
        }
        #expect(!good.isActive && !bad1.isActive && !bad2.isActive)
        #expect(tree.root.constraints.isEmpty)
        #expect(tree.a.translatesAutoresizingMaskIntoConstraints)
        #expect(stranger.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func activateOrThrowActivatesAGoodBatch() throws {
        let tree = Tree()
        let cs = [equal(tree.a, .top, tree.b, .top), width(tree.a1, 10)]
        try LayoutConstraint.activateOrThrow(cs)
        #expect(cs.allSatisfy { $0.isActive })
        #expect(!tree.a.translatesAutoresizingMaskIntoConstraints)
        #expect(!tree.a1.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func emptyBatchIsHarmless() throws {
        LayoutConstraint.activate([])
        try LayoutConstraint.activateOrThrow([])
        LayoutConstraint.deactivate([])
    }
}

@Suite(.failOnUnexpectedDiagnostics)
struct WeakItemTests {
    @Test func aConstraintDoesNotKeepItsItemsAlive() {
        let root = View(name: "root")
        weak var weakView: View?
        var c: LayoutConstraint?
        do {
            let view = View(name: "orphan")
            weakView = view
            c = equal(view, .top, root, .top)
        }
        expectIdentical(weakView, nil)
        expectIdentical(c?.firstItem, nil)
        expectIdentical(c?.secondItem, root)
        expectEqual(c?.description, "<deallocated>.top == root.top")
        expectEqual(c?.problem, .itemDeallocated)
        let errors = LayoutDiagnostics.capture { c?.isActive = true }
        expectEqual(errors, [.invalidConstraint(constraint: "<deallocated>.top == root.top", problem: .itemDeallocated)])
        expectEqual(c?.isActive, false)
        #expect(root.constraints.isEmpty)
    }

    @Test func aDeallocatedSecondItemIsReported() {
        let root = View(name: "root")
        var c: LayoutConstraint?
        do {
            let view = View(name: "orphan")
            c = equal(root, .width, view, .width, constant: 2)
        }
        expectEqual(c?.description, "root.width == <deallocated>.width + 2")
        expectEqual(c?.problem, .itemDeallocated)
        let errors = LayoutDiagnostics.capture { c.map { LayoutConstraint.activate([$0]) } }
        expectEqual(errors, [.invalidConstraint(constraint: "root.width == <deallocated>.width + 2", problem: .itemDeallocated)])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aConstraintWhoseViewWasDeallocatedIsNoLongerActive() {
        let child = View(name: "child")
        var c: LayoutConstraint?
        do {
            let root = View(name: "root")
            root.addSubview(child)
            c = equal(child, .top, root, .top)
            c?.isActive = true
            expectEqual(c?.isActive, true)
        }
        expectIdentical(child.superview, nil)
        expectEqual(c?.isActive, false)
        expectEqual(c?.description, "child.top == <deallocated>.top")
        // Activating it again reports the deallocated item instead of pretending it is active.
        let errors = LayoutDiagnostics.capture { c?.isActive = true }
        expectEqual(errors, [.invalidConstraint(constraint: "child.top == <deallocated>.top", problem: .itemDeallocated)])
        // Its constant is no longer checked as an active one's.
        let setErrors = LayoutDiagnostics.capture { c?.constant = .infinity }
        #expect(setErrors.isEmpty)
    }

    @Test func anActiveConstraintDoesNotKeepItsViewAlive() {
        weak var weakView: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let view = View(name: "v")
            let c = width(view, 10)
            c.isActive = true
            weakView = view
            weakConstraint = c
        }
        expectIdentical(weakView, nil)
        expectIdentical(weakConstraint, nil)
    }
}

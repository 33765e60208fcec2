import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A long-lived root holds what its tree and active constraints need now,
/// not something for every constraint, view or change it ever saw; and a
/// released tree frees everything.
@Suite(.failOnUnexpectedDiagnostics) struct EngineMemoryTests {
    @ConstraintBuilder
    func eightConstraints(_ root: View, _ a: View, _ b: View, offset: CGFloat) -> [LayoutConstraint] {
        a.left == root.left + offset
        a.top == root.top + 10
        a.width == 100
        a.height == 40
        b.left == a.right + 8
        b.top == a.top
        b.width == a.width
        b.height == a.height * 2
    }

    @Test func freshConstraintsActivatedAndDeactivated() {
        let (root, views) = makeRoot(400, 400, "a", "b")
        expectFlat(root) { k in
            let made = eightConstraints(root, views[0], views[1], offset: CGFloat(k % 50))
            LayoutConstraint.activate(made)
            root.layoutIfNeeded()
            expectFrame(views[1].frame, rect(CGFloat(k % 50) + 108, 10, 100, 80))
            LayoutConstraint.deactivate(made)
            root.layoutIfNeeded()
        }
    }

    @Test func groupActivatedAndDeactivatedInTurn() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        var offset: CGFloat = 0
        let group = ConstraintGroup {
            a.left == root.left + offset
            a.top == root.top + 10
            a.size == 40
        }
        expectFlat(root) { k in
            offset = CGFloat(k % 50)
            group.activate()
            root.layoutIfNeeded()
            expectFrame(a.frame, rect(offset, 10, 40, 40))
            group.deactivate()
            root.layoutIfNeeded()
        }
    }

    /// A view with margins (a guide the engine settles after each solve)
    /// added, constrained, laid out and removed.
    @Test func subviewWithMarginsAddedAndRemoved() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.edges == root.edges
        }
        expectFlat(root) { k in
            let child = View(name: "child")
            root.addSubview(child)
            let label = View(name: "label")
            child.addSubview(label)
            let inset = CGFloat(k % 30)
            LayoutConstraint.activate {
                child.left == a.left + inset
                child.top == a.top + 8
                child.size == 100
                label.edges == child.layoutMarginsGuide.edges
            }
            root.layoutIfNeeded()
            expectFrame(label.frame, rect(8, 8, 84, 84))
            child.removeFromSuperview()
            root.layoutIfNeeded()
        }
    }

    @Test func visualFormatParsedActivatedAndDeactivated() throws {
        let (root, views) = makeRoot(400, 400, "a", "b")
        LayoutConstraint.activate {
            views[0].top == root.top
            views[0].height == 40
            views[1].verticalEdges == views[0].verticalEdges
        }
        let named: [String: View] = ["a": views[0], "b": views[1]]
        try expectFlatThrowing(root) {
            let made = try LayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=40)]-8-[b(==a)]-|", views: named)
            LayoutConstraint.activate(made)
            root.layoutIfNeeded()
            LayoutConstraint.deactivate(made)
            root.layoutIfNeeded()
        }
    }

    func expectFlatThrowing(_ root: View, _ round: () throws -> Void) throws {
        var failure: (any Error)?
        expectFlat(root) { _ in
            do { try round() } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// A required constraint that conflicts breaks, is reported, and is
    /// deactivated: the broken and reported tables give it up.
    @Test func conflictingConstraintsComeAndGo() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.left == root.left
            a.top == root.top
            a.size == 50
        }
        expectFlat(root) { k in
            let width = CGFloat(60 + k % 10)
            let conflict = a.width == width
            let errors = LayoutDiagnostics.capture {
                LayoutConstraint.activate([conflict])
                root.layoutIfNeeded()
            }
            expectEqual(errors.count, 1)
            LayoutConstraint.deactivate([conflict])
            root.layoutIfNeeded()
            expectFrame(a.frame, rect(0, 0, 50, 50))
        }
    }

    @Test func layoutDirectionFlippedBackAndForth() {
        let (root, views) = makeRoot(400, 400, "a")
        LayoutConstraint.activate {
            views[0].leading == root.leading + 10
            views[0].top == root.top
            views[0].size == 40
        }
        expectFlat(root) { k in
            root.layoutDirection = k.isMultiple(of: 2) ? .rightToLeft : .leftToRight
            root.layoutIfNeeded()
        }
    }

    /// Everything a laid-out tree made (views, guides, constraints, groups,
    /// the engine) is freed with its root.
    @Test func releasedRootFreesItsWholeTree() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakGrandchild: View?
        weak var weakGuide: LayoutGuide?
        weak var weakMargins: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        weak var weakGroupConstraint: LayoutConstraint?
        weak var weakGroup: ConstraintGroup?
        do {
            let (root, views) = makeRoot(400, 400, "a")
            let grandchild = View(name: "grandchild")
            views[0].addSubview(grandchild)
            let guide = LayoutGuide(name: "column")
            root.addLayoutGuide(guide)
            let made = LayoutConstraint.activate {
                views[0].edges == root.safeAreaLayoutGuide.edges + 8
                guide.horizontalEdges == views[0].horizontalEdges
                guide.verticalEdges == views[0].verticalEdges
                grandchild.edges == views[0].layoutMarginsGuide.edges
            }
            let group = ConstraintGroup {
                grandchild.width >= 10
            }
            group.activate()
            root.layoutIfNeeded()
            _ = root.frameChanges(during: { group.update() })
            weakRoot = root
            weakChild = views[0]
            weakGrandchild = grandchild
            weakGuide = guide
            weakMargins = views[0].layoutMarginsGuide
            weakConstraint = made.first
            weakGroupConstraint = group.constraints.first
            weakGroup = group
        }
        expectIdentical(weakRoot, nil)
        expectIdentical(weakChild, nil)
        expectIdentical(weakGrandchild, nil)
        expectIdentical(weakGuide, nil)
        expectIdentical(weakMargins, nil)
        expectIdentical(weakConstraint, nil)
        expectIdentical(weakGroupConstraint, nil)
        expectIdentical(weakGroup, nil)
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Conflicts, ambiguity and the constraints behind a frame.
@Suite(.failOnUnexpectedDiagnostics) struct EngineDiagnosticsTests {
    /// UIKit breaks the earliest activated constraint of a conflict, not the
    /// newcomer (The layout engine, "Conflicts").
    @Test func aConflictBreaksItsEarliestActivatedConstraintAndNamesTheSetWithLocations() throws {
        let (root, views) = makeRoot(400, 400, "card", "other")
        let card = views[0], other = views[1]
        LayoutConstraint.activate {
            card.leading == root.leading + 20
            card.trailing == root.trailing - 20
            card.top == root.top
            card.height == 10
            other.edges == root.edges
        }
        root.layoutIfNeeded()
        let tooWide = LayoutConstraint.activate { card.width == 500 }
        let line = #line - 1
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        let file = "AnchorHeadlessTests/EngineDiagnosticsTests.swift"
        expectEqual(errors, [
            .unsatisfiableConstraints(
                broken: "card.leading == root.leading + 20 (\(file):\(line - 7))",
                conflicting: [
                    "card.width == 500 (\(file):\(line))",
                    "root.width == 400 (root frame)",
                    "card.trailing == root.trailing - 20 (\(file):\(line - 6))",
                ])
        ])
        #expect(tooWide[0].isActive, "the newcomer holds")
        expectFrame(card.frame, rect(-120, 0, 500, 10))

        let again = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(again, [], "reported once")
    }

    /// When a later change makes the broken constraint satisfiable, the next
    /// layout enforces it again, silently.
    @Test func aBrokenConstraintIsEnforcedAgainOnceItCanHold() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0]
        let leading = card.leading == root.leading + 20
        LayoutConstraint.activate {
            leading
            card.trailing == root.trailing - 20
            card.top == root.top
            card.height == 10
        }
        LayoutConstraint.activate { card.width == 500 }
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(errors.count, 1)
        LayoutConstraint.deactivate([leading])
        expectNoDiagnostics { root.layoutIfNeeded() }
        expectFrame(card.frame, rect(-120, 0, 500, 10))
    }

    /// The root's size is never the constraint broken: a resize that makes
    /// the user's constraints contradictory breaks the earliest activated.
    @Test func aRootResizeBreaksAUserConstraintNotTheRoot() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0]
        LayoutConstraint.activate {
            card.horizontalEdges == root.horizontalEdges
            card.width >= 300
            card.top == root.top
            card.height == 10
        }
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(errors.count, 1)
        if case let .unsatisfiableConstraints(broken, _)? = errors.first {
            expectPrefix(broken, "card.leading == root.leading")
        }
        expectFrame(card.frame, rect(-100, 0, 300, 10))
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        expectNoDiagnostics { root.layoutIfNeeded() }
        expectFrame(card.frame, rect(0, 0, 320, 10))
    }

    @Test func aConstantChangeThatConflictsBreaksThatConstraint() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0]
        let width = card.width == 100
        LayoutConstraint.activate {
            card.leading == root.leading
            card.trailing <= root.trailing
            card.top == root.top
            card.height == 10
            width
        }
        root.layoutIfNeeded()
        width.constant = 500
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(errors.count, 1)
        width.constant = 300
        expectNoDiagnostics { root.layoutIfNeeded() }
        expectFrame(card.frame, rect(0, 0, 300, 10))
    }

    @Test func ambiguityIsExactPerViewAndAxis() {
        let (root, views) = makeRoot(400, 400, "fixed", "floating", "stretchy")
        let fixed = views[0], floating = views[1], stretchy = views[2]
        LayoutConstraint.activate {
            fixed.edges == root.edges + 10
            floating.top == root.top
            floating.size == 20
            stretchy.leading == root.leading
            stretchy.top == root.top
            stretchy.height == 5
            stretchy.width >= 10
            stretchy.width <= 50
        }
        root.layoutIfNeeded()
        #expect(!fixed.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout)
        #expect(stretchy.hasAmbiguousLayout)
        let errors = LayoutDiagnostics.capture { #expect(root.hasAmbiguousLayout) }
        expectEqual(errors, [.ambiguousLayout(["floating: x can move", "stretchy: width can move"])])
    }

    /// As UIKit's `hasAmbiguousLayout`: a frame is judged in its superview.
    /// A child pinned to every edge of a parent that can slide sideways has
    /// one frame; only the parent moves.
    @Test func aChildPinnedInsideASlidingParentIsNotAmbiguous() {
        let (root, views) = makeRoot(400, 400, "parent")
        let parent = views[0]
        let child = View(name: "child"), guided = View(name: "guided")
        parent.addSubview(child)
        parent.addSubview(guided)
        LayoutConstraint.activate {
            parent.top == root.top + 10
            parent.size == 100
            child.edges == parent.edges
            guided.edges == parent.layoutMarginsGuide.edges
        }
        root.layoutIfNeeded()
        #expect(parent.hasAmbiguousLayout)
        #expect(!child.hasAmbiguousLayout)
        #expect(!guided.hasAmbiguousLayout)
        let errors = LayoutDiagnostics.capture { #expect(root.hasAmbiguousLayout) }
        expectEqual(errors, [.ambiguousLayout(["parent: x can move"])])
    }

    /// A soft preference removes the ambiguity: the optimum is then unique.
    @Test func aPreferenceResolvesAmbiguity() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        LayoutConstraint.activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 5
            a.width >= 10
            a.width <= 50
            a.width == 0 ~ 1
        }
        root.layoutIfNeeded()
        #expect(!root.hasAmbiguousLayout)
        expectEqual(a.frame.width, 10)
    }

    /// In tree order: the root's constraints first, then each view's, each
    /// view's in the order they were activated.
    @Test func constraintsAffectingLayoutFollowTheChainToTheAncestors() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0], avatar = View(name: "avatar"), name = View(name: "name")
        card.addSubview(avatar)
        card.addSubview(name)
        let constraints = LayoutConstraint.activate {
            card.edges == root.edges + 10
            avatar.leading == card.leading + 8
            avatar.width == 40
            name.leading == avatar.trailing + 12
            name.trailing == card.trailing
            name.top == avatar.top
        }
        let horizontal = name.constraintsAffectingLayout(for: .horizontal).map(\.description)
        // avatar.leading, name.leading and name.trailing are installed on the
        // card, avatar.width on the avatar; card.edges does not count: the
        // card is an ancestor, its frame is given.
        let expected = [constraints[4], constraints[6], constraints[7], constraints[5]].map(\.description)
        expectEqual(horizontal, expected)
        let vertical = name.constraintsAffectingLayout(for: .vertical).map(\.description)
        expectEqual(vertical, [constraints[8].description])
    }

    @Test func aRootWithNoFrameLaysOutAgainstZeroAndSaysNothing() {
        let root = View(name: "root"), a = View(name: "a")
        root.addSubview(a)
        LayoutConstraint.activate { a.edges == root.edges + 8 }
        expectNoDiagnostics { root.layoutIfNeeded() }
        expectFrame(a.frame, rect(8, 8, -16, -16))
    }

    /// Every number reaching the engine was checked where it entered: a NaN
    /// constant is refused by the constraint, a NaN intrinsic size or frame
    /// by the view, so the solver never sees one.
    @Test func noNaNReachesTheEngine() {
        let (root, views) = makeRoot(400, 400, "a")
        let a = views[0]
        let width = a.width == 100
        LayoutConstraint.activate {
            a.leading == root.leading
            a.top == root.top
            a.height == 10
            width
        }
        root.layoutIfNeeded()
        let errors = LayoutDiagnostics.capture {
            width.constant = .nan
            a.intrinsicContentSize = CGSize(width: CGFloat.nan, height: 10)
            root.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            root.layoutIfNeeded()
        }
        expectEqual(errors.count, 3)
        expectFrame(a.frame, rect(0, 0, 100, 10))
        expectEqual(root.frame.width, 400)
    }
}

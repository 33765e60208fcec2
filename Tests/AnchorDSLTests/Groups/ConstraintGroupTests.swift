import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// The state a group's builder reads; a class, so the escaping builder sees changes.
final class CardState {
    var isExpanded = false
    var priority: Priority = .high
    var multiplier: CGFloat = 1
    var showsBadge = false
    var items: [View] = []
}

/// A root with a card and a badge, and a group that sizes the card from `state`.
struct CardFixture {
    let root: View
    let card: View
    let badge: View
    let state = CardState()

    init() {
        root = View(name: "root")
        root.frame = rect(0, 0, 400, 800)
        card = View(name: "card")
        badge = View(name: "badge")
        root.addSubview(card)
        card.addSubview(badge)
    }

    /// The card at (16, 16), 200 wide, 120 high or 400 once expanded.
    func sizingGroup() -> ConstraintGroup {
        let (root, card, state) = (self.root, self.card, self.state)
        return ConstraintGroup {
            card.top == root.top + 16
            card.leading == root.leading + 16
            card.width == 200
            card.height == (state.isExpanded ? 400 : 120)
        }
    }
}

@Suite(.failOnUnexpectedDiagnostics) struct ConstraintGroupTests {
    @Test func activateEvaluatesAndActivatesInBuilderOrder() {
        let f = CardFixture()
        let (root, card) = (f.root, f.card)
        let group = f.sizingGroup()
        expectEqual(group.isActive, false)
        expectEqual(group.constraints.count, 0)
        let change = group.activate()
        expectEqual(group.isActive, true)
        expectEqual(change.added, ["card.top == root.top + 16", "card.leading == root.leading + 16",
                                   "card.width == 200", "card.height == 120"])
        expectEqual(change.removed, [])
        expectEqual(change.updated, [])
        expectEqual(change.kept, 0)
        expectConstraint(group.constraints[3], ExpectedConstraint(card, .height, .equal, nil, nil, constant: 120), active: true)
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(16, 16, 200, 120))
    }

    @Test func aChangedConstantIsSetInPlaceOnTheSameObject() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        let group = f.sizingGroup()
        group.activate()
        root.layoutIfNeeded()
        let before = ids(group.constraints)
        let height = group.constraints[3]
        state.isExpanded = true
        let change = group.update()
        expectEqual(change.description, "~ card.height == 400 (was 120)")
        expectEqual(change.kept, 3)
        expectEqual(ids(group.constraints), before)
        expectConstraint(height, ExpectedConstraint(card, .height, .equal, nil, nil, constant: 400), active: true)
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(16, 16, 200, 400))
    }

    @Test func aPriorityBelowRequiredChangesInPlace() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        let group = ConstraintGroup {
            card.width == 100 ~ state.priority
            card.width == root.width ~ .low
        }
        group.activate()
        let width = group.constraints[0]
        state.priority = 200
        let change = group.update()
        expectEqual(change.updated, ["card.width == 100 @200 (was @750)"])
        expectIdentical(group.constraints[0], width)
        expectEqual(width.priority, 200)
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(0, 0, 400, 0), "the 250 constraint wins over the 200 one")
    }

    @Test func aPriorityCrossingRequiredOrANewMultiplierReplacesTheConstraint() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        state.priority = .required
        let group = ConstraintGroup {
            card.width == 100 ~ state.priority
            card.height == root.height * state.multiplier
        }
        group.activate()
        let (width, height) = (group.constraints[0], group.constraints[1])
        state.priority = 999
        state.multiplier = 0.5
        let change = group.update()
        expectEqual(change.removed, ["card.width == 100", "card.height == root.height"])
        expectEqual(change.added, ["card.width == 100 @999", "card.height == root.height * 0.5"])
        expectEqual(change.updated, [])
        let replacedBoth = group.constraints[0] !== width && group.constraints[1] !== height
        #expect(replacedBoth)
        expectEqual(width.isActive, false)
        expectEqual(height.isActive, false)
        expectConstraint(group.constraints[1], ExpectedConstraint(card, .height, .equal, root, .height, multiplier: 0.5), active: true)
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(0, 0, 100, 400))
    }

    @Test func conditionalConstraintsAreAddedAndRemoved() {
        let f = CardFixture()
        let (root, card, badge, state) = (f.root, f.card, f.badge, f.state)
        let group = ConstraintGroup {
            card.edges == root.edges + 10
            if state.showsBadge {
                badge.size == CGSize(width: 20, height: 20)
                badge.top == card.top
                badge.trailing == card.trailing
            }
        }
        group.activate()
        state.showsBadge = true
        let shown = group.update()
        expectEqual(shown.description, """
            + badge.width == 20
            + badge.height == 20
            + badge.top == card.top
            + badge.trailing == card.trailing
            """)
        expectEqual(shown.kept, 4)
        root.layoutIfNeeded()
        expectFrame(badge.frame, rect(360, 0, 20, 20))
        state.showsBadge = false
        let hidden = group.update()
        expectEqual(hidden.removed.count, 4)
        expectEqual(hidden.added, [])
        expectEqual(badge.constraints.count + card.constraints.count, 0)
        expectEqual(group.constraints.count, 4)
    }

    @Test func aLoopPairsEachElementsConstraintsWithItsOwnWhereverItMoves() {
        let f = CardFixture()
        let (root, state) = (f.root, f.state)
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        [a, b, c].forEach(root.addSubview)
        state.items = [a, b]
        let group = ConstraintGroup {
            for view in state.items {
                view.height == 10
            }
        }
        group.activate()
        let first = group.constraints[0]
        state.items = [a, b, c]
        let appended = group.update()
        expectEqual(appended.description, "+ c.height == 10")
        expectIdentical(group.constraints[0], first)
        state.items = [b, a, c]
        let swapped = group.update()
        #expect(swapped.isEmpty)
        expectEqual(swapped.kept, 3)
        expectIdentical(group.constraints[1], first)
    }

    @Test func anotherItemAtTheSameLineIsAnotherConstraint() {
        let f = CardFixture()
        let (root, card, badge, state) = (f.root, f.card, f.badge, f.state)
        let group = ConstraintGroup {
            card.leading == (state.isExpanded ? badge.leading : root.leading)
        }
        group.activate()
        state.isExpanded = true
        let change = group.update()
        expectEqual(change.description, "+ card.leading == badge.leading\n- card.leading == root.leading")
    }

    @Test func nothingChangedIsAnEmptyChange() {
        let f = CardFixture()
        let (root, card) = (f.root, f.card)
        let group = ConstraintGroup { card.edges == root.edges }
        group.activate()
        let before = ids(group.constraints)
        let change = group.update()
        #expect(change.isEmpty)
        expectEqual(change.kept, 4)
        expectEqual(change.description, "")
        expectEqual(ids(group.constraints), before)
    }

    @Test func anInvalidEvaluationChangesNothingAndIsReportedWithItsLine() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        let stranger = View(name: "stranger")
        let nanLine = #line + 2
        let group = ConstraintGroup {
            card.width == (state.isExpanded ? .nan : 100)
            if state.isExpanded { card.top == stranger.top }
            card.height == (state.isExpanded ? 400 : 120)
        }
        group.activate()
        root.layoutIfNeeded()
        let before = ids(group.constraints)
        state.isExpanded = true
        var change = LayoutChange()
        let errors = LayoutDiagnostics.capture { change = group.update() }
        expectEqual(errors.count, 2)
        expectEqual(problem(of: errors.first)?.nonFiniteConstant?.isNaN, true)
        let suffix = "ConstraintGroupTests.swift:\(nanLine))"
        expectEqual(constraintText(of: errors.first)?.hasSuffix(suffix), true)
        expectEqual(problem(of: errors.last), .noCommonAncestor(first: "card", second: "stranger"))
        #expect(change.isEmpty)
        expectEqual(ids(group.constraints), before)
        expectEqual(group.constraints.map(\.constant), [100, 120])
        expectEqual(group.constraints.map(\.isActive), [true, true])
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(0, 0, 100, 120))
    }

    @Test func aConstraintWithADeallocatedItemIsRefusedAndTheOldOnesStay() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        var stale: LayoutConstraint?
        do {
            let gone = View(name: "gone")
            stale = gone.width == 10
        }
        let group = ConstraintGroup {
            card.width == 100
            if state.isExpanded, let stale { stale }
        }
        group.activate()
        state.isExpanded = true
        let errors = LayoutDiagnostics.capture { group.update() }
        expectEqual(errors.map(problem(of:)), [.itemDeallocated])
        expectEqual(group.constraints.count, 1)
        expectEqual(group.constraints[0].isActive, true)
        _ = root
    }

    @Test func emptyBuildersDuplicatesAndSharedConstraintsDoNotCrash() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        let empty = ConstraintGroup {}
        #expect(empty.activate().isEmpty)
        #expect(empty.update().isEmpty)
        let shared = card.width == 50
        LayoutConstraint.activate([shared])
        let group = ConstraintGroup {
            shared
            shared
            if state.isExpanded { card.height == 10 }
        }
        let first = group.activate()
        expectEqual(first.kept, 1, "the shared constraint is active already")
        expectEqual(group.constraints.count, 1, "a repeated object counts once")
        state.isExpanded = true
        expectEqual(group.update().added, ["card.height == 10"])
        group.deactivate()
        expectEqual(shared.isActive, false, "the last call wins: the group deactivates what it holds")
        root.layoutIfNeeded()
    }

    @Test func anInactiveGroupRecordsUpdatesAndReusesItsObjectsWhenActivated() {
        let f = CardFixture()
        let (root, card, state) = (f.root, f.card, f.state)
        let group = ConstraintGroup { card.height == (state.isExpanded ? 400 : 120) }
        group.activate()
        let height = group.constraints[0]
        group.deactivate()
        expectEqual(group.isActive, false)
        expectEqual(height.isActive, false)
        state.isExpanded = true
        #expect(group.update().isEmpty)
        expectIdentical(group.constraints[0], height)
        expectEqual(height.constant, 400)
        expectEqual(height.isActive, false)
        let change = group.activate()
        expectEqual(change.added, ["card.height == 400"])
        expectIdentical(group.constraints[0], height)
        expectEqual(height.isActive, true)
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(0, 0, 0, 400))
    }

    @Test func activatingAnActiveGroupIsAnUpdate() {
        let f = CardFixture()
        let (card, state) = (f.card, f.state)
        let group = ConstraintGroup { card.height == (state.isExpanded ? 400 : 120) }
        group.activate()
        state.isExpanded = true
        expectEqual(group.activate().description, "~ card.height == 400 (was 120)")
    }

    @Test func aConstraintDeactivatedBehindTheGroupsBackIsActivatedAgain() {
        let f = CardFixture()
        let card = f.card
        let group = ConstraintGroup { card.height == 10 }
        group.activate()
        group.constraints[0].isActive = false
        expectEqual(group.update().added, ["card.height == 10"])
        expectEqual(group.constraints[0].isActive, true)
    }

    @Test func frameChangesListWhatAnAnimationWouldMove() {
        let f = CardFixture()
        let (root, card, badge, state) = (f.root, f.card, f.badge, f.state)
        let group = ConstraintGroup {
            card.top == root.top + 10
            card.leading == root.leading + 10
            card.width == 100
            card.height == (state.isExpanded ? 300 : 100)
            badge.size == CGSize(width: 10, height: 10)
            badge.bottom == card.bottom
            badge.trailing == card.trailing
        }
        group.activate()
        let first = root.frameChanges {}
        expectEqual(first, [], "frameChanges lays out before the body")
        state.isExpanded = true
        let changes = root.frameChanges { group.update() }
        expectEqual(changes, [
            FrameChange(view: "card", from: rect(10, 10, 100, 100), to: rect(10, 10, 100, 300)),
            FrameChange(view: "badge", from: rect(90, 90, 10, 10), to: rect(90, 290, 10, 10)),
        ])
        expectEqual(changes[0].description, "card (10, 10, 100 × 100) → (10, 10, 100 × 300)")
    }

    @Test func frameChangesStartANewViewFromItsOwnFrameAndSkipRemovedOnes() {
        let f = CardFixture()
        let (root, card, badge) = (f.root, f.card, f.badge)
        LayoutConstraint.activate { card.edges == root.edges }
        let extra = View(name: "extra")
        extra.frame = rect(1, 2, 3, 4)
        let changes = root.frameChanges {
            badge.removeFromSuperview()
            root.addSubview(extra)
            root.frame = rect(0, 0, 200, 100)
        }
        expectEqual(changes.map(\.view), ["root", "card"])
        expectEqual(changes[1].to, rect(0, 0, 200, 100))
        expectEqual(extra.frame, rect(1, 2, 3, 4), "an autoresizing view keeps its frame: no change")
    }

    @Test func isHiddenDoesNotChangeAutoLayout() {
        let f = CardFixture()
        let (root, card) = (f.root, f.card)
        expectEqual(card.isHidden, false)
        LayoutConstraint.activate { card.edges == root.edges + 8 }
        root.layoutIfNeeded()
        let changes = root.frameChanges { card.isHidden = true }
        expectEqual(changes, [])
        expectEqual(card.isHidden, true)
        expectEqual(card.constraints.count + root.constraints.count, 4)
    }
}

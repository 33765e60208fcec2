import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A constraint's identity counts its occurrence among the constraints with
/// the same location, items, attributes and relation, so a constraint that
/// appears or disappears renames nothing else.
@Suite(.failOnUnexpectedDiagnostics) struct GroupIdentityTests {
    /// Rows one under the other, 44 apart from the root's top, each 40 high.
    final class Rows {
        var items: [View] = []
    }

    func rowsGroup(_ root: View, _ rows: Rows) -> ConstraintGroup {
        ConstraintGroup {
            for (index, row) in rows.items.enumerated() {
                row.top == root.top + 44 * CGFloat(index)
                row.height == 40
            }
        }
    }

    @Test func removingTheFirstElementOfALoopRemovesOnlyItsConstraints() {
        let (root, views) = makeRoot(400, 400, "a", "b", "c")
        let rows = Rows()
        rows.items = views
        let group = rowsGroup(root, rows)
        group.activate()
        let kept = group.constraints[2...]
        rows.items = [views[1], views[2]]
        let change = group.update()
        expectEqual(change.added, [])
        expectEqual(change.removed, ["a.top == root.top", "a.height == 40"])
        expectEqual(change.updated, ["b.top == root.top (was 44)", "c.top == root.top + 44 (was 88)"])
        expectEqual(change.kept, 2)
        expectEqual(ids(group.constraints), ids(Array(kept)))
        root.layoutIfNeeded()
        expectFrame(views[1].frame, rect(0, 0, 0, 40))
        expectFrame(views[2].frame, rect(0, 44, 0, 40))
    }

    @Test func swappingTwoElementsUpdatesTheirConstantsInPlace() {
        let (root, views) = makeRoot(400, 400, "a", "b", "c")
        let rows = Rows()
        rows.items = views
        let group = rowsGroup(root, rows)
        group.activate()
        let before = ids(group.constraints)
        rows.items = [views[1], views[0], views[2]]
        let change = group.update()
        expectEqual(change.added, [])
        expectEqual(change.removed, [])
        expectEqual(change.updated, ["b.top == root.top (was 44)", "a.top == root.top + 44 (was 0)"])
        expectEqual(change.kept, 4)
        expectEqual(Set(ids(group.constraints)), Set(before))
        root.layoutIfNeeded()
        expectFrame(views[0].frame, rect(0, 44, 0, 40))
        expectFrame(views[1].frame, rect(0, 0, 0, 40))
    }

    /// A settings list: a column of rows in a group, the last taking the
    /// rest. Showing a hidden row changes its own constraints and the gap
    /// after it; every row's edges are kept.
    @Test func showingAStackItemChangesOnlyItAndTheSpacingNextToIt() {
        let (root, views) = makeRoot(300, 400, "list")
        let list = views[0]
        let (wifi, bluetooth, cellular) = (View(name: "wifi"), View(name: "bluetooth"), View(name: "cellular"))
        [wifi, bluetooth, cellular].forEach(list.addSubview)
        bluetooth.isHidden = true
        let group = ConstraintGroup {
            list.edges == root.edges
            Stack(.vertical, in: list, spacing: 8) {
                wifi
                bluetooth
                cellular
            }
            for row in [wifi, bluetooth] {
                row.height == 44 ~ .high
            }
        }
        group.activate()
        root.layoutIfNeeded()
        expectFrame(cellular.frame, rect(0, 52, 300, 348))
        let before = group.constraints
        bluetooth.isHidden = false
        let change = group.update()
        expectEqual(change.added, ["cellular.top == bluetooth.bottom + 8"])
        expectEqual(change.removed, ["bluetooth.height == 0 @999", "cellular.top == wifi.bottom + 8"])
        expectEqual(change.updated, ["bluetooth.top == wifi.bottom + 8 (was 0)"])
        let keptObjects = before.filter { old in group.constraints.contains { $0 === old } }
        expectEqual(keptObjects.count, before.count - 2)
        root.layoutIfNeeded()
        expectFrame(bluetooth.frame, rect(0, 52, 300, 44))
        expectFrame(cellular.frame, rect(0, 104, 300, 296))
        bluetooth.isHidden = true
        let hidden = group.update()
        expectEqual(hidden.added, ["bluetooth.height == 0 @999", "cellular.top == wifi.bottom + 8"])
        expectEqual(hidden.removed, ["cellular.top == bluetooth.bottom + 8"])
        expectEqual(hidden.updated, ["bluetooth.top == wifi.bottom (was 8)"])
    }

    /// The same constraint written twice on one line in one evaluation is
    /// two occurrences, paired in order.
    @Test func repeatsOfOneConstraintPairInOrder() {
        let (root, views) = makeRoot(400, 400, "a")
        defer { withExtendedLifetime(root) {} }
        let a = views[0]
        final class Widths { var values: [CGFloat] = [] }
        let widths = Widths()
        widths.values = [10, 20]
        let group = ConstraintGroup {
            for width in widths.values { a.width >= width }
        }
        group.activate()
        let first = group.constraints[0]
        widths.values = [15]
        let change = group.update()
        expectEqual(change.removed, ["a.width >= 20"])
        expectEqual(change.updated, ["a.width >= 15 (was 10)"])
        expectIdentical(group.constraints[0], first)
    }
}

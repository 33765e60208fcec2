import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Testing

/// The one activation seam: each item names its layout system, activation
/// checks every constraint by itself, hands each system its own and reports
/// every problem in the order of the constraints, and activates nothing of a
/// call that has one.
@Suite struct LayoutSystemSeamTests {
    @Test func anItemOfNoLayoutSystemIsReportedAndNothingIsActivated() {
        let root = View(name: "root"), card = View(name: "card")
        root.addSubview(card)
        let marker = Marker()
        let onMarker = marker.width == 10
        let onCard = card.width == 10
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([onCard, onMarker]) }
        expectEqual(errors, [.invalidConstraint(constraint: "Marker.width == 10", problem: .noLayoutSystem(item: "Marker"))])
        expectEqual(onCard.isActive, false)
        expectEqual(root.constraints.count + card.constraints.count, 0)
    }

    @Test func problemsComeInTheOrderOfTheConstraintsWhicheverFindsThem() {
        let root = View(name: "root"), card = View(name: "card"), stranger = View(name: "stranger")
        root.addSubview(card)
        let apart = card.top == stranger.top            // found by the headless system: no common ancestor
        let infinite = card.width == CGFloat.infinity   // found by the constraint itself
        let fine = card.height == 20
        let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([fine, apart, infinite]) }
        expectEqual(errors.map { problem(of: $0) }, [
            .noCommonAncestor(first: "card", second: "stranger"), .nonFiniteConstant(.infinity),
        ])
        expectEqual(fine.isActive, false)
        var thrown: LayoutError?
        do throws(LayoutError) { try LayoutConstraint.activateOrThrow([fine, infinite, apart]) } catch { thrown = error }
        expectEqual(problem(of: thrown), .nonFiniteConstant(.infinity))
    }

    @Test func constraintsOfSeveralClassesOfItemsInOneCallAreActivatedTogether() {
        let root = View(name: "root"), title = Label(name: "title"), toggle = Switch(name: "toggle")
        root.addSubview(title)
        root.addSubview(toggle)
        let made = LayoutConstraint.activate {
            title.leading == root.layoutMarginsGuide.leading
            toggle.leading == title.trailing + 8
            root.layoutMarginsGuide.trailing == toggle.trailing
            title.centerY == root.centerY
        }
        expectEqual(made.map(\.isActive), [true, true, true, true])
        expectEqual(root.constraints.count, 4)
    }

    @Test func aGuideIsNamedAfterItsOwnerAndAViewByItsName() {
        let root = View(name: "root")
        expectEqual(root.qualifiedName, "root")
        expectEqual(root.safeAreaLayoutGuide.qualifiedName, "root.safeArea")
        expectEqual(LayoutGuide(name: "column").qualifiedName, "column")
        let item: any LayoutItem = root.layoutMarginsGuide
        expectEqual(item.qualifiedName, "root.margins")
    }
}

/// An item of no layout system, with no name of its own.
private final class Marker: LayoutItem {}

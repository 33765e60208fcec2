import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A superview named "superview" with subviews of the given names. Keep the
/// superview: views hold it weakly, and `|` needs it.
private func subviews(_ names: String...) -> (superview: View, views: [View]) {
    let superview = View(name: "superview")
    let views = names.map(View.init(name:))
    views.forEach(superview.addSubview)
    return (superview, views)
}

/// The constraints of a format string, or none if it is refused.
private func formatted(
    _ format: String, options: LayoutConstraint.FormatOptions = [], _ views: [View], guides: [LayoutGuide] = []
) -> [LayoutConstraint] {
    var named: [String: any LayoutItem] = [:]
    for view in views { named[view.name] = view }
    for guide in guides { named[guide.name] = guide }
    return (try? LayoutConstraint.constraints(withVisualFormat: format, options: options, views: named)) ?? []
}

/// The examples: each makes exactly the constraints the same format
/// string makes, field by field, and reads as expected.
@Suite(.failOnUnexpectedDiagnostics) struct TypedVisualFormatExamplesTests {
    @Test func standardSpacingToTheMarginsAndBetweenViews() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let typed = withVFL(H: |-icon - name-|)
        expectEqual(typed.map(\.description), [
            "icon.leading == superview.margins.leading",
            "name.leading == icon.trailing + 8",
            "name.trailing == superview.margins.trailing",
        ])
        expectEqual(typed.map(constraintFields), formatted("H:|-[icon]-[name]-|", views).map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func explicitGapsFromTheEdges() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let typed = withVFL(H: |-16 - icon - 8 - name - 16-|)
        expectEqual(typed.map(\.description), [
            "icon.leading == superview.leading + 16",
            "name.leading == icon.trailing + 8",
            "name.trailing == superview.trailing - 16",
        ])
        expectEqual(typed.map(constraintFields), formatted("H:|-16-[icon]-8-[name]-16-|", views).map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func flushViewsInAColumn() {
        let (superview, views) = subviews("title", "subtitle")
        let (title, subtitle) = (views[0], views[1])
        let typed = withVFL(V: title | subtitle)
        expectEqual(typed.map(\.description), ["subtitle.top == title.bottom"])
        expectEqual(typed.map(constraintFields), formatted("V:[title][subtitle]", views).map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func flushToBothEdges() {
        let (superview, views) = subviews("icon")
        let icon = views[0]
        let typed = withVFL(H: |icon|)
        expectEqual(typed.map(\.description), ["icon.leading == superview.leading", "icon.trailing == superview.trailing"])
        expectEqual(typed.map(constraintFields), formatted("H:|[icon]|", views).map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func aRelationInAGap() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let typed = withVFL(H: icon - (>=8) - name)
        expectEqual(typed.map(\.description), ["name.leading >= icon.trailing + 8"])
        expectEqual(typed.map(constraintFields), formatted("H:[icon]-(>=8)-[name]", views).map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func aRelationWithAPriorityInAGap() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let typed = withVFL(H: icon - (>=8 ~ .high) - name)
        expectEqual(typed.map(\.description), ["name.leading >= icon.trailing + 8 @750"])
        expectEqual(typed.map(constraintFields), formatted("H:[icon]-(>=8@750)-[name]", views).map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func sizePredicatesWithConstantsViewsAndPriorities() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let typed = withVFL(H: |-icon.where(==44) - name.where(>=icon ~ .high)-|)
        expectEqual(typed.map(\.description), [
            "icon.leading == superview.margins.leading",
            "icon.width == 44",
            "name.leading == icon.trailing + 8",
            "name.width >= icon.width @750",
            "name.trailing == superview.margins.trailing",
        ])
        let string = formatted("H:|-[icon(==44)]-[name(>=icon@750)]-|", views)
        expectEqual(typed.map(constraintFields), string.map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func severalSizePredicatesAreHeightsInAColumn() {
        let (superview, views) = subviews("title", "body")
        let (title, body) = (views[0], views[1])
        let typed = withVFL(V: |title.where(>=20, <=40 ~ 600) - body.where(==title, >=10)|)
        expectEqual(typed.map(\.description), [
            "title.top == superview.top",
            "title.height >= 20",
            "title.height <= 40 @600",
            "body.top == title.bottom + 8",
            "body.height == title.height",
            "body.height >= 10",
            "body.bottom == superview.bottom",
        ])
        let string = formatted("V:|[title(>=20,<=40@600)]-[body(==title,>=10)]|", views)
        expectEqual(typed.map(constraintFields), string.map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func aGapFromAValueAndFractionalLiterals() {
        let (superview, views) = subviews("a", "b")
        let (a, b) = (views[0], views[1])
        let spacing: CGFloat = 12
        let typed = withVFL(H: a - VFLConstant(spacing) - b - 0.5-|)
        expectEqual(typed.map(\.description), ["b.leading == a.trailing + 12", "b.trailing == superview.trailing - 0.5"])
        withExtendedLifetime(superview) {}
    }

    @Test func everyFieldOfAGeneratedConstraint() throws {
        let (superview, views) = subviews("a")
        let a = views[0]
        let typed = withVFL(H: |-(>=12 ~ 600) - a)
        expectEqual(typed.count, 1)
        let c = try #require(typed.first)
        expectConstraint(c, a, .leading, .greaterThanOrEqual, superview, .leading, constant: 12, priority: 600)
    }
}

/// A layout guide at an end stands for its own edge, like `|`.
@Suite(.failOnUnexpectedDiagnostics) struct TypedVisualFormatGuideTests {
    @Test func explicitGapsFromAGuide() {
        let (superview, views) = subviews("icon")
        let icon = views[0]
        let column = LayoutGuide(name: "column")
        superview.addLayoutGuide(column)
        let typed = withVFL(H: column - 16 - icon - 16 - column)
        expectEqual(typed.map(\.description), ["icon.leading == superview.column.leading + 16", "icon.trailing == superview.column.trailing - 16"])
        let dsl = LayoutConstraint.build {
            icon.leading == column.leading + 16
            icon.trailing == column.trailing - 16
        }
        expectEqual(typed.map(constraintFields), dsl.map(constraintFields))
    }

    @Test func standardSpacingIsZeroFromTheMarginsGuideAndEightFromAnyOther() {
        let (superview, views) = subviews("icon")
        let icon = views[0]
        let column = LayoutGuide(name: "column")
        superview.addLayoutGuide(column)
        let margins = superview.layoutMarginsGuide
        expectEqual(withVFL(H: margins - icon - margins).map(\.description), [
            "icon.leading == superview.margins.leading", "icon.trailing == superview.margins.trailing",
        ])
        expectEqual(withVFL(V: column - icon - column).map(\.description), [
            "icon.top == superview.column.top + 8", "icon.bottom == superview.column.bottom - 8",
        ])
    }

    /// Whether a guide is a margins guide is stored on the guide, so it must
    /// stop being one when its view lets it go.
    @Test func aMarginsGuideRemovedFromItsViewIsAnOrdinaryGuide() {
        let (superview, views) = subviews("icon")
        let icon = views[0]
        let margins = superview.layoutMarginsGuide
        expectEqual(withVFL(H: margins - icon).map(\.constant), [0])
        superview.removeLayoutGuide(margins)
        expectEqual(withVFL(H: margins - icon).map(\.constant), [8])
        expectEqual(formatted("H:[margins]-[icon]", [icon], guides: [margins]).map(\.constant), [8])
    }

    @Test func aGuideAtOneEndAndTheSuperviewAtTheOther() {
        let (superview, views) = subviews("a", "b")
        let (a, b) = (views[0], views[1])
        let safeArea = superview.safeAreaLayoutGuide
        expectEqual(withVFL(V: safeArea - 8 - a | b-|).map(\.description), [
            "a.top == superview.safeArea.top + 8",
            "b.top == a.bottom",
            "b.bottom == superview.margins.bottom",
        ])
    }
}

/// CTVFL's defects, which this implementation must not have.
@Suite(.failOnUnexpectedDiagnostics) struct TypedVisualFormatRegressionTests {
    /// CTVFL attached the second gap of `a - 10 - b - 10 - c` to the wrong view.
    @Test func eachGapIsBetweenTheViewsOnItsSides() {
        let (superview, views) = subviews("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let typed = withVFL(H: a - 10 - b - 20 - c)
        expectEqual(typed.map(\.description), ["b.leading == a.trailing + 10", "c.leading == b.trailing + 20"])
        withExtendedLifetime(superview) {}
    }

    /// The chain owns its views while it makes their constraints (it reads
    /// them unretained then): views made inside the expression have no
    /// other owner.
    @Test func viewsMadeInsideTheChainLiveUntilTheirConstraintIsMade() {
        let typed = withVFL(H: View(name: "a") - 8 - View(name: "b").where(>=20))
        expectEqual(typed.count, 2)
        expectEqual(typed.map(\.firstAttribute), [.leading, .width])
        expectEqual(typed.map(\.constant), [8, 20])
        expectEqual(typed.map(\.relation), [.equal, .greaterThanOrEqual])
    }

    /// CTVFL reversed `<=` in width predicates.
    @Test func atMostInASizePredicateStaysAtMost() {
        let (superview, views) = subviews("a", "b")
        let (a, b) = (views[0], views[1])
        let typed = withVFL(H: a.where(<=100) - b.where(<=a))
        expectEqual(typed.map(\.description), ["a.width <= 100", "b.leading == a.trailing + 8", "b.width <= a.width"])
        expectEqual(typed.map(\.relation), [.lessThanOrEqual, .equal, .lessThanOrEqual])
        withExtendedLifetime(superview) {}
    }

    /// A chain of 4 views no longer type-checked with CTVFL; five with gaps
    /// and both edges compile here (`Benchmarks typecheck` times 2 to 8 and
    /// fails if six take 200 ms).
    @Test func aChainOfFiveViewsWithGapsAndEdges() {
        let (superview, views) = subviews("a", "b", "c", "d", "e")
        let (a, b, c, d, e) = (views[0], views[1], views[2], views[3], views[4])
        let typed: [LayoutConstraint] = withVFL(H: |-16 - a - 8 - b - 8 - c - 8 - d - 8 - e - 16-|)  // known slow to type-check: a typed chain grows with its views; README and Performance give 13–26 ms for eight
        expectEqual(typed.count, 6)
        let string = formatted("H:|-16-[a]-8-[b]-8-[c]-8-[d]-8-[e]-16-|", views)
        expectEqual(typed.map(constraintFields), string.map(constraintFields))
        withExtendedLifetime(superview) {}
    }
}

/// Options, builders and frames.
@Suite(.failOnUnexpectedDiagnostics) struct TypedVisualFormatOptionsTests {
    @Test func alignmentOptionAddsAlignmentConstraints() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let typed = withVFL(H: |-icon - name-|, options: .alignAllCenterY)
        expectEqual(typed.last?.description, "name.centerY == icon.centerY")
        let string = formatted("H:|-[icon]-[name]-|", options: .alignAllCenterY, views)
        expectEqual(typed.map(constraintFields), string.map(constraintFields))
        withExtendedLifetime(superview) {}
    }

    @Test func rightToLeftPlacesViewsFromTheRight() {
        let (superview, views) = subviews("a", "b")
        let (a, b) = (views[0], views[1])
        let typed = withVFL(H: |-16 - a - b, options: .directionRightToLeft)
        expectEqual(typed.map(\.description), ["a.right == superview.right - 16", "b.right == a.left - 8"])
        withExtendedLifetime(superview) {}
    }

    @Test func inABuilderTheConstraintsCarryTheirLineAndActivate() {
        let (superview, views) = subviews("a", "b")
        let (a, b) = (views[0], views[1])
        let constraints = LayoutConstraint.activate {
            withVFL(H: |-a - b-|)
            a.width == 40
        }
        let line = #line - 3
        expectEqual(constraints.count, 4)
        expectEqual(constraints[0].location?.line, line)
        let allActive = constraints.allSatisfy(\.isActive)
        #expect(allActive)
        expectEqual(superview.constraints.count, 3)
        expectEqual(a.constraints.count, 1)
    }

    @Test func framesOfARowAndAColumn() {
        let (root, views) = makeRoot(320, 100, "icon", "name")
        let (icon, name) = (views[0], views[1])
        LayoutConstraint.activate {
            withVFL(H: |-icon.where(==32) - name-|, options: .alignAllCenterY)
            withVFL(V: |-icon.where(==32))
            name.height == 20
        }
        root.layoutIfNeeded()
        expectFrame(icon.frame, rect(8, 8, 32, 32))
        expectFrame(name.frame, rect(48, 14, 264, 20))
    }

    @Test func framesBetweenGuides() {
        let (root, views) = makeRoot(320, 200, "card")
        let card = views[0]
        root.safeAreaInsets = EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0)
        let margins = root.layoutMarginsGuide
        let safeArea = root.safeAreaLayoutGuide
        LayoutConstraint.activate {
            withVFL(H: margins - 16 - card - 16 - margins)
            withVFL(V: safeArea - card - safeArea)
        }
        root.layoutIfNeeded()
        expectFrame(card.frame, rect(24, 48, 272, 124))
    }
}

/// What the compiler cannot check is reported, with the chain written as a
/// format, and the chain contributes no constraints.
@Suite(.failOnUnexpectedDiagnostics) struct TypedVisualFormatErrorTests {
    private func location(_ line: Int) -> LayoutConstraint.SourceLocation {
        LayoutConstraint.SourceLocation(fileID: "AnchorDSLTests/TypedVisualFormatTests.swift", line: line)
    }

    /// `attempt` made no constraint and reported one invalid format, written on `line`.
    private func expectRejected(
        _ attempt: (constraints: [LayoutConstraint], errors: [LayoutError]), line: Int,
        format: String, position: Int, message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(attempt.constraints.count, 0, "constraints made", sourceLocation: sourceLocation)
        expectEqual(attempt.errors, [.invalidVisualFormat(
            format: format, position: position, message: message, location: location(line))],
            sourceLocation: sourceLocation)
    }

    /// The constraints `make` returned, and what was reported meanwhile.
    private func attempt(_ make: () -> [LayoutConstraint]) -> (constraints: [LayoutConstraint], errors: [LayoutError]) {
        var constraints: [LayoutConstraint] = []
        let errors = LayoutDiagnostics.capture { constraints = make() }
        return (constraints, errors)
    }

    @Test func viewsInDifferentSuperviews() {
        let first = View(name: "first"), second = View(name: "second")
        let a = View(name: "a"), b = View(name: "b")
        first.addSubview(a)
        second.addSubview(b)
        let rejected = attempt { withVFL(H: a - b) }
        expectRejected(rejected, line: #line - 1, format: "H:[a]-[b]", position: 6,
                       message: "Views in one chain must share a superview: 'a' is in 'first', 'b' in 'second'")
        withExtendedLifetime((first, second)) {}
    }

    @Test func anEdgeNextToAViewWithoutASuperview() {
        let lonely = View(name: "lonely")
        let rejected = attempt { withVFL(H: |lonely) }
        expectRejected(rejected, line: #line - 1, format: "H:|[lonely]", position: 2,
                       message: "'|' needs a view with a superview")
    }

    /// The chain borrows the superview through the view's unretained copy
    /// of it, which must not outlive the superview.
    @Test func anEdgeNextToAViewWhoseSuperviewIsGone() {
        let orphan = View(name: "orphan")
        do {
            let superview = View(name: "superview")
            superview.addSubview(orphan)
        }
        let rejected = attempt { withVFL(H: |orphan - 8-|) }
        expectRejected(rejected, line: #line - 1, format: "H:|[orphan]-8-|", position: 2,
                       message: "'|' needs a view with a superview")
    }

    @Test func aPriorityOutsideTheRange() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let rejected = attempt { withVFL(H: icon - (>=8 ~ 0) - name) }
        expectRejected(rejected, line: #line - 1, format: "H:[icon]-(>=8@0)-[name]", position: 8,
                       message: "Priority must be in 1…1000")
        withExtendedLifetime(superview) {}
    }

    @Test func aPriorityOutsideTheRangeInASizePredicate() {
        let (superview, views) = subviews("icon")
        let icon = views[0]
        let rejected = attempt { withVFL(V: |icon.where(==20 ~ 1001)) }
        expectRejected(rejected, line: #line - 1, format: "V:|[icon(20@1001)]", position: 3,
                       message: "Priority must be in 1…1000")
        withExtendedLifetime(superview) {}
    }

    /// Each size predicate is a token of its own; an error after a view
    /// with several still points at the view it is about.
    @Test func anErrorAfterAViewWithSeveralSizePredicates() {
        let (superview, views) = subviews("a", "b")
        let (a, b) = (views[0], views[1])
        let rejected = attempt { withVFL(H: a.where(>=10, <=20) - b.where(==5 ~ 0)) }
        expectRejected(rejected, line: #line - 1, format: "H:[a(>=10,<=20)]-[b(5@0)]", position: 17,
                       message: "Priority must be in 1…1000")
        withExtendedLifetime(superview) {}
    }

    @Test func aConstantThatIsNotFinite() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let rejected = attempt { withVFL(H: icon - VFLConstant(.nan) - name) }
        expectRejected(rejected, line: #line - 1, format: "H:[icon]-nan-[name]", position: 8,
                       message: "Constants must be finite")
        withExtendedLifetime(superview) {}
    }

    @Test func alignmentAlongTheAxis() {
        let (superview, views) = subviews("icon", "name")
        let (icon, name) = (views[0], views[1])
        let rejected = attempt { withVFL(H: icon - name, options: .alignAllLeading) }
        expectRejected(rejected, line: #line - 1, format: "H:[icon]-[name]", position: 0,
                       message: "Alignment along the layout axis is not allowed")
        withExtendedLifetime(superview) {}
    }
}

/// A chain owns its views (the operators extend it in place, and the walk
/// reads them unretained): it keeps them while it lives, releases them when
/// it goes, and is copied before it grows when it is shared.
@Suite(.failOnUnexpectedDiagnostics) struct TypedVisualFormatOwnershipTests {
    /// Holds a view without keeping it.
    private final class WeakView {
        weak var view: View?
    }

    /// A chain of one view with a size, whose only owner is the chain.
    private func chainOfANewView(_ name: String, seenBy weak: WeakView) -> VFLChain<VFLItem, VFLItem> {
        let view = View(name: name)
        weak.view = view
        return view.where(>=10)
    }

    @Test func aChainKeepsItsViewsUntilItGoes() {
        let weak = WeakView()
        var chain: VFLChain<VFLItem, VFLItem>? = chainOfANewView("kept", seenBy: weak)
        let keptWhileHeld = weak.view != nil
        #expect(keptWhileHeld)
        if let chain { expectEqual(withVFL(H: chain).map(\.description), ["kept.width >= 10"]) }
        chain = nil
        let releasedAfterwards = weak.view == nil
        #expect(releasedAfterwards)
    }

    @Test func aViewMovedIntoALongerChainGoesWithIt() {
        let weak = WeakView()
        var row: VFLChain<VFLItem, VFLItem>? = View(name: "a") - chainOfANewView("moved", seenBy: weak)
        if let row { expectEqual(withVFL(H: row).map(\.description), ["moved.leading == a.trailing + 8", "moved.width >= 10"]) }
        let keptWhileHeld = weak.view != nil
        #expect(keptWhileHeld)
        row = nil
        let releasedAfterwards = weak.view == nil
        #expect(releasedAfterwards)
    }

    @Test func aSharedChainIsReleasedByItsLastOwner() {
        let weak = WeakView()
        var tail: VFLChain<VFLItem, VFLItem>? = chainOfANewView("shared", seenBy: weak)
        var row: VFLChain<VFLItem, VFLItem>? = tail.map { View(name: "a") - $0 }
        tail = nil
        let keptByTheLongerChain = weak.view != nil
        #expect(keptByTheLongerChain)
        if let row { expectEqual(withVFL(H: row).map(\.description), ["shared.leading == a.trailing + 8", "shared.width >= 10"]) }
        row = nil
        let releasedAfterwards = weak.view == nil
        #expect(releasedAfterwards)
    }

    @Test func aChainExtendedTwiceKeepsEachExtensionApart() {
        let (superview, views) = subviews("a", "b", "c", "d")
        let (a, b, c, d) = (views[0], views[1], views[2], views[3])
        let row = |-a - b
        let first = withVFL(H: row - c-|)
        let second = withVFL(H: row - d-|)
        let alone = withVFL(H: row - 8-|)
        let start = ["a.leading == superview.margins.leading", "b.leading == a.trailing + 8"]
        expectEqual(first.map(\.description), start + ["c.leading == b.trailing + 8", "c.trailing == superview.margins.trailing"])
        expectEqual(second.map(\.description), start + ["d.leading == b.trailing + 8", "d.trailing == superview.margins.trailing"])
        expectEqual(alone.map(\.description), start + ["b.trailing == superview.trailing - 8"])
        withExtendedLifetime(superview) {}
    }

    @Test func aChainJoinedTwiceStaysWhole() {
        let (superview, views) = subviews("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let tail = c.where(>=20)-|
        let first = withVFL(H: |-a - tail)
        let second = withVFL(H: |-b - tail)
        let end = ["c.width >= 20", "c.trailing == superview.margins.trailing"]
        expectEqual(first.map(\.description), ["a.leading == superview.margins.leading", "c.leading == a.trailing + 8"] + end)
        expectEqual(second.map(\.description), ["b.leading == superview.margins.leading", "c.leading == b.trailing + 8"] + end)
        withExtendedLifetime(superview) {}
    }

    /// Past the twelve tokens a chain starts with, it moves to a larger
    /// buffer; a shared one is copied there and the original stays as it was.
    @Test func aSharedChainGrowsIntoACopy() {
        let (superview, views) = subviews("a", "b", "c", "d", "e", "f", "g")
        let (a, b, c, d, e, f, g) = (views[0], views[1], views[2], views[3], views[4], views[5], views[6])
        let long = |-a - b - c - d - e
        let withF = withVFL(H: long - f-|)
        let withG = withVFL(H: long - 16 - g-|)
        let shared = ["a.leading == superview.margins.leading"] + zip(["a", "b", "c", "d"], ["b", "c", "d", "e"]).map {
            "\($1).leading == \($0).trailing + 8"
        }
        expectEqual(withF.map(\.description), shared + ["f.leading == e.trailing + 8", "f.trailing == superview.margins.trailing"])
        expectEqual(withG.map(\.description), shared + ["g.leading == e.trailing + 16", "g.trailing == superview.margins.trailing"])
        expectEqual(withVFL(H: long).count, 5)
        withExtendedLifetime(superview) {}
    }
}

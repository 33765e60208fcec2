import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// A 200 × 100 root with the given subviews, each pinned to a frame by
/// constraints (`translatesAutoresizingMaskIntoConstraints` off) and
/// filled grey, so that each shows something.
func pinnedTree(_ frames: [String: CGRect]) -> (root: View, views: [String: View]) {
    let root = View(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    var views: [String: View] = [:]
    for (name, frame) in frames.sorted(by: { $0.key < $1.key }) {
        let view = View(name: name)
        view.backgroundColor = .gray
        root.addSubview(view)
        LayoutConstraint.activate {
            view.left == root.left + frame.minX
            view.top == root.top + frame.minY
            view.size == frame.size
        }
        views[name] = view
    }
    root.layoutIfNeeded()
    // It clips its subviews: a grey view past its edge is cut, a fault
    // (past a root that does not clip, a background bleeds as designed).
    root.clipsToBounds = true
    return (root, views)
}

@Suite(.failOnUnexpectedDiagnostics) struct LayoutProblemsTests {
    @Test func aWellLaidOutTreeHasNoProblem() {
        let (root, _) = pinnedTree(["a": CGRect(x: 0, y: 0, width: 100, height: 100), "b": CGRect(x: 100, y: 0, width: 100, height: 50)])
        let none: [LayoutProblem] = []
        expectEqual(layoutProblems(in: root), none)
    }

    @Test func overlappingSiblingsAreNamedWithTheirFramesAndTheSharedArea() {
        let (root, _) = pinnedTree(["card": CGRect(x: 10, y: 10, width: 100, height: 50), "badge": CGRect(x: 100, y: 40, width: 30, height: 30)])
        let expected = [LayoutProblem(
            check: .overlappingSiblings, views: ["badge", "card"],
            message: "badge and card overlap: badge (100, 40, 30 × 30) and card (10, 10, 100 × 50) share (100, 40, 10 × 20)",
            // Along the axis the siblings are spread on, each view's in turn (pinnedTree's lines).
            constraints: [
                "badge.left == root.left + 100 (AnchorDSLTestingTests/LayoutProblemsTests.swift:19)", "badge.width == 30 (AnchorDSLTestingTests/LayoutProblemsTests.swift:21)",
                "card.left == root.left + 10 (AnchorDSLTestingTests/LayoutProblemsTests.swift:19)", "card.width == 100 (AnchorDSLTestingTests/LayoutProblemsTests.swift:21)",
            ])]
        expectEqual(layoutProblems(in: root, checking: .overlappingSiblings), expected)
    }

    @Test func siblingsThatOnlyTouchDoNotOverlap() {
        let (root, _) = pinnedTree([
            "a": CGRect(x: 0, y: 0, width: 50, height: 50), "b": CGRect(x: 50, y: 0, width: 50, height: 50),
            "c": CGRect(x: 0, y: 50, width: 50, height: 50),
        ])
        expectEqual(layoutProblems(in: root, checking: .overlappingSiblings).count, 0)
    }

    @Test func overlapsAreFoundInARowAsInAColumn() {
        let (row, _) = pinnedTree([
            "a": CGRect(x: 0, y: 0, width: 50, height: 100), "b": CGRect(x: 40, y: 0, width: 50, height: 100),
            "c": CGRect(x: 100, y: 0, width: 50, height: 100),
        ])
        expectEqual(layoutProblems(in: row, checking: .overlappingSiblings).map(\.views), [["a", "b"]])
        let (column, _) = pinnedTree([
            "a": CGRect(x: 0, y: 0, width: 200, height: 30), "b": CGRect(x: 0, y: 30, width: 200, height: 30),
            "c": CGRect(x: 0, y: 50, width: 200, height: 30),
        ])
        expectEqual(layoutProblems(in: column, checking: .overlappingSiblings).map(\.views), [["b", "c"]])
    }

    @Test func hiddenViewsAreSkippedByTheGeometricChecks() {
        let (root, views) = pinnedTree(["card": CGRect(x: 10, y: 10, width: 100, height: 50), "badge": CGRect(x: 190, y: 40, width: 0, height: 90)])
        views["badge"]!.isHidden = true
        expectEqual(layoutProblems(in: root).count, 0)
        views["badge"]!.isHidden = false
        let checks: [LayoutCheck] = [.outsideSuperview, .zeroSize]
        expectEqual(layoutProblems(in: root).map(\.check), checks)
    }

    @Test func aViewInAHiddenViewIsNotDrawnEither() {
        let (root, views) = pinnedTree(["card": CGRect(x: 10, y: 10, width: 100, height: 50)])
        let inner = View(name: "inner")
        views["card"]!.clipsToBounds = true
        views["card"]!.addSubview(inner)
        LayoutConstraint.activate { inner.edges == views["card"]!.edges - 20 }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview).map(\.views), [["card", "inner"]])
        views["card"]!.isHidden = true
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview).count, 0)
    }

    @Test func aViewOutsideItsSuperviewIsNamedWithBothFrames() {
        let (root, _) = pinnedTree(["card": CGRect(x: 150, y: 10, width: 100, height: 50)])
        let expected = [LayoutProblem(
            check: .outsideSuperview, views: ["card", "root"],
            message: "card (150, 10, 100 × 50) is not inside its superview root (0, 0, 200 × 100)",
            // Only those across: the card is inside its superview vertically.
            constraints: ["card.left == root.left + 150 (AnchorDSLTestingTests/LayoutProblemsTests.swift:19)", "card.width == 100 (AnchorDSLTestingTests/LayoutProblemsTests.swift:21)"])]
        expectEqual(layoutProblems(in: root), expected)
    }

    @Test func aThousandthOfAPointOutsideIsTolerated() {
        let (root, _) = pinnedTree(["card": CGRect(x: 100.0009, y: 0, width: 100, height: 100)])
        expectEqual(layoutProblems(in: root).count, 0)
        let (moved, _) = pinnedTree(["card": CGRect(x: 100.002, y: 0, width: 100, height: 100)])
        expectEqual(layoutProblems(in: moved).map(\.check), [LayoutCheck.outsideSuperview])
    }

    @Test func aViewWithoutWidthOrHeightIsNamed() {
        let (root, _) = pinnedTree(["line": CGRect(x: 0, y: 50, width: 200, height: 0), "dot": CGRect(x: 5, y: 5, width: 0, height: 0)])
        let messages: [String] = ["dot has no size: (5, 5, 0 × 0)", "line has no height: (0, 50, 200 × 0)"]
        expectEqual(layoutProblems(in: root, checking: .zeroSize).map(\.message), messages)
    }

    @Test func anAmbiguousViewIsNamedAndReportsNothing() {
        let root = View(name: "root"), card = View(name: "card")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.addSubview(card)
        LayoutConstraint.activate { card.size == CGSize(width: 20, height: 20) }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root, checking: .ambiguity)
        expectEqual(problems.map(\.views), [["card"]])
        let ambiguous = problems.first?.message.hasPrefix("card has an ambiguous layout") ?? false
        #expect(ambiguous, "\(problems)")
    }

    @Test func aBrokenConstraintIsNamedAsLongAsItIsBroken() {
        let root = View(name: "root"), card = View(name: "card")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.addSubview(card)
        var wide: LayoutConstraint?
        let reports = LayoutDiagnostics.capture {
            // The earliest activated constraint of a conflict is the one broken.
            wide = LayoutConstraint.activate { card.width == 300 }.first
            LayoutConstraint.activate { card.edges == root.edges }
            root.layoutIfNeeded()
        }
        expectEqual(reports.count, 1)
        let first = layoutProblems(in: root, checking: .conflicts)
        expectEqual(first.map(\.views), [["card"]])
        let named = first.first?.message.contains("card.width == 300") ?? false
        #expect(named, "\(first)")
        // Asked again, it is still there, although the engine said it once.
        expectEqual(layoutProblems(in: root, checking: .conflicts), first)
        wide?.isActive = false
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .conflicts).count, 0)
    }

    /// Outside, overlapping and flat.
    static let troubled: [String: CGRect] = [
        "card": CGRect(x: 10, y: 10, width: 100, height: 50), "badge": CGRect(x: 100, y: 40, width: 130, height: 30),
        "dot": CGRect(x: 5, y: 80, width: 0, height: 0),
    ]

    @Test func problemsComeInTheOrderOfTheChecks() {
        let (root, _) = pinnedTree(Self.troubled)
        let checks: [LayoutCheck] = [.outsideSuperview, .overlappingSiblings, .zeroSize]
        expectEqual(layoutProblems(in: root).map(\.check), checks)
        expectEqual(layoutProblems(in: root, checking: [.zeroSize, .outsideSuperview]).map(\.check), [.outsideSuperview, .zeroSize])
    }

    @Test func ignoredViewsAreSkippedByEveryCheck() {
        let (root, _) = pinnedTree(Self.troubled)
        let none: [LayoutProblem] = []
        expectEqual(layoutProblems(in: root, ignoring: ["badge", "dot"]), none)
        expectEqual(layoutProblems(in: root, ignoring: ["dot"]).count, 2)
    }

    @Test func checksAreDescribedByName() {
        let some: LayoutCheck = [.zeroSize, .conflicts]
        expectEqual(some.description, "[.conflicts, .zeroSize]")
        expectEqual(
            LayoutCheck.all.description,
            "[.ambiguity, .conflicts, .outsideSuperview, .overlappingSiblings, .zeroSize, .truncatedText, .compressedContent, .outsideSafeArea, .collapsedCell]")
        expectEqual(LayoutCheck(rawValue: 1 << 9 | 1).description, "[.ambiguity, rawValue 512]")
    }
}

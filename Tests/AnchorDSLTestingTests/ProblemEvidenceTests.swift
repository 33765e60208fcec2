import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// What each problem carries besides its message: the constraints that made
/// it, with where they were written, and the shapes drawn over its picture.
@Suite(.failOnUnexpectedDiagnostics) struct ProblemEvidenceTests {
    /// A root at (0, 0) holding a 100 × 100 `box` at (50, 20), so that
    /// picture coordinates differ from the box's own.
    private func boxedTree() -> (root: View, box: View) {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let box = View(name: "box")
        box.clipsToBounds = true
        root.addSubview(box)
        LayoutConstraint.activate {
            box.left == root.left + 50
            box.top == root.top + 20
            box.size == CGSize(width: 100, height: 100)
        }
        return (root, box)
    }

    @Test func overlappingSiblingsHatchTheSharedAreaInPictureCoordinates() throws {
        let (root, box) = boxedTree()
        let a = View(name: "a"), b = View(name: "b")
        a.backgroundColor = .gray
        b.backgroundColor = .gray
        box.addSubview(a)
        box.addSubview(b)
        let line = #line + 2
        LayoutConstraint.activate {
            a.left == box.left + 10
            a.top == box.top
            a.size == CGSize(width: 40, height: 20)
            b.left == box.left + 30
            b.top == box.top
            b.size == CGSize(width: 40, height: 20)
        }
        root.layoutIfNeeded()
        let problem = try #require(layoutProblems(in: root, checking: .overlappingSiblings).first)
        // a (60…100) and b (80…120) across, both 20…40 down, in the root.
        expectEqual(problem.overlays, [.sharedArea(CGRect(x: 80, y: 20, width: 20, height: 20))])
        let file = "AnchorDSLTestingTests/ProblemEvidenceTests.swift"
        expectEqual(problem.constraints, [
            "a.left == box.left + 10 (\(file):\(line))", "a.width == 40 (\(file):\(line + 2))",
            "b.left == box.left + 30 (\(file):\(line + 3))", "b.width == 40 (\(file):\(line + 5))",
        ])
    }

    @Test func aViewOutsideItsSuperviewShadesWhatLiesOutside() throws {
        let (root, box) = boxedTree()
        let card = View(name: "card")
        box.addSubview(card)
        LayoutConstraint.activate {
            card.left == box.left + 80
            card.top == box.top + 10
            card.size == CGSize(width: 40, height: 30)
        }
        root.layoutIfNeeded()
        let problem = try #require(layoutProblems(in: root, checking: .outsideSuperview).first)
        expectEqual(problem.overlays, [.outside(
            CGRect(x: 130, y: 30, width: 40, height: 30), container: CGRect(x: 50, y: 20, width: 100, height: 100))])
        // Only the horizontal constraints: the card is inside vertically.
        expectEqual(problem.constraints.map { ConstraintDescription.splitLocation($0).0 }, ["card.left == box.left + 80", "card.width == 40"])
        let svg = root.svgPicture(overlays: problem.overlays)
        expectContains(svg, "<rect x=\"150\" y=\"30\" width=\"20\" height=\"30\" fill=\"#d0021b66\" stroke=\"none\"/>")
    }

    @Test func aTruncatedLabelIsMarkedWithWhatItShowsAndTheConstraintsThatSizeIt() throws {
        let (root, box) = boxedTree()
        root.textMeasurer = EmMeasurer()
        let title = Label(name: "title", text: "A title far too long for its box", font: .system(size: 10))
        box.addSubview(title)
        let line = #line + 2
        LayoutConstraint.activate {
            title.leading == box.leading
            title.top == box.top
            title.width == 60
        }
        root.layoutIfNeeded()
        let problem = try #require(layoutProblems(in: root, checking: .truncatedText).first)
        let shown = try #require(title.textLayout()).lines.map(\.quoted).joined(separator: " ")
        expectEqual(problem.overlays, [.truncated(CGRect(x: 50, y: 20, width: 60, height: title.frame.height), shows: shown)])
        let file = "AnchorDSLTestingTests/ProblemEvidenceTests.swift"
        expectEqual(problem.constraints, [
            "title.leading == box.leading (\(file):\(line))", "title.width == 60 (\(file):\(line + 2))",
            // Its intrinsic size, as UIKit prints a content-size constraint: one line of 32 ems.
            "title.width == 320 Hug:250 CompressionResistance:750",
            "title.top == box.top (\(file):\(line + 1))", "title.height == 10 Hug:250 CompressionResistance:750",
        ])
    }

    @Test func aStacksTieBreakIsLeftOutAndTheIntrinsicSizeShownAsUIKitPrintsIt() throws {
        let (root, box) = boxedTree()
        root.textMeasurer = EmMeasurer()
        let title = Label(name: "title", text: "Titles", font: .system(size: 10))
        let detail = Label(name: "detail", text: "Detail", font: .system(size: 10))
        detail.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        box.addSubview(title)
        box.addSubview(detail)
        LayoutConstraint.activate {
            Stack(.horizontal, in: box) { title; detail }
        }
        root.layoutIfNeeded()
        // 60 + 60 in 100: the title gives way. The stack pins its length at
        // a priority near 1 to break ties as UIKit's engine does by order:
        // not a line anybody wrote, and not the title's intrinsic size.
        let problem = try #require(layoutProblems(in: root, checking: .truncatedText).first)
        expectEqual(problem.views, ["title"])
        #expect(!problem.constraints.contains { $0.contains(" @1.") })
        expectContains(problem.constraints.joined(separator: "\n"), "title.width == 60 Hug:250 CompressionResistance:750")
        let tieBreaks = detail.constraints.filter(\.breaksATieOnly)
        expectEqual(tieBreaks.map(\.descriptionWithoutLocation), ["detail.width == 60 @1.1666666"])
    }

    @Test func aSqueezedSwitchOutlinesItsOwnSizeOverItsFrame() throws {
        let (root, box) = boxedTree()
        let toggle = Switch(name: "toggle")
        box.addSubview(toggle)
        LayoutConstraint.activate {
            toggle.leading == box.leading
            toggle.top == box.top
            toggle.width == 30
        }
        root.layoutIfNeeded()
        let problem = try #require(layoutProblems(in: root, checking: .compressedContent).first)
        expectEqual(problem.overlays, [.naturalSize(
            frame: CGRect(x: 50, y: 20, width: 30, height: 31), natural: CGSize(width: 51, height: 31))])
        expectEqual(problem.constraints.map { ConstraintDescription.splitLocation($0).0 }, ["toggle.leading == box.leading", "toggle.width == 30", "toggle.width == 51 Hug:750 CompressionResistance:750"])
        let svg = root.svgPicture(overlays: problem.overlays)
        expectContains(svg, "needs 51 × 31")
    }

    @Test func anAmbiguousViewIsDrawnAtASecondFrameItsConstraintsAllow() throws {
        let (root, box) = boxedTree()
        let loose = View(name: "loose")
        box.addSubview(loose)
        LayoutConstraint.activate {
            loose.left == box.left + 10
            loose.size == CGSize(width: 20, height: 20)
            loose.top >= box.top
        }
        root.layoutIfNeeded()
        let problem = try #require(layoutProblems(in: root, checking: .ambiguity).first)
        guard case let .ambiguous(frame, alternative)? = problem.overlays.first else {
            Issue.record("expected an ambiguity overlay, got \(problem.overlays)")
            return
        }
        expectEqual(frame, CGRect(x: 60, y: loose.frame.minY + 20, width: 20, height: 20))
        // Only its top can move, and only down (top ≥ box.top): 16 points.
        expectEqual(alternative.minX, frame.minX)
        expectEqual(alternative.size, frame.size)
        expectClose(abs(alternative.minY - frame.minY), 16)
        #expect(alternative.minY >= 20)
        // Only the vertical constraints: its horizontal place is determined.
        expectEqual(problem.constraints.map { ConstraintDescription.splitLocation($0).0 }, ["loose.top >= box.top", "loose.height == 20"])
        // Probing for the second frame leaves the laid-out frame alone.
        expectEqual(loose.frame.minX, 10)
    }

    @Test func aConflictOutlinesItsViewsAndJoinsTheBrokenConstraintsAnchors() throws {
        let (root, box) = boxedTree()
        let a = View(name: "a")
        box.addSubview(a)
        let line = #line + 3
        // The earliest activated constraint of the conflict is the one broken.
        LayoutConstraint.activate {
            a.trailing == box.leading + 40
            a.leading == box.leading + 10
            a.top == box.top
            a.size == CGSize(width: 20, height: 20)
        }
        let quiet = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(quiet.count, 1)
        let problem = try #require(layoutProblems(in: root, checking: .conflicts).first)
        let file = "AnchorDSLTestingTests/ProblemEvidenceTests.swift"
        expectEqual(problem.constraints.first, "a.trailing == box.leading + 40 (\(file):\(line))")
        // The rest of the set the solver proved: a's own constraints.
        #expect(problem.constraints.contains("a.leading == box.leading + 10 (\(file):\(line + 1))"))
        #expect(problem.constraints.contains("a.width == 20 (\(file):\(line + 3))"))
        #expect(problem.constraints.count >= 3)
        guard case let .conflict(views, anchors)? = problem.overlays.first else {
            Issue.record("expected a conflict overlay, got \(problem.overlays)")
            return
        }
        #expect(views.contains(CGRect(x: 50, y: 20, width: 100, height: 100)))
        #expect(views.contains(a.frame.offsetBy(dx: 50, dy: 20)))
        // a's trailing edge and box's leading edge, at their middles.
        expectEqual(anchors, [CGPoint(x: 50 + a.frame.maxX, y: 30), CGPoint(x: 50, y: 70)])
    }

    @Test func aViewWithNoWidthIsMarked() throws {
        let (root, box) = boxedTree()
        let rule = View(name: "rule")
        rule.backgroundColor = .black
        box.addSubview(rule)
        LayoutConstraint.activate {
            rule.leading == box.leading
            rule.top == box.top
            rule.size == CGSize(width: 0, height: 40)
        }
        root.layoutIfNeeded()
        let problem = try #require(layoutProblems(in: root, checking: .zeroSize).first)
        expectEqual(problem.overlays, [.marked(CGRect(x: 50, y: 20, width: 0, height: 40))])
        expectEqual(problem.constraints.map { ConstraintDescription.splitLocation($0).0 }, ["rule.leading == box.leading", "rule.width == 0"])
    }

    @Test func aVariantIsNamedForAFile() {
        let variant = LayoutVariant(
            device: "iPhone SE", direction: .rightToLeft, contentSize: .accessibilityExtraExtraExtraLarge, text: "double length")
        expectEqual(variant.fileName, "iPhone-SE.rtl.AX5.double-length")
        let odd = LayoutVariant(device: "../My <Phone>", direction: .leftToRight, contentSize: .large, text: "as written")
        expectEqual(odd.fileName, "..-My--Phone-.ltr.L.as-written")
    }

    @Test func aProblemIsGroupedAcrossVariantsOnlyWhereTheSameLinesMakeIt() {
        func truncated(_ constraints: [String]) -> LayoutProblem {
            LayoutProblem(check: .truncatedText, views: ["title"], message: "title is truncated", constraints: constraints)
        }
        let row = truncated(["title.trailing == badge.leading - 8 (App/Row.swift:12)", "title.width == 120 Hug:250 CompressionResistance:750"])
        // The same line at a larger text size: the intrinsic size differs, the problem is the same.
        let larger = truncated(["title.trailing == badge.leading - 8 (App/Row.swift:12)", "title.width == 300 Hug:250 CompressionResistance:750"])
        // At AX5 the row is stacked: other lines make it, another entry on the page.
        let stacked = truncated(["title.trailing == root.trailing - 16 (App/Row.swift:20)", "title.width == 400 Hug:250 CompressionResistance:750"])
        expectEqual(row.groupKey, larger.groupKey)
        #expect(row.groupKey != stacked.groupKey)
    }
}

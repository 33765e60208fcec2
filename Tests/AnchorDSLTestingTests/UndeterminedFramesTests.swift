import AnchorDSL
@testable import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// One cause, one report: a frame the constraints leave undetermined rests
/// where UIKit's rests, is reported once as the ambiguity, and the other
/// checks report only what holds wherever it goes.
@Suite(.failOnUnexpectedDiagnostics) struct UndeterminedFramesTests {
    /// A 375 × 667 root, text measured one em a character.
    private func root() -> View {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.textMeasurer = EmMeasurer()
        return root
    }

    /// A list whose height follows its one row's, which nothing sizes; a
    /// grey title 20 high inside the row, 4 from its top.
    private func listWithUnsizedRow() -> (root: View, list: View, row: View, title: View) {
        let root = root()
        let list = View(name: "list"), row = View(name: "row"), title = View(name: "title")
        title.backgroundColor = .gray
        root.addSubview(list)
        list.addSubview(row)
        row.addSubview(title)
        LayoutConstraint.activate {
            list.top == root.top + 100
            list.horizontalEdges == root.horizontalEdges + 16
            row.top == list.top
            row.horizontalEdges == list.horizontalEdges
            list.bottom == row.bottom + 8
            title.top == row.top + 4
            title.leading == row.leading + 8
            title.size == CGSize(width: 100, height: 20)
        }
        root.layoutIfNeeded()
        return (root, list, row, title)
    }

    @Test func aRowNothingSizesRestsAtNoHeightAndIsOneReport() {
        let (root, list, row, title) = listWithUnsizedRow()
        let problems = layoutProblems(in: root)
        // By hand: the row at rest is 0 high (never inside out), the list 8.
        expectEqual(row.frame, CGRect(x: 0, y: 0, width: 343, height: 0))
        expectEqual(list.frame, CGRect(x: 16, y: 100, width: 343, height: 8))
        expectEqual(title.frame, CGRect(x: 8, y: 4, width: 100, height: 20))
        // The title sticks out of the row and the row has no height at rest,
        // but not once the row grows: only the ambiguity is reported.
        expectEqual(problems.map(\.check), [.ambiguity])
        expectEqual(problems.first?.views, ["list", "row"])
        expectEqual(problems.first?.message, "list has an ambiguous layout: its constraints do not determine its height; "
            + "it rests at (16, 100, 343 × 8), as UIKit's would, by chance (inside it, row moves with it)")
        expectEqual(problems.first?.constraints.map { ConstraintDescription.splitLocation($0).0 }, [
            "list.top == root.top + 100", "row.top == list.top", "list.bottom == row.bottom + 8", "title.top == row.top + 4",
        ])
    }

    @Test func theRestStaysThroughLaterLayoutsAndTheAmbiguityIsStillFound() {
        let (root, list, row, _) = listWithUnsizedRow()
        _ = layoutProblems(in: root)
        list.layoutMargins = EdgeInsets(4)
        root.layoutIfNeeded()
        expectEqual(row.frame.height, 0)
        #expect(row.hasAmbiguousLayout)
        #expect(list.hasAmbiguousLayout)
    }

    @Test func aViewWithNoPlaceRestsAtItsSuperviewsOrigin() {
        let root = root()
        let box = View(name: "box"), loose = View(name: "loose")
        root.addSubview(box)
        box.addSubview(loose)
        LayoutConstraint.activate {
            box.left == root.left + 50
            box.top == root.top + 20
            box.size == CGSize(width: 100, height: 100)
            loose.size == CGSize(width: 30, height: 30)
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root)
        expectEqual(loose.frame, CGRect(x: 0, y: 0, width: 30, height: 30))
        expectEqual(problems.map(\.message), [
            "loose has an ambiguous layout: its constraints do not determine its horizontal position and vertical "
                + "position; it rests at (0, 0, 30 × 30), as UIKit's would, by chance",
        ])
    }

    @Test func aFaultThatHoldsWhereverTheFrameGoesIsStillReported() {
        // Wider than the root, which clips, whatever its free vertical position: a fault.
        let root = root()
        root.clipsToBounds = true
        let wide = View(name: "wide")
        wide.backgroundColor = .gray
        root.addSubview(wide)
        LayoutConstraint.activate {
            wide.leading == root.leading
            wide.size == CGSize(width: 400, height: 20)
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.ambiguity, .outsideSuperview])
        expectEqual(problems.last?.message, "wide (0, 0, 400 × 20) is not inside its superview root (0, 0, 375 × 667)")
    }

    @Test func aLabelWithTextCollapsedByItsConstraintsIsStillReported() {
        // Determined, not at rest: a label squeezed to no height is a fault.
        let root = root()
        let title = Label(name: "title", text: "Hello", font: .system(size: 10))
        root.addSubview(title)
        LayoutConstraint.activate {
            title.leading == root.leading
            title.top == root.top
            title.height == 0
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root, checking: .zeroSize)
        expectEqual(problems.map(\.message), ["title has no height: (0, 0, 50 × 0)"])
    }

    @Test func twoEquallyResistantLabelsTooWideForTheirRowAreOneReportNamingBoth() {
        // 60 + 60 points of text in 100: one is cut, whichever gives way.
        let root = root()
        let a = Label(name: "a", text: "aaaaaa", font: .system(size: 10))
        let b = Label(name: "b", text: "bbbbbb", font: .system(size: 10))
        root.addSubview(a)
        root.addSubview(b)
        LayoutConstraint.activate {
            a.leading == root.leading
            b.leading == a.trailing
            b.trailing == root.leading + 100
            a.top == root.top
            b.top == root.top
        }
        root.layoutIfNeeded()
        let truncated = layoutProblems(in: root, checking: .truncatedText)
        expectEqual(truncated.map(\.views), [["a", "b"]])
        expectEqual(truncated.first?.message.hasPrefix("one of a or b is cut, whichever: their constraints leave open which gives way"), true)
        expectEqual(a.frame.width + b.frame.width, 100)
    }
}

import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// `alpha` and `allowsOverlap`: what is not seen and what is meant to
/// overlap is not reported, and what is seen still is.
@Suite("Alpha and intended overlap", .failOnUnexpectedDiagnostics)
struct AlphaAndOverlapTests {
    /// A gradient behind the whole root, a button, and a spinner over the button.
    func crossFade() -> (root: View, views: [String: View]) {
        pinnedTree([
            "gradient": rect(0, 0, 200, 100),
            "button": rect(20, 20, 100, 40),
            "spinner": rect(60, 30, 20, 20),
        ])
    }

    @Test("Without alpha or allowsOverlap every overlap is reported")
    func everyOverlapIsReportedByDefault() {
        let (root, _) = crossFade()
        let pairs = layoutProblems(in: root, checking: .overlappingSiblings).map(\.views)
        expectEqual(pairs, [["button", "gradient"], ["button", "spinner"], ["gradient", "spinner"]])
    }

    @Test("A background that allows overlap is not reported; the other pairs still are")
    func allowsOverlapSilencesOnlyItsOwnPairs() {
        let (root, views) = crossFade()
        views["gradient"]!.allowsOverlap = true
        let pairs = layoutProblems(in: root, checking: .overlappingSiblings).map(\.views)
        expectEqual(pairs, [["button", "spinner"]])
    }

    @Test("A view at alpha 0 is not seen: no overlap, not outside, no zero size")
    func alphaZeroIsSkippedAsHiddenIs() {
        let (root, views) = pinnedTree([
            "button": rect(20, 20, 100, 40),
            "spinner": rect(60, 30, 150, 20),
            "dot": rect(0, 90, 0, 10),
        ])
        let spinner = views["spinner"]!, dot = views["dot"]!
        let checks: [LayoutCheck] = [.outsideSuperview, .overlappingSiblings, .zeroSize]
        expectEqual(layoutProblems(in: root).map(\.check), checks)
        spinner.alpha = 0
        dot.alpha = 0
        expectEqual(layoutProblems(in: root), [])
        spinner.alpha = 0.2
        let problems: [LayoutProblem] = layoutProblems(in: root)
        expectEqual(problems.count, 2, "a view that is faint is still seen")
    }

    @Test("What a view at alpha 0 contains is not seen either")
    func alphaZeroHidesItsSubviews() {
        let (root, views) = pinnedTree(["panel": rect(0, 0, 100, 100)])
        let panel = views["panel"]!, inner = View(name: "inner")
        panel.clipsToBounds = true
        panel.addSubview(inner)
        LayoutConstraint.activate {
            inner.left == panel.left + 50
            inner.top == panel.top
            inner.size == CGSize(width: 100, height: 10)
        }
        root.layoutIfNeeded()
        let problemViews: [[String]] = layoutProblems(in: root).map(\.views)
        expectEqual(problemViews, [["inner", "panel"]])
        panel.alpha = 0
        expectEqual(layoutProblems(in: root), [])
    }

    @Test("A view that allows overlap still has its own subviews checked against each other")
    func allowsOverlapIsAboutItsSiblingsOnly() {
        let (root, views) = pinnedTree(["panel": rect(0, 0, 100, 100), "other": rect(50, 50, 100, 40)])
        let panel = views["panel"]!
        panel.allowsOverlap = true
        let a = View(name: "a"), b = View(name: "b")
        a.backgroundColor = .white
        b.backgroundColor = .white
        panel.addSubview(a)
        panel.addSubview(b)
        LayoutConstraint.activate {
            a.left == panel.left
            a.top == panel.top
            a.size == CGSize(width: 20, height: 20)
            b.left == panel.left + 10
            b.top == panel.top
            b.size == CGSize(width: 20, height: 20)
        }
        root.layoutIfNeeded()
        let overlapping: [[String]] = layoutProblems(in: root, checking: .overlappingSiblings).map(\.views)
        expectEqual(overlapping, [["a", "b"]])
    }

    @Test("expectValidLayout passes a cross-fade written with alpha and allowsOverlap")
    func expectValidLayoutPassesTheCrossFade() {
        let (root, views) = crossFade()
        views["gradient"]!.allowsOverlap = true
        views["spinner"]!.alpha = 0
        let failures = layoutMatrixFailures(root, on: [.iPhoneSE], directions: [.leftToRight], checking: .all, ignoring: [])
        expectEqual(failures, [])
    }

    @Test("A bad alpha is reported and the old one kept; alpha 1 and no overlap by default")
    func badAlpha() {
        let view = View(name: "spinner")
        expectEqual(view.alpha, 1)
        #expect(!view.allowsOverlap)
        view.alpha = 0.5
        for bad: CGFloat in [-0.01, 1.01, .nan, -.infinity] {
            let errors = LayoutDiagnostics.capture { view.alpha = bad }
            expectEqual(errors.count, 1, "\(bad)")
            if case let .invalidViewProperty(name, property, _, reason)? = errors.first {
                #expect(name == "spinner" && property == "alpha")
                expectContains(reason, "0...1")
            } else {
                Issue.record("\(errors)")
            }
            expectEqual(view.alpha, 0.5)
        }
        expectContains("\(LayoutError.invalidViewProperty(view: "spinner", property: "alpha", value: "2", reason: "it must be finite and in 0...1"))",
                       "Cannot set alpha of 'spinner' to 2")
    }

    @Test("The text picture draws a view at alpha 0 dashed and lists alpha and allowsOverlap; so does a snapshot")
    func textPictureShowsBoth() {
        let (root, views) = crossFade()
        views["gradient"]!.allowsOverlap = true
        views["spinner"]!.alpha = 0
        views["button"]!.alpha = 0.5
        let picture = root.textPicture(columns: 40)
        expectContains(picture, "gradient (0, 0, 200 × 100) allows overlap")
        expectContains(picture, "spinner (60, 30, 20 × 20) alpha 0")
        expectContains(picture, "button (20, 20, 100 × 40) alpha 0.5")
        // The spinner's box, alone of the three, is dashed.
        #expect(picture.contains("╌"))
        views["spinner"]!.alpha = 1
        #expect(!root.textPicture(columns: 40).contains("╌"))
    }

    @Test("The SVG picture draws a view at alpha 0 dotted and faded, and names what allows overlap")
    func svgPictureShowsBoth() {
        let (root, views) = crossFade()
        views["gradient"]!.allowsOverlap = true
        views["spinner"]!.alpha = 0
        let svg = root.svgPicture()
        expectContains(svg, ">gradient (allows overlap)</text>")
        expectContains(svg, ">spinner (alpha 0)</text>")
        let spinnerRect = svg.split(separator: "\n").first { $0.contains("x=\"60\" y=\"30\"") }
        expectEqual(spinnerRect?.contains("stroke-dasharray=\"1 2\" opacity=\"0.5\""), true)
        // Filled with its grey background (pinnedTree's).
        let gradientRect = svg.split(separator: "\n").first { $0.contains("width=\"200\" height=\"100\" fill=\"#808080\" fill-opacity=\"1\"") }
        expectEqual(gradientRect?.contains("stroke-dasharray=\"8 3\""), true)
    }
}

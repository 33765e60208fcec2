import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

@Suite(.failOnUnexpectedDiagnostics) struct PictureTests {
    @Test func textPictureDrawsBoxesScaledToTheColumns() {
        let (root, views) = makeRoot(200, 100, "card")
        LayoutConstraint.activate { views[0].edges == root.edges + EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 40) }
        root.layoutIfNeeded()
        // 20 columns for 200 points: 0.1 column a point, 0.05 row a point.
        let expected = [
            "┌──────────────────┐",
            "│ro…┌──────────┐   │",
            "│   │card      │   │",
            "│   └──────────┘   │",
            "└──────────────────┘",
            "",
            "root (0, 0, 200 × 100)",
            "  card (40, 20, 120 × 60)",
        ].joined(separator: "\n")
        expectEqual(root.textPicture(columns: 20), expected)
    }

    @Test func svgPictureHasARectangleAndALabelPerViewAndDashedGuides() {
        let (root, views) = makeRoot(300, 200, "card")
        LayoutConstraint.activate { views[0].edges == root.layoutMarginsGuide.edges }
        root.layoutIfNeeded()
        let svg = root.svgPicture()
        expectPrefix(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\"")
        expectContains(svg, "<rect x=\"8\" y=\"8\" width=\"284\" height=\"184\" fill=\"#c0392b14\" stroke=\"#c0392b\"/>")
        expectContains(svg, "<rect x=\"8\" y=\"8\" width=\"284\" height=\"184\" fill=\"none\" stroke=\"#c0392b\" stroke-dasharray=\"4 3\"/>")
        expectContains(svg, ">card</text>")
        expectContains(svg, ">root.margins</text>")
        expectSuffix(svg, "</svg>\n")
    }

    @Test func svgPictureDrawsHiddenViewsDottedAndSaysSo() {
        let (root, views) = makeRoot(300, 200, "card")
        views[0].isHidden = true
        LayoutConstraint.activate { views[0].edges == root.edges + 10 }
        root.layoutIfNeeded()
        let svg = root.svgPicture()
        expectContains(svg, "<rect x=\"10\" y=\"10\" width=\"280\" height=\"180\" fill=\"none\" stroke=\"#c0392b\" stroke-dasharray=\"1 2\" opacity=\"0.5\"/>")
        expectContains(svg, ">card (hidden)</text>")
    }

    @Test func namesAreEscapedInSVG() {
        let (root, _) = makeRoot(100, 100, "a<b>&\"c\"")
        root.layoutIfNeeded()
        expectContains(root.svgPicture(), ">a&lt;b&gt;&amp;&quot;c&quot;</text>")
    }
}

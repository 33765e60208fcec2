import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Labels in the pictures: their lines drawn in their boxes, listed in the
/// legend, and set as text in the SVG.
@Suite(.failOnUnexpectedDiagnostics) struct LabelPictureTests {
    /// A 200 × 100 root, characters 20 wide and lines 20 high: a bio
    /// wrapped in a 100-point column, one word a line, cut after two lines.
    private func bioTree(numberOfLines: Int = 2) -> (View, Label) {
        let root = View(name: "root")
        root.frame = rect(0, 0, 200, 100)
        root.textMeasurer = EmMeasurer()
        let bio = Label(name: "bio", text: "aaaa \"bb\" cccc", font: .system(size: 20))
        bio.numberOfLines = numberOfLines
        root.addSubview(bio)
        LayoutConstraint.activate {
            bio.leading == root.leading + 10
            bio.width == 100
            bio.top == root.top + 10
        }
        root.layoutIfNeeded()
        return (root, bio)
    }

    @Test func theTextPictureDrawsTheLinesAndTheLegendQuotesThem() {
        let (root, bio) = bioTree()
        let lines: [String] = bio.lines
        expectEqual(lines, ["aaaa", "\"bb\"…"])
        expectEqual(root.textPicture(columns: 40), """
            ┌──────────────────────────────────────┐
            │ ┌──────────────────┐root             │
            │ │aaaa              │                 │
            │ │"bb"…             │                 │
            │ └──────────────────┘                 │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            └──────────────────────────────────────┘

            root (0, 0, 200 × 100)
              bio (10, 10, 100 × 40) "aaaa" "\\"bb\\"…" truncated
            """)
    }

    @Test func aLabelWhoseTextFitsIsNotMarked() {
        let (root, _) = bioTree(numberOfLines: 0)
        let legend = root.textPicture(columns: 40).components(separatedBy: "\n").last
        expectEqual(legend, "  bio (10, 10, 100 × 60) \"aaaa\" \"\\\"bb\\\"\" \"cccc\"")
    }

    @Test func aBoxWithNoInsideCarriesTheFirstLineOnItsTopEdge() {
        let (root, _) = bioTree()
        let rows = root.textPicture(columns: 20).components(separatedBy: "\n")
        expectEqual(rows[1], "│┌aaaa────┐root    │")
        expectEqual(rows[2], "│└────────┘        │")
    }

    /// Each line drawn to the width measured (its "…" included), in any viewer's font.
    @Test func theSVGSetsEachLineOnItsBaselineAtTheFontsSize() {
        let (root, _) = bioTree()
        let svg = root.svgPicture()
        #expect(svg.contains("<text x=\"10\" y=\"26\" font-size=\"20\" textLength=\"80\" lengthAdjust=\"spacingAndGlyphs\" fill=\"black\" xml:space=\"preserve\">aaaa</text>"))
        #expect(svg.contains("<text x=\"10\" y=\"46\" font-size=\"20\" textLength=\"100\" lengthAdjust=\"spacingAndGlyphs\" fill=\"black\" xml:space=\"preserve\">&quot;bb&quot;…</text>"))
        #expect(!svg.contains(">bio<"))
    }

    @Test func richTextIsDrawnRunByRunAndAnImageStandsOnTheBaseline() {
        let (root, _) = makeRoot(200, 100)
        root.textMeasurer = EmMeasurer()
        let rating = Label(name: "rating", font: .system(size: 10))
        rating.attributedText = .image(size: CGSize(width: 14, height: 12)) + " 4.8" + AttributedText(" (12)", font: .system(size: 20))
        root.addSubview(rating)
        LayoutConstraint.activate {
            rating.leading == root.leading + 10
            rating.top == root.top + 10
        }
        root.layoutIfNeeded()
        let svg = root.svgPicture()
        // The line is 16 above its baseline (the big run's ascender), so the baseline is at 10 + 16.
        expectContains(svg, "<rect x=\"10\" y=\"14\" width=\"14\" height=\"12\"")
        expectContains(svg, "<text x=\"24\" y=\"26\" font-size=\"10\" textLength=\"40\" lengthAdjust=\"spacingAndGlyphs\" fill=\"black\" xml:space=\"preserve\"> 4.8</text>")
        expectContains(svg, "<text x=\"64\" y=\"26\" font-size=\"20\" textLength=\"100\" lengthAdjust=\"spacingAndGlyphs\" fill=\"black\" xml:space=\"preserve\"> (12)</text>")
    }

    @Test func textInsideABorderOrAnInsetIsDrawnWhereItShows() {
        let (root, _) = makeRoot(200, 100)
        root.textMeasurer = EmMeasurer()
        let email = TextField(name: "email", placeholder: "Email", font: .system(size: 10))
        email.borderStyle = .roundedRect
        root.addSubview(email)
        LayoutConstraint.activate {
            email.leading == root.leading
            email.top == root.top
        }
        root.layoutIfNeeded()
        // 7 in from the border; centred down the 34: the line from 12 to 22, its baseline at 20.
        expectContains(root.svgPicture(), "<text x=\"7\" y=\"20\" font-size=\"10\" textLength=\"50\" lengthAdjust=\"spacingAndGlyphs\" fill=\"black\" xml:space=\"preserve\">Email</text>")
    }

    /// A margins guide's name is written where it crosses no line of text:
    /// here not in its bottom-left corner, which the last line takes.
    @Test func aGuidesNameIsWrittenClearOfText() {
        let (root, _) = makeRoot(300, 100)
        root.textMeasurer = EmMeasurer()
        let card = View(name: "card")
        let bio = Label(name: "bio", text: "aaaa bbbb", font: .system(size: 10))
        root.addSubview(card)
        card.addSubview(bio)
        let margins = card.layoutMarginsGuide
        LayoutConstraint.activate {
            card.leading == root.leading
            card.top == root.top
            card.size == CGSize(width: 200, height: 60)
            bio.horizontalEdges == margins.horizontalEdges
            bio.bottom == margins.bottom
        }
        root.layoutIfNeeded()
        // The line from (8, 42) to (98, 52); the guide's name at its bottom-right corner instead.
        expectContains(root.svgPicture(), "<text x=\"189\" y=\"49\" font-size=\"10\" fill=\"#27ae60\" text-anchor=\"end\">card.margins</text>")
    }
}

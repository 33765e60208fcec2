import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Scroll views as UIKit's: the content guide sets the content size, the
/// frame guide is the frame, frames are in content coordinates.
@Suite("Scroll views", .failOnUnexpectedDiagnostics)
struct ScrollViewTests {
    /// A 375 × 667 root filled by a scroll view holding a column of `rows`
    /// rows 100 high, as wide as the frame guide, and a header pinned to the
    /// frame guide's top.
    func screen(rows count: Int = 10) -> (root: View, scroll: ScrollView, rows: [View], header: View) {
        let (root, _) = makeRoot(375, 667)
        let scroll = ScrollView(name: "scroll"), header = View(name: "header")
        root.addSubview(scroll)
        let rows = (0..<count).map { View(name: "row\($0)") }
        for row in rows {
            scroll.addSubview(row)
            row.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 100)
        }
        scroll.addSubview(header)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            Stack(.vertical, in: scroll.contentLayoutGuide) { rows }
            scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width
            header.top == scroll.frameLayoutGuide.top
            header.horizontalEdges == scroll.frameLayoutGuide.horizontalEdges
            header.height == 44
        }
        root.layoutIfNeeded()
        return (root, scroll, rows, header)
    }

    @Test("The content guide's size is the content's; subviews' frames are in content coordinates")
    func contentSize() {
        let (root, scroll, rows, header) = screen()
        withExtendedLifetime(root) {}
        expectEqual(scroll.contentSize, CGSize(width: 375, height: 1000))
        expectFrame(scroll.contentLayoutGuide.layoutFrame, rect(0, 0, 375, 1000))
        expectFrame(scroll.frameLayoutGuide.layoutFrame, rect(0, 0, 375, 667))
        expectFrame(rows[9].frame, rect(0, 900, 375, 100), "below the frame: reachable by scrolling")
        expectFrame(header.frame, rect(0, 0, 375, 44))
        expectEqual(scroll.contentOffset, .zero)
        expectFrame(scroll.visibleContentRect, rect(0, 0, 375, 667))
        for view in rows + [header] { #expect(!view.hasAmbiguousLayout, "\(view.name)") }
    }

    @Test("Scrolling moves no content frame; what is pinned to the frame guide follows the visible part")
    func scrolling() {
        let (root, scroll, rows, header) = screen()
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        expectFrame(rows[3].frame, rect(0, 300, 375, 100))
        expectFrame(header.frame, rect(0, 300, 375, 44), "a floating header")
        expectFrame(scroll.frameLayoutGuide.layoutFrame, rect(0, 300, 375, 667))
        expectFrame(scroll.visibleContentRect, rect(0, 300, 375, 667))
        expectEqual(scroll.contentSize, CGSize(width: 375, height: 1000))
        let moved = root.frameChanges(during: { scroll.contentOffset = CGPoint(x: 0, y: 0) })
        let movedViews: [String] = moved.map(\.view)
        expectEqual(movedViews, ["header"], "\(moved)")
    }

    @Test("A label as wide as the frame guide wraps at that width and makes the content taller")
    func labelWrapsAtTheFrameWidth() {
        let (root, _) = makeRoot(200, 300)
        root.textMeasurer = EmMeasurer()
        let scroll = ScrollView(name: "scroll"), label = Label(name: "text", text: "aaaa bbbb cccc dddd", font: .system(size: 10))
        label.numberOfLines = 0
        root.addSubview(scroll)
        scroll.addSubview(label)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            label.edges == scroll.contentLayoutGuide.edges
            label.width == scroll.frameLayoutGuide.width
        }
        root.layoutIfNeeded()
        expectEqual(scroll.contentSize, CGSize(width: 200, height: 10))
        root.traitCollection.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        label.font = .preferred(.body)
        root.layoutIfNeeded()
        // 53 points a character: three characters a line, a word of four
        // split, eight lines.
        expectEqual(scroll.contentSize.width, 200)
        #expect(!label.isTruncated)
        expectEqual(scroll.contentSize.height, label.frame.height)
        #expect(scroll.contentSize.height > 300, "taller than the screen: it scrolls")
    }

    @Test("A bad offset is reported and the old one kept; the guides cannot be removed or moved")
    func badInput() {
        let (root, scroll, _, _) = screen()
        withExtendedLifetime(root) {}
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        for bad in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)] {
            let errors = LayoutDiagnostics.capture { scroll.contentOffset = bad }
            expectEqual(errors.count, 1, "\(bad)")
            expectEqual(scroll.contentOffset, CGPoint(x: 0, y: 10))
        }
        var errors = LayoutDiagnostics.capture { scroll.removeLayoutGuide(scroll.contentLayoutGuide) }
        expectEqual(errors, [.builtInGuideRemoved(guide: "scroll.content", from: "scroll")])
        #expect(scroll.contentLayoutGuide.owningView === scroll)
        errors = LayoutDiagnostics.capture { root.addLayoutGuide(scroll.frameLayoutGuide) }
        expectEqual(errors, [.builtInGuideMoved(guide: "scroll.frame", to: "root")])
        #expect(scroll.frameLayoutGuide.owningView === scroll)
    }

    @Test("The pictures draw the whole content, list the content size and where it is scrolled to")
    func pictures() {
        let (root, scroll, _, _) = screen()
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        let picture = root.textPicture(columns: 30)
        expectContains(picture, "scroll (0, 0, 375 × 667) content 375 × 1000, scrolled to (0, 300)")
        expectContains(picture, "    row9 (0, 900, 375 × 100)")
        // 30 columns for 375 points: 1,000 points of content are 40 rows.
        let rows = picture.components(separatedBy: "\n\n")[0].split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(rows.count, 40)
        let svg = root.svgPicture()
        // Scrolled down 300: the content above the frame is drawn above the root, faded.
        expectContains(svg, "width=\"375\" height=\"1000\" viewBox=\"0 -300 375 1000\"")
        expectContains(svg, "<g opacity=\"0.3\">")
        expectContains(svg, "font-family=\"Inter, Liberation Sans, Arial, Helvetica, sans-serif\"")
        expectContains(svg, ">scroll (content 375 × 1000, scrolled to (0, 300))</text>")
        let plain = View(name: "plain")
        plain.frame = rect(0, 0, 100, 50)
        expectContains(plain.svgPicture(), "width=\"100\" height=\"50\"")
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Text views: no size while they scroll; sized as a wrapping label plus
/// the container inset and the line padding when they do not.
@Suite("Text views", .failOnUnexpectedDiagnostics)
struct TextViewTests {
    @Test("Scrolling on, as by default: no intrinsic size, and nothing is cut")
    func scrolling() {
        let notes = TextView(name: "notes", text: "aaaa bbbb cccc", font: .system(size: 10))
        #expect(notes.isScrollEnabled)
        expectEqual(notes.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let root = emTree(notes, width: 80, height: 20)
        withExtendedLifetime(root) {}
        #expect(!notes.isTruncated, "it scrolls")
        expectEqual(notes.lines, ["aaaa", "bbbb", "cccc"])
    }

    @Test("Scrolling off: the text wrapped at the width less 2 × 5 of line padding, plus 8 above and below")
    func sizesItself() {
        let terms = TextView(name: "terms", text: "aaaa bbbb cccc", font: .system(size: 10))
        terms.isScrollEnabled = false
        let root = emTree(terms)
        expectFrame(terms.frame, rect(0, 0, 140 + 10, 10 + 16), "one line, before any width holds it")
        let narrow = TextView(name: "narrow", text: "aaaa bbbb cccc", font: .system(size: 10))
        narrow.isScrollEnabled = false
        let other = emTree(narrow, width: 80)
        withExtendedLifetime((root, other)) {}
        expectFrame(narrow.frame, rect(0, 0, 80, 3 * 10 + 16), "70 points of room: three lines")
        expectEqual(narrow.lines, ["aaaa", "bbbb", "cccc"])
        #expect(!narrow.isTruncated)
    }

    @Test("The container inset and the line padding are the text view's to change")
    func insets() {
        let terms = TextView(name: "terms", text: "aaaa bbbb", font: .system(size: 10))
        terms.isScrollEnabled = false
        terms.textContainerInset = .zero
        terms.lineFragmentPadding = 0
        let root = emTree(terms, width: 90)
        withExtendedLifetime(root) {}
        expectFrame(terms.frame, rect(0, 0, 90, 10))
    }

    @Test("Held shorter than its text, a text view that does not scroll cuts it")
    func truncation() {
        let terms = TextView(name: "terms", text: "aaaa bbbb cccc", font: .system(size: 10))
        terms.isScrollEnabled = false
        let root = emTree(terms, width: 80, height: 36)
        #expect(terms.isTruncated)
        expectEqual(terms.lines, ["aaaa", "bbbb"])
        withExtendedLifetime(root) {}
    }

    @Test("Rich text: lineSpacing after every line, the last included, as TextKit adds it")
    func richText() {
        let terms = TextView(name: "terms", font: .system(size: 10))
        var rich = AttributedText("aaaa bbbb cccc")
        rich.paragraphStyle.lineSpacing = 4
        terms.attributedText = rich
        terms.isScrollEnabled = false
        let root = emTree(terms, width: 80)
        withExtendedLifetime(root) {}
        expectFrame(terms.frame, rect(0, 0, 80, 3 * 10 + 3 * 4 + 16))
        expectEqual(terms.text, "aaaa bbbb cccc")
        terms.text = "plain"
        expectEqual(terms.attributedText, nil, "plain text drops the rich text")
    }

    @Test("Bad fonts, insets, paddings and rich text are reported and refused")
    func badInput() {
        let terms = TextView(name: "terms", text: "x", font: .system(size: 10))
        var errors = LayoutDiagnostics.capture { terms.textContainerInset = EdgeInsets(CGFloat.nan) }
        expectEqual(errors.count, 1)
        expectEqual(terms.textContainerInset, EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
        errors = LayoutDiagnostics.capture { terms.lineFragmentPadding = -1 }
        expectEqual(errors.count, 1)
        expectEqual(terms.lineFragmentPadding, 5)
        errors = LayoutDiagnostics.capture { terms.font = .system(size: -3) }
        expectEqual(errors.count, 1)
        var rich = AttributedText("y")
        rich.paragraphStyle.paragraphSpacing = .infinity
        errors = LayoutDiagnostics.capture { terms.attributedText = rich }
        expectEqual(errors.count, 1)
        expectEqual(terms.text, "x")
        errors = LayoutDiagnostics.capture { terms.intrinsicContentSize = .zero }
        expectEqual(errors.count, 1)
    }
}

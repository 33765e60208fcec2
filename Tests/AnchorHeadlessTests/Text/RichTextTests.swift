import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Rich text in a label: runs in fonts of their own, inline images, a
/// paragraph style; heights as UIKit gives them.
@Suite("Rich text", .failOnUnexpectedDiagnostics)
struct RichTextTests {
    func label(_ rich: AttributedText, lines: Int = 1) -> Label {
        let label = Label(name: "label", font: .system(size: 10))
        label.numberOfLines = lines
        label.attributedText = rich
        return label
    }

    @Test("Runs in their own fonts: their widths add up, the line is as tall as the tallest")
    func runs() {
        let total = label(AttributedText("Total ", font: .system(size: 20)) + "12")
        let root = emTree(total)
        withExtendedLifetime(root) {}
        expectFrame(total.frame, rect(0, 0, 6 * 20 + 2 * 10, 20))
        expectEqual(total.text, "Total 12")
        expectEqual(total.lines, ["Total 12"])
    }

    @Test("An inline image is one character as wide as the image, standing on the baseline")
    func inlineImage() {
        let rating = label(.image(size: CGSize(width: 14, height: 30)) + " 4.8")
        let root = emTree(rating)
        withExtendedLifetime(root) {}
        // Above the baseline: the image's 30, not the font's 8; below it: the font's 2.
        expectFrame(rating.frame, rect(0, 0, 14 + 40, 32))
        expectEqual(rating.text, "\u{FFFC} 4.8")
        expectEqual(rating.attributedText?.description, "[image 14×30] 4.8")
    }

    @Test("lineSpacing between a label's lines, and below a text of one line (Stack Overflow 32291105)")
    func lineSpacing() {
        var rich = AttributedText("aaaa bbbb cccc")
        rich.paragraphStyle.lineSpacing = 5
        let wrapped = label(rich, lines: 0)
        let root = emTree(wrapped, width: 40)
        withExtendedLifetime(root) {}
        expectFrame(wrapped.frame, rect(0, 0, 40, 3 * 10 + 2 * 5))
        var short = AttributedText("a")
        short.paragraphStyle.lineSpacing = 5
        let one = label(short, lines: 0)
        let other = emTree(one)
        withExtendedLifetime(other) {}
        expectFrame(one.frame, rect(0, 0, 10, 15))
    }

    @Test("paragraphSpacing after each paragraph but the last, not between the lines of one")
    func paragraphSpacing() {
        var rich = AttributedText("aaaa bbbb\ncc")
        rich.paragraphStyle.paragraphSpacing = 6
        let text = label(rich, lines: 0)
        let root = emTree(text, width: 40)
        withExtendedLifetime(root) {}
        expectFrame(text.frame, rect(0, 0, 40, 10 + 10 + 6 + 10))
    }

    @Test("lineHeightMultiple, then the least and most line height")
    func lineHeights() {
        func height(_ change: (inout ParagraphStyle) -> Void) -> CGFloat {
            var rich = AttributedText("a\nb")
            change(&rich.paragraphStyle)
            let text = label(rich, lines: 0)
            let root = emTree(text)
            return withExtendedLifetime(root) { text.frame.height }
        }
        expectEqual(height { $0.lineHeightMultiple = 1.5 }, 30)
        expectEqual(height { $0.minimumLineHeight = 14 }, 28)
        expectEqual(height { $0.maximumLineHeight = 8 }, 16)
        expectEqual(height { $0.lineHeightMultiple = 2; $0.maximumLineHeight = 16 }, 32)
    }

    @Test("A label's rich text wraps at the width it gets, run by run")
    func wrapsAcrossRuns() {
        let mixed = label(AttributedText("aaaa ", font: .system(size: 20)) + "bbbb", lines: 0)
        let root = emTree(mixed, width: 100)
        withExtendedLifetime(root) {}
        expectEqual(mixed.lines, ["aaaa", "bbbb"])
        // The first line holds the big run: 20 high; the second only the small one: 10.
        expectFrame(mixed.frame, rect(0, 0, 100, 30))
    }

    @Test("Text variants rewrite each run's text and keep the images")
    func variantsRewriteRuns() {
        let rating = label(.image(size: CGSize(width: 14, height: 14)) + " 4.8" + AttributedText(" (12)", font: .system(size: 8)))
        expectEqual(rating.shownTexts, [" 4.8", " (12)"])
        rating.shownTexts = [" 4.8 4.8", " (12) (12)"]
        expectEqual(rating.text, "\u{FFFC} 4.8 4.8 (12) (12)")
        expectEqual(rating.attributedText?.description, "[image 14×14] 4.8 4.8 (12) (12)")
    }

    @Test("Plain text drops the rich text; rich text sets the plain text")
    func plainAndRich() {
        let text = label("rich")
        expectEqual(text.text, "rich")
        text.text = "plain"
        expectEqual(text.attributedText, nil)
    }

    @Test("Rich text with a bad image, font or paragraph style is reported and refused")
    func badInput() {
        let text = label("kept")
        var style = AttributedText("x")
        style.paragraphStyle.lineSpacing = -1
        var bad: [AttributedText] = [
            .image(size: CGSize(width: -1, height: 2)), .image(size: CGSize(width: 1, height: CGFloat.nan)),
            AttributedText("x", font: .system(size: 0)), style,
        ]
        for value in [\ParagraphStyle.lineHeightMultiple, \.minimumLineHeight, \.maximumLineHeight, \.paragraphSpacing] {
            var rich = AttributedText("x")
            rich.paragraphStyle[keyPath: value] = .infinity
            bad.append(rich)
        }
        for rich in bad {
            let errors = LayoutDiagnostics.capture { text.attributedText = rich }
            expectEqual(errors.count, 1, "\(rich)")
            expectEqual(text.text, "kept")
            expectEqual(text.attributedText, "kept")
        }
    }

    @Test("Baselines follow the tallest run and the extra height a paragraph style puts above the glyphs")
    func baselines() {
        let total = label(AttributedText("Total ", font: .system(size: 20)) + "12")
        let root = emTree(total)
        withExtendedLifetime(root) {}
        expectClose(total.firstBaselineOffsetFromTop ?? 0, 16)
        expectClose(total.lastBaselineOffsetFromBottom, 4)
        var tall = AttributedText("a")
        tall.paragraphStyle.lineHeightMultiple = 2
        let spaced = label(tall)
        let other = emTree(spaced)
        withExtendedLifetime(other) {}
        expectClose(spaced.firstBaselineOffsetFromTop ?? 0, 10 + 8)
        expectClose(spaced.lastBaselineOffsetFromBottom, 2)
    }
}

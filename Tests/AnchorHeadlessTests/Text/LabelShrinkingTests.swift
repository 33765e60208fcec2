import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`, as UILabel's: with
/// every character one em wide and a line one em high, the arithmetic is
/// done in the head.
@Suite("Labels that shrink to fit", .failOnUnexpectedDiagnostics)
struct LabelShrinkingTests {
    /// A 10-point label in a frame of `width` × `height`.
    func tree(text: String, width: CGFloat, height: CGFloat = 10, lines: Int = 1) -> (View, Label) {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 400)
        root.textMeasurer = EmMeasurer()
        let label = Label(name: "title", text: text, font: .system(size: 10))
        label.numberOfLines = lines
        root.addSubview(label)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.top == root.top
            label.size == CGSize(width: width, height: height)
        }
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test("With the system font, whose widths are not proportional to the size, the largest size that fits")
    func systemFontShrinks() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 400)
        let label = Label(name: "title", text: "Weekly summary of your groups", font: .system(size: 28))
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        root.addSubview(label)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.top == root.top
            label.size == CGSize(width: 200, height: 40)
        }
        root.layoutIfNeeded()
        let size: CGFloat = label.drawnPointSize, measurer = SystemTextMeasurer()
        let text: Substring = "Weekly summary of your groups"
        let drawn: CGFloat = measurer.width(of: text, pointSize: size, weight: .regular)
        let larger: CGFloat = measurer.width(of: text, pointSize: size * 1.01, weight: .regular)
        let room: CGFloat = 200.001
        #expect(size < 28 && size > 8.4)
        #expect(drawn <= room)
        #expect(larger > room, "\(size) is the largest that fits")
        #expect(!label.isTruncated)
        withExtendedLifetime(root) {}
    }

    @Test("One line too wide: drawn at the size that fills the width, whole; the intrinsic size stays unshrunk")
    func oneLineShrinksToItsWidth() {
        let (root, label) = tree(text: "hello world", width: 88)
        #expect(label.isTruncated)
        expectEqual(label.drawnPointSize, 10)
        label.adjustsFontSizeToFitWidth = true
        expectClose(label.drawnPointSize, 8)
        expectEqual(label.lines, ["hello world"])
        #expect(!label.isTruncated)
        expectEqual(label.intrinsicContentSize, CGSize(width: 110, height: 10))
        withExtendedLifetime(root) {}
    }

    @Test("Text that fits is drawn at the font's size")
    func fittingTextDoesNotShrink() {
        let (root, label) = tree(text: "hello", width: 88)
        label.adjustsFontSizeToFitWidth = true
        expectEqual(label.drawnPointSize, 10)
        expectEqual(label.lines, ["hello"])
        withExtendedLifetime(root) {}
    }

    @Test("Down to minimumScaleFactor and no further: then truncated at that size")
    func minimumScaleFactorStopsTheShrinking() {
        let (root, label) = tree(text: "hello world", width: 88)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.9
        expectClose(label.drawnPointSize, 9)
        #expect(label.isTruncated)
        // 88 points hold nine 9-point characters: eight and the ellipsis.
        expectEqual(label.lines, ["hello wo…"])
        label.minimumScaleFactor = 0.5
        expectClose(label.drawnPointSize, 8)
        #expect(!label.isTruncated)
        withExtendedLifetime(root) {}
    }

    @Test("Factor 0 shrinks as far as needed, never below one point")
    func factorZeroShrinksAsFarAsNeeded() {
        let (root, label) = tree(text: "hello world", width: 22)
        label.adjustsFontSizeToFitWidth = true
        expectClose(label.drawnPointSize, 2)
        #expect(!label.isTruncated)
        label.text = String(repeating: "x", count: 100)
        expectEqual(label.drawnPointSize, 1)
        #expect(label.isTruncated)
        withExtendedLifetime(root) {}
    }

    @Test("A one-line label fits its width only, as UIKit's: a flat frame does not shrink it further")
    func oneLineIgnoresTheHeight() {
        let (root, label) = tree(text: "hello world", width: 88, height: 5)
        label.adjustsFontSizeToFitWidth = true
        expectClose(label.drawnPointSize, 8)
        withExtendedLifetime(root) {}
    }

    @Test("Several lines: the largest size whose wrapping fits the lines and the height the label has")
    func severalLinesShrinkToTheirLinesAndHeight() {
        // 20 characters in a 60 × 20 frame: two 6-character lines at 10
        // points ("aaaa bbbb cccc dddd" needs four), so the text shrinks.
        let (root, label) = tree(text: "aaaa bbbb cccc dddd", width: 60, height: 20, lines: 0)
        label.adjustsFontSizeToFitWidth = true
        let size = label.drawnPointSize
        #expect(size < 10)
        #expect(!label.isTruncated)
        let lineCount = label.lines.count
        // At that size the lines fit the height; a hundredth of a point
        // more and they do not.
        let linesHeight: CGFloat = CGFloat(lineCount) * size
        #expect(linesHeight <= 20.000_001)
        let largerSize: CGFloat = size + 0.01
        let larger = Label(name: "larger", text: label.text, font: .system(size: largerSize))
        larger.numberOfLines = 0
        root.addSubview(larger)
        LayoutConstraint.activate {
            larger.leading == root.leading
            larger.top == root.top + 100
            larger.size == CGSize(width: 60, height: 20)
        }
        root.layoutIfNeeded()
        #expect(larger.isTruncated)
        withExtendedLifetime(root) {}
    }

    @Test("numberOfLines caps what fits: two lines allowed in a tall frame")
    func numberOfLinesCapsTheFit() {
        let (root, label) = tree(text: "aaaa bbbb cccc dddd", width: 90, height: 100, lines: 2)
        label.adjustsFontSizeToFitWidth = true
        // "aaaa bbbb" and "cccc dddd" are 9 characters: 10 points each.
        expectEqual(label.drawnPointSize, 10)
        expectEqual(label.lines, ["aaaa bbbb", "cccc dddd"])
        label.numberOfLines = 1
        expectClose(label.drawnPointSize, 90.0 / 19)
        expectEqual(label.lines, ["aaaa bbbb cccc dddd"])
        withExtendedLifetime(root) {}
    }

    @Test("A measurer whose widths are not proportional to the size: a size that fits, and a little more does not")
    func nonProportionalMeasurer() {
        let (root, label) = tree(text: "hello world", width: 88)
        root.textMeasurer = HintedMeasurer()
        label.adjustsFontSizeToFitWidth = true
        let size = label.drawnPointSize
        #expect(!label.isTruncated)
        let largerSize: CGFloat = size * 1.01
        let width = HintedMeasurer().width(of: "hello world", pointSize: size, weight: .regular)
        let widthLarger = HintedMeasurer().width(of: "hello world", pointSize: largerSize, weight: .regular)
        #expect(width <= 88.001)
        #expect(widthLarger > 88)
        withExtendedLifetime(root) {}
    }

    @Test("A new frame, text, factor or line limit shrinks again")
    func shrinksAgainAfterAChange() {
        let (root, label) = tree(text: "hello world", width: 88)
        label.adjustsFontSizeToFitWidth = true
        expectClose(label.drawnPointSize, 8)
        label.text = "hello worlds"
        expectClose(label.drawnPointSize, 88.0 / 12)
        let width = label.constraints.first { $0.firstAttribute == .width }
        width?.constant = 66
        root.layoutIfNeeded()
        expectClose(label.drawnPointSize, 5.5)
        withExtendedLifetime(root) {}
    }

    @Test("A bad minimumScaleFactor is reported and the old one kept")
    func badFactors() {
        let label = Label(name: "title")
        label.minimumScaleFactor = 0.5
        for bad: CGFloat in [-0.1, 1.5, .nan, .infinity] {
            let errors = LayoutDiagnostics.capture { label.minimumScaleFactor = bad }
            expectEqual(errors.count, 1, "\(bad)")
            if case let .invalidLabelProperty(name, property, _, reason)? = errors.first {
                #expect(name == "title" && property == "minimumScaleFactor")
                expectContains(reason, "0...1")
            } else {
                Issue.record("\(errors)")
            }
            expectEqual(label.minimumScaleFactor, 0.5)
        }
        expectEqual(Label(name: "fresh").minimumScaleFactor, 0)
        #expect(!Label(name: "fresh").adjustsFontSizeToFitWidth)
    }

    @Test("The pictures show the size the text is drawn at")
    func picturesShowTheDrawnSize() {
        let (root, label) = tree(text: "hello world", width: 88)
        label.adjustsFontSizeToFitWidth = true
        expectContains(root.textPicture(), "title (0, 0, 88 × 10) \"hello world\" drawn at 8 pt of 10")
        expectContains(root.svgPicture(), "font-size=\"8\"")
        label.adjustsFontSizeToFitWidth = false
        #expect(!root.textPicture().contains("drawn at"))
        withExtendedLifetime(root) {}
    }
}

/// A measurer that widens small sizes, as hinting does: widths are not
/// proportional to the size, so a proportional guess does not fit.
private struct HintedMeasurer: TextMeasuring {
    func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        CGFloat(text.count) * (pointSize * 0.8 + 2)
    }

    func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        LineMetrics(ascender: 0.8 * pointSize, descender: 0.2 * pointSize)
    }
}

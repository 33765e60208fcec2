import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Multi-line text in a text style: its lines as far apart as the style's
/// leading (Apple's Dynamic Type table), the last as tall as one line.
@Suite("Text style leading", .failOnUnexpectedDiagnostics)
struct TextStyleLeadingTests {
    /// A label of `text` in `font` wrapping at `width`, in a root without a
    /// display scale at `category`; caption1 by default.
    func caption(
        _ text: String, width: CGFloat, font: Font = .preferred(.caption1), category: ContentSizeCategory = .large
    ) -> (View, Label) {
        let (root, _) = makeRoot(400, 600)
        root.traitCollection = TraitCollection(contentSizeCategory: category)
        let label = Label(name: "caption", text: text, font: font)
        label.numberOfLines = 0
        root.addSubview(label)
        LayoutConstraint.activate {
            label.top == root.top
            label.leading == root.leading
            label.width == width
        }
        root.layoutIfNeeded()
        return (root, label)
    }

    /// SF Pro's line at 12 points: (1950 + 494) / 2048 × 12.
    let line12 = CGFloat(2444) / 2048 * 12

    @Test("Caption1 at Large: lines 16 apart, so two lines are 16 + one line high, three 32 + one")
    func captionLines() {
        let (oneRoot, one) = caption("Hello", width: 300)
        expectClose(one.frame.height, line12)
        let (twoRoot, two) = caption("Hello there, this caption wraps", width: 100)
        expectEqual(two.lines.count, 2)
        expectClose(two.frame.height, 16 + line12)
        let (threeRoot, three) = caption("Hello there, this caption wraps onto three", width: 100)
        expectEqual(three.lines.count, 3)
        expectClose(three.frame.height, 32 + line12)
        withExtendedLifetime((oneRoot, twoRoot, threeRoot)) {}
    }

    @Test("The leading follows the text size: caption1 is 11/13 at xSmall and 43/51 at AX5")
    func followsTheCategory() {
        expectEqual(Font.TextStyle.caption1.leading(for: .large), 16)
        expectEqual(Font.TextStyle.body.leading(for: .large), 22)
        expectEqual(Font.TextStyle.caption1.leading(for: .extraSmall), 13)
        expectEqual(Font.TextStyle.caption1.leading(for: .accessibilityExtraExtraExtraLarge), 51)
        expectEqual(Font.preferred(.caption1).lineSpacing(for: .large), 16)
        expectEqual(Font.system(size: 12).lineSpacing(for: .large), nil)
        expectEqual(Font.custom(size: 12, relativeTo: .caption1).lineSpacing(for: .large), nil)
    }

    @Test("A system font of the same size keeps its lines one line height apart")
    func systemFontsDoNot() {
        let (root, label) = caption("Hello there, this caption wraps", width: 100, font: .system(size: 12))
        expectEqual(label.lines.count, 2)
        expectClose(label.frame.height, 2 * line12)
        withExtendedLifetime(root) {}
    }

    @Test("Where a style's leading is less than its line (body at AX5: 62 against 63.25) lines never overlap")
    func neverLessThanALine() {
        let line53 = CGFloat(2444) / 2048 * 53
        let (root, label) = caption("Two words", width: 200, font: .preferred(.body), category: .accessibilityExtraExtraExtraLarge)
        expectEqual(label.lines.count, 2)
        expectClose(label.frame.height, 2 * line53)
        withExtendedLifetime(root) {}
    }

    @Test("Three lines fit a height of two leadings and one line, not less")
    func fittingLines() {
        let (root, label) = caption("Hello there, this caption wraps onto three", width: 100)
        LayoutConstraint.activate { label.height == 32 + line12 - 0.5 }
        root.layoutIfNeeded()
        expectEqual(label.textLayout()?.lines.count, 2)
        #expect(label.isTruncated)
    }
}

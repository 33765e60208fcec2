import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `Font.custom(size:weight:relativeTo:)`: an app's own size, scaled as
/// `UIFontMetrics` scales it, by its text style's ratio.
@Suite("Fonts relative to a text style", .failOnUnexpectedDiagnostics)
struct ScaledFontTests {
    @Test("16 points relative to body: 16 at Large, 16 × 53 / 17 at AX5")
    func theIssuesExample() {
        let font = Font.custom(size: 16, relativeTo: .body)
        expectEqual(font.pointSize(for: .large), 16)
        expectClose(font.pointSize(for: .accessibilityExtraExtraExtraLarge), 16 * 53 / 17, within: 1e-12)
        expectClose(font.pointSize(for: .extraSmall), 16 * 14 / 17, within: 1e-12)
    }

    @Test("Every style at every category: the size times the style's own ratio to Large")
    func everyStyleAndCategory() {
        for style in Font.TextStyle.allCases {
            let font = Font.custom(size: 12, weight: .medium, relativeTo: style)
            expectEqual(font.weight, .medium)
            expectEqual(font.textStyle, style)
            for category in ContentSizeCategory.allCases {
                let expected = 12 * style.pointSize(for: category) / style.pointSize(for: .large)
                expectClose(font.pointSize(for: category), expected, within: 1e-12, "\(style) \(category)")
            }
        }
        // Caption 2 stays 11 from xSmall to Large: so does a size relative to it.
        expectEqual(Font.custom(size: 12, relativeTo: .caption2).pointSize(for: .extraSmall), 12)
    }

    @Test("A system font stays fixed, and has no text style")
    func systemStaysFixed() {
        expectEqual(Font.system(size: 16).textStyle, nil)
        expectEqual(Font.system(size: 16).pointSize(for: .accessibilityExtraExtraExtraLarge), 16)
        #expect(Font.custom(size: 16, relativeTo: .body) != Font.system(size: 16))
    }

    @Test("Described with its size and style")
    func description() {
        expectEqual("\(Font.custom(size: 16, relativeTo: .body))", "system 16 relative to body")
        expectEqual("\(Font.custom(size: 12, weight: .bold, relativeTo: .footnote))", "system 12 bold relative to footnote")
    }

    @Test("A label in the font grows with the tree's text size")
    func aLabelFollowsTheCategory() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 400)
        root.textMeasurer = EmMeasurer()
        let label = Label(name: "caption", text: "abc", font: .custom(size: 17, relativeTo: .body))
        root.addSubview(label)
        expectEqual(label.intrinsicContentSize, CGSize(width: 51, height: 17))
        root.traitCollection.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        expectClose(label.intrinsicContentSize.width, 3 * 53)
    }

    @Test("A size that is not finite and positive is refused where a label takes the font")
    func badSizes() {
        let label = Label(name: "caption", font: .custom(size: 12, relativeTo: .body))
        for bad: CGFloat in [0, -3, .nan, .infinity] {
            let errors = LayoutDiagnostics.capture { label.font = .custom(size: bad, relativeTo: .body) }
            expectEqual(errors.count, 1, "\(bad)")
            expectEqual(label.font, .custom(size: 12, relativeTo: .body))
        }
    }
}

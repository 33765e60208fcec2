import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `Font.monospacedDigit()` and `Font.maximumPointSize(_:)`: what UIKit's
/// `monospacedDigitSystemFont(ofSize:weight:)` and
/// `UIFontMetrics.scaledFont(for:maximumPointSize:)` give a label.
@Suite("Font modifiers", .failOnUnexpectedDiagnostics)
struct FontModifierTests {
    /// "1" is 0.4 em, "4" 0.7 em, every other character 0.6 em; a line is one em.
    struct NarrowOneMeasurer: TextMeasuring {
        func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
            text.reduce(0) { $0 + ($1 == "1" ? 0.4 : $1 == "4" ? 0.7 : 0.6) * pointSize }
        }

        func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
            LineMetrics(ascender: 0.8 * pointSize, descender: 0.2 * pointSize)
        }
    }

    /// Knows its own tabular figures: 0.5 em each, whatever the digit.
    struct TabularMeasurer: TextMeasuring {
        func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
            CGFloat(text.count) * pointSize
        }

        func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight, features: Font.Features) -> CGFloat {
            guard features.contains(.monospacedDigits) else { return width(of: text, pointSize: pointSize, weight: weight) }
            return text.reduce(0) { $0 + ($1.isWholeNumber ? 0.5 : 1) * pointSize }
        }

        func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
            LineMetrics(ascender: 0.8 * pointSize, descender: 0.2 * pointSize)
        }
    }

    /// `label` at the top left of a 400 × 400 root measured by `measurer`, laid out.
    private func laidOut(_ label: Label, measurer: any TextMeasuring, category: ContentSizeCategory = .large) -> View {
        let (root, _) = makeRoot(400, 400)
        root.textMeasurer = measurer
        root.traitCollection = TraitCollection(contentSizeCategory: category)
        root.addSubview(label)
        LayoutConstraint.activate {
            label.leading == root.leading + 20
            label.top == root.top + 10
        }
        root.layoutIfNeeded()
        return root
    }

    @Test("Monospaced digits: every digit as wide as the widest, the other characters as they were")
    func digitsAsWideAsTheWidest() {
        // "1:11" at 10 points: 4 + 6 + 4 + 4 = 18 proportional; 7 + 6 + 7 + 7 = 27 tabular.
        let proportional = Label(name: "elapsed", text: "1:11", font: .system(size: 10))
        _ = laidOut(proportional, measurer: NarrowOneMeasurer())
        expectFrame(proportional.frame, rect(20, 10, 18, 10))

        let tabular = Label(name: "elapsed", text: "1:11", font: Font.system(size: 10).monospacedDigit())
        _ = laidOut(tabular, measurer: NarrowOneMeasurer())
        expectFrame(tabular.frame, rect(20, 10, 27, 10))
    }

    @Test("A label whose font gains monospaced digits after a layout measures again")
    func settingTheFontRemeasures() {
        let value = Label(name: "value", text: "111", font: .system(size: 10))
        let root = laidOut(value, measurer: NarrowOneMeasurer())
        expectClose(value.frame.size.width, 12)
        value.font = value.font.monospacedDigit()
        root.layoutIfNeeded()
        expectClose(value.frame.size.width, 21)
    }

    @Test("A measurer that knows its font's tabular figures is asked with the features")
    func theMeasurerSeesTheFeatures() {
        let value = Label(name: "value", text: "$12", font: Font.system(size: 10).monospacedDigit())
        _ = laidOut(value, measurer: TabularMeasurer())
        expectFrame(value.frame, rect(20, 10, 10 + 5 + 5, 10))
        let plain = Label(name: "value", text: "$12", font: .system(size: 10))
        _ = laidOut(plain, measurer: TabularMeasurer())
        expectClose(plain.frame.size.width, 30)
    }

    @Test("A run of rich text in a font with monospaced digits sets its digits so; the other runs do not")
    func richTextRuns() {
        let label = Label(name: "score", font: .system(size: 10))
        label.attributedText = AttributedText("11", font: Font.system(size: 10).monospacedDigit()) + AttributedText(" 11")
        _ = laidOut(label, measurer: NarrowOneMeasurer())
        // 7 + 7, then 6 + 4 + 4.
        expectClose(label.frame.size.width, 28)
    }

    @Test("The system measurer: a value label's ones take the widest digit's width")
    func systemMeasurer() {
        let measurer = SystemTextMeasurer()
        let widest = (0...9).map { measurer.width(of: Substring("\($0)"), pointSize: 17, weight: .regular) }.max()!
        let one = measurer.width(of: "1", pointSize: 17, weight: .regular)
        #expect(one < widest)
        expectClose(measurer.width(of: "111", pointSize: 17, weight: .regular, features: .monospacedDigits), 3 * widest)
        expectClose(measurer.width(of: "Hello", pointSize: 17, weight: .regular, features: .monospacedDigits),
                    measurer.width(of: "Hello", pointSize: 17, weight: .regular))
    }

    @Test("A font file's measurer sees the features too: Liberation Sans's digits, 1139 units each, unkerned")
    func fontFileMeasurer() throws {
        // Tests/Fonts/LiberationSans-Regular.ttf, which the repository carries.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts/LiberationSans-Regular.ttf")
        let measurer = try FontFileMeasurer(contentsOf: url)
        // Proportional, the font kerns "11" closer; tabular figures are not kerned.
        let fourDigits: CGFloat = 4 * 1139 * 20 / 2048
        let proportional = measurer.width(of: "1011", pointSize: 20, weight: .regular)
        #expect(proportional < fourDigits)
        expectClose(measurer.width(of: "1011", pointSize: 20, weight: .regular, features: .monospacedDigits), fourDigits)
    }

    @Test("Body at most 28: 17 at Large, the style's sizes up to 28, then 28 from AX1 to AX5")
    func maximumPointSize() {
        let font = Font.preferred(.body).maximumPointSize(28)
        for category in ContentSizeCategory.allCases {
            expectEqual(font.pointSize(for: category), min(Font.TextStyle.body.pointSize(for: category), 28), "\(category)")
        }
        expectEqual(font.textStyle, .body)
        let scaled = Font.custom(size: 16, relativeTo: .body).maximumPointSize(20)
        expectEqual(scaled.pointSize(for: .large), 16)
        expectEqual(scaled.pointSize(for: .accessibilityExtraExtraExtraLarge), 20)
    }

    @Test("A label in a font with a maximum size stops growing at it")
    func labelAtAX5() {
        let capped = Label(name: "badge", text: "New", font: Font.preferred(.body).maximumPointSize(28))
        _ = laidOut(capped, measurer: EmMeasurer(), category: .accessibilityExtraExtraExtraLarge)
        expectFrame(capped.frame, rect(20, 10, 3 * 28, 28))
        let uncapped = Label(name: "badge", text: "New", font: .preferred(.body))
        _ = laidOut(uncapped, measurer: EmMeasurer(), category: .accessibilityExtraExtraExtraLarge)
        expectFrame(uncapped.frame, rect(20, 10, 3 * 53, 53))
    }

    @Test("A maximum size that is not finite and positive is reported and refused", arguments: [
        CGFloat.nan, .infinity, 0, -4,
    ])
    func badMaximum(size: CGFloat) {
        let label = Label(name: "badge", text: "New", font: .preferred(.body))
        let errors = LayoutDiagnostics.capture { label.font = Font.preferred(.body).maximumPointSize(size) }
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.description.contains("a maximum size be finite and positive"), true)
        expectEqual(label.font, .preferred(.body))
    }

    @Test("Fonts say their modifiers, and differ by them")
    func descriptions() {
        expectEqual(Font.preferred(.body).monospacedDigit().maximumPointSize(28).description, "body, monospaced digits, at most 28")
        expectEqual(Font.system(size: 13, weight: .medium).monospacedDigit().description, "system 13 medium, monospaced digits")
        #expect(Font.system(size: 13).monospacedDigit() != Font.system(size: 13))
        #expect(Font.system(size: 13).maximumPointSize(20) != Font.system(size: 13))
        expectEqual(Font.system(size: 13).monospacedDigit().features, [.monospacedDigits])
        expectEqual(Font.system(size: 13).features, [])
    }
}

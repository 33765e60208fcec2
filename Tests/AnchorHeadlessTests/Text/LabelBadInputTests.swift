import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Bad values given to a label: reported, refused, and the label keeps
/// what it had.
@Suite("Label bad input", .failOnUnexpectedDiagnostics)
struct LabelBadInputTests {
    @Test("A negative numberOfLines is reported and refused")
    func negativeNumberOfLines() {
        let label = Label(name: "bio", text: "abc")
        label.numberOfLines = 3
        let errors = LayoutDiagnostics.capture { label.numberOfLines = -1 }
        expectEqual(errors, [.invalidLabelProperty(
            label: "bio", property: "numberOfLines", value: "-1", reason: "it must be 0 (as many lines as needed) or more")])
        expectEqual(label.numberOfLines, 3)
    }

    @Test("A font size that is not finite and positive is reported and refused", arguments: [
        CGFloat.nan, .infinity, -.infinity, 0, -12,
    ])
    func badFontSize(size: CGFloat) {
        let label = Label(name: "bio", text: "abc", font: .system(size: 15))
        let errors = LayoutDiagnostics.capture { label.font = .system(size: size) }
        expectEqual(errors.count, 1)
        expectEqual(errors.first?.description.contains("a font size must be finite and positive"), true)
        expectEqual(label.font, .system(size: 15))
    }

    @Test("A label made with a bad font is reported and takes the body style")
    func badFontAtInit() {
        var label: Label?
        let errors = LayoutDiagnostics.capture { label = Label(name: "bio", font: .system(size: .nan)) }
        expectEqual(errors.count, 1)
        expectEqual(label?.font, .preferred(.body))
    }

    @Test("A negative or non-finite preferredMaxLayoutWidth is reported and refused", arguments: [
        CGFloat.nan, .infinity, -1,
    ])
    func badPreferredMaxLayoutWidth(width: CGFloat) {
        let label = Label(name: "bio", text: "abc")
        label.preferredMaxLayoutWidth = 120
        let errors = LayoutDiagnostics.capture { label.preferredMaxLayoutWidth = width }
        expectEqual(errors.count, 1)
        expectEqual(label.preferredMaxLayoutWidth, 120)
    }

    @Test("What a label computes itself cannot be set: reported and ignored")
    func computedProperties() {
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        let label = Label(name: "bio", text: "abc", font: .system(size: 10))
        root.addSubview(label)
        let errors = LayoutDiagnostics.capture {
            label.intrinsicContentSize = CGSize(width: 5, height: 5)
            label.firstBaselineOffsetFromTop = 3
            label.lastBaselineOffsetFromBottom = 3
        }
        expectEqual(errors.map(\.kind), ["intrinsicContentSize", "firstBaselineOffsetFromTop", "lastBaselineOffsetFromBottom"])
        expectEqual(label.intrinsicContentSize, CGSize(width: 30, height: 10))
        expectEqual(label.firstBaselineOffsetFromTop, 8)
        expectEqual(label.lastBaselineOffsetFromBottom, 2)
    }

    @Test("A measurer's negative or non-finite widths count as 0, reported once per measurement")
    func badMeasurer() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 300, 300)
        root.textMeasurer = BrokenMeasurer()
        let label = Label(name: "bio", text: "one two three", font: .system(size: 10))
        label.numberOfLines = 0
        root.addSubview(label)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.trailing == root.trailing
            label.top == root.top
        }
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(errors, [.invalidTextMeasurement(label: "bio", text: "one two three")])
        expectEqual(label.frame.height, 0)
        expectEqual(label.lines, ["one two three"])
    }
}

/// Gives NaN, infinite and negative widths and a NaN ascender.
struct BrokenMeasurer: TextMeasuring {
    func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        switch text.count % 3 {
        case 0: .nan
        case 1: -.infinity
        default: -5
        }
    }

    func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        LineMetrics(ascender: .nan, descender: 2)
    }
}

extension LayoutError {
    /// The property of an `invalidLabelProperty`, for short expectations.
    var kind: String {
        if case let .invalidLabelProperty(_, property, _, _) = self { return property }
        return "\(self)"
    }
}

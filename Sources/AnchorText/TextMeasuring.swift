import Foundation

/// What measures a label's text: the advance of a run of text on one line
/// and the height of a line, at a concrete point size and weight. A
/// `Label` asks the first `textMeasurer` up its tree, else
/// `SystemTextMeasurer()`; a `.preferred` font has already been resolved
/// for the tree's content size category when a measurer sees it.
///
///     root.textMeasurer = try FontFileMeasurer(contentsOf: brandFontURL)
public protocol TextMeasuring: Sendable {
    /// The advance of `text` set on one line (no trailing-space trimming here).
    ///
    ///     measurer.width(of: "Hello", pointSize: 17, weight: .regular)
    func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat
    /// The advance of `text` on one line set with the font's `features`
    /// (`Font.monospacedDigit()`). A measurer that knows its font's own
    /// tabular figures answers it; by default every digit 0…9 is as wide
    /// as the widest of the ten measured alone, as a font's tabular figures
    /// are drawn to the width of its widest, and the rest of the text is
    /// measured as it is (`width(of:pointSize:weight:)`).
    ///
    ///     measurer.width(of: "1:11", pointSize: 17, weight: .regular, features: .monospacedDigits)
    func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight, features: Font.Features) -> CGFloat
    /// The ascender, descender and leading of a line at this size.
    ///
    ///     measurer.lineMetrics(pointSize: 17, weight: .regular).lineHeight
    func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics
}

extension TextMeasuring {
    /// Every digit as wide as the widest digit, the rest as measured
    /// without features (see the requirement).
    ///
    ///     SystemTextMeasurer().width(of: "111", pointSize: 17, weight: .regular, features: .monospacedDigits)
    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight, features: Font.Features) -> CGFloat {
        guard features.contains(.monospacedDigits), text.contains(where: \.isASCIIDigit) else {
            return width(of: text, pointSize: pointSize, weight: weight)
        }
        let digit = Character.asciiDigits.map { width(of: Substring(String($0)), pointSize: pointSize, weight: weight) }.max() ?? 0
        var total: CGFloat = 0
        var start = text.startIndex
        for index in text.indices where text[index].isASCIIDigit {
            if start < index { total += width(of: text[start..<index], pointSize: pointSize, weight: weight) }
            total += digit
            start = text.index(after: index)
        }
        if start < text.endIndex { total += width(of: text[start...], pointSize: pointSize, weight: weight) }
        return total
    }
}

extension Character {
    /// Whether the character is one of the digits 0…9.
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }

    fileprivate static let asciiDigits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
}

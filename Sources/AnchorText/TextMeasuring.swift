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
    /// The ascender, descender and leading of a line at this size.
    ///
    ///     measurer.lineMetrics(pointSize: 17, weight: .regular).lineHeight
    func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics
}

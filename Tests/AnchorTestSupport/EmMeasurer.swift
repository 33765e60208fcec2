import AnchorModel
import Foundation

/// A measurer whose arithmetic a test can do in its head: every character
/// is one em wide (the point size) and a line is one em high (ascender
/// 0.8 em, descender 0.2 em). At `.system(size: 10)`, "ab cd" is 50
/// points wide and each line 10 points high.
public struct EmMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        CGFloat(text.count) * pointSize
    }

    public func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        LineMetrics(ascender: 0.8 * pointSize, descender: 0.2 * pointSize)
    }
}

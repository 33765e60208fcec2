import Foundation

/// What a view with text shows in its frame: the lines, whether they are
/// not the whole text, and the text as drawn (at the size it is drawn at).
/// The checks, the pictures and a label's `lines` read it.
package struct TextLayout {
    /// The lines shown, the last one shortened if text is left over.
    package let lines: [String]
    /// Whether the lines shown are not the whole text.
    package let isTruncated: Bool
    /// The whole text.
    package let text: String
    /// The text measured at the size it is drawn at.
    let drawn: MeasuredText
    /// The font's size at the tree's content size category; more than the
    /// drawn size when the text was shrunk to fit.
    let fontPointSize: CGFloat
}

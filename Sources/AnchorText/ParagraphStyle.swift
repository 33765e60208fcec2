import Foundation

/// The spacing of a rich text's lines and paragraphs, as
/// `NSParagraphStyle`'s: every value 0 by default (the font's own line
/// height, no extra space).
///
///     var style = ParagraphStyle(); style.lineSpacing = 6
public struct ParagraphStyle: Hashable, Sendable {
    /// Extra space between one line's bottom and the next one's top (Apple:
    /// `NSParagraphStyle.lineSpacing`). A label adds it between its lines
    /// only, and below a text that fits one line (a public report of
    /// UILabel, Stack Overflow 32291105); a text view below every line, the
    /// last included (TextKit adds it to each line fragment).
    ///
    ///     style.lineSpacing = 6
    public var lineSpacing: CGFloat = 0
    /// A factor on each line's natural height; 0 leaves it (Apple:
    /// `lineHeightMultiple`). The extra height goes above the glyphs.
    ///
    ///     style.lineHeightMultiple = 1.2
    public var lineHeightMultiple: CGFloat = 0
    /// The least height of a line; 0 for no least (Apple: `minimumLineHeight`).
    ///
    ///     style.minimumLineHeight = 24
    public var minimumLineHeight: CGFloat = 0
    /// The most height of a line; 0 for no most (Apple: `maximumLineHeight`).
    ///
    ///     style.maximumLineHeight = 24
    public var maximumLineHeight: CGFloat = 0
    /// Extra space after a paragraph (a line break ends one), not after
    /// the text's last (Apple: `paragraphSpacing`; whether UIKit adds it
    /// after the last paragraph is not documented: we do not).
    ///
    ///     style.paragraphSpacing = 12
    public var paragraphSpacing: CGFloat = 0

    /// The default style: every value 0.
    ///
    ///     let style = ParagraphStyle()
    public init() {}

    /// Why a style with a negative or non-finite value is refused.
    package static let valueRule = "every paragraph style value must be finite and 0 or more"

    /// Whether every value is finite and 0 or more.
    package var isValid: Bool {
        [lineSpacing, lineHeightMultiple, minimumLineHeight, maximumLineHeight, paragraphSpacing]
            .allSatisfy { $0.isFinite && $0 >= 0 }
    }

    /// The height of a line whose font's natural height is `natural`, and
    /// how much of it lies above the glyphs' own ascender.
    package func lineHeight(natural: CGFloat) -> (height: CGFloat, extraAbove: CGFloat) {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return (height, height - natural)
    }
}

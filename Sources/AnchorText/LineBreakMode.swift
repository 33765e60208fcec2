/// How a label breaks its text into lines and what it does with text that
/// does not fit, as UIKit's `NSLineBreakMode` (without head truncation).
///
///     title.lineBreakMode = .byWordWrapping
public enum LineBreakMode: Sendable, Hashable {
    /// Breaks after words; text that does not fit is cut off.
    case byWordWrapping
    /// Breaks between any two characters; text that does not fit is cut off.
    case byCharWrapping
    /// Breaks after words; the last line shown is cut at the label's edge.
    case byClipping
    /// Breaks after words; the last line shown ends in "…" when text is
    /// left over. UILabel's default.
    case byTruncatingTail
    /// One line, shortened in the middle when it does not fit ("Sub…ribe"):
    /// the title of a button without a configuration.
    case byTruncatingMiddle
}

import Foundation

/// A view's text, plain or rich, as set on it (a label's, a text view's):
/// rich text's characters are the text, and plain text set drops the rich
/// text. Everything set while a test variant's tree is built is rewritten
/// as that variant shows it (`BuildEnvironment`), rich text run by run.
struct TextContent {
    private(set) var text: String
    private(set) var rich: AttributedText?

    init(text: String) {
        self.text = BuildEnvironment.transformed(text)
    }

    /// The texts a test's text variants rewrite: each run of rich text, or
    /// the plain text.
    var texts: [String] { rich?.texts ?? [text] }

    /// Sets plain text; returns whether what is shown changed.
    mutating func setText(_ newValue: String) -> Bool {
        let new = BuildEnvironment.transformed(newValue)
        defer { (text, rich) = (new, nil) }
        return new != text || rich != nil
    }

    /// Sets rich text (nil: plain text, empty); returns whether what is
    /// shown changed. The caller has refused invalid rich text.
    mutating func setRich(_ newValue: AttributedText?) -> Bool {
        let new = newValue?.mappingTexts(BuildEnvironment.transformed)
        defer { (text, rich) = (new?.string ?? "", new) }
        return new != rich || (new?.string ?? "") != text
    }

    /// Sets the texts `texts` returned, rewritten.
    mutating func setTexts(_ newValue: [String]) -> Bool {
        guard let rich else { return setText(newValue.first ?? "") }
        return setRich(rich.replacingTexts(with: newValue))
    }
}

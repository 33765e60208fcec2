import Foundation

/// A view's text, plain or rich, and its font, as set on it: a label's, a
/// text view's, a text field's, a legacy button's title. Rich text's
/// characters are the text, and plain text set drops the rich text.
/// Everything set while a test variant's tree is built is rewritten as that
/// variant shows it (`BuildEnvironment`), rich text run by run. The views
/// set it through `View.setText(_:of:then:)`, `setRich` and `setFont`, which
/// validate, report and say what the engine must measure again.
struct TextContent {
    private(set) var text: String
    private(set) var rich: AttributedText?
    /// Always of a valid size (`Font.hasValidSize`).
    fileprivate(set) var font: Font

    /// The content of a view made with `text` in `font`; a font of an
    /// invalid size is replaced by `.preferred(.body)` (the view reports it:
    /// `View.reportRefusedFont(_:)`).
    init(text: String, font: Font) {
        self.text = BuildEnvironment.transformed(text)
        self.font = font.hasValidSize ? font : .preferred(.body)
    }

    /// The texts a test's text variants rewrite: each run of rich text, or
    /// the plain text.
    var texts: [String] { rich?.texts ?? [text] }

    /// Sets plain text; returns whether what is shown changed.
    fileprivate mutating func setText(_ newValue: String) -> Bool {
        let new = BuildEnvironment.transformed(newValue)
        defer { (text, rich) = (new, nil) }
        return new != text || rich != nil
    }

    /// Sets rich text (nil: plain text, empty); returns whether what is
    /// shown changed. The caller has refused invalid rich text.
    fileprivate mutating func setRich(_ newValue: AttributedText?) -> Bool {
        let new = newValue?.mappingTexts(BuildEnvironment.transformed)
        defer { (text, rich) = (new?.string ?? "", new) }
        return new != rich || (new?.string ?? "") != text
    }

    /// Sets the texts `texts` returned, rewritten.
    fileprivate mutating func setTexts(_ newValue: [String]) -> Bool {
        guard let rich else { return setText(newValue.first ?? "") }
        return setRich(rich.replacingTexts(with: newValue))
    }
}

extension View {
    /// Sets `content`'s plain text, and calls `changed` (the view's way of
    /// measuring again) if what it shows changed.
    func setText(_ text: String, of content: inout TextContent, then changed: () -> Void) {
        if content.setText(text) { changed() }
    }

    /// Sets the texts a test variant rewrites (`shownTexts`), and calls
    /// `changed` if what the view shows changed.
    func setTexts(_ texts: [String], of content: inout TextContent, then changed: () -> Void) {
        if content.setTexts(texts) { changed() }
    }

    /// Sets `content`'s rich text: invalid rich text is reported to
    /// `LayoutDiagnostics` and refused; `changed` is called if what the
    /// view shows changed.
    func setRich(_ rich: AttributedText?, of content: inout TextContent, then changed: () -> Void) {
        if let rich, let reason = rich.invalidReason { return refuse("attributedText", rich, reason) }
        if content.setRich(rich) { changed() }
    }

    /// Sets `content`'s font: one of a size that is not finite and
    /// positive is reported and refused; a new one is measured again at
    /// the next layout, with what hangs on the view's baselines.
    func setFont(_ font: Font, of content: inout TextContent) {
        guard font.hasValidSize else { return reportRefusedFont(font) }
        guard font != content.font else { return }
        content.font = font
        rootView.engine?.noteMeasuringChanged(of: [self])
    }

    /// Reports `font` refused, when its size is not finite and positive: a
    /// view made with it shows `.preferred(.body)` instead.
    func reportRefusedFont(_ font: Font) {
        if !font.hasValidSize { refuse("font", font, Font.sizeRule) }
    }
}

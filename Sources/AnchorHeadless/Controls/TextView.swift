import Foundation

/// A headless `UITextView`. Scrolling on (the default, as UIKit's), it has
/// no intrinsic size and scrolls what does not fit, as a scroll view. With
/// scrolling off (the usual "link label"), it sizes itself as a label that
/// wraps at the width it gets (two-pass), plus its `textContainerInset`
/// (8 above and below) and `lineFragmentPadding` (5 at either end of each
/// line), both Apple's documented defaults; text that does not fit its
/// height is cut (`isTruncated`). Rich text's `lineSpacing` comes after
/// every line, the last included, as TextKit adds it to each line fragment.
///
///     let terms = TextView(name: "terms", text: "By signing in you agree to the Terms.")
open class TextView: View {
    /// The text shown. Setting it drops `attributedText`.
    ///
    ///     terms.text = "Read the Privacy Policy."
    public var text: String {
        get { content.text }
        set { setText(newValue, of: &content, then: contentDidChange) }
    }

    /// Rich text shown instead of `text`; nil for plain text. Invalid rich
    /// text (see `Label.attributedText`) is reported and refused.
    ///
    ///     terms.attributedText = AttributedText("Terms", font: .preferred(.headline)) + " apply."
    public var attributedText: AttributedText? {
        get { content.rich }
        set { setRich(newValue, of: &content, then: contentDidChange) }
    }

    /// The font; a font of a size that is not finite and positive is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     terms.font = .preferred(.footnote)
    public var font: Font {
        get { content.font }
        set { setFont(newValue, of: &content) }
    }

    /// Whether the text scrolls; true by default, as UIKit's. Off, the view
    /// sizes itself to its text.
    ///
    ///     terms.isScrollEnabled = false
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { contentDidChange() } }
    }

    /// The room between the view's edges and its text container: 8 above
    /// and below by default (Apple: `textContainerInset`). A non-finite
    /// inset is reported and refused.
    ///
    ///     terms.textContainerInset = .zero
    public var textContainerInset: EdgeInsets {
        get { storedTextContainerInset }
        set {
            guard newValue.isFinite else { return refuse("textContainerInset", newValue, EdgeInsets.finiteRule) }
            guard newValue != storedTextContainerInset else { return }
            storedTextContainerInset = newValue
            contentDidChange()
        }
    }

    /// The room at either end of each line inside the container: 5 by
    /// default (Apple: `NSTextContainer.lineFragmentPadding`). A negative or
    /// non-finite padding is reported and refused.
    ///
    ///     terms.lineFragmentPadding = 0
    public var lineFragmentPadding: CGFloat {
        get { storedLineFragmentPadding }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return refuse("lineFragmentPadding", newValue, "it must be finite and 0 or more")
            }
            guard newValue != storedLineFragmentPadding else { return }
            storedLineFragmentPadding = newValue
            contentDidChange()
        }
    }

    /// After layout, the lines shown (all of them while scrolling is on).
    ///
    ///     terms.lines   // ["By signing in you agree to", "the Terms."]
    public var lines: [String] { shownLines().lines }

    /// After layout, whether scrolling is off and the text does not fit.
    ///
    ///     #expect(!terms.isTruncated)
    public var isTruncated: Bool { shownLines().isTruncated }

    private var content: TextContent
    private var storedTextContainerInset = EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
    private var storedLineFragmentPadding: CGFloat = 5
    private var settledWidth: CGFloat?
    private var measurement = TextMeasurementCache()

    /// A text view named for descriptions and errors. A font whose size is
    /// not finite and positive is reported and replaced by `.preferred(.body)`.
    ///
    ///     let bio = TextView(name: "bio", text: "Writes about layout.")
    public init(name: String, text: String = "", font: Font = .preferred(.body)) {
        content = TextContent(text: text, font: font)
        super.init(name: name)
        reportRefusedFont(font)
    }

    /// Scrolling on, none (`noIntrinsicMetric` both ways). Off, the text
    /// wrapped at the width of the last layout less the insets and the line
    /// padding (not wrapped before one), plus those; an empty text is one
    /// empty line. Setting it is reported and refused.
    ///
    ///     terms.intrinsicContentSize.height   // lines + 16
    open override var intrinsicContentSize: CGSize {
        get {
            guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
            let across = horizontalRoom
            let text = measuredText().size(
                wrappingAt: settledWidth.map { max($0 - across, 0) }, maximumLines: 0, lineSpacingAfterLast: true)
            let inset = storedTextContainerInset
            return CGSize(width: text.width + across, height: text.height + inset.top + inset.bottom)
        }
        set { refuse("intrinsicContentSize", newValue, "a text view measures its own from its text") }
    }

    // The kind seam (View.swift).
    package override var measuresText: Bool { true }
    package override var wrapsAtLayoutWidth: Bool { !isScrollEnabled }
    override var automaticWrapWidth: CGFloat? {
        get { settledWidth }
        set { settledWidth = newValue }
    }
    package override var shownTexts: [String] {
        get { content.texts }
        set { setTexts(newValue, of: &content, then: contentDidChange) }
    }
    package override func textLayout() -> TextLayout? { shownLines() }
    package override var showsContentOfItsOwn: Bool { super.showsContentOfItsOwn || !text.isEmpty }
    package override var needsSafeArea: Bool { !text.isEmpty }
    package override var isTextOrControl: Bool { true }
    override var baselineRule: String? { "a text view's baselines follow its font" }

    override var engineFirstBaselineOffsetFromTop: CGFloat? { storedTextContainerInset.top + measuredText().metrics.ascender }

    override var engineLastBaselineOffsetFromBottom: CGFloat {
        let metrics = measuredText().metrics
        return storedTextContainerInset.bottom + metrics.descender + metrics.leading
    }

    /// The insets and line padding across.
    private var horizontalRoom: CGFloat {
        storedTextContainerInset.leading + storedTextContainerInset.trailing + 2 * storedLineFragmentPadding
    }

    /// The lines in the container: all of them while scrolling is on, else
    /// those the frame's height holds.
    private func shownLines() -> TextLayout {
        let measured = measuredText()
        let inset = storedTextContainerInset
        let room = CGRect(
            x: inset.leading + storedLineFragmentPadding, y: inset.top, width: frame.width - horizontalRoom,
            height: isScrollEnabled ? .greatestFiniteMagnitude : frame.height - inset.top - inset.bottom)
        guard !text.isEmpty else { return .empty(text, drawn: measured, isTruncated: false, room: room) }
        return .lines(
            of: measured, text: text, fontPointSize: measured.pointSize, in: room, numberOfLines: 0,
            lineBreakMode: .byWordWrapping, lineSpacingAfterLast: true, shortfall: lineShortfallShown)
    }

    private func measuredText() -> MeasuredText {
        measurement.measured(text, rich: content.rich, font: content.font, breaksAnywhere: false, in: self).text
    }

    private func contentDidChange() {
        measurement.forget()
        rootView.engine?.noteRemeasured(self)
    }
}

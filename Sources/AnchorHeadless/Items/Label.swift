import Foundation

/// A headless label: a view that measures its text, wraps it at the width
/// Auto Layout gives it and grows to fit, as UIKit's `UILabel`. Its
/// intrinsic size comes from its text, its font (a `.preferred` font
/// follows the tree's content size category) and the tree's
/// `textMeasurer`; after layout, `lines` are what it shows.
///
///     let bio = Label(name: "bio", text: "Writes about layout.", font: .preferred(.body))
///
/// A multi-line label (`numberOfLines` other than 1) without a
/// `preferredMaxLayoutWidth` wraps at the width it was last laid out at,
/// and the engine lays the tree out again until every such label's width
/// and wrapping agree: UIKit's two-pass layout. Hugging is 250 and
/// compression resistance 750 on both axes, as a `UILabel()` made in code
/// (Interface Builder gives its labels 251: see the Text article).
///
/// A subclass may override `intrinsicContentSize` or, as UIKit's padded
/// labels do, `textRect(forBounds:limitedToNumberOfLines:)`: the label then
/// wraps its text at the width that leaves and shows it there.
open class Label: View {
    /// The text shown; `\n` starts a new line. Setting it drops
    /// `attributedText`; setting `attributedText` sets it to the rich
    /// text's characters.
    ///
    ///     bio.text = "Writes about layout, and tests it on Linux."
    public var text: String {
        get { content.text }
        set { setText(newValue, of: &content, then: textDidChange) }
    }

    /// The text with runs in fonts of their own, inline images and a
    /// paragraph style, shown instead of `text`; nil for plain text. Rich
    /// text with an image of a negative or non-finite size, a run's font of
    /// a size that is not finite and positive, or a paragraph style with a
    /// negative or non-finite value is reported to `LayoutDiagnostics` and
    /// refused.
    ///
    ///     rating.attributedText = .image(size: CGSize(width: 14, height: 14)) + " 4.8"
    public var attributedText: AttributedText? {
        get { content.rich }
        set { setRich(newValue, of: &content, then: textDidChange) }
    }

    /// The font; a font of a size that is not finite and positive is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     title.font = .system(size: 20, weight: .bold)
    public var font: Font {
        get { content.font }
        set { setFont(newValue, of: &content) }
    }

    /// The most lines shown: 1 by default; 0 for as many as the text needs.
    /// A negative number is reported to `LayoutDiagnostics` and refused.
    ///
    ///     bio.numberOfLines = 0
    public var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            guard newValue >= 0 else {
                return refuse("numberOfLines", newValue, "it must be 0 (as many lines as needed) or more")
            }
            guard newValue != storedNumberOfLines else { return }
            storedNumberOfLines = newValue
            rootView.engine?.noteRemeasured(self)
        }
    }

    /// How lines break and what happens to text that does not fit;
    /// `.byTruncatingTail` by default.
    ///
    ///     bio.lineBreakMode = .byWordWrapping
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            rootView.engine?.noteRemeasured(self)
        }
    }

    /// The width a multi-line label wraps at to measure itself; 0 (the
    /// default) wraps at the width it is laid out at. A negative or
    /// non-finite width is reported to `LayoutDiagnostics` and refused.
    ///
    ///     bio.preferredMaxLayoutWidth = 300
    public var preferredMaxLayoutWidth: CGFloat {
        get { storedPreferredMaxLayoutWidth }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return refuse("preferredMaxLayoutWidth", newValue, "it must be finite and 0 (automatic) or more")
            }
            guard newValue != storedPreferredMaxLayoutWidth else { return }
            storedPreferredMaxLayoutWidth = newValue
            rootView.engine?.noteRemeasured(self)
        }
    }

    /// Whether text that does not fit the frame at the font's size is
    /// drawn smaller, down to `minimumScaleFactor` × that size, before it is
    /// truncated, as `UILabel.adjustsFontSizeToFitWidth`: a one-line label
    /// shrinks to fit its width, a multi-line one to fit its lines and
    /// height. The intrinsic size stays the unshrunk text's, as UIKit's
    /// does, so layout does not change; `drawnPointSize`, `lines` and
    /// `isTruncated` do. False by default.
    ///
    ///     title.adjustsFontSizeToFitWidth = true
    public var adjustsFontSizeToFitWidth = false

    private var content: TextContent
    /// The bounds the text itself was last given by
    /// `textRect(forBounds:limitedToNumberOfLines:)`: where a subclass's
    /// override hands them on to this class's, the text's room.
    private var boundsGivenToText: CGRect?
    /// `minimumScaleFactor`, validated where it enters (Label+Shrinking.swift).
    var storedMinimumScaleFactor: CGFloat = 0 {
        didSet { shrunkMeasurement = nil }
    }
    /// The text as last drawn smaller, and the room and line limit it was
    /// fitted to; forgotten with the measurement it was made from.
    var shrunkMeasurement: (room: CGSize, numberOfLines: Int, text: MeasuredText)?
    private var storedNumberOfLines = 1
    private var storedPreferredMaxLayoutWidth: CGFloat = 0
    /// The width the last layout settled this label at, which an automatic
    /// multi-line label wraps at to measure itself; nil before any layout.
    private var settledWidth: CGFloat?
    /// The text as last measured, and what it was measured with (the text
    /// itself aside: changing it forgets the measurement).
    private var measurement = TextMeasurementCache()

    /// A label named for descriptions and errors. A font whose size is not
    /// finite and positive is reported and replaced by `.preferred(.body)`.
    ///
    ///     let name = Label(name: "name", text: "Ada Lovelace", font: .preferred(.headline))
    public init(name: String, text: String = "", font: Font = .preferred(.body)) {
        content = TextContent(text: text, font: font)
        super.init(name: name)
        reportRefusedFont(font)
    }

    /// The size of the text: one line's width and height, or, for more
    /// lines, the text wrapped at `preferredMaxLayoutWidth`, else at the
    /// width of the last layout, else not wrapped; as UIKit's, the size of
    /// `textRect(forBounds:limitedToNumberOfLines:)` for bounds that wide
    /// and unlimited in height. Setting it is reported to
    /// `LayoutDiagnostics` and ignored: the text decides.
    ///
    ///     bio.intrinsicContentSize.height   // 3 lines × 20.29
    open override var intrinsicContentSize: CGSize {
        get {
            let unlimited = CGFloat.greatestFiniteMagnitude
            let wrapWidth = storedNumberOfLines == 1 ? nil
                : (storedPreferredMaxLayoutWidth > 0 ? storedPreferredMaxLayoutWidth : automaticWrapWidth)
            let bounds = CGRect(x: 0, y: 0, width: wrapWidth ?? unlimited, height: unlimited)
            return textRect(forBounds: bounds, limitedToNumberOfLines: storedNumberOfLines).size
        }
        set {
            refuse("intrinsicContentSize", newValue, "a label measures its own from its text")
        }
    }

    /// The rectangle the text takes in `bounds`, as UIKit's: at `bounds`'
    /// origin, the text wrapped at its width (not wrapped when
    /// `numberOfLines` is 1 or the width is unlimited), cut to
    /// `numberOfLines` (0: no limit), no larger than `bounds`. A subclass
    /// that pads its text insets `bounds`, calls `super`, and outsets the
    /// result; the label then wraps, and shows its text, in the inset
    /// bounds.
    ///
    ///     override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
    ///         super.textRect(forBounds: bounds.insetBy(dx: 8, dy: 4), limitedToNumberOfLines: lines).insetBy(dx: -8, dy: -4)
    ///     }
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        boundsGivenToText = bounds
        guard !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let measured = measuredText()
        let limitedWidth = bounds.width.isFinite && bounds.width < CGFloat.greatestFiniteMagnitude / 2
        let all = measured.lines(wrappingAt: numberOfLines == 1 || !limitedWidth ? nil : max(bounds.width, 0))
        let shown = all.prefix(numberOfLines > 0 ? numberOfLines : all.count)
        // A one-line label is as wide as its widest line, whatever it shows.
        let widest = (numberOfLines == 1 ? all[...] : shown).reduce(0) { max($0, $1.width) }
        var size = CGSize(width: widest, height: measured.height(of: shown, lineSpacingAfterLast: shown.count == 1))
        if limitedWidth { size.width = min(size.width, max(bounds.width, 0)) }
        if bounds.height.isFinite { size.height = min(size.height, max(bounds.height, 0)) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Where the text lies in `bounds`: the bounds themselves, or those a
    /// subclass's `textRect(forBounds:limitedToNumberOfLines:)` hands to
    /// this class's.
    func textRoom(in bounds: CGRect) -> CGRect {
        guard type(of: self) != Label.self else { return bounds }
        boundsGivenToText = nil
        defer { boundsGivenToText = nil }
        _ = textRect(forBounds: bounds, limitedToNumberOfLines: storedNumberOfLines)
        return boundsGivenToText ?? bounds
    }

    private func textDidChange() {
        measurement.forget()
        shrunkMeasurement = nil
        rootView.engine?.noteRemeasured(self)
    }

    /// Reports a refused value of a label property; the label keeps the one it had.
    override func refuse(_ property: String, _ value: Any, _ reason: String) {
        LayoutDiagnostics.report(.invalidLabelProperty(label: name, property: property, value: "\(value)", reason: reason))
    }

    // The kind seam (View.swift).
    package override var measuresText: Bool { true }
    package override var wrapsAtLayoutWidth: Bool { storedNumberOfLines != 1 && storedPreferredMaxLayoutWidth == 0 }
    override var automaticWrapWidth: CGFloat? {
        get { settledWidth }
        set { settledWidth = newValue }
    }
    package override var shownTexts: [String] {
        get { content.texts }
        set { setTexts(newValue, of: &content, then: textDidChange) }
    }
    override var baselineRule: String? { "a label's baselines follow its font" }
    package override func textLayout() -> TextLayout? { shownLines() }
    package override var showsContentOfItsOwn: Bool { super.showsContentOfItsOwn || !text.isEmpty }
    package override var needsSafeArea: Bool { !text.isEmpty }
    package override var isTextOrControl: Bool { !text.isEmpty }

    override var engineFirstBaselineOffsetFromTop: CGFloat? {
        guard let (boxes, _) = richLineLayout() else { return measuredText().metrics.ascender }
        return boxes.first?.baseline ?? 0
    }

    override var engineLastBaselineOffsetFromBottom: CGFloat {
        guard let (boxes, height) = richLineLayout() else {
            let metrics = measuredText().metrics
            return metrics.descender + metrics.leading
        }
        return height - (boxes.last?.baseline ?? 0)
    }

    /// Rich text's lines as the label measures itself (runs of several
    /// sizes, a paragraph style): where each sits and their height; nil for
    /// text in one font, whose baselines are the font's.
    private func richLineLayout() -> (boxes: [(top: CGFloat, baseline: CGFloat)], height: CGFloat)? {
        let measured = measuredText()
        guard measured.runs.count > 1 || measured.paragraphStyle != ParagraphStyle() else { return nil }
        let wrapWidth = storedNumberOfLines == 1 ? nil
            : (storedPreferredMaxLayoutWidth > 0 ? storedPreferredMaxLayoutWidth : automaticWrapWidth)
        let all = measured.lines(wrappingAt: wrapWidth)
        let shown = all.prefix(storedNumberOfLines > 0 ? storedNumberOfLines : all.count)
        return measured.layout(of: shown, lineSpacingAfterLast: shown.count == 1)
    }

    /// The text measured with the font's size at the tree's content size
    /// category and the tree's measurer, made again when any of those or the
    /// text changes.
    func measuredText() -> MeasuredText {
        let (measured, isNew) = measurement.measured(
            text, rich: content.rich, font: content.font, breaksAnywhere: lineBreakMode == .byCharWrapping, in: self)
        if isNew { shrunkMeasurement = nil }
        return measured
    }
}

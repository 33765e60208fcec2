import Foundation

/// A headless `UITextField`: one line of text, or its placeholder when the
/// text is empty, inside a border, with optional views at its sides. Its
/// intrinsic size is the wider of the text and the placeholder (one space
/// when both are empty), one line high, plus the border's padding and the
/// side views; a rounded rect is at least 34 high (30 inside its 2-point
/// padding), so a field at 17 points is 34 high. Text fields do not wrap:
/// text or a placeholder wider than the room inside the border is cut
/// (`isTruncated`), the commonest fault of a form at large text sizes.
/// Hugging 250 and compression resistance 750, as Interface Builder's.
///
/// The paddings per border style are UIKit's as research notes read them
/// from public sources (Controls in the documentation says which, and where
/// we approximate).
///
///     let email = TextField(name: "email", placeholder: "Email address")
open class TextField: View {
    /// The border drawn around a field, as `UITextField.BorderStyle`.
    ///
    ///     email.borderStyle = .roundedRect
    public enum BorderStyle: Hashable, Sendable {
        case none, line, bezel, roundedRect

        /// The room between the border and the text. Apple publishes none;
        /// a public decompilation of UIKit shows these, and the 34 points of
        /// a rounded field of 17-point text, a widely quoted figure, follow
        /// from them.
        var padding: EdgeInsets {
            switch self {
            case .none: .zero
            case .line: EdgeInsets(2)
            case .bezel: EdgeInsets(top: 4, leading: 7, bottom: 1, trailing: 7)
            case .roundedRect: EdgeInsets(top: 2, leading: 7, bottom: 2, trailing: 7)
            }
        }

        /// The least height of the field.
        var minimumHeight: CGFloat { self == .roundedRect ? 34 : 0 }
    }

    /// The text typed; empty shows the placeholder.
    ///
    ///     email.text = "ada@example.com"
    public var text: String {
        get { content.text }
        set { setText(newValue, of: &content, then: contentDidChange) }
    }

    /// The grey text shown while `text` is empty.
    ///
    ///     email.placeholder = "Email address"
    public var placeholder: String {
        didSet {
            placeholder = BuildEnvironment.transformed(placeholder)
            if placeholder != oldValue { contentDidChange() }
        }
    }

    /// The font of the text and the placeholder; a font of a size that is
    /// not finite and positive is reported to `LayoutDiagnostics` and
    /// refused.
    ///
    ///     email.font = .preferred(.body)
    public var font: Font {
        get { content.font }
        set { setFont(newValue, of: &content) }
    }

    /// The border; `.none` by default, as UIKit's.
    ///
    ///     email.borderStyle = .roundedRect
    public var borderStyle = BorderStyle.none {
        didSet { if borderStyle != oldValue { contentDidChange() } }
    }

    /// The size of a view at the field's leading side (an icon); nil for
    /// none. A negative or non-finite size is reported and refused.
    ///
    ///     email.leftViewSize = CGSize(width: 28, height: 20)
    public var leftViewSize: CGSize? {
        get { storedLeftViewSize }
        set { setSideView(newValue, "leftViewSize", \.storedLeftViewSize) }
    }

    /// The size of a view at the field's trailing side (a reveal button);
    /// nil for none. A negative or non-finite size is reported and refused.
    ///
    ///     password.rightViewSize = CGSize(width: 44, height: 44)
    public var rightViewSize: CGSize? {
        get { storedRightViewSize }
        set { setSideView(newValue, "rightViewSize", \.storedRightViewSize) }
    }

    /// After layout, whether the text (or the placeholder, while the text is
    /// empty) does not fit the room inside the border.
    ///
    ///     #expect(!email.isTruncated)
    public var isTruncated: Bool { shownLine().isTruncated }

    /// The text typed, and the font of the text and the placeholder.
    private var content: TextContent
    private var storedLeftViewSize: CGSize?
    private var storedRightViewSize: CGSize?
    /// The text (a space while it is empty) and the placeholder, measured.
    private var textMeasurement = TextMeasurementCache(), placeholderMeasurement = TextMeasurementCache()

    /// A field named for descriptions and errors. A font whose size is not
    /// finite and positive is reported and replaced by `.preferred(.body)`.
    ///
    ///     let password = TextField(name: "password", placeholder: "Password")
    public init(name: String, text: String = "", placeholder: String = "", font: Font = .preferred(.body)) {
        content = TextContent(text: text, font: font)
        self.placeholder = BuildEnvironment.transformed(placeholder)
        super.init(name: name)
        reportRefusedFont(font)
    }

    /// The wider of the text and the placeholder (a space when both are
    /// empty) and one line's height, plus the border's padding and the side
    /// views; at least the border's least height. Setting it is reported and
    /// refused: the text decides.
    ///
    ///     TextField(name: "f", placeholder: "Email").intrinsicContentSize.height   // 20.29 without a border
    open override var intrinsicContentSize: CGSize {
        get {
            let padding = borderStyle.padding
            let (width, metrics) = widestText
            let sides = [storedLeftViewSize, storedRightViewSize].compactMap { $0 }
            let height = max(
                metrics.lineHeight + padding.top + padding.bottom, borderStyle.minimumHeight,
                sides.map(\.height).max() ?? 0)
            return CGSize(
                width: width + padding.leading + padding.trailing + sides.map(\.width).reduce(0, +), height: height)
        }
        set { refuse("intrinsicContentSize", newValue, "a text field measures its own from its text and placeholder") }
    }

    // The kind seam (View.swift).
    package override var measuresText: Bool { true }
    package override var shownTexts: [String] {
        get { [text, placeholder] }
        set {
            text = newValue.first ?? ""
            placeholder = newValue.count > 1 ? newValue[1] : ""
        }
    }
    package override func textLayout() -> TextLayout? { shownLine() }
    package override var showsContentOfItsOwn: Bool {
        super.showsContentOfItsOwn || !text.isEmpty || !placeholder.isEmpty || borderStyle != .none
    }
    package override var needsSafeArea: Bool { true }
    package override var isTextOrControl: Bool { true }
    override var baselineRule: String? { "a text field's baselines follow its font" }

    override var engineFirstBaselineOffsetFromTop: CGFloat? {
        let metrics = widestText.metrics
        return (intrinsicContentSize.height - metrics.lineHeight) / 2 + metrics.ascender
    }

    override var engineLastBaselineOffsetFromBottom: CGFloat {
        let metrics = widestText.metrics
        return (intrinsicContentSize.height - metrics.lineHeight) / 2 + metrics.descender + metrics.leading
    }

    /// The wider of the text (a space while it is empty, as UIKit measures
    /// one) and the placeholder: its width and line metrics.
    private var widestText: (width: CGFloat, metrics: LineMetrics) {
        guard text.isEmpty, !placeholder.isEmpty else {
            let text = measuredText()
            guard !placeholder.isEmpty else { return (width(of: text), text.metrics) }
            return (max(width(of: text), width(of: measuredPlaceholder())), text.metrics)
        }
        // An empty text is a space: measured with the placeholder's font, not on its own.
        let placeholder = measuredPlaceholder()
        return (max(width(of: placeholder), placeholder.width(of: " ")), placeholder.metrics)
    }

    private func width(of text: MeasuredText) -> CGFloat {
        text.lines(wrappingAt: nil).reduce(0) { max($0, $1.width) }
    }

    private func measuredText() -> MeasuredText {
        textMeasurement.measured(text.isEmpty ? " " : text, font: content.font, breaksAnywhere: false, in: self).text
    }

    private func measuredPlaceholder() -> MeasuredText {
        placeholderMeasurement.measured(placeholder, font: content.font, breaksAnywhere: false, in: self).text
    }

    /// The text (or the placeholder) on one line, cut at the tail where it
    /// does not fit the room inside the border and the side views, centred
    /// down the field.
    private func shownLine() -> TextLayout {
        let shown = text.isEmpty ? placeholder : text
        let drawn = text.isEmpty && !placeholder.isEmpty ? measuredPlaceholder() : measuredText()
        let padding = borderStyle.padding
        let leading = (storedLeftViewSize?.width ?? 0) + padding.leading
        let trailing = (storedRightViewSize?.width ?? 0) + padding.trailing
        let height = min(drawn.metrics.lineHeight, frame.height)
        let room = CGRect(
            x: leading, y: (frame.height - height) / 2, width: frame.width - leading - trailing, height: height)
        guard !shown.isEmpty else { return .empty(shown, drawn: drawn, isTruncated: false, room: room) }
        return .lines(
            of: drawn, text: shown, fontPointSize: drawn.pointSize, in: room, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail, lineSpacingAfterLast: false)
    }

    private func setSideView(_ size: CGSize?, _ property: String, _ storage: ReferenceWritableKeyPath<TextField, CGSize?>) {
        if let size, !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            return refuse(property, size, "a view's size must be finite and 0 or more")
        }
        guard size != self[keyPath: storage] else { return }
        self[keyPath: storage] = size
        contentDidChange()
    }

    private func contentDidChange() {
        textMeasurement.forget()
        placeholderMeasurement.forget()
        rootView.engine?.noteRemeasured(self)
    }
}

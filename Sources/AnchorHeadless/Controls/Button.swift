import Foundation

/// A headless `UIButton`, of either of UIKit's two kinds:
///
/// - **Without a configuration** (`Button(name:title:font:)`, as
///   `UIButton(type: .system)` and every button of the SnapKit era): no
///   content insets; with zero insets and no image, 6 points above and
///   below the title (a system button of 15 points is 30 high); any inset,
///   or an image, replaces that padding. The title stays on one line and is
///   shortened in the middle ("Sub…ribe") when it does not fit.
/// - **With a `Configuration`** (`Button(name:configuration:)`, as
///   `UIButton(configuration:)`): the configuration's insets (7/12/7/12 by
///   default), its image, title, subtitle and paddings; the title wraps at
///   the width the button gets, as a label does (two-pass).
///
/// The sources of each number are in Controls in the documentation.
/// Hugging 250 and compression resistance 750 on both axes (a public
/// constraint dump of a UIButton). A subclass may override
/// `intrinsicContentSize` (a 44-point minimum, say).
///
///     let save = Button(name: "save", title: "Save", font: .preferred(.headline))
open class Button: View {
    /// The title: the configuration's with one, else the button's own.
    ///
    ///     save.title = "Save changes"
    public var title: String {
        get { storedConfiguration.map { $0.title ?? "" } ?? legacyText.text }
        set {
            guard var configuration = storedConfiguration else { return setText(newValue, of: &legacyText, then: contentDidChange) }
            // The configuration's setter rewrites it for a test variant.
            configuration.title = newValue
            self.configuration = configuration
        }
    }

    /// The title's font: the configuration's with one. A font of a size
    /// that is not finite and positive is reported to `LayoutDiagnostics`
    /// and refused.
    ///
    ///     save.font = .preferred(.headline)
    public var font: Font {
        get { storedConfiguration?.font ?? legacyText.font }
        set {
            guard var configuration = storedConfiguration, newValue.hasValidSize else { return setFont(newValue, of: &legacyText) }
            configuration.font = newValue
            self.configuration = configuration
        }
    }

    /// The room between the content and the button's edges: zero by
    /// default without a configuration (`contentEdgeInsets`), the
    /// configuration's with one. Without a configuration, any inset other
    /// than zero replaces the 6-point padding above and below the title. A
    /// non-finite inset is reported and refused (negative insets are
    /// allowed, as in UIKit).
    ///
    ///     save.contentInsets = EdgeInsets(horizontal: 20, vertical: 10)
    public var contentInsets: EdgeInsets {
        get { storedConfiguration?.contentInsets ?? storedContentInsets }
        set {
            guard newValue.isFinite else { return refuse("contentInsets", newValue, EdgeInsets.finiteRule) }
            if var configuration = storedConfiguration {
                configuration.contentInsets = newValue
                return self.configuration = configuration
            }
            guard newValue != storedContentInsets else { return }
            storedContentInsets = newValue
            contentDidChange()
        }
    }

    /// The size of an image shown beside the title (before it), or alone
    /// when the title is empty; nil for none. The configuration's with one.
    /// A negative or non-finite size is reported and refused.
    ///
    ///     share.imageSize = CGSize(width: 22, height: 22)
    public var imageSize: CGSize? {
        get { storedConfiguration?.imageSize ?? storedImageSize }
        set {
            if let size = newValue, !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                return refuse("imageSize", size, "an image's size must be finite and 0 or more")
            }
            if var configuration = storedConfiguration {
                configuration.imageSize = newValue
                return self.configuration = configuration
            }
            guard newValue != storedImageSize else { return }
            storedImageSize = newValue
            contentDidChange()
        }
    }

    /// The button's configuration; nil for a button without one (the
    /// legacy kind). Setting one makes the button the configuration kind,
    /// setting nil the legacy kind with its own title, font, insets and
    /// image. A configuration with a negative or non-finite size or
    /// padding, a non-finite inset or a font of an invalid size is
    /// reported and refused.
    ///
    ///     signIn.configuration?.subtitle = "with your Apple Account"
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            if let reason = newValue?.invalidReason { return refuse("configuration", newValue!, reason) }
            var configuration = newValue
            // Set while a test variant's tree is built: as that variant shows it.
            if let title = newValue?.title { configuration?.title = BuildEnvironment.transformed(title) }
            if let subtitle = newValue?.subtitle { configuration?.subtitle = BuildEnvironment.transformed(subtitle) }
            guard configuration != storedConfiguration else { return }
            storedConfiguration = configuration
            contentDidChange()
        }
    }

    /// After layout, whether the text shown is not the whole text.
    ///
    ///     #expect(!save.isTruncated)
    public var isTruncated: Bool { shownText().isTruncated }

    /// After layout, the lines of the text shown: one, perhaps shortened in
    /// the middle, without a configuration; the title (and subtitle)
    /// wrapped with one.
    ///
    ///     signIn.lines   // ["Sign in with", "your Apple Account"]
    public var lines: [String] { shownText().lines }

    /// The title and font of a button without a configuration.
    private var legacyText: TextContent
    private var storedContentInsets = EdgeInsets.zero
    private var storedImageSize: CGSize?
    private var storedConfiguration: Configuration?
    /// The width the last layout settled a wrapping button at.
    private var settledWidth: CGFloat?
    private var measurement = TextMeasurementCache()
    /// The title label and image view, made when first asked for (Button+Parts.swift).
    var parts = ButtonParts()

    /// A button without a configuration, as `UIButton(type: .system)`: no
    /// insets, the title on one line. A font whose size is not finite and
    /// positive is reported and replaced by `.preferred(.body)`.
    ///
    ///     let cancel = Button(name: "cancel", title: "Cancel")
    public init(name: String, title: String = "", font: Font = .preferred(.body)) {
        legacyText = TextContent(text: title, font: font)
        super.init(name: name)
        reportRefusedFont(font)
    }

    /// A button with a configuration, as `UIButton(configuration:)`: its
    /// insets, its image and a title that wraps. An invalid configuration is
    /// reported and replaced by `.plain()` with the same title.
    ///
    ///     let signIn = Button(name: "signIn", configuration: .filled())
    public init(name: String, configuration: Configuration) {
        legacyText = TextContent(text: "", font: .preferred(.body))
        super.init(name: name)
        self.configuration = configuration
        if storedConfiguration == nil {
            var plain = Configuration.plain()
            plain.title = configuration.title
            self.configuration = plain
        }
    }

    /// The content's size (text and image, side by side or stacked), plus
    /// the insets or the 6-point padding; the title wrapped, with a
    /// configuration, at the width the last layout gave the button. Setting
    /// it is reported and refused: the content decides.
    ///
    ///     Button(name: "ok", title: "OK").intrinsicContentSize.height   // 21 + 12: the title in whole points
    open override var intrinsicContentSize: CGSize {
        get {
            let content = content()
            let wrapWidth = wrapsAtLayoutWidth ? settledWidth : nil
            let text = textSize(of: content, wrappingAt: wrapWidth.map { content.textWidth(inButtonWidth: $0) })
            let size = content.size(withText: text)
            return CGSize(
                width: size.width + content.insets.leading + content.insets.trailing,
                height: size.height + content.insets.top + content.insets.bottom)
        }
        set { refuse("intrinsicContentSize", newValue, "a button measures its own from its content") }
    }

    // The kind seam (View.swift).
    package override var measuresText: Bool { true }
    package override var wrapsAtLayoutWidth: Bool {
        guard let configuration = storedConfiguration else { return false }
        return configuration.titleLineBreakMode == .byWordWrapping || configuration.titleLineBreakMode == .byCharWrapping
    }
    override var automaticWrapWidth: CGFloat? {
        get { settledWidth }
        set { settledWidth = newValue }
    }
    package override var shownTexts: [String] {
        get { [title] + (storedConfiguration?.subtitle.map { [$0] } ?? []) }
        set {
            guard var configuration = storedConfiguration else { return title = newValue.first ?? "" }
            configuration.title = configuration.title.map { _ in newValue.first ?? "" }
            if configuration.subtitle != nil, newValue.count > 1 { configuration.subtitle = newValue[1] }
            self.configuration = configuration
        }
    }
    package override func textLayout() -> TextLayout? { shownText() }
    package override var showsContentOfItsOwn: Bool { super.showsContentOfItsOwn || showsTitleOrImage }
    package override var needsSafeArea: Bool { showsTitleOrImage }
    package override var isTextOrControl: Bool { true }
    package override var settlesParts: Bool { parts.exist }
    package override func settleParts() -> Bool { parts.settle(in: self) }

    /// Whether the button shows a title, a subtitle or an image: an empty
    /// one (a clear tap target) shows nothing.
    private var showsTitleOrImage: Bool { !title.isEmpty || storedConfiguration?.subtitle != nil || imageSize != nil }
    package override func contentBox(in bounds: CGRect) -> CGRect? { placed(in: bounds).image }

    override var engineFirstBaselineOffsetFromTop: CGFloat? {
        let content = content()
        let wrapWidth = wrapsAtLayoutWidth ? settledWidth : nil
        let text = textSize(of: content, wrappingAt: wrapWidth.map { content.textWidth(inButtonWidth: $0) })
        return content.insets.top + content.textOffset(withText: text).y + content.text.metrics.ascender
    }

    override var engineLastBaselineOffsetFromBottom: CGFloat {
        let metrics = content().text.metrics
        return content().insets.bottom + metrics.descender + metrics.leading
    }

    private func contentDidChange() {
        measurement.forget()
        rootView.engine?.noteRemeasured(self)
    }

    /// What the button lays out, of either kind.
    private func content() -> ButtonContent {
        if let configuration = storedConfiguration {
            let title = configuration.title ?? "", subtitle = configuration.subtitle
            var rich = AttributedText(title, font: configuration.font)
            if let subtitle { rich = rich + AttributedText("\n" + subtitle, font: configuration.subtitleFont) }
            rich.paragraphStyle.paragraphSpacing = configuration.titlePadding
            let measured = measurement.measured(
                rich.string, rich: rich, font: configuration.font,
                breaksAnywhere: configuration.titleLineBreakMode == .byCharWrapping, in: self
            ).text
            // The wrapping modes give as many lines as the title needs; the
            // others one line each for the title and the subtitle (Apple:
            // `titleLineBreakMode`).
            let wraps = configuration.titleLineBreakMode == .byWordWrapping || configuration.titleLineBreakMode == .byCharWrapping
            return ButtonContent(
                text: measured, hasText: !title.isEmpty || subtitle != nil, insets: configuration.contentInsets,
                image: configuration.imageSize, placement: configuration.imagePlacement,
                imagePadding: configuration.imagePadding, numberOfLines: wraps ? 0 : (subtitle == nil ? 1 : 2),
                wraps: wraps, lineBreakMode: configuration.titleLineBreakMode)
        }
        let measured = measurement.measured(legacyText.text, font: legacyText.font, breaksAnywhere: false, in: self).text
        // UIKit pads a title 6 above and below only when every inset is zero
        // and there is no image: Erica Sadun's log of a 15-point system
        // button, `Hello World: {78, 30}` (iOS Auto Layout Demystified), and
        // a public decompilation of UIKit confirms the rule.
        let padded = storedContentInsets == .zero && storedImageSize == nil
        return ButtonContent(
            text: measured, hasText: !legacyText.text.isEmpty || storedImageSize == nil,
            insets: padded ? EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0) : storedContentInsets,
            image: storedImageSize, placement: .leading, imagePadding: 0, numberOfLines: 1, wraps: false,
            lineBreakMode: .byTruncatingMiddle)
    }

    /// The text's size, wrapped at `width` (nil: not wrapped), in whole
    /// points: every button title UIKit recorded is (a 17-point title,
    /// 20.29 high, is 21; Erica Sadun's 15-point system button, 17.9, is
    /// 18 + 12 = 30 high), where a label's size is on the pixel.
    private func textSize(of content: ButtonContent, wrappingAt width: CGFloat?) -> CGSize {
        guard content.hasText else { return .zero }
        let size = content.text.size(wrappingAt: content.wraps ? width.map { max($0, 0) } : nil, maximumLines: content.numberOfLines)
        return CGSize(width: Self.wholePoints(size.width), height: Self.wholePoints(size.height))
    }

    /// `length` rounded up to a whole point, a length within a millionth
    /// of one kept (a sum of advances is not exact).
    private static func wholePoints(_ length: CGFloat) -> CGFloat {
        (length - 1e-6).rounded(.up)
    }

    /// Where the text's room, the image and the title itself lie in
    /// `bounds`: the content centred inside the insets, as UIKit centres a
    /// button's content.
    func placed(in bounds: CGRect) -> (content: ButtonContent, text: CGRect, image: CGRect?, title: CGRect) {
        let content = content()
        let inner = CGRect(
            x: bounds.minX + content.insets.leading, y: bounds.minY + content.insets.top,
            width: bounds.width - content.insets.leading - content.insets.trailing,
            height: bounds.height - content.insets.top - content.insets.bottom)
        let textWidth = content.textWidth(inButtonWidth: bounds.width)
        let natural = textSize(of: content, wrappingAt: textWidth)
        let text = CGSize(width: min(natural.width, max(textWidth, 0)), height: natural.height)
        let size = content.size(withText: text)
        let origin = CGPoint(x: inner.minX + (inner.width - size.width) / 2, y: inner.minY + (inner.height - size.height) / 2)
        let offset = content.textOffset(withText: text)
        let title = CGRect(x: origin.x + offset.x, y: origin.y + offset.y, width: text.width, height: text.height)
        var textRoom = title
        // The room the text may take: all the width beside the image, all the height.
        textRoom.size.width = max(textWidth, 0)
        textRoom.origin.x = min(textRoom.origin.x, inner.maxX - textRoom.width)
        textRoom.size.height = max(inner.height - (content.stacksImage ? (content.image?.height ?? 0) + content.imagePadding : 0), 0)
        textRoom.origin.y = min(textRoom.origin.y, inner.maxY - textRoom.height)
        let image = content.image.map { image in
            let imageOffset = content.imageOffset(withText: text)
            return CGRect(origin: CGPoint(x: origin.x + imageOffset.x, y: origin.y + imageOffset.y), size: image)
        }
        return (content, textRoom, image, title)
    }

    /// The text as the frame shows it.
    private func shownText() -> TextLayout {
        let (content, room, _, _) = placed(in: CGRect(origin: .zero, size: frame.size))
        let text = content.text.text
        guard content.hasText, !text.isEmpty else { return .empty(text, drawn: content.text, isTruncated: false, room: room) }
        return .lines(
            of: content.text, text: text, fontPointSize: content.text.pointSize, in: room,
            numberOfLines: content.numberOfLines, wraps: content.wraps, lineBreakMode: content.lineBreakMode,
            lineSpacingAfterLast: false, shortfall: lineShortfallShown)
    }
}

/// A button's content, of either kind, as it lays it out.
struct ButtonContent {
    let text: MeasuredText
    let hasText: Bool
    let insets: EdgeInsets
    let image: CGSize?
    let placement: Button.ImagePlacement
    let imagePadding: CGFloat
    /// The most lines: 1 without a configuration; with one, 0 (any
    /// number) when the title wraps, else a line each for title and subtitle.
    let numberOfLines: Int
    /// Whether the text wraps at the room's width.
    let wraps: Bool
    let lineBreakMode: LineBreakMode

    /// Whether the image sits above or below the text.
    var stacksImage: Bool { placement == .top || placement == .bottom }

    /// The room between image and text, when both show.
    private var padding: CGFloat { image != nil && hasText ? imagePadding : 0 }

    /// The width the text may take in a button `width` wide.
    func textWidth(inButtonWidth width: CGFloat) -> CGFloat {
        let beside = stacksImage ? 0 : (image?.width ?? 0) + padding
        return width - insets.leading - insets.trailing - beside
    }

    /// The text and the image together.
    func size(withText text: CGSize) -> CGSize {
        guard let image else { return text }
        if stacksImage { return CGSize(width: max(image.width, text.width), height: image.height + padding + text.height) }
        return CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
    }

    /// Where the text lies in the content.
    func textOffset(withText text: CGSize) -> CGPoint {
        let whole = size(withText: text)
        guard let image else { return .zero }
        switch placement {
        case .leading: return CGPoint(x: image.width + padding, y: (whole.height - text.height) / 2)
        case .trailing: return CGPoint(x: 0, y: (whole.height - text.height) / 2)
        case .top: return CGPoint(x: (whole.width - text.width) / 2, y: image.height + padding)
        case .bottom: return CGPoint(x: (whole.width - text.width) / 2, y: 0)
        }
    }

    /// Where the image lies in the content.
    func imageOffset(withText text: CGSize) -> CGPoint {
        let whole = size(withText: text)
        guard let image else { return .zero }
        switch placement {
        case .leading: return CGPoint(x: 0, y: (whole.height - image.height) / 2)
        case .trailing: return CGPoint(x: text.width + padding, y: (whole.height - image.height) / 2)
        case .top: return CGPoint(x: (whole.width - image.width) / 2, y: 0)
        case .bottom: return CGPoint(x: (whole.width - image.width) / 2, y: text.height + padding)
        }
    }
}

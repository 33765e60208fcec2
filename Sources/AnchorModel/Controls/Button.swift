import Foundation

/// A headless `UIButton` with a title: its intrinsic size is the title's,
/// measured as a label's (with the button's font at the tree's content size
/// category and the tree's measurer) on one line, plus `contentInsets`.
/// Hugging 250 and compression resistance 750 on both axes. A title wider
/// than the frame leaves room for is shortened in the middle ("Sub…ribe"),
/// as UIButton's title label does; `isTruncated` tells.
///
///     let save = Button(name: "save", title: "Save", font: .preferred(.headline))
public final class Button: View {
    /// The title; it never wraps.
    ///
    ///     save.title = "Save changes"
    public var title: String {
        didSet {
            // Set while a test variant's tree is built: as that variant shows it.
            title = BuildEnvironment.transformed(title)
            guard title != oldValue else { return }
            measurement.forget()
            rootView.engine?.noteRemeasured(self)
        }
    }

    /// The title's font; a font of a size that is not finite and positive is
    /// reported to `LayoutDiagnostics` and refused.
    ///
    ///     save.font = .preferred(.headline)
    public var font: Font {
        get { storedFont }
        set {
            guard newValue.hasValidSize else { return refuse("font", newValue, Font.sizeRule) }
            guard newValue != storedFont else { return }
            storedFont = newValue
            rootView.engine?.noteMeasuringChanged(of: [self])
        }
    }

    /// The room between the title and the button's edges: 7 above and below,
    /// 12 on either side by default, UIKit's for a button configuration of the
    /// default size (a UIKit engineer's answer, Apple Developer Forums thread
    /// 733541, "Clarity on UIButtonConfiguration contentInsets default
    /// value"). A non-finite inset is reported and refused.
    ///
    ///     save.contentInsets = EdgeInsets(horizontal: 20, vertical: 10)
    public var contentInsets: EdgeInsets {
        get { storedContentInsets }
        set {
            guard newValue.isFinite else { return refuse("contentInsets", newValue, EdgeInsets.finiteRule) }
            guard newValue != storedContentInsets else { return }
            storedContentInsets = newValue
            rootView.engine?.noteRemeasured(self)
        }
    }

    /// After layout, whether the title shown is not the whole title.
    ///
    ///     #expect(!save.isTruncated)
    public var isTruncated: Bool { shownTitle().isTruncated }

    private var storedFont: Font
    private var storedContentInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    private var measurement = TextMeasurementCache()

    /// A button named for descriptions and errors. A font whose size is not
    /// finite and positive is reported and replaced by `.preferred(.body)`.
    ///
    ///     let cancel = Button(name: "cancel", title: "Cancel")
    public init(name: String, title: String = "", font: Font = .preferred(.body)) {
        self.title = BuildEnvironment.transformed(title)
        storedFont = font.hasValidSize ? font : .preferred(.body)
        super.init(name: name)
        if !font.hasValidSize { refuse("font", font, Font.sizeRule) }
    }

    /// The title's width and one line's height, plus `contentInsets`; the
    /// insets alone for an empty title. Setting it is reported and refused:
    /// the title decides.
    ///
    ///     Button(name: "ok", title: "OK").intrinsicContentSize.width   // the title's width + 24
    public override var intrinsicContentSize: CGSize {
        get {
            let insets = storedContentInsets
            guard !title.isEmpty else { return CGSize(width: insets.leading + insets.trailing, height: insets.top + insets.bottom) }
            let measured = measuredTitle()
            let width = measured.lines(wrappingAt: nil).reduce(0) { max($0, $1.width) }
            return CGSize(
                width: width + insets.leading + insets.trailing,
                height: measured.metrics.lineHeight + insets.top + insets.bottom)
        }
        set { refuse("intrinsicContentSize", newValue, "a button measures its own from its title") }
    }

    // The kind seam (View.swift).
    package override var measuresText: Bool { true }
    package override var shownText: String? {
        get { title }
        set { title = newValue ?? "" }
    }
    package override func textLayout() -> TextLayout? { shownTitle() }
    package override var showsContentOfItsOwn: Bool { super.showsContentOfItsOwn || !title.isEmpty }
    package override var needsSafeArea: Bool { !title.isEmpty }

    override var engineFirstBaselineOffsetFromTop: CGFloat? { storedContentInsets.top + measuredTitle().metrics.ascender }

    override var engineLastBaselineOffsetFromBottom: CGFloat {
        let metrics = measuredTitle().metrics
        return storedContentInsets.bottom + metrics.descender + metrics.leading
    }

    /// The title as the frame shows it: whole when it fits the room inside
    /// the insets, else shortened in the middle to fit it; nothing when the
    /// room is not one line high.
    private func shownTitle() -> TextLayout {
        let measured = measuredTitle()
        func layout(_ lines: [String], truncated: Bool) -> TextLayout {
            TextLayout(lines: lines, isTruncated: truncated, text: title, drawn: measured, fontPointSize: measured.pointSize)
        }
        guard !title.isEmpty else { return layout([], truncated: false) }
        let insets = storedContentInsets, tolerance = MeasuredText.fitTolerance
        let room = CGSize(
            width: frame.width - insets.leading - insets.trailing, height: frame.height - insets.top - insets.bottom)
        guard room.height + tolerance >= measured.metrics.lineHeight else { return layout([], truncated: true) }
        let width = measured.lines(wrappingAt: nil).reduce(0) { max($0, $1.width) }
        guard width > room.width + tolerance else { return layout([title], truncated: false) }
        return layout([measured.shortenedInTheMiddle(toFit: room.width)], truncated: true)
    }

    private func measuredTitle() -> MeasuredText {
        measurement.measured(title, font: storedFont, breaksAnywhere: false, in: self).text
    }
}

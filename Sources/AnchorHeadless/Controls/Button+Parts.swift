import Foundation

extension Button {
    /// The label that shows the title, for a layout to pin to (a badge
    /// beside the title, a baseline row of captions): a subview of the
    /// button named "<button>.titleLabel", made when first asked for, as
    /// UIKit's `titleLabel`. After each layout it lies where the button
    /// draws its title, in whole points. Its `text` and `font` are the
    /// button's `title` and `font`; the button draws the title, so the
    /// label shows nothing of its own and the checks judge the button.
    ///
    ///     badge.leading == save.titleLabel!.trailing + 4
    public var titleLabel: Label? {
        if let label = parts.title { return label }
        let label = ButtonTitleLabel(button: self)
        parts.title = label
        adopt(label)
        return label
    }

    /// The image view that shows the button's image, for a layout to pin
    /// to: a subview named "<button>.imageView", made when first asked for,
    /// as UIKit's `imageView`. After each layout it lies where the button
    /// draws its image (`imageSize`), or, without one, at no size where the
    /// image would start. The button draws the image: the view shows
    /// nothing of its own.
    ///
    ///     dot.centerY == share.imageView!.top
    public var imageView: ImageView? {
        if let view = parts.image { return view }
        let view = ButtonImageView(name: "\(name).imageView")
        parts.image = view
        adopt(view)
        return view
    }

    /// Places a part made now where the last layout put the button's content.
    private func adopt(_ part: View) {
        addSubview(part)
        _ = parts.settle(in: self)
    }
}

/// A button's title label and image view, once asked for, and the frames
/// they were last given.
struct ButtonParts {
    fileprivate(set) var title: Label? {
        didSet { placedTitle = nil }
    }
    fileprivate(set) var image: ImageView? {
        didSet { placedImage = nil }
    }
    /// The frames last given, compared with what the button draws now
    /// rather than with the parts' frames, which a device's layout puts on
    /// its pixels.
    private var placedTitle: CGRect?, placedImage: CGRect?

    var exist: Bool { title != nil || image != nil }

    /// Gives each part the frame of what it shows in `button`'s bounds;
    /// whether any moved.
    mutating func settle(in button: Button) -> Bool {
        let content = button.placed(in: button.bounds)
        var moved = false
        if let title, placedTitle != content.title {
            placedTitle = content.title
            title.frame = content.title
            moved = true
        }
        let imageFrame = content.image ?? CGRect(origin: content.title.origin, size: .zero)
        if let image, placedImage != imageFrame {
            placedImage = imageFrame
            image.frame = imageFrame
            moved = true
        }
        return moved
    }
}

/// `Button.titleLabel`: its text and font are the button's, and it shows
/// nothing of its own (the button draws the title).
final class ButtonTitleLabel: Label {
    /// Weak: a label kept after its button is gone shows nothing.
    private weak var button: Button?

    init(button: Button) {
        self.button = button
        super.init(name: "\(button.name).titleLabel", font: button.font)
    }

    override var text: String {
        get { button?.title ?? "" }
        set { button?.title = newValue }
    }

    override var font: Font {
        get { button?.font ?? super.font }
        set { button?.font = newValue }
    }

    override var intrinsicContentSize: CGSize {
        get { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        set { refuse("intrinsicContentSize", newValue, "a button's title label lies where the button draws its title") }
    }

    override var measuresText: Bool { false }
    override var wrapsAtLayoutWidth: Bool { false }
    override var shownTexts: [String] {
        get { [] }
        set {}  // The button's title is rewritten with the button.
    }
    override func textLayout() -> TextLayout? { nil }
    override var showsContentOfItsOwn: Bool { backgroundColor?.isVisible ?? false }
    override var needsSafeArea: Bool { false }
    override var isTextOrControl: Bool { false }
}

/// `Button.imageView`: the button draws the image, so the view shows
/// nothing of its own and has no intrinsic size.
final class ButtonImageView: ImageView {
    override var showsContentOfItsOwn: Bool { backgroundColor?.isVisible ?? false }
}

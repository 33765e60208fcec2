import Foundation

/// A headless `UIImageView`: its intrinsic size is its image's, and it has
/// none without an image. Hugging 250 and compression resistance 750 on both
/// axes, as a `UIImageView()` made in code (Interface Builder gives image
/// views 251). Setting its intrinsic size is reported and refused: set
/// `imageSize`.
///
///     let avatar = ImageView(name: "avatar", imageSize: CGSize(width: 64, height: 64))
open class ImageView: View {
    /// The size of the image shown, in points; nil for no image. A negative
    /// or non-finite size is reported to `LayoutDiagnostics` and refused.
    ///
    ///     avatar.imageSize = CGSize(width: 40, height: 40)
    public var imageSize: CGSize? {
        get { storedImageSize }
        set {
            if let size = newValue, !Self.isValidImageSize(size) {
                return refuse("imageSize", size, Self.imageSizeRule)
            }
            guard newValue != storedImageSize else { return }
            storedImageSize = newValue
            noteLayoutChange()
        }
    }

    private var storedImageSize: CGSize?

    /// An image view named for descriptions and errors, showing an image of
    /// `imageSize` (none by default). An invalid size is reported and the
    /// view has no image.
    ///
    ///     let hero = ImageView(name: "hero", imageSize: CGSize(width: 375, height: 200))
    public init(name: String, imageSize: CGSize? = nil) {
        super.init(name: name)
        if let imageSize, !Self.isValidImageSize(imageSize) {
            refuse("imageSize", imageSize, Self.imageSizeRule)
        } else {
            storedImageSize = imageSize
        }
    }

    /// The image's size; `noIntrinsicMetric` on both axes without an image.
    ///
    ///     ImageView(name: "icon", imageSize: CGSize(width: 24, height: 24)).intrinsicContentSize   // 24 × 24
    open override var intrinsicContentSize: CGSize {
        get { storedImageSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        set { refuse("intrinsicContentSize", newValue, "an image view's size is its image's: set imageSize") }
    }

    package override var showsContentOfItsOwn: Bool { super.showsContentOfItsOwn || storedImageSize != nil }

    package override var scalesContentToFrame: Bool { contentMode.scalesContent }

    package override func contentBox(in bounds: CGRect) -> CGRect? {
        storedImageSize.map { contentMode.box(of: $0, in: bounds) }
    }

    private static func isValidImageSize(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    private static let imageSizeRule = "an image size must be finite and not negative"
}

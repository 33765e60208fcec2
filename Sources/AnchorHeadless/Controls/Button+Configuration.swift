import Foundation

extension Button {
    /// Where a button's image sits beside its text, as
    /// `NSDirectionalRectEdge` for `UIButton.Configuration.imagePlacement`.
    ///
    ///     configuration.imagePlacement = .top
    public enum ImagePlacement: Hashable, Sendable {
        case leading, trailing, top, bottom
    }

    /// A button's content as `UIButton.Configuration` describes it: a title
    /// that wraps, an optional subtitle and image, and content insets. The
    /// styles differ in their background only, which the model does not
    /// draw; their sizes are the same.
    ///
    ///     var configuration = Button.Configuration.filled(); configuration.title = "Sign in"
    public struct Configuration: Hashable, Sendable {
        /// The style, as the constructor named it.
        public enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The style the configuration was made with.
        public let style: Style
        /// The title; nil for none.
        ///
        ///     configuration.title = "Continue"
        public var title: String?
        /// A second, smaller line of text below the title, in
        /// `subtitleFont`; nil for none.
        ///
        ///     configuration.subtitle = "Free for 30 days"
        public var subtitle: String?
        /// The title's font: `.preferred(.body)` by default (Apple does not
        /// publish a configuration's title font; body is the closest
        /// published style to a medium button's title).
        ///
        ///     configuration.font = .preferred(.headline)
        public var font: Font = .preferred(.body)
        /// The subtitle's font: `.preferred(.subheadline)` by default (not
        /// published by Apple either; an approximation).
        ///
        ///     configuration.subtitleFont = .preferred(.footnote)
        public var subtitleFont: Font = .preferred(.subheadline)
        /// The size of the image shown beside the text; nil for none.
        ///
        ///     configuration.imageSize = CGSize(width: 20, height: 20)
        public var imageSize: CGSize?
        /// Where the image sits beside the text; `.leading` by default, as
        /// UIKit's.
        ///
        ///     configuration.imagePlacement = .trailing
        public var imagePlacement: ImagePlacement = .leading
        /// The room between the image and the text; 0 by default (UIKit
        /// does not set it: see Controls in the documentation).
        ///
        ///     configuration.imagePadding = 8
        public var imagePadding: CGFloat = 0
        /// The room between the title and the subtitle; 1 by default (a
        /// public measurement of a fresh `UIButton.Configuration`).
        ///
        ///     configuration.titlePadding = 2
        public var titlePadding: CGFloat = 1
        /// The room between the content and the button's edges: 7 above and
        /// below, 12 on either side by default, UIKit's for a medium button
        /// (Apple Developer Forums thread 733541).
        ///
        ///     configuration.contentInsets = EdgeInsets(horizontal: 20, vertical: 14)
        public var contentInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// How the title breaks into lines: `.byWordWrapping` by default, so
        /// a configuration's title wraps at the width the button gets, as
        /// UIKit's does (Apple: `titleLineBreakMode`).
        ///
        ///     configuration.titleLineBreakMode = .byTruncatingTail
        public var titleLineBreakMode: LineBreakMode = .byWordWrapping

        private init(style: Style) {
            self.style = style
        }

        /// A plain button's configuration, as `UIButton.Configuration.plain()`.
        ///
        ///     let configuration = Button.Configuration.plain()
        public static func plain() -> Self { Self(style: .plain) }
        /// As `UIButton.Configuration.tinted()`.
        ///
        ///     let configuration = Button.Configuration.tinted()
        public static func tinted() -> Self { Self(style: .tinted) }
        /// As `UIButton.Configuration.gray()`.
        ///
        ///     let configuration = Button.Configuration.gray()
        public static func gray() -> Self { Self(style: .gray) }
        /// As `UIButton.Configuration.filled()`.
        ///
        ///     let configuration = Button.Configuration.filled()
        public static func filled() -> Self { Self(style: .filled) }
        /// As `UIButton.Configuration.borderless()`.
        ///
        ///     let configuration = Button.Configuration.borderless()
        public static func borderless() -> Self { Self(style: .borderless) }
        /// As `UIButton.Configuration.bordered()`.
        ///
        ///     let configuration = Button.Configuration.bordered()
        public static func bordered() -> Self { Self(style: .bordered) }
        /// As `UIButton.Configuration.borderedTinted()`.
        ///
        ///     let configuration = Button.Configuration.borderedTinted()
        public static func borderedTinted() -> Self { Self(style: .borderedTinted) }
        /// As `UIButton.Configuration.borderedProminent()`.
        ///
        ///     let configuration = Button.Configuration.borderedProminent()
        public static func borderedProminent() -> Self { Self(style: .borderedProminent) }

        /// Why the configuration cannot be shown, or nil: a negative or
        /// non-finite image size or padding, a non-finite inset, a font of
        /// a size that is not finite and positive.
        var invalidReason: String? {
            if let size = imageSize, !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                return "an image's size must be finite and 0 or more"
            }
            if !(imagePadding.isFinite && imagePadding >= 0 && titlePadding.isFinite && titlePadding >= 0) {
                return "a padding must be finite and 0 or more"
            }
            if !contentInsets.isFinite { return EdgeInsets.finiteRule }
            if !font.hasValidSize || !subtitleFont.hasValidSize { return Font.sizeRule }
            return nil
        }
    }
}

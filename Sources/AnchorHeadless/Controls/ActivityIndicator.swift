import Foundation

/// A headless `UIActivityIndicatorView`: 20 × 20 in the `.medium` style,
/// 37 × 37 in `.large`, hugging and compression resistance 750 on both axes.
/// UIKit draws the indicator at its style's size whatever its frame, so a
/// frame of any other size is reported by the layout checks, and setting its
/// intrinsic size is reported and refused.
///
///     let spinner = ActivityIndicator(name: "spinner", style: .large)
public final class ActivityIndicator: View {
    /// UIActivityIndicatorView's styles.
    public enum Style: Sendable {
        /// 20 × 20.
        case medium
        /// 37 × 37.
        case large
    }

    /// The indicator's style, which sets its size.
    public let style: Style

    /// An indicator named for descriptions and errors, `.medium` by default.
    ///
    ///     let spinner = ActivityIndicator(name: "loading")
    public init(name: String, style: Style = .medium) {
        self.style = style
        super.init(name: name)
        holdFixedSize()
    }

    /// The style's size: 20 × 20 or 37 × 37.
    ///
    ///     ActivityIndicator(name: "s", style: .large).intrinsicContentSize   // 37 × 37
    public override var intrinsicContentSize: CGSize {
        get { style == .medium ? CGSize(width: 20, height: 20) : CGSize(width: 37, height: 37) }
        set { refuseFixedSize(newValue) }
    }

    package override var hasFixedSize: Bool { true }

    package override var showsContentOfItsOwn: Bool { true }
    package override var needsSafeArea: Bool { true }
}

import Foundation

/// A headless slider, named after UIKit's `UISlider`: a track as wide as
/// Auto Layout makes it, 31 points high. It has no intrinsic width, so its
/// constraints must set one; its height is its own, with hugging 250 and
/// compression resistance 750, as a `UISlider()` made in code.
///
///     let volume = Slider(name: "volume")
///
/// The 31 points are an estimate: the height `UISlider` has had since
/// iOS 7 as commonly reported, not read from a recording here. A subclass
/// that draws its thumb larger overrides `intrinsicContentSize`, and one
/// whose frame reaches past what should align (a shadow) overrides
/// `alignmentRectInsets`.
open class Slider: View {
    /// A slider named for descriptions and errors.
    ///
    ///     let brightness = Slider(name: "brightness")
    public override init(name: String) {
        super.init(name: name)
        intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: Self.height)
    }

    /// The height UIKit gives a slider.
    static let height: CGFloat = 31

    package override var showsContentOfItsOwn: Bool { true }
    package override var needsSafeArea: Bool { true }
    package override var isTextOrControl: Bool { true }
}

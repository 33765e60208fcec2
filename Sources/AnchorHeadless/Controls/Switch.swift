import Foundation

/// A headless `UISwitch`: always 51 × 31, hugging and compression resistance
/// 750 on both axes. UIKit ignores the size of the frame a switch is given
/// (`UISwitch.init(frame:)`: "the size components of this rectangle are
/// ignored"), so a frame of any other size is reported by the layout checks,
/// and setting its intrinsic size is reported and refused.
///
///     let toggle = Switch(name: "notifications")
public final class Switch: View {
    /// A switch named for descriptions and errors.
    ///
    ///     let toggle = Switch(name: "wifi")
    public override init(name: String) {
        super.init(name: name)
        holdFixedSize()
    }

    /// 51 × 31, the size UIKit draws a switch at.
    ///
    ///     Switch(name: "wifi").intrinsicContentSize   // 51 × 31
    public override var intrinsicContentSize: CGSize {
        get { CGSize(width: 51, height: 31) }
        set { refuseFixedSize(newValue) }
    }

    package override var hasFixedSize: Bool { true }

    package override var showsContentOfItsOwn: Bool { true }
    package override var needsSafeArea: Bool { true }
    package override var isTextOrControl: Bool { true }
}

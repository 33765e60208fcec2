import Foundation

// What the controls UIKit draws at one size (Switch, ActivityIndicator) share.
extension View {
    /// Hugging and compression resistance at 750 on both axes, as UIKit's
    /// fixed-size controls have them.
    func holdFixedSize() {
        huggingPriorities = (.high, .high)
        compressionResistancePriorities = (.high, .high)
    }

    /// Reports a refused intrinsic size of a control whose size UIKit fixes.
    func refuseFixedSize(_ value: CGSize) {
        refuse("intrinsicContentSize", value, "UIKit draws it at \(NumberText.format(intrinsicContentSize)) whatever it is given")
    }
}

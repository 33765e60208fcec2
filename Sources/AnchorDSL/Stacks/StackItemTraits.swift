import Foundation

/// What a stack reads of its items when it is built: whether each is
/// hidden, and its intrinsic length along the axis.
enum StackItemTraits {
    static func isHidden(_ item: any LayoutItem) -> Bool {
        if let view = item as? View { return view.isHidden }
        return PlatformStackTraits.isHidden(item)
    }

    /// The intrinsic length along `axis`; nil for none (`noIntrinsicMetric`) or a guide.
    static func intrinsicLength(of item: any LayoutItem, along axis: LayoutAxis) -> CGFloat? {
        let size: CGSize
        if let view = item as? View {
            size = view.intrinsicContentSize
        } else if let platform = PlatformStackTraits.intrinsicContentSize(of: item) {
            size = platform
        } else {
            return nil
        }
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 ? length : nil
    }
}

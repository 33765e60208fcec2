import Foundation

/// Insets by physical side. `EdgeInsets` is directional (leading/trailing);
/// the engine works in left/right, which a layout direction maps onto.
struct AbsoluteInsets: Equatable {
    var top: CGFloat = 0
    var left: CGFloat = 0
    var bottom: CGFloat = 0
    var right: CGFloat = 0

    static let zero = AbsoluteInsets()

    init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Leading is the left side in left-to-right layouts, the right side in
    /// right-to-left ones.
    init(_ insets: EdgeInsets, _ direction: LayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    func directional(_ direction: LayoutDirection) -> EdgeInsets {
        let rightToLeft = direction == .rightToLeft
        return EdgeInsets(
            top: top, leading: rightToLeft ? right : left, bottom: bottom, trailing: rightToLeft ? left : right)
    }

    static func + (lhs: AbsoluteInsets, rhs: AbsoluteInsets) -> AbsoluteInsets {
        AbsoluteInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

/// The attribute of a layout item that a constraint relates, named as in UIKit.
///
///     let attribute: LayoutAttribute = .leading
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    /// The family of attributes this one can be related to.
    ///
    ///     LayoutAttribute.leading.axis == .horizontal
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .width, .height: .dimension
        }
    }

    /// Whether the attribute's position depends on the layout direction
    /// (`leading`, `trailing`) or never does (`left`, `right`); `nil` for the
    /// attributes that are neither (`centerX`, vertical ones, dimensions).
    ///
    ///     LayoutAttribute.leading.isDirectional == true
    public var isDirectional: Bool? {
        switch self {
        case .leading, .trailing: true
        case .left, .right: false
        default: nil
        }
    }

    /// The kinds of attribute that can be related to one another.
    public enum Axis: Sendable {
        case horizontal, vertical, dimension
    }
}

import Foundation

/// A view whose frame a change moved or resized: what an animation of that
/// change would animate. Frames are in the superview's coordinates.
///
///     FrameChange(view: "card", from: .zero, to: CGRect(x: 16, y: 63, width: 343, height: 152))
public struct FrameChange: Equatable, Sendable, CustomStringConvertible {
    /// The view's name.
    public let view: String
    /// The frame before the change.
    public let from: CGRect
    /// The frame after it.
    public let to: CGRect

    /// A frame change, as `View.frameChanges(during:)` reports it.
    ///
    ///     FrameChange(view: "card", from: .zero, to: CGRect(x: 16, y: 63, width: 343, height: 152))
    public init(view: String, from: CGRect, to: CGRect) {
        self.view = view
        self.from = from
        self.to = to
    }

    /// `card (16, 63, 343 × 152) → (16, 63, 343 × 400)`.
    public var description: String {
        "\(view) \(NumberText.format(from)) → \(NumberText.format(to))"
    }
}

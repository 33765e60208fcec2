import AnchorHeadless
import Foundation

/// One random constraint of the property tests (incremental layout equals a
/// fresh one; a group's update equals a fresh evaluation), by value, between
/// views numbered by the test.
public struct LayoutRule {
    public var first: Int
    public var attribute: LayoutAttribute
    /// -1 the root, -2 its margins guide, -3 its safe-area guide, else a view.
    public var second: Int
    public var secondAttribute: LayoutAttribute
    public var multiplier: CGFloat
    public var constant: CGFloat
    public var priority: Priority
    public var isActive: Bool

    public init(
        first: Int, attribute: LayoutAttribute, second: Int, secondAttribute: LayoutAttribute, multiplier: CGFloat,
        constant: CGFloat, priority: Priority, isActive: Bool
    ) {
        self.first = first
        self.attribute = attribute
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
    }
}

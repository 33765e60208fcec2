import Foundation

/// How much a constraint matters, from 1 to 1000 (`required`), as in UIKit.
///
/// Priorities are written as literals (`750`), named levels (`.high`) or
/// offsets from them (`.high - 1`). A value outside 1…1000 can be written but is
/// rejected, with a clear error, when a constraint carrying it is activated.
///
///     let priority: Priority = .high - 1
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The numeric value, 1…1000 when valid.
    public var rawValue: Float

    /// A priority of the given value (a `Float`, as `rawValue` is; it keeps
    /// `Priority(.nan)` and other implicit members working).
    ///
    ///     let priority = Priority(Float(999))
    @_alwaysEmitIntoClient public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority of the given value, of any standard number type:
    /// `Priority(priority)` for `let priority = 750`.
    ///
    ///     let priority = Priority(999)
    @_alwaysEmitIntoClient public init<N: LayoutNumber>(_ value: N) { self.rawValue = Float(value.layoutValue) }

    @_alwaysEmitIntoClient public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    @_alwaysEmitIntoClient public init(floatLiteral value: Float) { self.rawValue = value }

    /// A constraint that must hold: 1000.
    public static let required = Priority(1000)
    /// UIKit's `defaultHigh`: 750, the default compression resistance.
    public static let high = Priority(750)
    /// UIKit's `defaultLow`: 250, the default content hugging.
    public static let low = Priority(250)
    /// The level at which a view hugs its content when asked for its fitting size: 50.
    public static let fittingSize = Priority(50)

    /// The range a priority must lie in to be used by a constraint.
    public static let validRange: ClosedRange<Float> = 1...1000

    /// Whether the priority lies in 1…1000.
    ///
    ///     Priority(1001).isValid == false
    public var isValid: Bool { Self.validRange.contains(rawValue) }

    /// Whether the priority is `required` (1000).
    ///
    ///     Priority.required.isRequired == true
    public var isRequired: Bool { rawValue == Self.required.rawValue }

    /// A priority raised by an amount: `.low + 1`.
    @_alwaysEmitIntoClient public static func + (lhs: Priority, rhs: Priority) -> Priority {
        Priority(lhs.rawValue + rhs.rawValue)
    }

    /// A priority lowered by an amount: `.high - 1`.
    @_alwaysEmitIntoClient public static func - (lhs: Priority, rhs: Priority) -> Priority {
        Priority(lhs.rawValue - rhs.rawValue)
    }

    @_alwaysEmitIntoClient public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `750`, `749.5`, `1.3333334`: the float's own shortest form, so a
    /// fraction prints as it was written rather than as its double expansion.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e7 ? String(Int(rawValue)) : String(rawValue)
    }
}

/// How much a constraint matters: required, or a priority level plus a weight.
///
/// Levels are compared lexicographically, never folded into one number: one
/// unit of violation at level `n + 1` outweighs any amount of violation at
/// level `n` and below. Within one level the weighted violations add up.
/// Auto Layout priorities 1…999 map onto levels 1…999; kiwi's `weak`,
/// `medium` and `strong` are levels 1, 2 and 3.
///
///     let s = Strength(level: 751, weight: 2)
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority level; `Strength.requiredLevel` for required constraints.
    public let level: Int
    /// The multiplier of this constraint's violation inside its level.
    public let weight: Double

    /// The level reserved for required constraints.
    public static let requiredLevel = Int.max

    /// Must hold exactly; adding an unsatisfiable one throws.
    ///
    ///     let c = (x >= 0).withStrength(.required)
    public static let required = Strength(rawLevel: requiredLevel, weight: 1)
    /// Level 3, kiwi's `strong`.
    ///
    ///     let c = (x == 10).withStrength(.strong)
    public static let strong = Strength(level: 3)
    /// Level 2, kiwi's `medium`.
    ///
    ///     let c = (x == 10).withStrength(.medium)
    public static let medium = Strength(level: 2)
    /// Level 1, kiwi's `weak`.
    ///
    ///     let c = (x == 10).withStrength(.weak)
    public static let weak = Strength(level: 1)

    /// A non-required strength. `level` must be below `requiredLevel`; the
    /// solver rejects a weight that is not finite and positive
    /// (`SolverError.invalidStrength`) when the constraint is added.
    ///
    ///     let lowHugging = Strength(level: 250)
    public init(level: Int, weight: Double = 1) {
        precondition(level < Strength.requiredLevel, "use Strength.required for required constraints")
        self.level = level
        self.weight = weight
    }

    private init(rawLevel: Int, weight: Double) {
        self.level = rawLevel
        self.weight = weight
    }

    /// True for `.required`.
    public var isRequired: Bool { level == Strength.requiredLevel }

    /// True for a level below zero: a preference for where an expression
    /// that nothing else determines rests (a size at 0, a position at its
    /// container's origin). The solver optimises it like any level, but
    /// `Solver.isProvablyFixed` does not count it as holding anything.
    ///
    ///     Strength(level: -1).isResting   // true
    public var isResting: Bool { level < 0 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }

    public var description: String {
        if isRequired { return "required" }
        return weight == 1 ? "level \(level)" : "level \(level) × \(weight)"
    }
}

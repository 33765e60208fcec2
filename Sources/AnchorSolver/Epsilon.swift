/// The solver's single tolerance, the same as kiwi's.
///
/// - A coefficient whose magnitude falls below `epsilon` after any arithmetic
///   is removed from its row (so it can never be chosen as a pivot, and a
///   division by it never happens).
/// - A constant whose magnitude is below `epsilon` counts as zero: a required
///   constraint that reduces to `0 == 1e-9` is accepted as satisfied, and a
///   row whose constant is `-1e-9` is not considered infeasible.
/// - Objective coefficients below `epsilon` are zero at every priority level,
///   so rounding noise never makes a level "prefer" a pivot; dual-simplex
///   ratios within `epsilon · max(1, |r|)` tie at a level and are decided by
///   the next one.
/// Inputs are checked at the door: NaN and infinities are rejected, so no row
/// ever holds a non-finite number.
enum Epsilon {
    static let value = 1.0e-8

    @inline(__always)
    static func isNearZero(_ x: Double) -> Bool {
        x < 0 ? -x < value : x < value
    }
}

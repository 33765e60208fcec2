import Foundation

/// The order constraints are activated in, across every tree and thread:
/// which constraint of a conflict the engine breaks follows it (the
/// earliest activated), not the order views were added in.
enum ActivationClock {
    private static let lock = NSLock()
    /// Read and written under `lock` only.
    nonisolated(unsafe) private static var next: UInt64 = 1

    /// `count` consecutive stamps, the first returned: one lock for a whole
    /// activation.
    static func take(_ count: Int) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        let first = next
        next += UInt64(count)
        return first
    }
}

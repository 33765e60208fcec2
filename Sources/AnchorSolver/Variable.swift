import Foundation
#if os(Linux)
import Synchronization
#endif

/// A named unknown of a linear system.
///
/// A variable is a token: its `id`, drawn from a process-wide counter when it
/// is created, is its identity, so two variables with the same name are
/// different unknowns, and copies of one variable are the same unknown.
/// `Variable` is deliberately not `Equatable`, so that `x == y` always builds
/// a `Constraint` (compare `id`s instead). The solver never orders anything by
/// `id` (it numbers variables itself in the order it first sees them), so
/// results do not depend on how many variables other code created before.
///
/// A value type rather than a class: expressions copy their variables at
/// every operator, and with a class each copy was an atomic retain and
/// release, and each variable a heap allocation. Names up to 15 UTF-8
/// bytes, and string literals, are copied without reference counting.
///
///     let x = Variable("x")
public struct Variable: Sendable, CustomStringConvertible {
    /// Unique within the process; a stable key for callers' own tables.
    public let id: UInt64
    /// A label for diagnostics; it carries no meaning for the solver.
    public let name: String

    /// Creates a fresh unknown.
    ///
    ///     let width = Variable("width")
    public init(_ name: String = "") {
        self.id = IdentityCounter.next()
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}

/// Hands out the ids of variables and constraints. On Linux a lock-free
/// atomic; elsewhere a lock, because `Synchronization.Atomic` would raise the
/// Apple deployment target to macOS 15 / iOS 18.
enum IdentityCounter {
    #if os(Linux)
    private static let value = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        value.wrappingAdd(1, ordering: .relaxed).newValue
    }
    #else
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value: UInt64 = 0

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
    #endif
}

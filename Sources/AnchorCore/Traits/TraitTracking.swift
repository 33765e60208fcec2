/// Which roots' traits a piece of code read, for the automatic trait
/// tracking of `ConstraintGroup`: a group whose builder read a tree's
/// `traitCollection` updates itself when those traits change, as UIKit's
/// `updateConstraints` does. Recorded per task, so that tests running in
/// parallel never see each other's trees. A layout system whose roots
/// carry traits (the headless engine's) notes each read.
package enum TraitTracking {
    @TaskLocal private static var recording: Recording?

    /// Runs `body` and returns what it returned with the roots whose traits it read.
    ///
    ///     let (constraints, roots) = TraitTracking.recordingReads { build() }
    package static func recordingReads<Result>(_ body: () -> Result) -> (Result, [any TraitRoot]) {
        let recording = Recording()
        let result = $recording.withValue(recording, operation: body)
        return (result, recording.roots.compactMap(\.root))
    }

    /// Notes that `root`'s traits were read.
    package static func noteRead(of root: any TraitRoot) {
        guard let recording, !recording.roots.contains(where: { $0.root === root }) else { return }
        recording.roots.append(WeakTraitRoot(root: root))
    }

    /// The roots read while one body ran. Only the task that runs the body
    /// reads and writes it.
    private final class Recording: @unchecked Sendable {
        var roots: [WeakTraitRoot] = []
    }

    private struct WeakTraitRoot {
        weak var root: (any TraitRoot)?
    }
}

/// The root of a tree whose traits code can read: it tells its observers,
/// at its next layout, that the traits they read have changed.
package protocol TraitRoot: AnyObject {
    func addTraitObserver(_ observer: any TraitObserver)
}

/// Something that depends on a root's traits: told, at the root's next
/// layout, that they changed.
package protocol TraitObserver: AnyObject {
    /// The traits of a root this observer read have changed since.
    func rootTraitsDidChange()
}

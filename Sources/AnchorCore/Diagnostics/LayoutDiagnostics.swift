import Foundation

/// Where the errors of non-throwing calls go (`LayoutConstraint.activate`,
/// `isActive = true`, setting `constant` or `priority` of an active constraint,
/// `addSubview`). By default each is written to standard error as one line, as
/// UIKit logs; tests and apps can observe them instead, per task.
///
///     let errors = LayoutDiagnostics.capture { LayoutConstraint.activate([c]) }
public enum LayoutDiagnostics {
    /// Receives every reported error. Bound per task with `$handler.withValue`;
    /// the default writes a line to standard error.
    @TaskLocal public static var handler: @Sendable (LayoutError) -> Void = { error in
        FileHandle.standardError.write(Data("[AnchorDSL] \(error)\n".utf8))
    }

    /// Hands an error to the current handler.
    ///
    ///     LayoutDiagnostics.report(.hierarchyCycle(parent: "a", child: "b"))
    public static func report(_ error: LayoutError) {
        handler(error)
    }

    /// Runs `body` and returns the errors it reported, instead of logging them.
    ///
    ///     let errors = LayoutDiagnostics.capture { root.addSubview(root) }
    // Not optimized: Swift 6.3.1's optimizer miscompiles `withValue` of a
    // task-local whose value is a function (a crash in
    // `swift_task_localValuePush`, in any `-O` build; `Benchmarks testing`
    // runs this in release).
    @_optimize(none)
    public static func capture(_ body: () throws -> Void) rethrows -> [LayoutError] {
        let collected = Collected()
        try $handler.withValue({ collected.append($0) }, operation: body)
        return collected.errors
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [LayoutError] = []

        func append(_ error: LayoutError) {
            lock.withLock { storage.append(error) }
        }

        var errors: [LayoutError] { lock.withLock { storage } }
    }
}

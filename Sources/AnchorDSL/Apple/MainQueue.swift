#if canImport(UIKit) || canImport(AppKit)
import Dispatch

/// Whether the caller runs on the main queue, where the main actor runs and
/// UIKit and AppKit may be used. Asked of the queue, not the thread: the
/// main actor's jobs run on the main queue everywhere, while the thread that
/// serves that queue is not the process's main thread on every platform.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
#endif

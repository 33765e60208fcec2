import Foundation

#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// `isHidden` and `intrinsicContentSize` of UIKit and AppKit views, read on
/// the main queue (off it, a view counts as shown and without intrinsic size).
enum PlatformStackTraits {
    static func isHidden(_ item: any LayoutItem) -> Bool {
        guard MainQueue.isCurrent, let view = item as? PlatformView else { return false }
        return MainActor.assumeIsolated { view.isHidden }
    }

    static func intrinsicContentSize(of item: any LayoutItem) -> CGSize? {
        guard MainQueue.isCurrent, let view = item as? PlatformView else { return nil }
        return MainActor.assumeIsolated { view.intrinsicContentSize }
    }
}
#else
/// Without UIKit or AppKit every item is headless.
enum PlatformStackTraits {
    static func isHidden(_ item: any LayoutItem) -> Bool { false }
    static func intrinsicContentSize(of item: any LayoutItem) -> CGSize? { nil }
}
#endif

#if canImport(UIKit)
import UIKit

/// The stub's record of the calls the bridge made.
typealias StubLog = UIKitStubLog
typealias PlatformPriority = UILayoutPriority
#else
import AppKit

typealias StubLog = AppKitStubLog
typealias PlatformPriority = NSLayoutConstraint.Priority
#endif

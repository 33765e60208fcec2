#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// The bridge's own names for the framework's classes: the `Platform*` names
// a layout is written against are the headless classes under the
// `Headless` trait, while the bridge always adopts UIKit's or AppKit's.
#if canImport(UIKit)
typealias AppleView = UIView
typealias AppleLayoutGuide = UILayoutGuide
typealias ApplePriority = UILayoutPriority
#elseif canImport(AppKit)
typealias AppleView = NSView
typealias AppleLayoutGuide = NSLayoutGuide
typealias ApplePriority = NSLayoutConstraint.Priority
#endif

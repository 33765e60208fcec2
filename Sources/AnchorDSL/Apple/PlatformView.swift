#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit)
/// The view class a layout is written for: `UIView` on iOS, tvOS, visionOS
/// and Mac Catalyst, `NSView` on macOS, the headless `View` elsewhere. A
/// layout written once against it compiles for an app and for a Linux test.
///
///     func layOutCard(_ card: PlatformView, in root: PlatformView) -> [LayoutConstraint]
public typealias PlatformView = UIView
/// The layout guide class of `PlatformView`: `UILayoutGuide`, `NSLayoutGuide`
/// or the headless `LayoutGuide`.
///
///     let column: PlatformLayoutGuide = root.layoutMarginsGuide
public typealias PlatformLayoutGuide = UILayoutGuide
typealias PlatformPriority = UILayoutPriority
#elseif canImport(AppKit)
public typealias PlatformView = NSView
public typealias PlatformLayoutGuide = NSLayoutGuide
typealias PlatformPriority = NSLayoutConstraint.Priority
#else
public typealias PlatformView = View
public typealias PlatformLayoutGuide = LayoutGuide
#endif

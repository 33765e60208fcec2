#if ANCHOR_HEADLESS_PLATFORM
public import AnchorHeadless
#elseif canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// Which classes the `Platform*` names are: UIKit's or AppKit's in an app;
// the headless ones where no Apple framework is there, and under the
// `Headless` trait (Package.swift), so that `swift test` lays the same
// layout out headless on a Mac.
#if ANCHOR_HEADLESS_PLATFORM
// Each name is documented at UIKit's, below.
public typealias PlatformView = View
public typealias PlatformLayoutGuide = LayoutGuide
public typealias PlatformLabel = Label
public typealias PlatformScrollView = ScrollView
public typealias PlatformSwitch = Switch
public typealias PlatformButton = Button
public typealias PlatformImageView = ImageView
public typealias PlatformTextField = TextField
public typealias PlatformTextView = TextView
public typealias PlatformTableViewCell = TableViewCell
public typealias PlatformCollectionViewCell = CollectionViewCell
#elseif canImport(UIKit)
/// The view class a layout is written for: `UIView` on iOS, tvOS, visionOS
/// and Mac Catalyst, `NSView` on macOS, the headless `View` on Linux and under the
/// `Headless` trait. A layout written once against it compiles for an app
/// and for a headless test, on Linux or on a Mac.
///
///     func layOutCard(_ card: PlatformView, in root: PlatformView) -> [LayoutConstraint]
public typealias PlatformView = UIView
/// The layout guide class of `PlatformView`: `UILayoutGuide`, `NSLayoutGuide`
/// or the headless `LayoutGuide`.
///
///     let column: PlatformLayoutGuide = root.layoutMarginsGuide
public typealias PlatformLayoutGuide = UILayoutGuide
/// The standard views a layout is written for, each UIKit's class in an
/// app and the headless class in a Linux test, so that one layout function
/// serves both: `UILabel` or `Label`, and so on. UIKit sizes its own
/// controls; the headless classes follow its sizes and priorities.
///
///     func layOutRow(_ title: PlatformLabel, _ toggle: PlatformSwitch, in row: PlatformView) -> [LayoutConstraint]
public typealias PlatformLabel = UILabel
/// `UIScrollView` or the headless `ScrollView`: `contentLayoutGuide` and
/// `frameLayoutGuide` on both.
///
///     func layOutList(in scroll: PlatformScrollView) -> [LayoutConstraint]
public typealias PlatformScrollView = UIScrollView
/// `UISwitch` or the headless `Switch`.
///
///     let toggle = PlatformSwitch()
public typealias PlatformSwitch = UISwitch
/// `UIButton` or the headless `Button`.
///
///     func layOutFooter(_ save: PlatformButton, in footer: PlatformView) -> [LayoutConstraint]
public typealias PlatformButton = UIButton
/// `UIImageView` or the headless `ImageView`.
///
///     func layOutHeader(_ avatar: PlatformImageView, in header: PlatformView) -> [LayoutConstraint]
public typealias PlatformImageView = UIImageView
/// `UITextField` or the headless `TextField`.
///
///     func layOutForm(_ email: PlatformTextField, _ password: PlatformTextField, in form: PlatformView) -> [LayoutConstraint]
public typealias PlatformTextField = UITextField
/// `UITextView` or the headless `TextView`.
///
///     func layOutTerms(_ terms: PlatformTextView, in footer: PlatformView) -> [LayoutConstraint]
public typealias PlatformTextView = UITextView
/// `UITableViewCell` or the headless `TableViewCell`: lay out in `contentView` on both.
///
///     func layOutRow(_ cell: PlatformTableViewCell, _ title: PlatformLabel) -> [LayoutConstraint]
public typealias PlatformTableViewCell = UITableViewCell
/// `UICollectionViewCell` or the headless `CollectionViewCell`: lay out in `contentView` on both.
///
///     func layOutItem(_ cell: PlatformCollectionViewCell, _ photo: PlatformImageView) -> [LayoutConstraint]
public typealias PlatformCollectionViewCell = UICollectionViewCell
#elseif canImport(AppKit)
public typealias PlatformView = NSView
public typealias PlatformLayoutGuide = NSLayoutGuide
// AppKit's counterparts; `NSScrollView` has no content layout guide, so
// there is no `PlatformScrollView` on macOS (the UIKit and AppKit article).
public typealias PlatformLabel = NSTextField
public typealias PlatformSwitch = NSSwitch
public typealias PlatformButton = NSButton
public typealias PlatformImageView = NSImageView
public typealias PlatformTextField = NSTextField
public typealias PlatformTextView = NSTextView
// AppKit's table and collection cells are not views with a content view
// (`NSTableCellView`, `NSCollectionViewItem`): no cell names on macOS.
#endif

// Linux-only stand-in for the parts of UIKit that AnchorDSL's Apple bridge uses.
// Written from Apple's documentation (URL above each type); it also records what
// the bridge does, in `UIKitStubLog`, so tests can check it. See Stubs/README.md.
// There is no layout engine: nothing here computes frames.

// Re-exported because `import UIKit` on Apple platforms also brings in Foundation
// (CGRect, CGFloat, NSCoder, ...); bridge code that imports only UIKit must compile here too.
@_exported import Foundation

// MARK: - UIKitStubLog (stub only, not UIKit)

/// Records the Auto Layout calls made against this stub, for tests to inspect.
/// `exceptions` lists what real UIKit would have raised an exception for.
@MainActor
public final class UIKitStubLog {
    public static let shared = UIKitStubLog()

    /// One entry per `NSLayoutConstraint.activate(_:)` call, with its argument.
    public private(set) var activationBatches: [[NSLayoutConstraint]] = []
    /// One entry per `NSLayoutConstraint.deactivate(_:)` call, with its argument.
    public private(set) var deactivationBatches: [[NSLayoutConstraint]] = []
    /// One entry per assignment to `isActive`.
    public private(set) var activeFlagChanges: [(constraint: NSLayoutConstraint, isActive: Bool)] = []
    /// One entry per assignment to `constant`.
    public private(set) var constantChanges: [(constraint: NSLayoutConstraint, constant: CGFloat)] = []
    /// One entry per accepted assignment to `priority` (a rejected one goes to `exceptions`).
    public private(set) var priorityChanges: [(constraint: NSLayoutConstraint, priority: UILayoutPriority)] = []
    /// Misuses that make real UIKit raise an exception. The stub records them and carries on.
    public private(set) var exceptions: [String] = []
    /// Stub only, as the whole log: every activation, deactivation and change above, by kind, in
    /// the order made, for telling what came first
    /// (a deactivation before an activation, say).
    public private(set) var callOrder: [Call] = []

    /// A kind of recorded call.
    public enum Call: Sendable {
        case activate, deactivate, setActive, setConstant, setPriority
    }

    public func reset() {
        activationBatches = []
        deactivationBatches = []
        activeFlagChanges = []
        constantChanges = []
        priorityChanges = []
        exceptions = []
        callOrder = []
    }

    func recordActivation(_ batch: [NSLayoutConstraint]) { activationBatches.append(batch); callOrder.append(.activate) }
    func recordDeactivation(_ batch: [NSLayoutConstraint]) { deactivationBatches.append(batch); callOrder.append(.deactivate) }
    func recordActiveFlag(_ c: NSLayoutConstraint, _ value: Bool) { activeFlagChanges.append((c, value)); callOrder.append(.setActive) }
    func recordConstant(_ c: NSLayoutConstraint, _ value: CGFloat) { constantChanges.append((c, value)); callOrder.append(.setConstant) }
    func recordPriority(_ c: NSLayoutConstraint, _ value: UILayoutPriority) {
        priorityChanges.append((c, value))
        callOrder.append(.setPriority)
    }
    func recordException(_ message: String) { exceptions.append(message) }
}

// MARK: - UIResponder

/// https://developer.apple.com/documentation/uikit/uiresponder
/// Base class of UIView; the stub keeps no responder-chain behaviour.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }
}

// MARK: - UIViewController

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// Manages a view: made by `loadView()` on first use, then `viewDidLoad()`.
/// The stub has no presentation, containment or appearance callbacks.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    /// The stub reads no nib.
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
}

// MARK: - UIView

/// https://developer.apple.com/documentation/uikit/uiview
/// A view: geometry, a subview tree, layout guides and installed constraints.
@MainActor
open class UIView: UIResponder {
    private var storedFrame: CGRect
    private var boundsOrigin: CGPoint = .zero
    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []
    private var storedLayoutGuides: [UILayoutGuide] = []
    private var storedConstraints: [NSLayoutConstraint] = []
    private var storedMarginsGuide: UILayoutGuide?
    private var storedSafeAreaGuide: UILayoutGuide?

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    /// Present so that subclasses face the same `required` initializer rule as on UIKit.
    /// The stub decodes nothing.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    /// `UIView()` works on UIKit through Objective-C's `-init`, which uses a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    /// Setting it resizes the frame around its centre, as UIKit does.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            let oldCenter = center
            storedFrame = CGRect(
                x: oldCenter.x - newValue.width / 2, y: oldCenter.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            storedFrame.origin = CGPoint(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    /// True for views made in code.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    /// UIKit declares this in the UIAccessibilityIdentification protocol, which UIView adopts;
    /// the stub has a plain property instead.
    open var accessibilityIdentifier: String?

    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// False by default. The stub only stores it (nothing is drawn).
    open var isHidden: Bool = false

    /// https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    /// The "no intrinsic length" value of `intrinsicContentSize`, along either axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    /// `noIntrinsicMetric` both ways for a plain view; subclasses override it, as on UIKit.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { storedSuperview }

    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { storedSubviews }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// Moves `view` out of any other superview first, as UIKit does.
    open func addSubview(_ view: UIView) {
        if view === self || isDescendant(of: view) {
            UIKitStubLog.shared.recordException("addSubview(_:): adding the view would make a cycle in the view tree")
            return
        }
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        storedSubviews.append(view)
        view.storedSuperview = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    /// Also removes the constraints that refer to this view or to anything in its subtree.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        var ancestor: UIView? = parent
        while let view = ancestor {
            view.uninstallConstraints { $0.refers(toSubtreeOf: self) }
            ancestor = view.storedSuperview
        }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutguides
    open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

    /// https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
    /// A guide owned by another view is taken away from it first (the docs allow one owner).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self {
            owner.removeLayoutGuide(layoutGuide)
        }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        storedLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:)
    /// Also removes the constraints that refer to the guide.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard storedLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            view.uninstallConstraints { $0.refers(to: layoutGuide) }
            ancestor = view.storedSuperview
        }
        storedLayoutGuides.removeAll { $0 === layoutGuide }
        if storedMarginsGuide === layoutGuide { storedMarginsGuide = nil }
        if storedSafeAreaGuide === layoutGuide { storedSafeAreaGuide = nil }
        layoutGuide.owningView = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    /// Made on first use and owned by this view, so it is also listed in `layoutGuides`.
    open var layoutMarginsGuide: UILayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = makeSystemGuide(identifier: "UIViewLayoutMarginsGuide")
        storedMarginsGuide = guide
        return guide
    }

    /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    /// (iOS 11+.) Made on first use and owned by this view, so it is also listed in `layoutGuides`.
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = makeSystemGuide(identifier: "UIViewSafeAreaLayoutGuide")
        storedSafeAreaGuide = guide
        return guide
    }

    /// https://developer.apple.com/documentation/uikit/uiview/constraints
    /// The constraints installed on this view: active ones whose nearest common ancestor it is.
    open var constraints: [NSLayoutConstraint] { storedConstraints }

    // MARK: Anchors

    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// https://developer.apple.com/documentation/uikit/uiview/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// https://developer.apple.com/documentation/uikit/uiview/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    private func makeSystemGuide(identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// Whether the view is `view` or lies below it (Apple's
    /// `isDescendant(of:)`: "a subview of a given view or identical to that view").
    public func isDescendant(of view: UIView) -> Bool {
        if view === self { return true }
        var ancestor = storedSuperview
        while let current = ancestor {
            if current === view { return true }
            ancestor = current.storedSuperview
        }
        return false
    }

    func install(_ constraint: NSLayoutConstraint) {
        storedConstraints.append(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        storedConstraints.removeAll { $0 === constraint }
    }

    private func uninstallConstraints(where shouldRemove: (NSLayoutConstraint) -> Bool) {
        for constraint in storedConstraints where shouldRemove(constraint) {
            constraint.markUninstalled()
        }
        storedConstraints.removeAll(where: shouldRemove)
    }
}

// MARK: - The standard views (PlatformLabel, PlatformScrollView, …)
// Declared for the types only: UIKit sizes them; the stubs lay out nothing.

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {}

/// https://developer.apple.com/documentation/uikit/uiscrollview
/// Its two guides, made with it and added to it, as UIKit's are.
@MainActor
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    public let contentLayoutGuide = UILayoutGuide()
    /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    public let frameLayoutGuide = UILayoutGuide()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView {}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
/// Its content view, made with it and added to it, as UIKit's is.
@MainActor
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

// MARK: - UILayoutGuide

/// https://developer.apple.com/documentation/uikit/uilayoutguide
/// A rectangle that takes part in Auto Layout without being a view.
@MainActor
open class UILayoutGuide: NSObject {
    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    /// Settable as on UIKit, though `addLayoutGuide(_:)` is the way to set it.
    open weak var owningView: UIView?

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/identifier
    /// Empty by default.
    open var identifier: String = ""

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    /// Always `.zero`: the stub does not solve layouts.
    open var layoutFrame: CGRect { .zero }

    // MARK: Anchors (a guide has no baselines)

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

// MARK: - Edge insets

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
/// Insets by physical side: left and right stay put in right-to-left layouts.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
/// Insets by reading direction: leading and trailing swap in right-to-left layouts.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

// MARK: - UILayoutPriority

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
/// How important a constraint is; 1000 means required.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float

    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

// MARK: - NSLayoutAnchor

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
/// Makes constraints on one attribute of a view or guide. The stub also keeps what the anchor
/// stands for, for tests: `stubItem`, `stubAttribute` and `stubOffset` are stub only.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // Weak, as the stub's constraints hold their items (see NSLayoutConstraint).
    fileprivate weak var storedItem: AnyObject?
    fileprivate let storedAttribute: NSLayoutConstraint.Attribute
    fileprivate let storedOffset: (from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>)?

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        storedItem = item
        storedAttribute = attribute
        storedOffset = nil
        super.init()
    }

    /// The distance `anchorWithOffset(to:)` makes: no item or attribute of its own.
    init(offsetFrom origin: NSLayoutAnchor<AnyObject>, to target: NSLayoutAnchor<AnyObject>) {
        storedAttribute = .notAnAttribute
        storedOffset = (origin, target)
        super.init()
    }

    /// The same anchor as `NSLayoutAnchor<AnyObject>`, the type `NSLayoutConstraint.firstAnchor`
    /// has (an `@NSCopying` property, so a copy is what UIKit returns too).
    init<Other>(copying other: NSLayoutAnchor<Other>) {
        storedItem = other.storedItem
        storedAttribute = other.storedAttribute
        storedOffset = other.storedOffset
        super.init()
    }

    /// Stub only: the view or guide the anchor belongs to; nil for a distance and once the item
    /// is deallocated.
    public var stubItem: AnyObject? { storedItem }

    /// Stub only: the attribute the anchor stands for; `.notAnAttribute` for a distance.
    public var stubAttribute: NSLayoutConstraint.Attribute { storedAttribute }

    /// Stub only: for a dimension made by `anchorWithOffset(to:)`, the anchor it was called on
    /// (`from`) and its argument (`to`); nil for any other anchor.
    public var stubOffset: (from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>)? { storedOffset }

    /// The views and guides the anchor depends on: its item, or the items of both ends.
    var items: [AnyObject?] {
        guard let (origin, target) = storedOffset else { return [storedItem] }
        return origin.items + target.items
    }

    /// Every attribute the anchor involves, both ends of a distance included.
    var attributes: [NSLayoutConstraint.Attribute] {
        guard let (origin, target) = storedOffset else { return [storedAttribute] }
        return origin.attributes + target.attributes
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(NSLayoutAnchor<AnyObject>(copying: self), .equal, NSLayoutAnchor<AnyObject>(copying: anchor), 1, c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(NSLayoutAnchor<AnyObject>(copying: self), .greaterThanOrEqual, NSLayoutAnchor<AnyObject>(copying: anchor), 1, c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(NSLayoutAnchor<AnyObject>(copying: self), .lessThanOrEqual, NSLayoutAnchor<AnyObject>(copying: anchor), 1, c)
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
/// A horizontal position: left, right, leading, trailing or centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:)
    /// (iOS 10+.) The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: NSLayoutAnchor<AnyObject>(copying: self), to: NSLayoutAnchor<AnyObject>(copying: otherAnchor))
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
/// A vertical position: top, bottom, centerY or a baseline.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/anchorwithoffset(to:)
    /// (iOS 10+.) The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: NSLayoutAnchor<AnyObject>(copying: self), to: NSLayoutAnchor<AnyObject>(copying: otherAnchor))
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
/// A size (width, height) or a distance from `anchorWithOffset(to:)`. Only the factories that
/// take a multiplier and a constant, or a constant alone, are stubbed.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutDimension?, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        let first = NSLayoutAnchor<AnyObject>(copying: self)
        let second = other.map { NSLayoutAnchor<AnyObject>(copying: $0) }
        let made = NSLayoutConstraint(first, relation, second, multiplier, constant)
        // The anchor API checks axes at compile time, but not leading/trailing against
        // left/right, which UIKit refuses at run time (NSLayoutAnchor's overview).
        let attributes = first.attributes + (second?.attributes ?? [])
        if attributes.contains(where: \.isDirectional) && attributes.contains(where: \.isAbsolute) {
            UIKitStubLog.shared.recordException(
                "NSLayoutDimension.constraint: A constraint cannot be made between a leading/trailing attribute and a right/left attribute.")
        }
        return made
    }
}

// MARK: - NSLayoutConstraint

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// One linear relation: item1.attribute1 (relation) multiplier × item2.attribute2 + constant.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.enum
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    // UIKit declares the items `unowned(unsafe)`; the stub's anchors hold them weakly so a
    // test sees nil rather than a dangling reference.
    private let storedFirstAnchor: NSLayoutAnchor<AnyObject>
    private let storedSecondAnchor: NSLayoutAnchor<AnyObject>?
    private let storedRelation: Relation
    private let storedMultiplier: CGFloat
    private var storedPriority: UILayoutPriority = .required
    private var storedIsActive = false
    private weak var installedOn: UIView?

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    /// Arguments that make UIKit raise (see `invalidity`) are logged in `UIKitStubLog.exceptions`.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        let secondAnchor = second.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: attr2) }
        self.init(NSLayoutAnchor(item: first, attribute: attr1), relation, secondAnchor, multiplier, c)
        if let problem = Self.invalidity(first, attr1, second, attr2, multiplier) {
            UIKitStubLog.shared.recordException("NSLayoutConstraint.init: \(problem)")
        }
    }

    /// A constraint between anchors, as the anchor factories and the initializer above make.
    init(_ first: NSLayoutAnchor<AnyObject>, _ relation: Relation, _ second: NSLayoutAnchor<AnyObject>?,
         _ multiplier: CGFloat, _ constant: CGFloat) {
        storedFirstAnchor = first
        storedSecondAnchor = second
        storedRelation = relation
        storedMultiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    /// False for a new constraint. Activating installs it on the items' nearest common ancestor.
    open var isActive: Bool {
        get { storedIsActive }
        set {
            UIKitStubLog.shared.recordActiveFlag(self, newValue)
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        UIKitStubLog.shared.recordActivation(constraints)
        for constraint in constraints { constraint.activateOne() }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        UIKitStubLog.shared.recordDeactivation(constraints)
        for constraint in constraints { constraint.deactivateOne() }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    open var constant: CGFloat = 0 {
        didSet { UIKitStubLog.shared.recordConstant(self, constant) }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    /// Required by default. Crossing the required/optional line on an active constraint is an
    /// exception in the docs: the stub logs it and keeps the old value.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            if storedIsActive && (storedPriority == .required) != (newValue == .required) {
                UIKitStubLog.shared.recordException(
                    "priority: \(storedPriority.rawValue) -> \(newValue.rawValue) crosses required on an active constraint")
                return
            }
            storedPriority = newValue
            UIKitStubLog.shared.recordPriority(self, newValue)
        }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
    open var identifier: String?

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
    /// For a distance from `anchorWithOffset(to:)` UIKit's documentation does not say what the
    /// item is; the stub answers nil there, and `firstAnchor` tells what the constraint relates.
    open var firstItem: AnyObject? { storedFirstAnchor.stubItem }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    /// Nil for a constant-only constraint, and for a distance, as `firstItem`.
    open var secondItem: AnyObject? { storedSecondAnchor?.stubItem }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
    /// `.notAnAttribute` for a distance, as `firstItem`.
    open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAnchor.stubAttribute }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
    open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAnchor?.stubAttribute ?? .notAnAttribute }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstanchor
    /// (iOS 10+.) Also set for a constraint made with `init(item:attribute:relatedBy:...)`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { storedFirstAnchor }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondanchor
    /// (iOS 10+.) Nil for a constant-only constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { storedSecondAnchor }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
    open var relation: NSLayoutConstraint.Relation { storedRelation }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
    open var multiplier: CGFloat { storedMultiplier }

    // MARK: Installation (stub only)

    private func activateOne() {
        guard !storedIsActive else { return }
        guard let host = nearestCommonAncestor() else {
            UIKitStubLog.shared.recordException(
                "activate: \(describe(storedFirstAnchor)) and \(describe(storedSecondAnchor)) have no common ancestor")
            return
        }
        host.install(self)
        installedOn = host
        storedIsActive = true
    }

    private func deactivateOne() {
        guard storedIsActive else { return }
        installedOn?.uninstall(self)
        markUninstalled()
    }

    func markUninstalled() {
        installedOn = nil
        storedIsActive = false
    }

    /// Every item of both anchors: two for an ordinary constraint, up to four with distances.
    private var items: [AnyObject?] { storedFirstAnchor.items + (storedSecondAnchor?.items ?? []) }

    /// The nearest common ancestor of the views of every item (a distance spans two), where a
    /// view stands for itself and a guide for its owning view. A view is its own ancestor.
    private func nearestCommonAncestor() -> UIView? {
        let views = items.map(Self.view(for:))
        guard var host = views.first ?? nil else { return nil }
        for view in views.dropFirst() {
            guard let view, let shared = Self.nearestCommonAncestor(host, view) else { return nil }
            host = shared
        }
        return host
    }

    private static func nearestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        var firstChain: [UIView] = []
        var cursor: UIView? = first
        while let view = cursor { firstChain.append(view); cursor = view.superview }
        cursor = second
        while let view = cursor {
            if firstChain.contains(where: { $0 === view }) { return view }
            cursor = view.superview
        }
        return nil
    }

    func refers(to item: AnyObject) -> Bool {
        items.contains { $0 === item }
    }

    /// True when an item is `root` or a view below it, or a guide owned by one of those.
    func refers(toSubtreeOf root: UIView) -> Bool {
        items.contains { item in
            var cursor = Self.view(for: item)
            while let view = cursor {
                if view === root { return true }
                cursor = view.superview
            }
            return false
        }
    }

    private static func view(for item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// `view(card).top` for an anchor, `(to - from)` for a distance.
    private func describe(_ anchor: NSLayoutAnchor<AnyObject>?) -> String {
        guard let anchor else { return "nil" }
        if let (origin, target) = anchor.stubOffset { return "(\(describe(target)) - \(describe(origin)))" }
        return "\(describe(anchor.stubItem)).\(anchor.stubAttribute)"
    }

    private func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "guide(\(guide.identifier))" }
        if let view = item as? UIView { return view.accessibilityIdentifier.map { "view(\($0))" } ?? "\(type(of: view))" }
        return "\(type(of: item))"
    }

    /// Argument combinations for which UIKit's initializer raises. These come from UIKit's
    /// runtime exception messages rather than from the documentation page.
    private static func invalidity(
        _ first: AnyObject, _ attr1: Attribute, _ second: AnyObject?, _ attr2: Attribute, _ multiplier: CGFloat
    ) -> String? {
        let isItem: (AnyObject) -> Bool = { $0 is UIView || $0 is UILayoutGuide }
        if !isItem(first) || second.map(isItem) == false {
            return "Constraint items must each be a view or layout guide."
        }
        if attr1 == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        let isLocation = attr1.axis != .size
        if isLocation && (second == nil || attr2 == .notAnAttribute || multiplier == 0) {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant."
        }
        if second != nil && attr2 != .notAnAttribute {
            if attr1.axis != attr2.axis { return "Invalid pairing of layout attributes \(attr1) and \(attr2)." }
            if (attr1.isDirectional && attr2.isAbsolute) || (attr1.isAbsolute && attr2.isDirectional) {
                return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."
            }
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    fileprivate enum Axis { case horizontal, vertical, size, none }

    fileprivate var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .vertical
        case .width, .height:
            return .size
        case .notAnAttribute:
            return .none
        }
    }

    /// Leading/trailing family: flips with the writing direction.
    fileprivate var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Left/right family: never flips. Centres belong to neither family.
    fileprivate var isAbsolute: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }
}

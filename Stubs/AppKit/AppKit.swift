// Linux-only stand-in for the parts of AppKit that AnchorDSL's Apple bridge uses.
// Written from Apple's documentation (URL above each type); it also records what
// the bridge does, in `AppKitStubLog`, so tests can check it. See Stubs/README.md.
// There is no layout engine: nothing here computes frames.

// Re-exported because `import AppKit` on Apple platforms also brings in Foundation
// (CGRect, CGFloat, NSCoder, ...); bridge code that imports only AppKit must compile here too.
@_exported import Foundation

// MARK: - AppKitStubLog (stub only, not AppKit)

/// Records the Auto Layout calls made against this stub, for tests to inspect.
/// `exceptions` lists what real AppKit would have raised an exception for.
/// Lock-protected rather than main-actor-bound because AppKit's NSLayoutConstraint
/// and NSLayoutGuide are not main-actor types, so they record from any context.
public final class AppKitStubLog: @unchecked Sendable {
    public static let shared = AppKitStubLog()

    private struct Records {
        var activationBatches: [[NSLayoutConstraint]] = []
        var deactivationBatches: [[NSLayoutConstraint]] = []
        var activeFlagChanges: [(constraint: NSLayoutConstraint, isActive: Bool)] = []
        var constantChanges: [(constraint: NSLayoutConstraint, constant: CGFloat)] = []
        var priorityChanges: [(constraint: NSLayoutConstraint, priority: NSLayoutConstraint.Priority)] = []
        var exceptions: [String] = []
        var callOrder: [Call] = []
    }

    /// A kind of recorded call.
    public enum Call: Sendable {
        case activate, deactivate, setActive, setConstant, setPriority
    }

    private let lock = NSLock()
    private var records = Records()

    /// One entry per `NSLayoutConstraint.activate(_:)` call, with its argument.
    public var activationBatches: [[NSLayoutConstraint]] { locked { records.activationBatches } }
    /// One entry per `NSLayoutConstraint.deactivate(_:)` call, with its argument.
    public var deactivationBatches: [[NSLayoutConstraint]] { locked { records.deactivationBatches } }
    /// One entry per assignment to `isActive`.
    public var activeFlagChanges: [(constraint: NSLayoutConstraint, isActive: Bool)] {
        locked { records.activeFlagChanges }
    }
    /// One entry per assignment to `constant`.
    public var constantChanges: [(constraint: NSLayoutConstraint, constant: CGFloat)] {
        locked { records.constantChanges }
    }
    /// One entry per accepted assignment to `priority` (a rejected one goes to `exceptions`).
    public var priorityChanges: [(constraint: NSLayoutConstraint, priority: NSLayoutConstraint.Priority)] {
        locked { records.priorityChanges }
    }
    /// Misuses that make real AppKit raise an exception. The stub records them and carries on.
    public var exceptions: [String] { locked { records.exceptions } }
    /// Stub only, as the whole log: every activation, deactivation and change above, by kind, in
    /// the order made, for telling what came first
    /// (a deactivation before an activation, say).
    public var callOrder: [Call] { locked { records.callOrder } }

    public func reset() { locked { records = Records() } }

    func recordActivation(_ batch: [NSLayoutConstraint]) {
        locked { records.activationBatches.append(batch); records.callOrder.append(.activate) }
    }
    func recordDeactivation(_ batch: [NSLayoutConstraint]) {
        locked { records.deactivationBatches.append(batch); records.callOrder.append(.deactivate) }
    }
    func recordActiveFlag(_ c: NSLayoutConstraint, _ value: Bool) {
        locked { records.activeFlagChanges.append((c, value)); records.callOrder.append(.setActive) }
    }
    func recordConstant(_ c: NSLayoutConstraint, _ value: CGFloat) {
        locked { records.constantChanges.append((c, value)); records.callOrder.append(.setConstant) }
    }
    func recordPriority(_ c: NSLayoutConstraint, _ value: NSLayoutConstraint.Priority) {
        locked { records.priorityChanges.append((c, value)); records.callOrder.append(.setPriority) }
    }
    func recordException(_ message: String) { locked { records.exceptions.append(message) } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

// MARK: - NSUserInterfaceItemIdentifier

/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
/// A string that names a user-interface item, such as a layout guide.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

// MARK: - NSResponder

/// https://developer.apple.com/documentation/appkit/nsresponder
/// Base class of NSView; the stub keeps no responder-chain behaviour.
@MainActor
open class NSResponder: NSObject {
    public override init() {
        super.init()
    }

    /// NSResponder adopts NSCoding on macOS, which makes this initializer `required`.
    /// The stub decodes nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }
}

// MARK: - NSView

/// https://developer.apple.com/documentation/appkit/nsview
/// A view: geometry, a subview tree, layout guides and installed constraints.
/// AppKit's NSView has no `center` property.
@MainActor
open class NSView: NSResponder {
    private var storedFrame: NSRect
    private var storedBounds: NSRect
    private weak var storedSuperview: NSView?
    private var storedSubviews: [NSView] = []
    private var storedLayoutGuides: [NSLayoutGuide] = []
    private var storedConstraints: [NSLayoutConstraint] = []
    private var storedMarginsGuide: NSLayoutGuide?
    private var storedSafeAreaGuide: NSLayoutGuide?

    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public init(frame frameRect: NSRect) {
        storedFrame = frameRect
        storedBounds = NSRect(origin: .zero, size: frameRect.size)
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        storedBounds = .zero
        super.init(coder: coder)
    }

    /// `NSView()` works on AppKit through Objective-C's `-init`, which uses a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/frame
    /// Setting it also gives `bounds` the new size, as for a view whose bounds were never set.
    open var frame: NSRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            storedBounds.size = newValue.size
        }
    }

    /// https://developer.apple.com/documentation/appkit/nsview/bounds
    /// Setting it changes the view's own coordinate system, not its frame.
    open var bounds: NSRect {
        get { storedBounds }
        set { storedBounds = newValue }
    }

    /// https://developer.apple.com/documentation/appkit/nsview/translatesautoresizingmaskintoconstraints
    /// True for views made in code.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    /// https://developer.apple.com/documentation/appkit/nsview/ishidden
    /// False by default. The stub only stores it (nothing is drawn).
    open var isHidden: Bool = false

    /// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentification/identifier
    /// AppKit declares this in the NSUserInterfaceItemIdentification protocol, which NSView
    /// adopts; the stub has a plain property instead. Nil by default.
    open var identifier: NSUserInterfaceItemIdentifier?

    /// https://developer.apple.com/documentation/appkit/nsview/nointrinsicmetric
    /// The "no intrinsic length" value of `intrinsicContentSize`, along either axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize
    /// `noIntrinsicMetric` both ways for a plain view; subclasses override it, as on AppKit.
    open var intrinsicContentSize: NSSize {
        NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric)
    }

    /// https://developer.apple.com/documentation/appkit/nsview/superview
    open var superview: NSView? { storedSuperview }

    /// https://developer.apple.com/documentation/appkit/nsview/subviews
    /// Read-only here; AppKit also lets you assign the whole array.
    open var subviews: [NSView] { storedSubviews }

    /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    /// Moves `view` out of any other superview first.
    open func addSubview(_ view: NSView) {
        if view === self || isDescendant(of: view) {
            AppKitStubLog.shared.recordException("addSubview(_:): adding the view would make a cycle in the view tree")
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

    /// https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
    /// Also removes the constraints that refer to this view or to anything in its subtree.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        var ancestor: NSView? = parent
        while let view = ancestor {
            view.uninstallConstraints { $0.refers(toSubtreeOf: self) }
            ancestor = view.storedSuperview
        }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// https://developer.apple.com/documentation/appkit/nsview/layoutguides
    open var layoutGuides: [NSLayoutGuide] { storedLayoutGuides }

    /// https://developer.apple.com/documentation/appkit/nsview/addlayoutguide(_:)
    /// A guide owned by another view is taken away from it first (the docs allow one owner).
    open func addLayoutGuide(_ guide: NSLayoutGuide) {
        if let owner = guide.owningView, owner !== self {
            owner.removeLayoutGuide(guide)
        }
        storedLayoutGuides.removeAll { $0 === guide }
        storedLayoutGuides.append(guide)
        guide.owningView = self
    }

    /// https://developer.apple.com/documentation/appkit/nsview/removelayoutguide(_:)
    /// Also removes the constraints that refer to the guide.
    open func removeLayoutGuide(_ guide: NSLayoutGuide) {
        guard storedLayoutGuides.contains(where: { $0 === guide }) else { return }
        var ancestor: NSView? = self
        while let view = ancestor {
            view.uninstallConstraints { $0.refers(to: guide) }
            ancestor = view.storedSuperview
        }
        storedLayoutGuides.removeAll { $0 === guide }
        if storedMarginsGuide === guide { storedMarginsGuide = nil }
        if storedSafeAreaGuide === guide { storedSafeAreaGuide = nil }
        guide.owningView = nil
    }

    /// https://developer.apple.com/documentation/appkit/nsview/layoutmarginsguide
    /// (macOS 11+.) Made on first use and owned by this view, so it is also listed in `layoutGuides`.
    open var layoutMarginsGuide: NSLayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = makeSystemGuide(identifier: "NSViewLayoutMarginsGuide")
        storedMarginsGuide = guide
        return guide
    }

    /// https://developer.apple.com/documentation/appkit/nsview/safearealayoutguide
    /// (macOS 11+.) Made on first use and owned by this view, so it is also listed in `layoutGuides`.
    open var safeAreaLayoutGuide: NSLayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = makeSystemGuide(identifier: "NSViewSafeAreaLayoutGuide")
        storedSafeAreaGuide = guide
        return guide
    }

    /// https://developer.apple.com/documentation/appkit/nsview/constraints
    /// The constraints installed on this view: active ones whose nearest common ancestor it is.
    open var constraints: [NSLayoutConstraint] { storedConstraints }

    // MARK: Anchors

    /// https://developer.apple.com/documentation/appkit/nsview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// https://developer.apple.com/documentation/appkit/nsview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// https://developer.apple.com/documentation/appkit/nsview/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// https://developer.apple.com/documentation/appkit/nsview/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// https://developer.apple.com/documentation/appkit/nsview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// https://developer.apple.com/documentation/appkit/nsview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// https://developer.apple.com/documentation/appkit/nsview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// https://developer.apple.com/documentation/appkit/nsview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// https://developer.apple.com/documentation/appkit/nsview/firstbaselineanchor
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// https://developer.apple.com/documentation/appkit/nsview/lastbaselineanchor
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// https://developer.apple.com/documentation/appkit/nsview/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// https://developer.apple.com/documentation/appkit/nsview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    private func makeSystemGuide(identifier: String) -> NSLayoutGuide {
        let guide = NSLayoutGuide()
        guide.identifier = NSUserInterfaceItemIdentifier(identifier)
        addLayoutGuide(guide)
        return guide
    }

    /// Whether the view is `view` or lies below it (Apple's
    /// `isDescendant(of:)`: "a subview of a given view or identical to that view").
    public func isDescendant(of view: NSView) -> Bool {
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

// MARK: - The standard views (PlatformLabel, PlatformSwitch, …)
// Declared for the types only: AppKit sizes them; the stubs lay out nothing.

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor
open class NSControl: NSView {}

/// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor
open class NSTextField: NSControl {}

/// https://developer.apple.com/documentation/appkit/nsswitch
@MainActor
open class NSSwitch: NSControl {}

/// https://developer.apple.com/documentation/appkit/nsbutton
@MainActor
open class NSButton: NSControl {}

/// https://developer.apple.com/documentation/appkit/nsimageview
@MainActor
open class NSImageView: NSControl {}

/// https://developer.apple.com/documentation/appkit/nstextview (an
/// `NSText`, itself an `NSView`)
@MainActor
open class NSTextView: NSView {}

// MARK: - NSLayoutGuide

/// https://developer.apple.com/documentation/appkit/nslayoutguide
/// A rectangle that takes part in Auto Layout without being a view.
/// Not a main-actor type in AppKit's documentation, unlike NSView.
open class NSLayoutGuide: NSObject {
    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/owningview
    /// Settable as on AppKit, though `addLayoutGuide(_:)` is the way to set it.
    open weak var owningView: NSView?

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/identifier
    /// Empty by default.
    open var identifier = NSUserInterfaceItemIdentifier("")

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/frame
    /// Always `.zero`: the stub does not solve layouts.
    open var frame: NSRect { .zero }

    // MARK: Anchors (a guide has no baselines)

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// https://developer.apple.com/documentation/appkit/nslayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

// MARK: - Edge insets

/// https://developer.apple.com/documentation/appkit/nsdirectionaledgeinsets
/// Insets by reading direction: leading and trailing swap in right-to-left
/// layouts. (`NSEdgeInsets`, by physical side, is Foundation's, on Linux too.)
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

// MARK: - NSLayoutAnchor

/// https://developer.apple.com/documentation/appkit/nslayoutanchor
/// Makes constraints on one attribute of a view or guide. The stub also keeps what the anchor
/// stands for, for tests: `stubItem`, `stubAttribute` and `stubOffset` are stub only.
/// Not a main-actor type in AppKit's documentation, like NSLayoutConstraint and NSLayoutGuide.
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
    /// has (an `@NSCopying` property, so a copy is what AppKit returns too).
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
}

/// https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor
/// A horizontal position: left, right, leading, trailing or centerX.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor/anchorwithoffset(to:)
    /// (macOS 10.12+.) The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: NSLayoutAnchor<AnyObject>(copying: self), to: NSLayoutAnchor<AnyObject>(copying: otherAnchor))
    }
}

/// https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor
/// A vertical position: top, bottom, centerY or a baseline.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor/anchorwithoffset(to:)
    /// (macOS 10.12+.) The distance from this anchor to `otherAnchor`, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: NSLayoutAnchor<AnyObject>(copying: self), to: NSLayoutAnchor<AnyObject>(copying: otherAnchor))
    }
}

/// https://developer.apple.com/documentation/appkit/nslayoutdimension
/// A size (width, height) or a distance from `anchorWithOffset(to:)`. Only the factories that
/// take a multiplier and a constant, or a constant alone, are stubbed.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, multiplier: 1, constant: c)
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)
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
        // left/right, which AppKit refuses at run time (NSLayoutAnchor's overview).
        let attributes = first.attributes + (second?.attributes ?? [])
        if attributes.contains(where: \.isDirectional) && attributes.contains(where: \.isAbsolute) {
            AppKitStubLog.shared.recordException(
                "NSLayoutDimension.constraint: A constraint cannot be made between a leading/trailing attribute and a right/left attribute.")
        }
        return made
    }
}

// MARK: - NSLayoutConstraint

/// https://developer.apple.com/documentation/appkit/nslayoutconstraint
/// One linear relation: item1.attribute1 (relation) multiplier × item2.attribute2 + constant.
/// Not marked main-actor, like NSLayoutGuide and NSLayoutAnchor in AppKit's documentation.
/// Activating touches the view tree, so it must happen on the main actor (the stub traps otherwise).
open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute
    /// AppKit has no margin attributes.
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
        case notAnAttribute = 0
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation-swift.enum
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct
    /// How important a constraint is; 1000 means required.
    public struct Priority: RawRepresentable, Hashable, Sendable {
        public var rawValue: Float

        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public init(rawValue: Float) { self.rawValue = rawValue }

        public static let required = Priority(1000)
        public static let defaultHigh = Priority(750)
        public static let dragThatCanResizeWindow = Priority(510)
        public static let windowSizeStayPut = Priority(500)
        public static let dragThatCannotResizeWindow = Priority(490)
        public static let defaultLow = Priority(250)
        public static let fittingSizeCompression = Priority(50)
    }

    // AppKit declares the items `unowned(unsafe)`; the stub's anchors hold them weakly so a
    // test sees nil rather than a dangling reference.
    private let storedFirstAnchor: NSLayoutAnchor<AnyObject>
    private let storedSecondAnchor: NSLayoutAnchor<AnyObject>?
    private let storedRelation: Relation
    private let storedMultiplier: CGFloat
    private var storedPriority: Priority = .required
    private var storedIsActive = false
    private weak var installedOn: NSView?

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    /// Arguments that make AppKit raise (see `invalidity`) are logged in `AppKitStubLog.exceptions`.
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
            AppKitStubLog.shared.recordException("NSLayoutConstraint.init: \(problem)")
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

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/isactive
    /// False for a new constraint. Activating installs it on the items' nearest common ancestor.
    open var isActive: Bool {
        get { storedIsActive }
        set {
            AppKitStubLog.shared.recordActiveFlag(self, newValue)
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        AppKitStubLog.shared.recordActivation(constraints)
        for constraint in constraints { constraint.activateOne() }
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        AppKitStubLog.shared.recordDeactivation(constraints)
        for constraint in constraints { constraint.deactivateOne() }
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/constant
    open var constant: CGFloat = 0 {
        didSet { AppKitStubLog.shared.recordConstant(self, constant) }
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.property
    /// Required by default. Crossing the required/optional line on an active constraint is an
    /// exception in the docs: the stub logs it and keeps the old value.
    open var priority: NSLayoutConstraint.Priority {
        get { storedPriority }
        set {
            if storedIsActive && (storedPriority == .required) != (newValue == .required) {
                AppKitStubLog.shared.recordException(
                    "priority: \(storedPriority.rawValue) -> \(newValue.rawValue) crosses required on an active constraint")
                return
            }
            storedPriority = newValue
            AppKitStubLog.shared.recordPriority(self, newValue)
        }
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/identifier
    open var identifier: String?

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/firstitem
    /// For a distance from `anchorWithOffset(to:)` AppKit's documentation does not say what the
    /// item is; the stub answers nil there, and `firstAnchor` tells what the constraint relates.
    open var firstItem: AnyObject? { storedFirstAnchor.stubItem }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/seconditem
    /// Nil for a constant-only constraint, and for a distance, as `firstItem`.
    open var secondItem: AnyObject? { storedSecondAnchor?.stubItem }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/firstattribute
    /// `.notAnAttribute` for a distance, as `firstItem`.
    open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAnchor.stubAttribute }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/secondattribute
    open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAnchor?.stubAttribute ?? .notAnAttribute }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/firstanchor
    /// (macOS 10.12+.) Also set for a constraint made with `init(item:attribute:relatedBy:...)`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { storedFirstAnchor }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/secondanchor
    /// (macOS 10.12+.) Nil for a constant-only constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { storedSecondAnchor }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation-swift.property
    open var relation: NSLayoutConstraint.Relation { storedRelation }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/multiplier
    open var multiplier: CGFloat { storedMultiplier }

    // MARK: Installation (stub only)

    private func activateOne() {
        guard !storedIsActive else { return }
        nonisolated(unsafe) let constraint = self
        let installed = MainActor.assumeIsolated { () -> Bool in
            guard let host = constraint.nearestCommonAncestor() else { return false }
            host.install(constraint)
            constraint.installedOn = host
            return true
        }
        if installed {
            storedIsActive = true
        } else {
            AppKitStubLog.shared.recordException(
                "activate: \(describe(storedFirstAnchor)) and \(describe(storedSecondAnchor)) have no common ancestor")
        }
    }

    private func deactivateOne() {
        guard storedIsActive else { return }
        nonisolated(unsafe) let constraint = self
        MainActor.assumeIsolated { constraint.installedOn?.uninstall(constraint) }
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
    @MainActor
    private func nearestCommonAncestor() -> NSView? {
        let views = items.map(Self.view(for:))
        guard var host = views.first ?? nil else { return nil }
        for view in views.dropFirst() {
            guard let view, let shared = Self.nearestCommonAncestor(host, view) else { return nil }
            host = shared
        }
        return host
    }

    @MainActor
    private static func nearestCommonAncestor(_ first: NSView, _ second: NSView) -> NSView? {
        var firstChain: [NSView] = []
        var cursor: NSView? = first
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
    @MainActor
    func refers(toSubtreeOf root: NSView) -> Bool {
        items.contains { item in
            var cursor = Self.view(for: item)
            while let view = cursor {
                if view === root { return true }
                cursor = view.superview
            }
            return false
        }
    }

    private static func view(for item: AnyObject?) -> NSView? {
        if let view = item as? NSView { return view }
        if let guide = item as? NSLayoutGuide { return guide.owningView }
        return nil
    }

    /// `NSView.top` for an anchor, `(to - from)` for a distance.
    private func describe(_ anchor: NSLayoutAnchor<AnyObject>?) -> String {
        guard let anchor else { return "nil" }
        if let (origin, target) = anchor.stubOffset { return "(\(describe(target)) - \(describe(origin)))" }
        return "\(describe(anchor.stubItem)).\(anchor.stubAttribute)"
    }

    private func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? NSLayoutGuide { return "guide(\(guide.identifier.rawValue))" }
        return "\(type(of: item))"
    }

    /// Argument combinations for which the initializer raises. These come from the runtime
    /// exception messages of Apple's NSLayoutConstraint rather than from the documentation page.
    private static func invalidity(
        _ first: AnyObject, _ attr1: Attribute, _ second: AnyObject?, _ attr2: Attribute, _ multiplier: CGFloat
    ) -> String? {
        let isItem: (AnyObject) -> Bool = { $0 is NSView || $0 is NSLayoutGuide }
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
        case .left, .right, .leading, .trailing, .centerX: return .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: return .vertical
        case .width, .height: return .size
        case .notAnAttribute: return .none
        }
    }

    /// Leading/trailing: flips with the writing direction.
    fileprivate var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left/right: never flips. Centres belong to neither family.
    fileprivate var isAbsolute: Bool { self == .left || self == .right }
}

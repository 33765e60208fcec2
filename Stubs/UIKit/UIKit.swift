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

    public func reset() {
        activationBatches = []
        deactivationBatches = []
        activeFlagChanges = []
        constantChanges = []
        priorityChanges = []
        exceptions = []
    }

    func recordActivation(_ batch: [NSLayoutConstraint]) { activationBatches.append(batch) }
    func recordDeactivation(_ batch: [NSLayoutConstraint]) { deactivationBatches.append(batch) }
    func recordActiveFlag(_ c: NSLayoutConstraint, _ value: Bool) { activeFlagChanges.append((c, value)) }
    func recordConstant(_ c: NSLayoutConstraint, _ value: CGFloat) { constantChanges.append((c, value)) }
    func recordPriority(_ c: NSLayoutConstraint, _ value: UILayoutPriority) { priorityChanges.append((c, value)) }
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

    private func makeSystemGuide(identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    private func isDescendant(of view: UIView) -> Bool {
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

    // UIKit declares the items `unowned(unsafe)`; the stub holds them weakly so a test
    // sees nil rather than a dangling reference.
    private weak var storedFirstItem: AnyObject?
    private weak var storedSecondItem: AnyObject?
    private let storedFirstAttribute: Attribute
    private let storedSecondAttribute: Attribute
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
        self.init(first: first, attr1, relation, second: second, attr2, multiplier, c)
        if let problem = Self.invalidity(first, attr1, second, attr2, multiplier) {
            UIKitStubLog.shared.recordException("NSLayoutConstraint.init: \(problem)")
        }
    }

    init(first: AnyObject, _ attr1: Attribute, _ relation: Relation,
         second: AnyObject?, _ attr2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat) {
        storedFirstItem = first
        storedSecondItem = second
        storedFirstAttribute = attr1
        storedSecondAttribute = attr2
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
    open var firstItem: AnyObject? { storedFirstItem }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    open var secondItem: AnyObject? { storedSecondItem }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
    open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAttribute }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
    open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAttribute }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
    open var relation: NSLayoutConstraint.Relation { storedRelation }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
    open var multiplier: CGFloat { storedMultiplier }

    // MARK: Installation (stub only)

    private func activateOne() {
        guard !storedIsActive else { return }
        guard let host = nearestCommonAncestor() else {
            UIKitStubLog.shared.recordException(
                "activate: \(describe(storedFirstItem)).\(storedFirstAttribute) and "
                + "\(describe(storedSecondItem)).\(storedSecondAttribute) have no common ancestor")
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

    /// A view stands for itself; a guide for its owning view. A view is its own ancestor.
    private func nearestCommonAncestor() -> UIView? {
        guard let firstView = Self.view(for: storedFirstItem) else { return nil }
        guard let secondItem = storedSecondItem else { return firstView }
        guard let secondView = Self.view(for: secondItem) else { return nil }
        var firstChain: [UIView] = []
        var cursor: UIView? = firstView
        while let view = cursor { firstChain.append(view); cursor = view.superview }
        cursor = secondView
        while let view = cursor {
            if firstChain.contains(where: { $0 === view }) { return view }
            cursor = view.superview
        }
        return nil
    }

    func refers(to item: AnyObject) -> Bool {
        storedFirstItem === item || storedSecondItem === item
    }

    /// True when an item is `root` or a view below it, or a guide owned by one of those.
    func refers(toSubtreeOf root: UIView) -> Bool {
        [storedFirstItem, storedSecondItem].contains { item in
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

import Foundation

/// A linear relation between two layout attributes,
/// `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`,
/// or between one dimension and a constant. Built inactive; activation installs
/// it on the nearest common ancestor of its items.
///
/// Items are held weakly, as UIKit does, so a constraint never keeps a view alive.
///
///     let c = LayoutConstraint(item: card, attribute: .width, relatedBy: .equal, constant: 44)
public final class LayoutConstraint {
    // The stored `var`s marked `@exclusivity(unchecked)` are not checked for
    // exclusive access at run time: a group compares every constraint of an
    // evaluation with the last one's by them, and each read's dynamic check
    // (an insertion into a thread-local access set) was a sixth of an
    // `update()` that changed nothing. Only this class's setters write them,
    // never while they are read. The attribute holds in this module only,
    // which is why the group's comparisons live here
    // (`LayoutConstraint+Identity.swift`).
    /// The item on the left side, held weakly; `nil` once it is deallocated.
    @exclusivity(unchecked) public private(set) weak var firstItem: (any LayoutItem)?
    /// The attribute of `firstItem` the constraint determines.
    public let firstAttribute: LayoutAttribute
    /// How the left side compares with the right.
    public let relation: Relation
    /// The item on the right side, held weakly; `nil` for a constant-only constraint.
    @exclusivity(unchecked) public private(set) weak var secondItem: (any LayoutItem)?
    /// The attribute of `secondItem`; `nil` for a constant-only constraint.
    public let secondAttribute: LayoutAttribute?
    /// For a distance on the left (`(b.leading - a.trailing) == 8`): the
    /// item it is measured from, held weakly; `firstItem.firstAttribute` is
    /// the anchor it is measured to. Nil for an ordinary constraint.
    public var firstOriginItem: (any LayoutItem)? { origins?.firstItem }
    /// For a distance on the left: the attribute it is measured from.
    public var firstOriginAttribute: LayoutAttribute? { origins?.firstAttribute }
    /// For a distance on the right: the item it is measured from, held weakly.
    public var secondOriginItem: (any LayoutItem)? { origins?.secondItem }
    /// For a distance on the right: the attribute it is measured from.
    public var secondOriginAttribute: LayoutAttribute? { origins?.secondAttribute }
    /// The origins of the distances, made only for a constraint that has
    /// one: four more weak references on every constraint cost a group's
    /// update a sixth of its time.
    private let origins: DistanceOrigins?
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name shown in the description, for telling constraints apart in logs.
    @exclusivity(unchecked) public var identifier: String?
    /// Where the constraint was written, when a `@ConstraintBuilder` captured it.
    @exclusivity(unchecked) public package(set) var location: SourceLocation?

    /// Whether activation leaves the first item's
    /// `translatesAutoresizingMaskIntoConstraints` as it is. A stack's hug
    /// of its container (UIStackView's spanning fit) is the stack's
    /// preference about the container, not a claim on its frame: a
    /// container placed by its frame stays placed so.
    package var leavesAutoresizingMask = false
    /// Whether the constraint only breaks a tie that UIKit's engine breaks
    /// by its own order (a stack's earlier item keeping its intrinsic
    /// length at a priority below 2): the evidence of a layout problem
    /// leaves it out and shows the item's intrinsic size as UIKit prints it,
    /// and the engine solves a size tie-break at the item's intrinsic length
    /// of the moment, whatever `constant` was when it was made.
    package var breaksATieOnly = false
    /// When the constraint was last activated, in a clock a layout system
    /// keeps (the headless engine breaks the earliest activated constraint
    /// of a conflict); 0 before.
    package var activationStamp: UInt64 = 0
    /// Whether the system places a view with it, as UIKit's encapsulated
    /// size of a cell's content view: in a conflict it is kept while one of
    /// the app's constraints can be broken instead.
    package var placesForTheSystem = false
    /// Set by syntax that could not build a meaningful constraint (such as
    /// `a.width * 0 == b.width`), so that activation reports it.
    package var constructionProblem: ConstraintProblem?
    /// The identities of the items the constraint was made with, compared
    /// before either weak reference is read: a group matches each
    /// constraint of an evaluation with the last one's by them, and every
    /// read of a weak reference takes the runtime's slow path. The second
    /// also tells a deallocated second item apart from none.
    package let firstItemIdentity: ObjectIdentifier
    package let secondItemIdentity: ObjectIdentifier?
    /// The class of the first item, which says its layout system: activation
    /// groups constraints by it without reading the weak reference.
    package let firstItemClass: ObjectIdentifier
    var hasSecondItem: Bool { secondItemIdentity != nil }
    @exclusivity(unchecked) private(set) var storedConstant: CGFloat
    @exclusivity(unchecked) private(set) var storedPriority: Priority
    /// The view the constraint is installed on while active, in a system
    /// that keeps constraints on views (the headless engine).
    @exclusivity(unchecked) package weak var host: (any ConstraintHost)?
    /// The last `withoutRepeats(_:)` pass that met the constraint.
    @exclusivity(unchecked) var repeatMark: UInt64 = 0
    /// The system's own constraint made for it (UIKit's or AppKit's, by the
    /// Apple bridge), once it has been activated there.
    package var counterpart: (any ConstraintCounterpart)?
    /// Whether the constraint is installed on a host: derived from the weak
    /// `host`, so a constraint whose view has been deallocated is no longer
    /// active.
    package var isInstalled: Bool { host != nil }

    /// A constraint given field by field, as with `NSLayoutConstraint`.
    ///
    ///     LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, constant: 8)
    public init(
        // Borrowed (`__shared`), not owned: the constraint keeps only weak
        // references, and taking ownership made every caller retain both
        // items, through the runtime's slow path for weakly referenced ones,
        // only for the initializer to release them.
        item: __shared any LayoutItem,
        attribute: LayoutAttribute,
        relatedBy relation: Relation,
        toItem secondItem: __shared (any LayoutItem)? = nil,
        attribute secondAttribute: LayoutAttribute? = nil,
        multiplier: CGFloat = 1,
        constant: CGFloat = 0,
        priority: Priority = .required
    ) {
        self.firstItem = item
        self.firstItemIdentity = ObjectIdentifier(item)
        self.firstItemClass = ObjectIdentifier(type(of: item))
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondItemIdentity = secondItem.map(ObjectIdentifier.init)
        self.secondAttribute = secondAttribute
        self.origins = nil
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
    }

    /// `first relation second × multiplier + constant` between two anchors,
    /// either of which may be a distance (a `DimensionAnchor` with an
    /// origin): what the DSL builds for `(b.leading - a.trailing) == …`.
    ///
    ///     LayoutConstraint(DimensionAnchor(from: a.trailing, to: b.leading), .equal, DimensionAnchor(from: b.trailing, to: c.leading))
    public init<First: LayoutAnchor, Second: LayoutAnchor>(
        _ first: First, _ relation: Relation, _ second: Second,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Priority = .required
    ) {
        self.firstItem = first.item
        self.firstItemIdentity = ObjectIdentifier(first.item)
        self.firstItemClass = ObjectIdentifier(type(of: first.item))
        self.firstAttribute = first.attribute
        self.relation = relation
        self.secondItem = second.item
        self.secondItemIdentity = ObjectIdentifier(second.item)
        self.secondAttribute = second.attribute
        self.origins = DistanceOrigins(first, second)
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
    }

    /// `first relation constant`, for a size or a distance.
    ///
    ///     LayoutConstraint(DimensionAnchor(from: a.trailing, to: b.leading), .greaterThanOrEqual, constant: 8)
    public init<First: LayoutAnchor>(
        _ first: First, _ relation: Relation, constant: CGFloat, priority: Priority = .required
    ) {
        self.firstItem = first.item
        self.firstItemIdentity = ObjectIdentifier(first.item)
        self.firstItemClass = ObjectIdentifier(type(of: first.item))
        self.firstAttribute = first.attribute
        self.relation = relation
        self.secondItemIdentity = nil
        self.secondAttribute = nil
        self.origins = DistanceOrigins(first, nil as DimensionAnchor?)
        self.multiplier = 1
        self.storedConstant = constant
        self.storedPriority = priority
    }

    /// Whether either side is a distance.
    public var hasDistance: Bool { origins != nil }

    /// Every item the constraint mentions and that is still alive: the first
    /// and second items, and the origins of distances.
    package var items: [any LayoutItem] {
        [firstItem, firstOriginItem, secondItem, secondOriginItem].compactMap { $0 }
    }

    /// The constant term. On an active constraint a non-finite value is
    /// reported to `LayoutDiagnostics` and not applied; on an inactive one it
    /// is stored and rejected when activation is attempted.
    ///
    ///     heightConstraint.constant = 120
    public var constant: CGFloat {
        get { storedConstant }
        set {
            if let problem = counterpart?.changeProblem {
                LayoutDiagnostics.report(error(problem))
                return
            }
            if isActive, !newValue.isFinite {
                LayoutDiagnostics.report(error(.nonFiniteConstant(newValue)))
                return
            }
            storedConstant = newValue
            host?.constraintDidChange(self)
            counterpart?.apply(constant: newValue)
        }
    }

    /// How much the constraint matters. On an active constraint a value
    /// outside 1…1000, or a move across `required` (which UIKit forbids too),
    /// is reported to `LayoutDiagnostics` and not applied.
    ///
    ///     widthConstraint.priority = .high - 1
    public var priority: Priority {
        get { storedPriority }
        set {
            if let problem = counterpart?.changeProblem {
                LayoutDiagnostics.report(error(problem))
                return
            }
            if isActive {
                if !newValue.isValid {
                    LayoutDiagnostics.report(error(.priorityOutOfRange(newValue)))
                    return
                }
                if newValue.isRequired != storedPriority.isRequired {
                    LayoutDiagnostics.report(error(.requiredPriorityChange(from: storedPriority, to: newValue)))
                    return
                }
            }
            storedPriority = newValue
            host?.constraintDidChange(self)
            counterpart?.apply(priority: newValue)
        }
    }

    /// Sets the priority while building, before activation validates it.
    @usableFromInline package func setPriorityUnchecked(_ priority: Priority) {
        storedPriority = priority
    }

    /// Whether the constraint takes part in layout. Setting it to `true`
    /// activates it as `LayoutConstraint.activate([self])` does.
    ///
    ///     constraint.isActive = true
    public var isActive: Bool {
        get { isInstalled || counterpart?.isActive == true }
        set {
            if newValue {
                Self.activate([self])
            } else {
                uninstall()
            }
        }
    }
}

/// The anchors two distances of a constraint are measured from, items held weakly.
private final class DistanceOrigins {
    weak var firstItem: (any LayoutItem)?
    let firstAttribute: LayoutAttribute?
    weak var secondItem: (any LayoutItem)?
    let secondAttribute: LayoutAttribute?

    /// Nil when neither anchor is a distance.
    init?<First: LayoutAnchor, Second: LayoutAnchor>(_ first: First, _ second: Second?) {
        guard first.originAttribute != nil || second?.originAttribute != nil else { return nil }
        firstItem = first.originItem
        firstAttribute = first.originAttribute
        secondItem = second?.originItem
        secondAttribute = second?.originAttribute
    }
}

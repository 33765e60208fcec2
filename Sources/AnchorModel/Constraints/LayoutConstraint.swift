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
    /// The item on the left side, held weakly; `nil` once it is deallocated.
    public private(set) weak var firstItem: (any LayoutItem)?
    /// The attribute of `firstItem` the constraint determines.
    public let firstAttribute: LayoutAttribute
    /// How the left side compares with the right.
    public let relation: Relation
    /// The item on the right side, held weakly; `nil` for a constant-only constraint.
    public private(set) weak var secondItem: (any LayoutItem)?
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
    public var identifier: String?
    /// Where the constraint was written, when a `@ConstraintBuilder` captured it.
    public package(set) var location: SourceLocation?

    /// Set by syntax that could not build a meaningful constraint (such as
    /// `a.width * 0 == b.width`), so that activation reports it.
    package var constructionProblem: ConstraintProblem?
    /// Remembered so that a deallocated second item is told apart from a
    /// constraint that never had one.
    private let hasSecondItem: Bool
    private var storedConstant: CGFloat
    private var storedPriority: Priority
    /// The view the constraint is installed on while active.
    private(set) weak var installedView: View?
    /// The UIKit or AppKit constraint made for it by the Apple bridge, once
    /// it has been activated there.
    package var platformConstraint: (any PlatformConstraint)?
    /// Whether the constraint is installed: derived from the weak `installedView`,
    /// so a constraint whose view has been deallocated is no longer active.
    var isInstalled: Bool { installedView != nil }

    /// A constraint given field by field, as with `NSLayoutConstraint`.
    ///
    ///     LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, constant: 8)
    public init(
        // Borrowed (`__shared`), not owned: the constraint keeps only weak
        // references, and taking ownership made every caller retain both
        // items, through the runtime's slow path for weakly referenced ones,
        // only for the initializer to release them (`Benchmarks vfl`: the
        // DSL's rows 1.6× faster).
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
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.hasSecondItem = secondItem != nil
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
        self.firstAttribute = first.attribute
        self.relation = relation
        self.secondItem = second.item
        self.secondAttribute = second.attribute
        self.origins = DistanceOrigins(first, second)
        self.hasSecondItem = true
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
        self.firstAttribute = first.attribute
        self.relation = relation
        self.secondAttribute = nil
        self.origins = DistanceOrigins(first, nil as DimensionAnchor?)
        self.hasSecondItem = false
        self.multiplier = 1
        self.storedConstant = constant
        self.storedPriority = priority
    }

    /// Whether either side is a distance.
    public var hasDistance: Bool { origins != nil }

    /// The constant term. On an active constraint a non-finite value is
    /// reported to `LayoutDiagnostics` and not applied; on an inactive one it
    /// is stored and rejected when activation is attempted.
    ///
    ///     heightConstraint.constant = 120
    public var constant: CGFloat {
        get { storedConstant }
        set {
            if let problem = platformConstraint?.changeProblem {
                LayoutDiagnostics.report(error(problem))
                return
            }
            if isActive, !newValue.isFinite {
                LayoutDiagnostics.report(error(.nonFiniteConstant(newValue)))
                return
            }
            storedConstant = newValue
            noteEngineChange()
            platformConstraint?.apply(constant: newValue)
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
            if let problem = platformConstraint?.changeProblem {
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
            noteEngineChange()
            platformConstraint?.apply(priority: newValue)
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
        get { isInstalled || platformConstraint?.isActive == true }
        set {
            if newValue {
                Self.activate([self])
            } else {
                uninstall()
            }
        }
    }

    /// The first problem the constraint carries by itself (numbers, attributes,
    /// priority, a deallocated item); `nil` if none. Problems of the hierarchy
    /// (no common ancestor, a guide without owner) depend on where the items
    /// are and are found when activation is attempted.
    ///
    ///     LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, constant: 10).problem == .positionEqualsConstant(.left)
    public var problem: ConstraintProblem? {
        if let constructionProblem { return constructionProblem }
        // The multiplier first: a non-finite multiplier usually makes the
        // constant non-finite too (`b.width / 0`), and it is the cause.
        if !multiplier.isFinite { return .nonFiniteMultiplier(multiplier) }
        if !storedConstant.isFinite { return .nonFiniteConstant(storedConstant) }
        if !storedPriority.isValid { return .priorityOutOfRange(storedPriority) }
        guard let firstItem else { return .itemDeallocated }
        if hasDistance { return distanceConstraintProblem(firstItem) }
        if let problem = Self.baselineProblem(firstItem, firstAttribute) { return problem }
        if let secondItem, let secondAttribute, let problem = Self.baselineProblem(secondItem, secondAttribute) {
            return problem
        }
        guard let secondAttribute else {
            if hasSecondItem { return .incompleteSecondSide }
            return firstAttribute.axis == .dimension ? nil : .positionEqualsConstant(firstAttribute)
        }
        if !hasSecondItem { return .incompleteSecondSide }
        guard let secondItem else { return .itemDeallocated }
        if firstItem.isHeadlessItem != secondItem.isHeadlessItem {
            return .mixedLayoutSystems(first: firstItem.qualifiedName, second: secondItem.qualifiedName)
        }
        if firstAttribute.axis != secondAttribute.axis {
            return .incompatibleAttributes(firstAttribute, secondAttribute)
        }
        if let first = firstAttribute.isDirectional, let second = secondAttribute.isDirectional, first != second {
            return .mixedDirectionality(firstAttribute, secondAttribute)
        }
        if multiplier == 0, firstAttribute.axis != .dimension {
            return .positionEqualsConstant(firstAttribute)
        }
        return nil
    }

    /// The problems of a constraint with a distance on either side, checked
    /// apart so that the common case allocates nothing.
    private func distanceConstraintProblem(_ firstItem: any LayoutItem) -> ConstraintProblem? {
        if firstOriginAttribute != nil, firstOriginItem == nil { return .itemDeallocated }
        if secondOriginAttribute != nil, secondOriginItem == nil { return .itemDeallocated }
        if hasSecondItem, secondItem == nil { return .itemDeallocated }
        let anchors = anchorsWithItems(firstItem)
        for (item, attribute) in anchors {
            if let problem = Self.baselineProblem(item, attribute) { return problem }
        }
        if let problem = distanceProblem(firstAttribute, firstOriginAttribute)
            ?? distanceProblem(secondAttribute, secondOriginAttribute) {
            return problem
        }
        let firstAxis = firstOriginAttribute != nil ? .dimension : firstAttribute.axis
        if let secondAttribute {
            let secondAxis = secondOriginAttribute != nil ? .dimension : secondAttribute.axis
            if firstAxis != secondAxis { return .incompatibleAttributes(firstAttribute, secondAttribute) }
        } else if hasSecondItem {
            return .incompleteSecondSide
        } else if firstAxis != .dimension {
            return .positionEqualsConstant(firstAttribute)
        }
        for (item, _) in anchors where firstItem.isHeadlessItem != item.isHeadlessItem {
            return .mixedLayoutSystems(first: firstItem.qualifiedName, second: item.qualifiedName)
        }
        return Self.directionalityProblem(anchors.map(\.1))
    }

    /// The items and attributes of every anchor the constraint mentions.
    private func anchorsWithItems(_ firstItem: any LayoutItem) -> [(any LayoutItem, LayoutAttribute)] {
        var anchors: [(any LayoutItem, LayoutAttribute)] = [(firstItem, firstAttribute)]
        if let item = firstOriginItem, let attribute = firstOriginAttribute { anchors.append((item, attribute)) }
        if let item = secondItem, let attribute = secondAttribute { anchors.append((item, attribute)) }
        if let item = secondOriginItem, let attribute = secondOriginAttribute { anchors.append((item, attribute)) }
        return anchors
    }

    /// A distance is between two positions of one axis.
    private func distanceProblem(_ target: LayoutAttribute?, _ origin: LayoutAttribute?) -> ConstraintProblem? {
        guard let target, let origin else { return nil }
        let positions = target.axis != .dimension && origin.axis != .dimension
        return positions && target.axis == origin.axis ? nil : .incompatibleAttributes(origin, target)
    }

    /// Leading/trailing against left/right anywhere in the constraint.
    private static func directionalityProblem(_ attributes: [LayoutAttribute]) -> ConstraintProblem? {
        var seen: (directional: LayoutAttribute?, absolute: LayoutAttribute?) = (nil, nil)
        for attribute in attributes {
            switch attribute.isDirectional {
            case true?: seen.directional = seen.directional ?? attribute
            case false?: seen.absolute = seen.absolute ?? attribute
            case nil: continue
            }
            if let directional = seen.directional, let absolute = seen.absolute {
                return attributes.firstIndex(of: directional)! < attributes.firstIndex(of: absolute)!
                    ? .mixedDirectionality(directional, absolute) : .mixedDirectionality(absolute, directional)
            }
        }
        return nil
    }

    private static func baselineProblem(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> ConstraintProblem? {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
        let isGuide = item.seam?.isGuide == true
        return isGuide ? .baselineOfGuide(guide: item.qualifiedName, attribute: attribute) : nil
    }

    /// The error that reports `problem` for this constraint.
    package func error(_ problem: ConstraintProblem) -> LayoutError {
        .invalidConstraint(constraint: description, problem: problem)
    }

    /// Whether either item lies in the set of views given by identity (a guide
    /// counts as its owner).
    func mentionsAny(of views: Set<ObjectIdentifier>) -> Bool {
        for item in items {
            if let owner = item.modelOwner, views.contains(ObjectIdentifier(owner)) { return true }
        }
        return false
    }

    /// Every item the constraint mentions and that is still alive: the first
    /// and second items, and the origins of distances.
    package var items: [any LayoutItem] {
        [firstItem, firstOriginItem, secondItem, secondOriginItem].compactMap { $0 }
    }

    /// Records that the constraint is installed on `view`.
    func install(on view: View) {
        view.constraints.append(self)
        installedView = view
        noteEngineChange()
    }

    /// Removes the constraint from the view it is installed on, or
    /// deactivates its UIKit or AppKit counterpart, if any.
    func uninstall() {
        if let platformConstraint {
            if let problem = platformConstraint.changeProblem { return LayoutDiagnostics.report(error(problem)) }
            platformConstraint.deactivate()
        }
        guard isInstalled else { return }
        noteEngineChange()
        installedView?.constraints.removeAll { $0 === self }
        installedView = nil
    }

    /// Tells the engine of the tree the constraint is installed in that it
    /// must be applied again at the next layout.
    private func noteEngineChange() {
        installedView?.rootView.engine?.noteChanged(self)
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

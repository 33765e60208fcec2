#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The `NSLayoutConstraint` made for an active `LayoutConstraint`: changes
/// of the constant and the priority reach it, and deactivating one
/// deactivates it. UIKit may only be used on the main thread: a change made
/// elsewhere is refused (`ConstraintProblem.offMainThread`) before anything
/// changes.
@MainActor final class NSLayoutConstraintCounterpart: ConstraintCounterpart {
    let constraint: NSLayoutConstraint

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// which takes layout guides and a multiplier on any attribute (anchors
    /// cannot multiply a position); a constraint with a distance is made from
    /// anchors instead (`DistanceNSLayoutConstraint`). Then the priority and
    /// identifier. Nil only if an item is gone.
    init?(for source: LayoutConstraint) {
        if source.hasDistance {
            guard let made = DistanceNSLayoutConstraint.make(for: source) else { return nil }
            constraint = made
        } else {
            guard let first = source.firstItem else { return nil }
            constraint = NSLayoutConstraint(
                item: first, attribute: Self.attribute(source.firstAttribute), relatedBy: Self.relation(source.relation),
                toItem: source.secondItem, attribute: source.secondAttribute.map(Self.attribute) ?? .notAnAttribute,
                multiplier: source.multiplier, constant: source.constant)
        }
        constraint.priority = ApplePriority(rawValue: source.priority.rawValue)
        constraint.identifier = source.identifier
    }

    nonisolated var isActive: Bool {
        guard MainQueue.isCurrent else { return false }
        return MainActor.assumeIsolated { constraint.isActive }
    }

    nonisolated var changeProblem: ConstraintProblem? {
        MainQueue.isCurrent ? nil : .offMainThread
    }

    nonisolated func apply(constant: CGFloat) {
        MainActor.assumeIsolated { constraint.constant = constant }
    }

    nonisolated func apply(priority: Priority) {
        MainActor.assumeIsolated { constraint.priority = ApplePriority(rawValue: priority.rawValue) }
    }

    nonisolated func deactivate() {
        MainActor.assumeIsolated { constraint.isActive = false }
    }

    private static func attribute(_ attribute: LayoutAttribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    private static func relation(_ relation: Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
#endif

#if canImport(UIKit) || canImport(AppKit)
extension LayoutConstraint {
    /// The `NSLayoutConstraint` activation made for this constraint: `nil`
    /// before its first activation and for constraints of the headless model.
    ///
    ///     let made = widthConstraint.nsLayoutConstraint   // UIKit's own, e.g. for an animation
    @MainActor public var nsLayoutConstraint: NSLayoutConstraint? {
        (counterpart as? NSLayoutConstraintCounterpart)?.constraint
    }
}
#endif

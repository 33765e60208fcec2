import Foundation

/// Why a constraint cannot be activated or changed.
///
///     let problem: ConstraintProblem = .priorityOutOfRange(1001)
public enum ConstraintProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two items are not in one view hierarchy.
    case noCommonAncestor(first: String, second: String)
    /// A layout guide has not been added to any view.
    case guideWithoutOwner(guide: String)
    /// An item was deallocated while the constraint still referred to it.
    case itemDeallocated
    /// The second item and the second attribute must be given together.
    case incompleteSecondSide
    /// The constant is NaN or infinite.
    case nonFiniteConstant(CGFloat)
    /// The multiplier is NaN or infinite.
    case nonFiniteMultiplier(CGFloat)
    /// The first item's side was multiplied by zero, so the constraint says
    /// nothing about it (as in `a.width * 0 == b.width`).
    case zeroFirstItemMultiplier
    /// A position was related to a constant, directly or through a zero multiplier.
    case positionEqualsConstant(LayoutAttribute)
    /// The priority lies outside 1…1000.
    case priorityOutOfRange(Priority)
    /// The attributes lie on different axes (a position and a size, or x and y).
    case incompatibleAttributes(LayoutAttribute, LayoutAttribute)
    /// An absolute attribute (`left`, `right`) was related to a directional one
    /// (`leading`, `trailing`).
    case mixedDirectionality(LayoutAttribute, LayoutAttribute)
    /// A baseline was asked of a layout guide, which has no text.
    case baselineOfGuide(guide: String, attribute: LayoutAttribute)
    /// The priority of an active constraint was moved across `required`.
    case requiredPriorityChange(from: Priority, to: Priority)
    /// Items of two layout systems were related (a headless `View` and a
    /// `UIView`): they are laid out by different engines.
    case mixedLayoutSystems(first: String, second: String)
    /// A composite's horizontal insets mix sides that swap in right-to-left
    /// layouts (leading, trailing) with sides that do not (left, right, as
    /// `UIEdgeInsets` gives them), with different values on each side.
    case mixedInsetSides
    /// The item is of a kind no layout system lays out (a type of your own
    /// that adopts `LayoutItem`): its constraints can be built, not activated.
    case noLayoutSystem(item: String)
    /// A UIKit or AppKit constraint was activated or changed off the main
    /// thread, where those frameworks may not be used.
    case offMainThread

    public var description: String {
        switch self {
        case let .noCommonAncestor(first, second):
            "'\(first)' and '\(second)' have no common ancestor; add both to one view hierarchy before activating"
        case let .guideWithoutOwner(guide):
            "layout guide '\(guide)' is not owned by a view; add it with addLayoutGuide(_:) first"
        case .itemDeallocated:
            "an item of the constraint has been deallocated"
        case .incompleteSecondSide:
            "the second item and the second attribute must both be given, or neither"
        case let .nonFiniteConstant(value):
            "the constant \(value) is not a finite number"
        case let .nonFiniteMultiplier(value):
            "the multiplier \(value) is not a finite number"
        case .zeroFirstItemMultiplier:
            "the first item is multiplied by zero, so the constraint cannot determine it"
        case let .positionEqualsConstant(attribute):
            "a position (\(attribute)) cannot equal a constant; relate it to another item's anchor"
        case let .priorityOutOfRange(priority):
            "the priority \(priority) is outside 1…1000"
        case let .incompatibleAttributes(first, second):
            "\(first) and \(second) cannot be related: they lie on different axes"
        case let .mixedDirectionality(first, second):
            "\(first) and \(second) cannot be related: one is absolute (left/right), the other directional (leading/trailing)"
        case let .baselineOfGuide(guide, attribute):
            "layout guide '\(guide)' has no \(attribute): only views have baselines"
        case let .requiredPriorityChange(from, to):
            "an active constraint's priority cannot move across required (\(from) to \(to)); deactivate it first"
        case let .mixedLayoutSystems(first, second):
            "'\(first)' and '\(second)' belong to different layout systems (the headless model and UIKit or AppKit)"
        case .mixedInsetSides:
            "the insets mix leading/trailing (LayoutInsets, NSDirectionalEdgeInsets) and left/right (UIEdgeInsets, NSEdgeInsets) sides; give one kind"
        case let .noLayoutSystem(item):
            "'\(item)' is laid out by no layout system: relate views and layout guides"
        case .offMainThread:
            "UIKit and AppKit constraints can only be activated or changed on the main thread"
        }
    }
}

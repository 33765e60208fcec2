import Foundation

/// An item of a layout system other than the headless engine: UIKit's and
/// AppKit's views and guides, through AnchorDSL's Apple bridge. Activation
/// hands the constraints between such items to their system, all of them in
/// one batch, after the same checks as for headless ones.
package protocol PlatformLayoutItem: LayoutItemSeam {
    /// Checks `constraints` as the system would (raising an exception there
    /// is a crash in an app) and returns the problems, or, if there are none,
    /// the activation to run once every other constraint of the call has
    /// passed its checks too.
    static func prepareActivation(of constraints: [LayoutConstraint]) -> PlatformActivation
}

/// What `PlatformLayoutItem.prepareActivation(of:)` found: errors, or the
/// activation to run.
package struct PlatformActivation {
    package let errors: [LayoutError]
    package let run: () -> Void

    package init(errors: [LayoutError], run: @escaping () -> Void) {
        self.errors = errors
        self.run = run
    }
}

/// The system's own constraint that an active `LayoutConstraint` stands for
/// (an `NSLayoutConstraint`): changes to the constant and the priority reach
/// it, and deactivating one deactivates it.
package protocol PlatformConstraint: AnyObject {
    var isActive: Bool { get }
    /// Why the system's constraint cannot be changed or deactivated now (off
    /// the main queue), checked before anything changes.
    var changeProblem: ConstraintProblem? { get }
    func apply(constant: CGFloat)
    func apply(priority: Priority)
    func deactivate()
}

extension LayoutConstraint {
    /// The platform system of the constraint's items, or nil for headless
    /// items. A constraint that relates a headless item to a platform one
    /// has a problem instead (`mixedLayoutSystems`).
    var platformItemType: (any PlatformLayoutItem.Type)? {
        guard let first = firstItem, !first.isHeadlessItem else { return nil }
        return type(of: first) as? any PlatformLayoutItem.Type
    }
}

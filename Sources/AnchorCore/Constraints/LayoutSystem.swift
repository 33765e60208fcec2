import Foundation

/// The one seam every layout system plugs into: the headless engine
/// (AnchorHeadless) and UIKit's or AppKit's own (AnchorDSL's Apple bridge).
/// Activation checks each constraint by itself, groups the constraints by
/// the system of their items, and hands each group to its system, which
/// checks what it alone can (where the items are) and returns the work to
/// do once every group of the call has passed.
package protocol LayoutSystem {
    /// Checks `constraints`, all between items of this system, as the system
    /// would (raising an exception there is a crash in an app) and returns
    /// the problems, or, if there are none, the activation to run once every
    /// other constraint of the call has passed its checks too.
    static func prepareActivation(of constraints: [LayoutConstraint]) -> PreparedActivation
}

/// What `LayoutSystem.prepareActivation(of:)` found: the constraints it
/// refuses and why, or the activation to run.
package struct PreparedActivation {
    package let refused: [(constraint: LayoutConstraint, problem: ConstraintProblem)]
    package let run: () -> Void

    package init(refused: [(constraint: LayoutConstraint, problem: ConstraintProblem)], run: @escaping () -> Void) {
        self.refused = refused
        self.run = run
    }
}

/// Where an active constraint lives in a system that keeps its constraints
/// on its views (the headless engine): the view, held weakly by the
/// constraint, is told of every change and of deactivation.
package protocol ConstraintHost: AnyObject {
    /// The constraint's constant or priority changed.
    func constraintDidChange(_ constraint: LayoutConstraint)
    /// The constraint is deactivated: the host lets go of it.
    func remove(_ constraint: LayoutConstraint)
}

/// The system's own constraint that an active `LayoutConstraint` stands for,
/// in a system with constraint objects of its own (an `NSLayoutConstraint`):
/// changes to the constant and the priority reach it, and deactivating one
/// deactivates it.
package protocol ConstraintCounterpart: AnyObject {
    var isActive: Bool { get }
    /// Why the system's constraint cannot be changed or deactivated now (off
    /// the main queue), checked before anything changes.
    var changeProblem: ConstraintProblem? { get }
    func apply(constant: CGFloat)
    func apply(priority: Priority)
    func deactivate()
}

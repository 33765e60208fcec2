import Foundation

// Where an active headless constraint lives: on the nearest common ancestor
// of its items, in that view's `constraints`, with its root's engine told
// of every change.
extension LayoutConstraint {
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
    func noteEngineChange() {
        installedView?.rootView.engine?.noteChanged(self)
    }
}

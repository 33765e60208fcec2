package import AnchorSolver

/// What a root's engine holds, counted: for tests that check that nothing
/// is kept for constraints and views that are gone. Visible inside this
/// package only.
///
///     let before = root.engineStorage; …; #expect(root.engineStorage == before)
package struct EngineStorage: Equatable, Sendable, CustomStringConvertible {
    /// Solver constraints, one per active constraint and derived rule.
    package var entries: Int
    /// Broken entries, and those already reported.
    package var broken: Int
    package var reported: Int
    /// Changes recorded and not yet applied.
    package var pending: Int
    /// Views and guides whose frames are written, and views with guides.
    package var frameSlots: Int
    package var guideOwners: Int
    /// Items that are neither views nor guides, with unknowns of their own.
    package var otherItems: Int
    /// Labels the two-pass layout watches, and wrap widths a fitting engine keeps.
    package var labels: Int
    package var solver: SolverStorage

    package var description: String {
        "\(entries) entries, \(broken) broken, \(reported) reported, \(pending) pending, \(frameSlots) frame slots, "
            + "\(guideOwners) guide owners, \(otherItems) other items, \(labels) labels; solver: \(solver)"
    }
}

extension View {
    /// What the engine of this view's root holds; nil before its first layout.
    package var engineStorage: EngineStorage? {
        rootView.engine?.storage
    }

    /// How much room the solver of this view's root has taken; nil before
    /// its first layout.
    package var engineCapacity: SolverCapacity? {
        rootView.engine?.solver.capacity
    }
}

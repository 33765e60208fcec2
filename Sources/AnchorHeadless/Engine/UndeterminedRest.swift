import Foundation
internal import AnchorSolver

/// Where a frame that the constraints leave undetermined comes to rest.
///
/// Apple's Auto Layout Guide ("Ambiguous Layouts") says only that the
/// engine "chooses one of the possible solutions". What it chooses is
/// public only by observation: an underconstrained view "often defaults to
/// a size of zero", and Auto Layout never gives a view a negative size
/// (Erica Sadun, *iOS Auto Layout Demystified*, "About Those Missing
/// Views", informit.com/articles/article.aspx?p=2151265&seqNum=5); a view
/// with no horizontal or vertical position shows at its superview's origin.
/// A simplex solver by itself rests where its last pivot left it (a row of
/// a stack nothing sizes came out −397 points high), so the engine adds,
/// for each unknown that can move, two preferences below every probe and
/// every Auto Layout priority (`Strength.isResting`):
///
/// 1. a size is not negative;
/// 2. a size is its intrinsic size, or 0 without one, and a position is
///    its superview's origin.
///
/// They decide nothing that any constraint decides: an unknown that
/// constraints fix is never touched, an ambiguity probe still moves what
/// they hold, and `isProvablyFixed` ignores them.
extension LayoutEngine {
    /// Keeps every undetermined unknown of the tree at rest from now on
    /// (each later layout rests them again) and writes the frames. Returns
    /// the views whose frames are undetermined, each with the unknowns that
    /// can move (`x`, `y`, `width`, `height`, as `movableVariables`).
    func restUndeterminedFrames() -> [(view: View, movable: [String])] {
        setWeighsTies(false)
        update()
        if rest == nil { placeRest() }
        restsUndetermined = true
        writeFrames()
        return rest?.views.compactMap { entry in entry.view.view.map { ($0, entry.movable) } } ?? []
    }

    /// Takes the resting preferences out of the solver before the tree's
    /// changes go in; `update()` places them again once it has settled.
    func liftRest() {
        guard let placed = rest else { return }
        for constraint in placed.constraints { try? solver.removeConstraint(constraint) }
        rest = nil
    }

    /// Adds the resting preferences for every unknown of every view but the
    /// root that can move.
    func placeRest() {
        guard let root else { return }
        var placed = UndeterminedRest()
        // In a tree the solver proves determined at once, the usual one,
        // only an unknown no constraint mentions can move.
        let mayHaveFreedom = solver.mayHaveFreedom
        for view in root.descendantsAndSelf where view !== root {
            // Asked only of a view whose size can move: measuring every
            // label's text again was most of what resting cost.
            var intrinsic: CGSize?
            var movable: [String] = []
            for unknown in unknowns(of: view) {
                if !mayHaveFreedom, solver.knows(unknown.variable), unknown.origin.map(solver.knows) ?? true { continue }
                guard canMove(unknown.variable, relativeTo: unknown.origin) else { continue }
                movable.append(unknown.name)
                var terms = [Term(unknown.variable, 1)]
                if let origin = unknown.origin { terms.append(Term(origin, -1)) }
                var resting: Double = 0
                if unknown.origin == nil {
                    let natural = intrinsic ?? view.intrinsicContentSize
                    intrinsic = natural
                    let length = Double(unknown.name == "width" ? natural.width : natural.height)
                    if length > 0 { resting = length }
                    placed.constraints.append(
                        Constraint(LinearExpression(terms), .greaterOrEqual, strength: Self.notInsideOut))
                }
                placed.constraints.append(
                    Constraint(LinearExpression(terms, constant: -resting), .equal, strength: Self.atRest))
            }
            if !movable.isEmpty { placed.views.append((WeakView(view), movable)) }
        }
        for constraint in placed.constraints {
            do throws(SolverError) {
                try solver.addConstraint(constraint)
            } catch {
                LayoutDiagnostics.report(.engineFailure("resting an undetermined frame: \(error)"))
            }
        }
        rest = placed
    }

    /// Above the rest itself: no size comes out negative to be nearer 0.
    static let notInsideOut = Strength(level: -1)
    /// The rest: intrinsic size or 0, superview's origin.
    static let atRest = Strength(level: -2)
}

/// The resting preferences in the solver, and what they hold.
struct UndeterminedRest {
    var constraints: [Constraint] = []
    var views: [(view: WeakView, movable: [String])] = []
}

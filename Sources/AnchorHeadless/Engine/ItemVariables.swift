import Foundation
internal import AnchorSolver

/// The four solver unknowns of a view or guide: its rectangle in root
/// coordinates. Every attribute is an affine expression of them.
///
/// Unnamed: a name longer than 15 bytes is a heap string, and every copy of
/// the variables (each frame written) would retain and release it. The
/// engine's diagnostics name constraints, never variables.
struct ItemVariables {
    let x = Variable()
    let y = Variable()
    let width = Variable()
    let height = Variable()

    var all: [Variable] { [x, y, width, height] }

    /// The variables along one axis: position, then size.
    func along(_ axis: LayoutAxis) -> (position: Variable, size: Variable) {
        axis == .horizontal ? (x, width) : (y, height)
    }

    /// The rectangle the solver gives these variables, in root coordinates.
    func rect(in solver: Solver) -> CGRect {
        CGRect(
            x: solver.value(of: x), y: solver.value(of: y),
            width: solver.value(of: width), height: solver.value(of: height))
    }
}

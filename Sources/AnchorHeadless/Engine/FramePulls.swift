import Foundation
internal import AnchorSolver

/// A bound on one edge or size of an item's frame, in root coordinates:
/// `item.edge ≥ reference.edge + constant` (or `≤`). The checks pull a
/// laid-out tree toward bounds like these to learn whether a problem can be
/// undone by the frames the constraints leave open, instead of sampling a
/// few places those frames could be.
///
///     FrameBound(label, .width, .atLeast, plus: 120)
package struct FrameBound {
    package enum Edge { case minX, maxX, minY, maxY, width, height }
    package enum Relation { case atLeast, atMost }

    let item: any LayoutItem
    let edge: Edge
    let relation: Relation
    let reference: (item: any LayoutItem, edge: Edge)?
    let constant: CGFloat

    /// `item.edge` at least (or at most) `reference.edge + constant`, or
    /// `constant` alone without a reference.
    package init(
        _ item: any LayoutItem, _ edge: Edge, _ relation: Relation,
        _ reference: (any LayoutItem)? = nil, _ referenceEdge: Edge? = nil, plus constant: CGFloat = 0
    ) {
        self.item = item
        self.edge = edge
        self.relation = relation
        self.reference = reference.map { ($0, referenceEdge ?? edge) }
        self.constant = constant
    }
}

extension LayoutEngine {
    /// Runs `body` with the frames written where the constraints come
    /// nearest to every bound in `bounds` (each pulled below every Auto
    /// Layout priority, so that only what the constraints leave open
    /// moves: together, the free unknowns' range itself), then lets go and
    /// writes the frames back.
    func withPulls<Result>(toward bounds: [FrameBound], _ body: () -> Result) -> Result {
        update()
        var probes: [Constraint] = []
        for bound in bounds {
            var terms = terms(of: bound.item, bound.edge, times: 1)
            if let reference = bound.reference { terms += self.terms(of: reference.item, reference.edge, times: -1) }
            let sign: Double = bound.relation == .atLeast ? 1 : -1
            let expression = LinearExpression(
                terms.map { Term($0.variable, sign * $0.coefficient) }, constant: -sign * Double(bound.constant))
            let probe = Constraint(expression, .greaterOrEqual, strength: Self.probeStrength)
            do throws(SolverError) {
                try solver.addConstraint(probe)
                probes.append(probe)
            } catch {
                LayoutDiagnostics.report(.engineFailure("pulling a frame toward a bound: \(error)"))
            }
        }
        writeFrames()
        defer {
            for probe in probes { try? solver.removeConstraint(probe) }
            writeFrames()
        }
        return body()
    }

    private func terms(of item: any LayoutItem, _ edge: FrameBound.Edge, times factor: Double) -> [Term] {
        let v = variables(of: item)
        return switch edge {
        case .minX: [Term(v.x, factor)]
        case .maxX: [Term(v.x, factor), Term(v.width, factor)]
        case .minY: [Term(v.y, factor)]
        case .maxY: [Term(v.y, factor), Term(v.height, factor)]
        case .width: [Term(v.width, factor)]
        case .height: [Term(v.height, factor)]
        }
    }
}

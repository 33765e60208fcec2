import AnchorSolver
import AnchorTestSupport

/// Everything observable about a solver: its tableau and the given values.
func snapshot(_ solver: Solver, _ variables: [Variable]) -> String {
    solver.dump() + "|" + variables.map { "\(solver.value(of: $0).bitPattern)" }.joined(separator: ",")
}

/// One step of a random workload, replayable on any solver.
enum Step {
    case add(Constraint)
    case remove(Constraint)
    case edit(Variable, Strength)
    case unedit(Variable)
    case suggest(Variable, Double)

    @discardableResult
    func apply(to solver: Solver) -> SolverError? {
        do throws(SolverError) {
            switch self {
            case let .add(c): try solver.addConstraint(c)
            case let .remove(c): try solver.removeConstraint(c)
            case let .edit(v, s): try solver.addEditVariable(v, strength: s)
            case let .unedit(v): try solver.removeEditVariable(v)
            case let .suggest(v, x): try solver.suggestValue(x, for: v)
            }
            return nil
        } catch {
            return error
        }
    }
}

/// A random sequence of steps over `variables` (mixed relations and
/// strengths, removals, edits and suggestions; many required constraints
/// conflict, so errors are frequent).
func randomSteps(_ seed: UInt64, _ variables: [Variable], count: Int) -> [Step] {
    var rng = SplitMix(state: seed)
    var steps: [Step] = []
    var added: [Constraint] = []
    var edits: [Variable] = []
    let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, Strength(level: 7, weight: 2)]
    for _ in 0..<count {
        let r = rng.int(0...99)
        if r < 65 || added.isEmpty {
            var e = LinearExpression(constant: Double(rng.int(-40...40)))
            for _ in 0..<rng.int(1...3) {
                e.terms.append(Term(variables[rng.int(0...variables.count - 1)], Double(rng.int(-3...3))))
            }
            let relation: Constraint.Relation = [.lessOrEqual, .equal, .greaterOrEqual][rng.int(0...2)]
            let c = Constraint(e, relation, strength: strengths[rng.int(0...strengths.count - 1)])
            steps.append(.add(c))
            added.append(c)
        } else if r < 75 {
            steps.append(.remove(added.remove(at: rng.int(0...added.count - 1))))
        } else if r < 82 {
            let v = variables[rng.int(0...variables.count - 1)]
            steps.append(.edit(v, rng.int(0...1) == 0 ? .strong : .medium))
            edits.append(v)
        } else if r < 85 && !edits.isEmpty {
            steps.append(.unedit(edits.remove(at: rng.int(0...edits.count - 1))))
        } else if !edits.isEmpty {
            steps.append(.suggest(edits[rng.int(0...edits.count - 1)], Double(rng.int(-60...60))))
        }
    }
    return steps
}

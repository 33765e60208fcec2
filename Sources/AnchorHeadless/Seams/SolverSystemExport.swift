internal import AnchorSolver

/// The solver system an engine built, as plain numbers, so that benchmarks
/// can run exactly that system through a bare `Solver` and through kiwi.
/// Variables are numbered in the order the constraints first mention them.
package struct SolverSystemExport {
    package struct Row {
        /// (variable number, coefficient) pairs.
        package var terms: [(variable: Int, coefficient: Double)]
        package var constant: Double
        /// -1 for `<=`, 0 for `==`, 1 for `>=`, all against zero.
        package var relation: Int
        /// The solver level; nil for required.
        package var level: Int?
    }

    package var variableCount = 0
    /// In the order the engine added them to its solver.
    package var rows: [Row] = []
}

extension View {
    /// The root's engine's solver system (after laying the tree out).
    ///
    ///     let system = root.exportSolverSystem()
    package func exportSolverSystem() -> SolverSystemExport {
        let engine = layoutEngine
        engine.update()
        var export = SolverSystemExport()
        var numbers: [UInt64: Int] = [:]
        let installed = engine.entries.values.compactMap { entry in entry.installed.map { (entry.sequence, $0) } }
        for (_, constraint) in installed.sorted(by: { $0.0 < $1.0 }) {
            let terms = constraint.expression.terms.map { term in
                let number = numbers[term.variable.id] ?? numbers.count
                numbers[term.variable.id] = number
                return (variable: number, coefficient: term.coefficient)
            }
            let relation = switch constraint.relation {
            case .lessOrEqual: -1
            case .equal: 0
            case .greaterOrEqual: 1
            }
            export.rows.append(SolverSystemExport.Row(
                terms: terms, constant: engine.solver.constant(of: constraint) ?? constraint.expression.constant,
                relation: relation,
                level: constraint.strength.isRequired ? nil : constraint.strength.level))
        }
        export.variableCount = numbers.count
        return export
    }
}

internal import AnchorSolver

/// What the engine does when a required constraint cannot hold, as UIKit:
/// exactly one active constraint is broken (it stays active, and is not
/// enforced) and the breakage is reported once, through `LayoutDiagnostics`,
/// with the conflicting set the solver proved, each constraint in its
/// `description` form with where it was written.
///
/// The constraint broken is the earliest activated `LayoutConstraint` of
/// the conflict, the one whose addition or change failed included, as
/// UIKit broke the height of the first of three stacked views whose
/// heights did not fit (a recorded layout) and kept the height a table
/// adds last to a cell's content view (`UIView-Encapsulated-Layout-Height`)
/// over the app's earlier one in a public log. Activation order, not the
/// order views were added or the engine installed them, decides. The
/// engine's own constraints (a root's size, an autoresizing frame, guide
/// insets) and those it places views with for the system (a cell's
/// encapsulated size) are not broken while one of the app's can be.
extension LayoutEngine {
    /// Adds the entry's constraint to the solver.
    func install(_ key: EntryKey) {
        while let entry = entries[key], entry.installed === nil {
            let constraint = entry.spec.makeConstraint()
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                entries[key]?.installed = constraint
                return
            } catch {
                guard resolve(error, failing: key) else { return }
            }
        }
    }

    /// Breaks one constraint of the conflict. Returns true if it was another
    /// one than `key`, so that the operation on `key` should be tried again.
    private func resolve(_ error: SolverError, failing key: EntryKey) -> Bool {
        guard case let .unsatisfiableConstraint(_, conflicts) = error else {
            // Not reachable: every number was checked where it entered.
            LayoutDiagnostics.report(.engineFailure("\(error)"))
            return false
        }
        // Solver constraint → entry, made only now: a map kept up to date
        // for every constraint made every first layout pay for the rare
        // conflict.
        var keysBySolverID: [UInt64: EntryKey] = [:]
        for (key, entry) in entries {
            if let installed = entry.installed { keysBySolverID[installed.id] = key }
        }
        let conflicting: [EntryKey] = conflicts.compactMap { keysBySolverID[$0.id] }
        let victim = earliestActivated(among: [key] + conflicting, placedForTheSystem: false)
            ?? earliestActivated(among: [key] + conflicting, placedForTheSystem: true) ?? key
        // `!=`, not `==`: the solver's `==` overloads are visible in this file,
        // and the first `==` here went over the type-check budget.
        var others: [EntryKey] = victim != key ? [key] : []
        others += conflicting.filter { $0 != victim }
        markBroken(victim, conflictingWith: others)
        return victim != key
    }

    private func markBroken(_ key: EntryKey, conflictingWith others: [EntryKey]) {
        if let installed = entries[key]?.installed {
            try? solver.removeConstraint(installed)
            entries[key]?.installed = nil
        }
        if !broken.contains(key) { broken.append(key) }
        conflictsOfBroken[key] = others
        guard reported.insert(key).inserted else { return }
        LayoutDiagnostics.report(.unsatisfiableConstraints(
            broken: describe(key), conflicting: others.map(describe)))
    }

    /// The earliest activated `LayoutConstraint` of the keys (of two
    /// activated together, the first of the call), among the app's or the
    /// system's placements (`placesForTheSystem`).
    private func earliestActivated(among keys: [EntryKey], placedForTheSystem: Bool) -> EntryKey? {
        var earliest: (key: EntryKey, stamp: UInt64)?
        for key in keys {
            guard let entry = entries[key], case let .constraint(constraint) = entry.source,
                  constraint.placesForTheSystem == placedForTheSystem else { continue }
            if constraint.activationStamp < earliest?.stamp ?? .max { earliest = (key, constraint.activationStamp) }
        }
        return earliest?.key
    }

    /// A constraint of the engine as a person reads it: a `LayoutConstraint`'s
    /// own description (with its file and line), or the engine's constraint
    /// with the property it comes from.
    func describe(_ key: EntryKey) -> String {
        guard let entry = entries[key] else { return "\(key)" }
        switch entry.source {
        case let .constraint(constraint):
            return constraint.description
        case let .structural(item, role, relative, reason):
            let value = -entry.spec.constant
            let attribute = role.attributeName
            var text = "\(item).\(attribute) \(entry.spec.relationText) "
            // Sizes of autoresizing views are pinned to a number, not to their superview.
            if let relative, role != .width, role != .height {
                text += "\(relative).\(attribute)"
                if value != 0 { text += (value < 0 ? " - " : " + ") + NumberText.format(abs(value)) }
            } else {
                text += NumberText.format(value)
            }
            return text + entry.spec.priorityText + " (\(reason))"
        }
    }
}

extension LinearSpec {
    fileprivate var relationText: String {
        switch relation {
        case .lessOrEqual: "<="
        case .equal: "=="
        case .greaterOrEqual: ">="
        }
    }

    fileprivate var priorityText: String {
        if strength.isRequired { return "" }
        let priority = Float(bitPattern: UInt32(strength.level))
        return " @" + NumberText.format(Double(priority))
    }
}

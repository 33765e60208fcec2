import Foundation
internal import AnchorSolver

/// The headless Auto Layout engine of one view tree: its root owns it, and
/// it keeps one `Solver` in step with the tree's active constraints and the
/// views' layout properties.
///
/// Changes are recorded as they happen (`noteChanged`) and applied at the
/// next `layoutIfNeeded()`, each as the smallest solver operation that
/// expresses it: a changed constant is `updateConstant` on the one solver
/// constraint, a new or removed constraint one add or remove. Only a change
/// of the tree's shape (a view or guide added or removed, a layout
/// direction or baseline changed) re-derives every solver constraint, and
/// even then only those whose terms changed are replaced.
final class LayoutEngine {
    /// What sizes the root.
    enum Mode {
        /// The root's frame, as the user set it: required.
        case frame
        /// `systemLayoutSizeFitting`: a target size at the given priorities.
        case fitting(CGSize, horizontal: Priority, vertical: Priority)
    }

    private(set) weak var root: View?
    let mode: Mode
    let solver = Solver()

    var entries: [EntryKey: EngineEntry] = [:]
    /// Entries that are active but not in the solver, in the order they broke.
    var broken: [EntryKey] = []
    /// The rest of each broken entry's conflicting set, as the solver proved it.
    var conflictsOfBroken: [EntryKey: [EntryKey]] = [:]
    /// Broken entries already reported, so that each breakage is said once.
    var reported: Set<EntryKey> = []
    /// Views whose `alignmentRectInsets` were refused, so that each is said once.
    var refusedAlignmentInsets: Set<ObjectIdentifier> = []
    private var nextSequence = 0
    private var generation: UInt32 = 0

    private(set) var needsFullSync = true
    /// Whether anything was noted since the guides and labels last settled.
    var needsSettling = true
    /// The guides' insets each owner was last settled with.
    var settledGuideInsets: [ObjectIdentifier: GuideInsets] = [:]
    /// True while the first sync runs: nothing is in the solver yet, so
    /// nothing can be met in an old state, and additions need not wait.
    private(set) var isFirstSync = false
    /// Additions and failed constant updates of the current sync (`upsert`).
    private var pendingInstalls: [EntryKey] = []
    private(set) var dirtyConstraints: [LayoutConstraint] = []
    private var dirtyConstraintIDs: Set<ObjectIdentifier> = []
    /// Views are held weakly here and below: the root owns the engine, so
    /// a strong reference would keep a released tree alive.
    private(set) var dirtyViews: [WeakView] = []
    private var dirtyViewIDs: Set<ObjectIdentifier> = []
    /// Views with built-in guides (margins, safe area, a scroll view's):
    /// their guides depend on frames and offsets, so they are settled after
    /// each solve (GuideSettling.swift).
    var guideOwners: [WeakView] = []
    /// Every view and guide of the tree, each after the view it is placed
    /// in, for `writeFrames`. Unretained, because reference counting every
    /// view at every layout was most of a one-constant relayout (views with
    /// weak references to them retain through a side table); safe, because
    /// any change that could release an item also marks the tree changed,
    /// and the next `update()` rebuilds the list before frames are written.
    private(set) var frameSlots: [FrameSlot] = []
    /// Unknowns of items that are neither views nor guides.
    private var otherVariables: [ObjectIdentifier: ItemVariables] = [:]
    /// The tree's views that lay out rows of their own (tables), asked after each layout.
    var partSettlers: [WeakView] = []
    /// What the two-pass layout of text keeps between layouts (LabelSettling.swift).
    var textPass = TextPass()
    /// The stacks' tie-breaks on items with no intrinsic length, by item (ContentTieBreaks.swift).
    var contentTieWeights: [ObjectIdentifier: ContentTieWeights] = [:]
    /// The preferences that hold undetermined frames at rest, while they
    /// are in the solver (UndeterminedRest.swift).
    var rest: UndeterminedRest?
    /// Whether each layout rests the undetermined frames anew: asked for
    /// once, by the layout checks, and kept for the engine's life. Without
    /// it the frames are rested when the tree's shape changes (a first
    /// layout, a view added or removed), and the rest kept through other
    /// changes: a view nothing places shows where the checks judge it, at a
    /// cost paid once, not at every change of a constant.
    var restsUndetermined = false

    struct FrameSlot {
        /// The view, or else the guide.
        let view: Unmanaged<View>?
        let guide: Unmanaged<LayoutGuide>?
        /// The index of the slot of the view it is placed in; -1 for the root.
        let parent: Int
        let variables: ItemVariables
    }

    /// The number of solve-and-resettle passes of the guides' insets (see
    /// `settleGuides`) and of the labels' wrapping (`settleLabels`); in
    /// practice one or two are needed.
    static let passLimit = 8

    init(root: View, mode: Mode = .frame) {
        self.root = root
        self.mode = mode
    }

    // MARK: Recording changes

    /// The tree's shape changed: every constraint is derived again.
    func noteTreeChanged() {
        needsFullSync = true
        needsSettling = true
        textPass.mayRewrap = true
    }

    /// A constraint was activated, deactivated, or its constant or priority changed.
    func noteChanged(_ constraint: LayoutConstraint) {
        needsSettling = true
        // What lies down only moves no width: the labels' widths, and so
        // their wrapping, are settled by what lies across (as a first
        // layout settles them, `addAcrossThenDown`).
        if !constraint.liesDownOnly { textPass.mayRewrap = true }
        guard !needsFullSync, dirtyConstraintIDs.insert(ObjectIdentifier(constraint)).inserted else { return }
        dirtyConstraints.append(constraint)
    }

    /// A view's frame, intrinsic size, priorities, margins, insets or
    /// autoresizing flag changed.
    func noteChanged(_ view: View) {
        textPass.mayRewrap = true
        noteChangedKeepingWidths(view)
    }

    /// A change of the view that moves no width: a scroll (its frame guide
    /// moves), a frame changed only down (a cell given its fitted height).
    func noteChangedKeepingWidths(_ view: View) {
        needsSettling = true
        guard !needsFullSync, dirtyViewIDs.insert(ObjectIdentifier(view)).inserted else { return }
        dirtyViews.append(WeakView(view))
    }

    // MARK: Layout

    /// Brings the solver up to date with the tree. Frames are then read
    /// with `rect(of:)` or written with `writeFrames()`.
    func update() {
        guard root != nil else { return }
        if needsFullSync || (needsSettling && restsUndetermined) { liftRest() }
        var wasFirstSync = false
        if needsFullSync {
            isFirstSync = entries.isEmpty
            wasFirstSync = isFirstSync
            syncEverything()
            isFirstSync = false
        } else {
            syncDirty()
        }
        installPending()
        // Nothing noted since the last update: the guides and labels are
        // settled and the broken constraints still conflict. The ambiguity
        // check updates once per view it asks about; settling each time was
        // most of its cost on a long screen.
        guard needsSettling else { return }
        needsSettling = false
        retryBroken()
        settleGuides()
        settleLabels(afterFirstSync: wasFirstSync)
        if restsUndetermined || rest == nil { placeRest() }
    }

    /// An item's rectangle in root coordinates, as solved.
    func rect(of item: any LayoutItem) -> CGRect {
        variables(of: item).rect(in: solver)
    }

    // MARK: Variables

    /// The item's unknowns, made on first use. Views and guides keep theirs;
    /// any other type conforming to `LayoutItem` gets them from a table here.
    func variables(of item: any LayoutItem) -> ItemVariables {
        if let view = item as? View {
            if let known = view.engineVariables { return known }
            let made = ItemVariables()
            view.engineVariables = made
            return made
        }
        if let guide = item as? LayoutGuide {
            if let known = guide.engineVariables { return known }
            let made = ItemVariables()
            guide.engineVariables = made
            return made
        }
        if let known = otherVariables[ObjectIdentifier(item)] { return known }
        let made = ItemVariables()
        otherVariables[ObjectIdentifier(item)] = made
        return made
    }

    // MARK: Syncing

    private func syncEverything() {
        guard let root else { return }
        needsFullSync = false
        dirtyConstraints.removeAll()
        dirtyConstraintIDs.removeAll()
        dirtyViews.removeAll()
        dirtyViewIDs.removeAll()
        textPass.remeasured.removeAll()
        textPass.remeasuredIDs.removeAll()
        generation &+= 1
        let views = root.descendantsAndSelf
        guideOwners = views.filter(\.hasBuiltInGuides).map(WeakView.init)
        settledGuideInsets.removeAll()
        textPass.viewsWithText = views.compactMap { $0.measuresText ? Unmanaged.passUnretained($0) : nil }
        rankWrappingLabels(views)
        partSettlers = views.filter(\.settlesParts).map(WeakView.init)
        // A first layout starts every label unwrapped, whatever width an
        // engine before this one left it at.
        if isFirstSync, case .frame = mode {
            for view in textPass.viewsWithText { view.takeUnretainedValue().automaticWrapWidth = nil }
        }
        rebuildFrameSlots(views)
        collectContentTieBreaks(views)
        // About six solver constraints a view: growing the table by
        // doubling re-hashed every entry several times.
        entries.reserveCapacity(views.count * 6)
        if isFirstSync, textPass.viewsWithText.contains(where: { $0.takeUnretainedValue().wrapsAtLayoutWidth }) {
            addAcrossThenDown(views)
        } else {
            var derived: [Derived] = []
            for view in views {
                derived.removeAll(keepingCapacity: true)
                appendStructuralSpecs(of: view, to: &derived)
                for (key, spec, source) in derived { upsert(key, spec, source) }
            }
            for view in views {
                for constraint in view.constraints {
                    guard !isCollectedContentTieBreak(constraint),
                          let spec = spec(of: constraint, installedOn: view) else { continue }
                    upsert(.constraint(ObjectIdentifier(constraint)), spec, .constraint(constraint))
                }
            }
        }
        var stale: [(sequence: Int, key: EntryKey)] = []
        for (key, entry) in entries where entry.generation != generation { stale.append((entry.sequence, key)) }
        for (_, key) in stale.sorted(by: { $0.sequence < $1.sequence }) { remove(key) }
    }

    /// `views` is in breadth-first order (`descendantsAndSelf`), so the
    /// children of `views[i]` are the next `subviews.count` views not yet
    /// given a parent: no look-up is needed to find a view's parent slot.
    private func rebuildFrameSlots(_ views: [View]) {
        frameSlots.removeAll(keepingCapacity: true)
        var parentSlot = [Int](repeating: -1, count: views.count)
        var nextChild = 1
        for (position, view) in views.enumerated() {
            let index = frameSlots.count
            for _ in view.subviews where nextChild < views.count {
                parentSlot[nextChild] = index
                nextChild += 1
            }
            let parent = parentSlot[position]
            frameSlots.append(FrameSlot(
                view: Unmanaged.passUnretained(view), guide: nil, parent: parent, variables: variables(of: view)))
            for guide in view.layoutGuides {
                frameSlots.append(FrameSlot(
                    view: nil, guide: Unmanaged.passUnretained(guide), parent: index, variables: variables(of: guide)))
            }
        }
    }

    private func syncDirty() {
        let constraints = dirtyConstraints, changedViews = dirtyViews
        dirtyConstraints.removeAll()
        dirtyConstraintIDs.removeAll()
        dirtyViews.removeAll()
        dirtyViewIDs.removeAll()
        for view in changedViews.compactMap(\.view) where view.rootView === root {
            // Its guides are derived here from the frames as they are: the
            // next settling derives them again from the solved ones.
            settledGuideInsets[ObjectIdentifier(view)] = nil
            var derived: [Derived] = []
            appendStructuralSpecs(of: view, to: &derived)
            var kept = Set<EntryKey>()
            for (key, spec, source) in derived {
                kept.insert(key)
                upsert(key, spec, source)
            }
            for key in possibleStructuralKeys(of: view) where !kept.contains(key) && entries[key] != nil {
                remove(key)
            }
        }
        syncRemeasuredLabels()
        for constraint in constraints {
            let key = EntryKey.constraint(ObjectIdentifier(constraint))
            if constraint.breaksATieOnly, syncContentTieBreak(constraint) { continue }
            if let host = constraint.installedView, host.rootView === root,
               let spec = spec(of: constraint, installedOn: host) {
                upsert(key, spec, .constraint(constraint))
            } else if entries[key] != nil {
                remove(key)
            }
        }
    }

    /// Puts `spec` in the solver under `key`: an in-place constant update if
    /// only the constant changed, a replacement if more did.
    ///
    /// On the first layout a new constraint is added at once. Later, every
    /// addition waits in `pendingInstalls` until the sync has taken out
    /// everything it removes or replaces and moved every constant, and a
    /// constant update that fails goes there too: otherwise a constraint
    /// could meet the old version of one that is about to change, and break
    /// although the new state has no conflict (a layout direction flips every
    /// leading constraint, one by one). `installPending()` then adds them in
    /// order, which is also the order a fresh engine adds them in.
    func upsert(_ key: EntryKey, _ spec: LinearSpec, _ source: EngineEntry.Source) {
        guard var entry = entries[key] else {
            guard isFirstSync else {
                entries[key] = EngineEntry(
                    spec: spec, installed: nil, sequence: nextSequence, generation: generation, source: source)
                nextSequence += 1
                pendingInstalls.append(key)
                return
            }
            // A new entry is stored once, already installed when its
            // constraint holds: a second look-up to record that was a
            // tenth of a first layout's bookkeeping.
            let constraint = spec.makeConstraint()
            let added: Bool
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                added = true
            } catch {
                added = false
            }
            entries[key] = EngineEntry(
                spec: spec, installed: added ? constraint : nil, sequence: nextSequence, generation: generation,
                source: source)
            nextSequence += 1
            // A conflict: `install` adds it again, and breaks one constraint of the conflict.
            if !added { install(key) }
            return
        }
        entry.generation = generation
        entry.source = source
        if entry.spec.hasSameShape(as: spec) {
            let oldConstant = entry.spec.constant
            entry.spec = spec
            entries[key] = entry
            guard spec.constant != oldConstant, let installed = entry.installed else { return }
            do throws(SolverError) {
                try solver.updateConstant(of: installed, to: spec.constant)
            } catch {
                // Rolled back by the solver; tried again once the sync is done.
                try? solver.removeConstraint(installed)
                entries[key]?.installed = nil
                pendingInstalls.append(key)
            }
        } else {
            if let installed = entry.installed {
                try? solver.removeConstraint(installed)
            }
            entry.spec = spec
            entry.installed = nil
            entries[key] = entry
            forgetBroken(key)
            reported.remove(key)
            pendingInstalls.append(key)
        }
    }

    /// Adds what `upsert` deferred, in the order it was deferred; a
    /// constraint that still conflicts now breaks, as on a fresh engine.
    func installPending() {
        let keys = pendingInstalls
        pendingInstalls.removeAll()
        for key in keys { install(key) }
    }

    /// Takes the entry out of the solver and forgets it.
    func remove(_ key: EntryKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        if let installed = entry.installed {
            try? solver.removeConstraint(installed)
        }
        if entry.installed == nil { forgetBroken(key) }
        reported.remove(key)
    }

    /// `broken` holds each key once (see `markBroken`).
    private func forgetBroken(_ key: EntryKey) {
        if let index = broken.firstIndex(of: key) { broken.remove(at: index) }
        conflictsOfBroken[key] = nil
    }

    /// Adds a broken constraint again whenever a layout pass runs: a later
    /// change (another constraint removed, a constant or the root's size
    /// changed) may have made it satisfiable, and then it is enforced again,
    /// silently. One that still conflicts stays broken without a new report.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        for key in broken {
            guard let entry = entries[key], entry.installed == nil else { continue }
            let constraint = entry.spec.makeConstraint()
            do throws(SolverError) {
                try solver.addConstraint(constraint)
                entries[key]?.installed = constraint
                reported.remove(key)
            } catch {
                continue
            }
        }
        broken.removeAll { entries[$0]?.installed != nil || entries[$0] == nil }
        if conflictsOfBroken.count > broken.count { conflictsOfBroken = conflictsOfBroken.filter { broken.contains($0.key) } }
    }

    var storage: EngineStorage {
        EngineStorage(
            entries: entries.count, broken: broken.count, reported: reported.count,
            pending: pendingInstalls.count + dirtyConstraints.count + dirtyViews.count + textPass.remeasured.count,
            frameSlots: frameSlots.count, guideOwners: guideOwners.count, otherItems: otherVariables.count,
            labels: textPass.viewsWithText.count + textPass.fittingWrapWidths.count,
            solver: solver.storage)
    }
}

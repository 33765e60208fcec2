import Foundation

/// What the two-pass layout of text keeps between layouts.
struct TextPass {
    /// The tree's views that measure text (labels, buttons, text fields
    /// and views); unretained, as the engine's `frameSlots` and for the
    /// same reason.
    var viewsWithText: [Unmanaged<View>] = []
    /// Whether anything that can move a label's width changed since the
    /// labels last settled (`settleLabels`): anything noted but what keeps
    /// every width (`noteChangedKeepingWidths`, a constraint that lies down
    /// only).
    var mayRewrap = true
    /// Labels whose text or font changed, and nothing else about them:
    /// only their intrinsic size is derived again.
    var remeasured: [WeakView] = []
    var remeasuredIDs: Set<ObjectIdentifier> = []
    /// The widths a fitting engine wraps labels at: its own, so that
    /// asking for a fitting size leaves the labels' layout as it was (nil:
    /// unwrapped; no entry: the width the frames' last layout settled at).
    var fittingWrapWidths: [ObjectIdentifier: CGFloat?] = [:]
    /// Each wrapping label's place among them, in tree order, and whether
    /// ties between them go to the first (TiedLabels.swift).
    var wrappingLabelRanks: [ObjectIdentifier: Int] = [:]
    var weighsTies = true
}

/// UIKit's two-pass layout of multi-line labels: a label that wraps at the
/// width it is laid out at cannot know its height before the solver has
/// given it a width, and that width may depend on its height. So the
/// engine solves, wraps each such label at the width it got, updates its
/// intrinsic size in place (a constant change, not a rebuild), and solves
/// again, until no label's width moves.
extension LayoutEngine {
    /// What `labels` measure with changed (a font, the content size
    /// category, a text measurer): each is measured again, and the
    /// constraints on their baselines take the new offsets. Only those are
    /// derived again, not the whole tree.
    func noteMeasuringChanged(of labels: [View]) {
        guard let root, !labels.isEmpty else { return }
        let changed = Set(labels.map(ObjectIdentifier.init))
        for label in labels { noteRemeasured(label) }
        for view in root.descendantsAndSelf {
            for constraint in view.constraints where constraint.placesBaseline(ofAny: changed) {
                noteChanged(constraint)
            }
        }
    }

    /// Something the label's intrinsic size depends on changed (its text,
    /// its number of lines, its wrapping): it is derived again at the next
    /// layout, and nothing else of the label.
    func noteRemeasured(_ label: View) {
        needsSettling = true
        textPass.mayRewrap = true
        guard !needsFullSync, textPass.remeasuredIDs.insert(ObjectIdentifier(label)).inserted else { return }
        textPass.remeasured.append(WeakView(label))
    }

    /// Derives the intrinsic size of the labels noted as re-measured again
    /// (those whose other properties changed too are derived in full with
    /// the other views).
    func syncRemeasuredLabels() {
        guard !textPass.remeasured.isEmpty else { return }
        let labels = textPass.remeasured
        textPass.remeasured.removeAll()
        textPass.remeasuredIDs.removeAll()
        var derived: [Derived] = []
        for label in labels.compactMap(\.view) where label.rootView === root {
            rederiveIntrinsicSpecs(of: label, &derived)
        }
    }

    /// The width `label` wraps at in this engine: the one the last layout of
    /// its tree settled at, or a fitting engine's own once it has one.
    func wrapWidth(of label: View) -> CGFloat? {
        if case .fitting = mode, let own = textPass.fittingWrapWidths[ObjectIdentifier(label)] { return own }
        return label.automaticWrapWidth
    }

    private func setWrapWidth(_ width: CGFloat?, of label: View) {
        switch mode {
        case .frame: label.automaticWrapWidth = width
        case .fitting: textPass.fittingWrapWidths[ObjectIdentifier(label)] = .some(width)
        }
    }

    /// Wraps every automatic multi-line label at its solved width and
    /// solves again, up to `passLimit` times; labels still moving then are
    /// reported and the last frames kept.
    ///
    /// One state, one layout: wrapping at the width of the last layout is
    /// a fixed-point iteration, and a row of titles that compete for room
    /// has more than one fixed point (a title wrapped narrow hugs its
    /// narrow lines and stays narrow). So every settling takes the steps a
    /// fresh engine takes: from the labels unwrapped, each wraps at the
    /// width it got (all read before any is wrapped again, as
    /// `addAcrossThenDown` reads them), and only then one after the other
    /// until nothing moves. A first layout has taken the first two steps
    /// (`addAcrossThenDown`). Otherwise, after any change but one that keeps
    /// every width (a scroll, a height: `textPass.mayRewrap`), the labels that an earlier layout left wrapped
    /// start again unwrapped, but for those whose width required
    /// equalities hold (pinned at both sides, as most are): no intrinsic
    /// size moves their width, so where they start changes nothing. A
    /// change that moved no label is not enough to skip this: room made
    /// beside a title wrapped narrow leaves it hugging its narrow lines.
    /// A fitting engine starts from the frames' widths, as cheaper, and
    /// settles again from unwrapped if a label it started wrapped is not
    /// held so. Every history of text sizes, directions, widths and texts
    /// then settles where a fresh engine settles the final state.
    func settleLabels(afterFirstSync: Bool) {
        guard !textPass.viewsWithText.isEmpty else { return }
        var derived: [Derived] = []
        if !afterFirstSync, textPass.mayRewrap { settleFromUnwrapped(&derived) }
        textPass.mayRewrap = false
        settleOneByOne(&derived)
        if afterFirstSync, case .fitting = mode, unwrapLabels(&derived, onlyStarted: true) {
            solveAgain()
            if wrapAtOnce(&derived) { solveAgain() }
            settleOneByOne(&derived)
        }
    }

    private func settleFromUnwrapped(_ derived: inout [Derived]) {
        if unwrapLabels(&derived, onlyStarted: false) { solveAgain() }
        if wrapAtOnce(&derived) { solveAgain() }
    }

    private func settleOneByOne(_ derived: inout [Derived]) {
        var moving: [View] = []
        for _ in 0..<Self.passLimit {
            moving.removeAll(keepingCapacity: true)
            for label in labelsWrappingHere {
                let width = rect(of: label).width
                if isSettled(label, at: width) { continue }
                rewrap(label, at: width, &derived)
                moving.append(label)
            }
            guard !moving.isEmpty else { return }
            solveAgain()
        }
        LayoutDiagnostics.report(.labelsDidNotSettle(labels: moving.map(\.name), passes: Self.passLimit))
    }

    /// The labels of this tree that wrap at their laid-out width.
    var labelsWrappingHere: some Sequence<View> {
        textPass.viewsWithText.lazy.map { $0.takeUnretainedValue() }.filter { [root] in $0.wrapsAtLayoutWidth && $0.rootView === root }
    }

    private func solveAgain() {
        installPending()
        settleGuides()
        if keepWrappingWidthsNotNegative() {
            installPending()
            settleGuides()
        }
    }

    private func rewrap(_ label: View, at width: CGFloat?, _ derived: inout [Derived]) {
        setWrapWidth(width, of: label)
        rederiveIntrinsicSpecs(of: label, &derived)
    }

    /// Wraps each label at its solved width, every width read before any
    /// label changes (a constant change can move the solution at once);
    /// whether any label moved.
    private func wrapAtOnce(_ derived: inout [Derived]) -> Bool {
        var moving: [(label: View, width: CGFloat)] = []
        for label in labelsWrappingHere {
            let width = rect(of: label).width
            if !isSettled(label, at: width) { moving.append((label, width)) }
        }
        for (label, width) in moving { rewrap(label, at: width, &derived) }
        return !moving.isEmpty
    }

    /// Whether `label` wraps at `width` already. A solve that changes one
    /// constant can move a width by the last bits of a double
    /// (69.37037499999997, then …95): the next wrap would be the same.
    private func isSettled(_ label: View, at width: CGFloat) -> Bool {
        guard let wrapped = wrapWidth(of: label) else { return false }
        return abs(wrapped - width) <= 1e-9 * max(1, abs(width))
    }

    /// Takes the wrap width off each label whose text it wraps and whose
    /// width required equalities do not hold, and that started this
    /// engine's settling wrapped at the frames' width if `onlyStarted`;
    /// whether any was.
    private func unwrapLabels(_ derived: inout [Derived], onlyStarted: Bool) -> Bool {
        var unwrapped = false
        for label in labelsWrappingHere {
            guard let width = onlyStarted ? label.automaticWrapWidth : wrapWidth(of: label),
                  !solver.isHeldByRequiredEqualities(variables(of: label).width),
                  label.intrinsicSize(wrappingAt: width) != label.intrinsicSize(wrappingAt: nil) else { continue }
            rewrap(label, at: nil, &derived)
            unwrapped = true
        }
        return unwrapped
    }

    /// A first layout of a tree with labels that wrap at their laid-out
    /// width: what lies across (positions and widths) is added and solved
    /// first, those labels wrap at the widths they got, and then what lies
    /// down is added, with their heights already right. Adding everything
    /// at once gave them their unwrapped heights, and correcting those
    /// moved, in the solver, every view below each label: a column of
    /// cards cost half as much again as the same cards sized by hand. The
    /// order within each axis is kept, so a conflict breaks the constraint
    /// it always did; a constraint that relates the axes (a width to a
    /// height) goes with the second part, and `settleLabels` then settles
    /// what it moves.
    func addAcrossThenDown(_ views: [View]) {
        var down: [Derived] = []
        var buffer: [Derived] = []
        func add(_ item: Derived) {
            if Self.isAcross(item) { upsert(item.key, item.spec, item.source) } else { down.append(item) }
        }
        for view in views {
            buffer.removeAll(keepingCapacity: true)
            appendStructuralSpecs(of: view, to: &buffer)
            buffer.forEach(add)
        }
        for view in views {
            for constraint in view.constraints {
                guard !isCollectedContentTieBreak(constraint),
                      let spec = spec(of: constraint, installedOn: view) else { continue }
                add((.constraint(ObjectIdentifier(constraint)), spec, .constraint(constraint)))
            }
        }
        var wrapped: [EntryKey: Derived] = [:]
        var rewidened: [Derived] = []
        keepWrappingWidthsNotNegative()
        for unmanaged in textPass.viewsWithText {
            let label = unmanaged.takeUnretainedValue()
            guard label.wrapsAtLayoutWidth else { continue }
            setWrapWidth(rect(of: label).width, of: label)
            buffer.removeAll(keepingCapacity: true)
            appendIntrinsicSpecs(of: label, variables(of: label), to: &buffer)
            for item in buffer {
                if Self.isAcross(item) { rewidened.append(item) } else { wrapped[item.key] = item }
            }
        }
        for item in down {
            let current = wrapped[item.key] ?? item
            upsert(current.key, current.spec, current.source)
        }
        // The labels' new widths last: the solver's first change to a built
        // system is where it starts counting towards its next column sweep,
        // and it must count from the whole system, not from half of it.
        for item in rewidened { upsert(item.key, item.spec, item.source) }
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates a baseline of one of `items`.
    fileprivate func placesBaseline(ofAny items: Set<ObjectIdentifier>) -> Bool {
        func placed(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> Bool {
            guard let item, attribute == .firstBaseline || attribute == .lastBaseline else { return false }
            return items.contains(ObjectIdentifier(item))
        }
        return placed(firstItem, firstAttribute) || placed(secondItem, secondAttribute)
    }
}

extension LayoutEngine {
    /// Whether a solver constraint lies across only: positions along x and
    /// widths.
    fileprivate static func isAcross(_ item: Derived) -> Bool {
        switch item.key {
        case let .structural(_, role):
            switch role {
            case .originX, .width, .hugWidth, .resistWidth, .insetLeft, .insetRight, .widthNotNegative: return true
            case .originY, .height, .hugHeight, .resistHeight, .insetTop, .insetBottom: return false
            }
        case .constraint:
            guard case let .constraint(constraint) = item.source else { return false }
            let attributes = [
                constraint.firstAttribute, constraint.secondAttribute, constraint.firstOriginAttribute,
                constraint.secondOriginAttribute,
            ]
            return attributes.allSatisfy { $0 == nil || $0?.axis == .horizontal || $0 == .width }
        }
    }
}

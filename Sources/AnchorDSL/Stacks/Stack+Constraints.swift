import Foundation

// The constraints follow what UIStackView documents for each distribution
// and alignment (developer.apple.com/documentation/uikit/uistackview):
// the first and last visible items are tied to the container's edges, the
// others chained with the spacing (exactly for the fill distributions, as a
// minimum for the equal ones), and each item aligned across the axis.
extension Stack {
    /// An item with what the stack needs to know of it.
    private struct Entry {
        let item: any LayoutItem
        let isHidden: Bool
        /// Custom spacing after the item, if a `StackSpacing` follows it.
        var spacingAfter: CGFloat?
    }

    /// The stack's constraints in a fixed order (along the axis, then across
    /// it, item by item), or why it has none.
    func makeConstraints() -> Result<[LayoutConstraint], StackProblem> {
        let entries: [Entry]
        switch validatedEntries() {
        case let .success(valid): entries = valid
        case let .failure(problem): return .failure(problem)
        }
        guard !entries.isEmpty else { return .success([]) }
        var made: [LayoutConstraint] = []
        made.reserveCapacity(entries.count * 5)
        appendMainAxis(entries, to: &made)
        appendCrossAxis(entries, to: &made)
        return .success(made)
    }

    // MARK: Checks

    private func validatedEntries() -> Result<[Entry], StackProblem> {
        func fail(_ message: String) -> Result<[Entry], StackProblem> { .failure(StackProblem(message: message)) }
        guard spacing.isFinite else { return fail("the spacing \(spacing) is not a finite number") }
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        if axis == .vertical, isBaseline {
            return fail("\(alignment) alignment is for horizontal stacks: the items of a column share no baseline")
        }
        let containerSeam = container.seam
        let containerView = containerSeam?.hostView
        if containerSeam != nil, containerView == nil {
            return fail("the container '\(container.qualifiedName)' is a guide that no view owns")
        }
        var entries: [Entry] = []
        var seen = Set<ObjectIdentifier>()
        var previousWasSpacing = false
        for element in elements {
            switch element.kind {
            case let .item(item):
                guard seen.insert(ObjectIdentifier(item)).inserted else {
                    return fail("'\(item.qualifiedName)' is in the stack twice")
                }
                // One look-up of the seam per item: each is a protocol cast.
                let seam = item.seam
                if let containerView, !Self.lies(item, seam, inside: containerView) {
                    return fail("'\(item.qualifiedName)' is not inside '\(containerView.name)', the view of the container '\(container.qualifiedName)'")
                }
                if isBaseline, seam?.isGuide == true {
                    return fail("'\(item.qualifiedName)' is a layout guide, which has no baseline to align")
                }
                entries.append(Entry(item: item, isHidden: seam?.isHiddenItem ?? false))
                previousWasSpacing = false
            case let .spacing(points):
                guard points.isFinite else { return fail("StackSpacing(\(points)) is not a finite number") }
                guard let last = entries.indices.last else {
                    return fail("StackSpacing(\(NumberText.format(Double(points)))) comes before any item: custom spacing goes after an item")
                }
                if previousWasSpacing {
                    return fail("two StackSpacing follow '\(entries[last].item.qualifiedName)': give one spacing after an item")
                }
                entries[last].spacingAfter = points
                previousWasSpacing = true
            }
        }
        if previousWasSpacing, let last = entries.last {
            return fail("StackSpacing(\(NumberText.format(Double(last.spacingAfter ?? 0)))) follows the last item '\(last.item.qualifiedName)': no item comes after it")
        }
        return .success(entries)
    }

    /// A view strictly below `view`, or a guide of `view` or of a view below
    /// it; an item of a kind the package does not know is taken as placed.
    private static func lies(_ item: any LayoutItem, _ seam: (any LayoutItemSeam)?, inside view: any LayoutItem) -> Bool {
        guard let seam else { return true }
        return (seam.isGuide || item !== view) && seam.isWithin(view)
    }

    // MARK: Along the axis

    private var lead: LayoutAttribute { axis == .horizontal ? .leading : .top }
    private var trail: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    private var center: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    private var length: LayoutAttribute { axis == .horizontal ? .width : .height }

    private func appendMainAxis(_ entries: [Entry], to made: inout [LayoutConstraint]) {
        let visible = entries.filter { !$0.isHidden }
        var previousVisible: (any LayoutItem)?
        var index = 0
        for entry in entries {
            if entry.isHidden {
                // No room: zero length, at the end of the previous visible
                // item. At 999, so an item with a required length of its own
                // hides without a conflict (UIStackView's required hiding
                // constraint logs one).
                made.append(pin(entry.item, length, .equal, nil, nil, priority: .required - 1))
                if let previous = previousVisible {
                    made.append(pin(entry.item, lead, .equal, previous, trail))
                } else {
                    made.append(pin(entry.item, lead, .equal, container, lead))
                }
                continue
            }
            if index == 0 { made.append(pin(entry.item, lead, .equal, container, lead)) }
            if let previous = previousVisible {
                let gap = visible[index - 1].spacingAfter ?? spacing
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    made.append(pin(entry.item, lead, .equal, previous, trail, constant: gap))
                case .equalSpacing, .equalCentering:
                    made.append(LayoutConstraint(distance(from: previous, trail, to: entry.item, lead), .greaterThanOrEqual, constant: gap))
                }
            }
            if index == visible.count - 1 { made.append(pin(entry.item, trail, .equal, container, trail)) }
            previousVisible = entry.item
            index += 1
        }
        appendDistribution(visible, to: &made)
    }

    private func appendDistribution(_ visible: [Entry], to made: inout [LayoutConstraint]) {
        guard let first = visible.first?.item else { return }
        switch distribution {
        case .fill:
            // Ties of hugging or compression resistance go to the first item,
            // as UIStackView resizes tied items "based on their index in the
            // arrangedSubviews array" (Apple, UIStackView.Distribution.fill)
            // and a recorded UIKit layout shows: of two labels that hug
            // equally, the first stretched. Each later one holds its
            // intrinsic length at a level below every real priority, the
            // last most strongly. "Whatever the item": a later item with no
            // intrinsic length (a nested stack, a card) holds what its
            // content holds, where the engine can (its constant is then 0,
            // and the headless engine weighs its content's sizes instead).
            for (index, entry) in visible.enumerated().dropFirst() {
                let natural = entry.item.intrinsicLength(along: axis)
                guard natural != nil || entry.item.seam?.breaksTiesThroughContent == true else { continue }
                let rank = Float(index), ranks = Float(visible.count + 1)
                let strength: Float = 1 + rank / ranks / 2
                let tieBreak = pin(entry.item, length, .equal, nil, nil, constant: natural ?? 0, priority: Priority(strength))
                tieBreak.breaksATieOnly = true
                made.append(tieBreak)
            }
        case .fillEqually:
            appendEqualLengths(visible, to: &made)
        case .fillProportionally:
            appendProportionalLengths(visible, to: &made)
        case .equalSpacing:
            guard visible.count > 2 else { return }
            let firstGap = distance(from: first, trail, to: visible[1].item, lead)
            for index in 2..<visible.count {
                let gap = distance(from: visible[index - 1].item, trail, to: visible[index].item, lead)
                made.append(LayoutConstraint(gap, .equal, firstGap))
            }
        case .equalCentering:
            guard visible.count > 2 else { return }
            let firstStep = distance(from: first, center, to: visible[1].item, center)
            for index in 2..<visible.count {
                let step = distance(from: visible[index - 1].item, center, to: visible[index].item, center)
                // "Attempts": at 149, as UIStackView's own (UISV-fill-equally
                // of its gap guides), below compression resistance, so that
                // items that do not fit shrink before the centres go uneven
                // only as far as their resistance allows.
                made.append(LayoutConstraint(step, .equal, firstStep, priority: Self.equalCenteringPriority))
            }
        }
    }

    /// UIStackView's `.fillProportionally`: the items' lengths in the
    /// proportions of their intrinsic lengths (Apple, "The views resize
    /// proportionally according to their intrinsic content size along the
    /// stack view's axis"), below required (UIKit's UISV-fill-proportionally
    /// constraints, each item a multiple of the stack's length at 999 and
    /// down, as public constraint dumps print them: Stack Overflow 46368061,
    /// openradar 34595752).
    ///
    /// An item without an intrinsic length (a nested stack, a plain view)
    /// has no proportion to keep: it takes the length its own content and
    /// constraints give it, and the items that have one share the rest in
    /// their proportions, each a multiple of the first of them. Giving it a
    /// share of 0 made it fight its own content and the container's pins
    /// (a card holding a nested stack collapsed to 118 points wide, where
    /// UIKit lays it out normally).
    private func appendProportionalLengths(_ visible: [Entry], to made: inout [LayoutConstraint]) {
        let naturals = visible.map { $0.item.intrinsicLength(along: axis) }
        let measured = zip(visible, naturals).compactMap { entry, natural in natural.map { (entry, $0) } }
        let total = measured.reduce(CGFloat(0)) { $0 + $1.1 }
        // Without any intrinsic length there is nothing to be proportional
        // to: the items share the room equally.
        guard total > 0 else { return appendEqualLengths(visible, to: &made) }
        guard measured.count < visible.count else {
            let spacings = visible.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacingAfter ?? spacing) }
            for (entry, natural) in measured {
                let share = natural / total
                made.append(pin(
                    entry.item, length, .equal, container, length, multiplier: share, constant: -spacings * share,
                    priority: .required - 1))
            }
            return
        }
        guard let (reference, referenceLength) = measured.first(where: { $0.1 > 0 }) else { return }
        for (entry, natural) in measured where entry.item !== reference.item {
            made.append(pin(
                entry.item, length, .equal, reference.item, length, multiplier: natural / referenceLength,
                priority: .required - 1))
        }
    }

    private func appendEqualLengths(_ visible: [Entry], to made: inout [LayoutConstraint]) {
        guard let first = visible.first?.item else { return }
        for entry in visible.dropFirst() {
            made.append(pin(entry.item, length, .equal, first, length))
        }
    }

    // MARK: Across the axis

    private func appendCrossAxis(_ entries: [Entry], to made: inout [LayoutConstraint]) {
        let (start, end, middle): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        let crossLength: LayoutAttribute = axis == .horizontal ? .height : .width
        let crossAxis: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        let reference = entries[0].item
        if alignment != .fill {
            // UISV-spanning-fit: UIStackView pins its items inside an
            // alignment spanner tied to its own edges across the axis, and
            // gives the spanner a length of 0 at 51, so that the stack is
            // exactly as long as its longest item when nothing else sets it
            // (public constraint dumps: kean, "Let's Build UIStackView",
            // 2017). The items lie inside the container here, so the
            // container is that spanner.
            let fit = pin(container, crossLength, .equal, nil, nil, priority: Self.spanningFitPriority)
            fit.leavesAutoresizingMask = true
            made.append(fit)
        }
        for entry in entries {
            let item = entry.item
            if alignment != .fill, item.intrinsicLength(along: crossAxis) == nil {
                // UISV-ambiguity-suppression: an item with no length of its
                // own across the axis is 0 there at 25, not ambiguous.
                made.append(pin(item, crossLength, .equal, nil, nil, priority: Self.ambiguitySuppressionPriority))
            }
            switch alignment {
            case .fill:
                made.append(pin(item, start, .equal, container, start))
                made.append(pin(item, end, .equal, container, end))
            case .leading, .top:
                made.append(pin(item, start, .equal, container, start))
                made.append(pin(item, end, .lessThanOrEqual, container, end))
            case .trailing, .bottom:
                made.append(pin(item, end, .equal, container, end))
                made.append(pin(item, start, .greaterThanOrEqual, container, start))
            case .center:
                made.append(pin(item, middle, .equal, container, middle))
                made.append(pin(item, start, .greaterThanOrEqual, container, start))
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if item !== reference { made.append(pin(item, baseline, .equal, reference, baseline)) }
                made.append(pin(item, .top, .greaterThanOrEqual, container, .top))
                made.append(pin(item, .bottom, .lessThanOrEqual, container, .bottom))
                // The row rests against the top of the container, at the
                // lowest priority, so that it cannot float: where UIStackView's
                // spanner, tied to its top, hugs the items (for either baseline).
                made.append(pin(item, .top, .equal, container, .top, priority: 1))
            }
        }
    }

    /// UIStackView's priorities for its spanner's fit and for an item
    /// without a length of its own across the axis.
    static let spanningFitPriority: Priority = 51
    static let ambiguitySuppressionPriority: Priority = 25
    static let equalCenteringPriority: Priority = 149

    // MARK: Building blocks

    private func pin(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation,
        _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute?,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Priority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The distance along the axis from one anchor to another.
    private func distance(
        from origin: any LayoutItem, _ originAttribute: LayoutAttribute,
        to target: any LayoutItem, _ targetAttribute: LayoutAttribute
    ) -> DimensionAnchor {
        switch axis {
        case .horizontal:
            DimensionAnchor(from: Self.x(origin, originAttribute), to: Self.x(target, targetAttribute))
        case .vertical:
            DimensionAnchor(from: Self.y(origin, originAttribute), to: Self.y(target, targetAttribute))
        }
    }

    private static func x(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> XAxisAnchor {
        switch attribute {
        case .leading: item.leading
        case .trailing: item.trailing
        default: item.centerX
        }
    }

    private static func y(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> YAxisAnchor {
        switch attribute {
        case .top: item.top
        case .bottom: item.bottom
        default: item.centerY
        }
    }
}

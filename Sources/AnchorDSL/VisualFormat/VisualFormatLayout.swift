import Foundation

/// Makes the constraints of a Visual Format row or column: from a
/// `ParsedFormat` for a string, piece by piece for a typed chain.
///
/// A gap between an earlier item X and a later item Y is `Y.start − X.end
/// relation n`; it is written with Y first (`b.leading == a.trailing + 8`),
/// as UIKit writes it, except at a bound, where the view comes first and the
/// relation is flipped (`a.trailing <= superview.trailing - 8` for
/// `[a]-(>=8)-|`): a superview as first item would lose its autoresizing
/// frame on activation.
struct VisualFormatLayout {
    /// Where a gap is: between the leading bound and the first item, between
    /// two items, or between the last item and the trailing bound.
    enum GapPlace {
        case leadingBound, betweenItems, trailingBound
    }

    let axis: LayoutAxis
    let options: LayoutConstraint.FormatOptions
    let format: String
    /// The attributes where an item starts and where it ends, along the axis.
    let start: LayoutAttribute
    let end: LayoutAttribute
    /// Right to left, positions grow leftwards: a gap is start − end negated.
    private let sign: CGFloat

    init(axis: LayoutAxis, options: LayoutConstraint.FormatOptions, format: String) {
        self.axis = axis
        self.options = options
        self.format = format
        if axis == .vertical {
            (start, end) = (.top, .bottom)
        } else if options.contains(.directionLeftToRight) {
            (start, end) = (.left, .right)
        } else if options.contains(.directionRightToLeft) {
            (start, end) = (.right, .left)
        } else {
            (start, end) = (.leading, .trailing)
        }
        sign = start == .right ? -1 : 1
    }

    func constraints(_ parsed: ParsedFormat) throws(VisualFormatError) -> [LayoutConstraint] {
        try checkOptions(itemCount: parsed.elements.count)
        let elements = parsed.elements
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(elements.count * 2 + 1)
        if let leading = parsed.leading {
            let first = elements[0].item
            let boundary = try boundaryItem(leading.bound, leading.connection, next: first, at: leading.position)
            appendGap(from: boundary, to: first, leading.connection, at: .leadingBound, to: &constraints)
        }
        // In reading order: each gap, then the sizes of the view after it.
        var previous: (any LayoutItem)?
        for (index, element) in elements.enumerated() {
            if let previous {
                appendGap(from: previous, to: element.item, parsed.connections[index - 1], to: &constraints)
            }
            appendSizeConstraints(element.item, element.predicates, to: &constraints)
            previous = element.item
        }
        if let trailing = parsed.trailing, let last = previous {
            let boundary = try boundaryItem(trailing.bound, trailing.connection, next: last, at: trailing.position)
            appendGap(from: last, to: boundary, trailing.connection, at: .trailingBound, to: &constraints)
        }
        if options.hasAlignment {
            appendAlignmentConstraints(elements.map(\.item), to: &constraints)
        }
        return constraints
    }

    func checkOptions(itemCount: Int) throws(VisualFormatError) {
        // Most formats have no options: skip reading the option tables.
        if options.isEmpty { return }
        if options.intersection(LayoutConstraint.FormatOptions.directions).rawValue.nonzeroBitCount > 1 {
            throw VisualFormatError(format: format, position: 0, message: "Choose at most one direction option")
        }
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            let along = axis == .horizontal ? attribute.axis == .horizontal : attribute.axis == .vertical
            if along, itemCount > 1 {
                throw VisualFormatError(format: format, position: 0, message: "Alignment along the layout axis is not allowed")
            }
        }
    }

    /// The item a bound stands for: the superview of the view next to it
    /// (a guide's owner, if the view is itself a guide), or its margins
    /// guide (see `boundsToMargins`).
    func boundaryItem(
        _ bound: ParsedFormat.Bound, _ connection: ParsedFormat.Connection, next item: any LayoutItem, at position: Int
    ) throws(VisualFormatError) -> any LayoutItem {
        guard let container = item.formatContainer else { throw missingSuperview(at: position) }
        return boundsToMargins(bound, connection) ? container.formatMarginsGuide ?? container : container
    }

    /// Whether a bound that is not a layout guide stands for the superview's
    /// margins guide: for `||`, and for `|-` and `-|` with standard spacing,
    /// as UIKit relates those to the margins.
    func boundsToMargins(_ bound: ParsedFormat.Bound, _ connection: ParsedFormat.Connection) -> Bool {
        connection.isStandard || bound.isMargins
    }

    /// The error for a `|` next to an item without a superview.
    func missingSuperview(at position: Int) -> VisualFormatError {
        VisualFormatError(format: format, position: position, message: "'|' needs a view with a superview")
    }

    /// The constraints of one connection: from the end of `earlier` to the
    /// start of `later`, or, at the trailing bound, between both ends.
    /// `standardSpacing` is what `-` means here, if the caller knows it
    /// (a typed chain knows which of its items are views); otherwise it is
    /// worked out from the items.
    func appendGap(
        from earlier: any LayoutItem, to later: any LayoutItem, _ connection: ParsedFormat.Connection,
        at place: GapPlace = .betweenItems, standardSpacing: CGFloat? = nil, to constraints: inout [LayoutConstraint]
    ) {
        switch connection {
        case .flush:
            appendGap(from: earlier, to: later, .equal, 0, .required, at: place, to: &constraints)
        case .standard:
            let spacing = standardSpacing ?? Self.standardSpacing(earlier, later)
            appendGap(from: earlier, to: later, .equal, spacing, .required, at: place, to: &constraints)
        case let .predicate(predicate):
            appendGap(
                from: earlier, to: later, predicate.relation, predicate.object, predicate.priority, at: place,
                to: &constraints)
        case let .predicates(list):
            for predicate in list {
                appendGap(
                    from: earlier, to: later, predicate.relation, predicate.object, predicate.priority, at: place,
                    to: &constraints)
            }
        }
    }

    /// One constraint of a connection. (Not a closure inside `appendGap`:
    /// capturing the two items cost a retain and a release of each per gap,
    /// on the runtime's slow path for weakly referenced views.)
    private func appendGap(
        from earlier: any LayoutItem, to later: any LayoutItem, _ relation: Relation, _ value: CGFloat, _ priority: Priority,
        at place: GapPlace, to constraints: inout [LayoutConstraint]
    ) {
        if place == .trailingBound {
            // At the trailing bound: the view first, the relation flipped.
            constraints.append(LayoutConstraint(
                item: earlier, attribute: end, relatedBy: flip(relation),
                toItem: later, attribute: end, constant: positiveZero(-sign * value), priority: priority))
        } else {
            constraints.append(LayoutConstraint(
                item: later, attribute: start, relatedBy: flip(relation, onlyIfReversed: true),
                toItem: earlier, attribute: place == .leadingBound ? start : end, constant: positiveZero(sign * value),
                priority: priority))
        }
    }

    /// A negated zero gap is 0, not -0, so that constraints compare equal to
    /// the same ones written with the DSL.
    private func positiveZero(_ value: CGFloat) -> CGFloat {
        value == 0 ? 0 : value
    }

    /// `Y.start − X.end ≥ n` read right to left is `X.end − Y.start ≥ n`,
    /// so solving for Y flips the relation; at the trailing bound, solving
    /// for X flips it the other way.
    private func flip(_ relation: Relation, onlyIfReversed: Bool = false) -> Relation {
        let reversed = sign < 0
        if onlyIfReversed { return reversed ? relation.flipped : relation }
        return reversed ? relation : relation.flipped
    }

    /// 8 between siblings; 0 from a margins guide. At the superview's edge
    /// the bound already was turned into the margins guide by `|-`.
    static func standardSpacing(_ a: any LayoutItem, _ b: any LayoutItem) -> CGFloat {
        if a.isFormatMarginsGuide || b.isFormatMarginsGuide { return StandardSpacing.marginsGuide }
        return StandardSpacing.siblings
    }

    /// Width (H) or height (V) predicates of one view.
    func appendSizeConstraints(
        _ item: any LayoutItem, _ predicates: [ParsedFormat.Predicate<ParsedFormat.SizeObject>],
        to constraints: inout [LayoutConstraint]
    ) {
        for predicate in predicates { appendSizeConstraint(item, predicate, to: &constraints) }
    }

    /// One width (H) or height (V) predicate of a view.
    func appendSizeConstraint(
        _ item: any LayoutItem, _ predicate: ParsedFormat.Predicate<ParsedFormat.SizeObject>,
        to constraints: inout [LayoutConstraint]
    ) {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        switch predicate.object {
        case let .constant(value):
            constraints.append(LayoutConstraint(
                item: item, attribute: attribute, relatedBy: predicate.relation, constant: value,
                priority: predicate.priority))
        case let .item(other):
            constraints.append(LayoutConstraint(
                item: item, attribute: attribute, relatedBy: predicate.relation,
                toItem: other, attribute: attribute, priority: predicate.priority))
        }
    }

    /// Each view after the first aligned with the one before it.
    func appendAlignmentConstraints(_ items: [any LayoutItem], to constraints: inout [LayoutConstraint]) {
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            for index in items.indices.dropFirst() {
                constraints.append(LayoutConstraint(
                    item: items[index], attribute: attribute, relatedBy: .equal,
                    toItem: items[index - 1], attribute: attribute))
            }
        }
    }
}

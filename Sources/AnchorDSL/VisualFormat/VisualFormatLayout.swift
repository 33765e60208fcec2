import Foundation

/// The rules that make a Visual Format row's or column's constraints, which
/// `VisualFormatWalk` applies piece by piece for format strings and typed
/// chains alike.
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

    // Plain values only (no text): the walk hands the layout to every gap,
    // and a copy of it is then a copy of bytes.
    let axis: LayoutAxis
    let options: LayoutConstraint.FormatOptions
    /// The attributes where an item starts and where it ends, along the axis.
    let start: LayoutAttribute
    let end: LayoutAttribute
    /// Right to left, positions grow leftwards: a gap is start − end negated.
    private let sign: CGFloat

    init(axis: LayoutAxis, options: LayoutConstraint.FormatOptions) {
        self.axis = axis
        self.options = options
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

    /// What is wrong with the options for a row of `itemCount` items, if anything.
    func optionsProblem(itemCount: Int) -> String? {
        // Most formats have no options: skip reading the option tables.
        if options.isEmpty { return nil }
        if options.intersection(LayoutConstraint.FormatOptions.directions).rawValue.nonzeroBitCount > 1 {
            return "Choose at most one direction option"
        }
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            let along = axis == .horizontal ? attribute.axis == .horizontal : attribute.axis == .vertical
            if along, itemCount > 1 { return "Alignment along the layout axis is not allowed" }
        }
        return nil
    }

    /// Whether a bound that is not a layout guide stands for the superview's
    /// margins guide: for `||`, and for `|-` and `-|` with standard spacing,
    /// as UIKit relates those to the margins.
    func boundsToMargins(_ bound: ParsedFormat.Bound, _ connection: ParsedFormat.Connection) -> Bool {
        connection.isStandard || bound.isMargins
    }

    /// Why a predicate's priority is refused, for format strings and typed
    /// chains alike.
    static let priorityOutOfRange = "Priority must be in 1…1000"

    /// The gap between an item and the bound before (`.leadingBound`) or
    /// after it (`.trailingBound`).
    func appendBoundGap(
        between item: any LayoutItem, and boundary: any LayoutItem, _ place: GapPlace,
        _ connection: ParsedFormat.Connection, to constraints: inout [LayoutConstraint]
    ) {
        if place == .trailingBound {
            appendGap(from: item, to: boundary, connection, at: place, to: &constraints)
        } else {
            appendGap(from: boundary, to: item, connection, at: place, to: &constraints)
        }
    }

    /// The constraints of one connection: from the end of `earlier` to the
    /// start of `later`, or, at the trailing bound, between both ends.
    func appendGap(
        from earlier: any LayoutItem, to later: any LayoutItem, _ connection: ParsedFormat.Connection,
        at place: GapPlace = .betweenItems, to constraints: inout [LayoutConstraint]
    ) {
        switch connection {
        case .flush:
            appendGap(from: earlier, to: later, .equal, 0, .required, at: place, to: &constraints)
        case .standard:
            let spacing = Self.standardSpacing(earlier, later)
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

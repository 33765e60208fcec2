import Foundation

/// The spacing a Visual Format Language connection without a number means,
/// as UIKit has used since iOS 8.
///
///     LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", views: ["a": a, "b": b])   // b.leading == a.trailing + 8
public enum StandardSpacing {
    /// Between two siblings, or a view and a layout guide other than a
    /// margins guide: 8 points.
    public static let siblings: CGFloat = 8
    /// From a layout-margins guide (`||-[a]`, or a margins guide named in
    /// `views`): 0, because the guide already is the margin.
    public static let marginsGuide: CGFloat = 0
    // `|-[a]` and `[a]-|` relate to the superview's layout margins, so they
    // make the same constraint as `||[a]` and `[a]||`.
}

/// Turns a `ParsedFormat` into constraints.
///
/// A gap between an earlier item X and a later item Y is `Y.start − X.end
/// relation n`; it is written with Y first (`b.leading == a.trailing + 8`),
/// as UIKit writes it, except at a bound, where the view comes first and the
/// relation is flipped (`a.trailing <= superview.trailing - 8` for
/// `[a]-(>=8)-|`): a superview as first item would lose its autoresizing
/// frame on activation.
struct VisualFormatLayout {
    let parsed: ParsedFormat
    let options: LayoutConstraint.FormatOptions
    let format: String

    /// The attribute where an item starts and where it ends, along the axis.
    private var start: LayoutAttribute {
        guard parsed.axis == .horizontal else { return .top }
        if options.contains(.directionLeftToRight) { return .left }
        if options.contains(.directionRightToLeft) { return .right }
        return .leading
    }

    private var end: LayoutAttribute {
        switch start {
        case .top: .bottom
        case .left: .right
        case .right: .left
        default: .trailing
        }
    }

    /// Right to left, positions grow leftwards: a gap is start − end negated.
    private var sign: CGFloat { start == .right ? -1 : 1 }

    func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        try checkOptions()
        var constraints: [LayoutConstraint] = []
        let elements = parsed.elements
        if let leading = parsed.leading {
            let first = elements[0].item
            let boundary = try boundaryItem(leading.bound, leading.connection, next: first, at: leading.position)
            constraints += gap(from: (boundary, start), to: (first, start), leading.connection)
        }
        // In reading order: each gap, then the sizes of the view after it.
        for (index, element) in elements.enumerated() {
            if index > 0 {
                let previous = elements[index - 1].item
                constraints += gap(from: (previous, end), to: (element.item, start), parsed.connections[index - 1])
            }
            constraints += sizeConstraints(element)
        }
        if let trailing = parsed.trailing, let last = elements.last?.item {
            let boundary = try boundaryItem(trailing.bound, trailing.connection, next: last, at: trailing.position)
            constraints += gap(from: (last, end), to: (boundary, end), trailing.connection, atTrailingBound: true)
        }
        constraints += alignmentConstraints()
        return constraints
    }

    private func checkOptions() throws(VisualFormatError) {
        if options.intersection(LayoutConstraint.FormatOptions.directions).rawValue.nonzeroBitCount > 1 {
            throw VisualFormatError(format: format, position: 0, message: "Choose at most one direction option")
        }
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            let along = parsed.axis == .horizontal ? attribute.axis == .horizontal : attribute.axis == .vertical
            if along, parsed.elements.count > 1 {
                throw VisualFormatError(format: format, position: 0, message: "Alignment along the layout axis is not allowed")
            }
        }
    }

    /// The item a bound stands for: the superview of the view next to it
    /// (a guide's owner, if the view is itself a guide), or its margins
    /// guide for `||`, and for `|-` and `-|` with standard spacing, as UIKit
    /// relates those to the margins.
    private func boundaryItem(
        _ bound: ParsedFormat.Bound, _ connection: ParsedFormat.Connection, next item: any LayoutItem, at position: Int
    ) throws(VisualFormatError) -> any LayoutItem {
        if case let .guide(guide) = bound { return guide }
        let container: View?
        if let view = item as? View {
            container = view.superview
        } else {
            container = item.owningView
        }
        guard let container else {
            throw VisualFormatError(format: format, position: position, message: "'|' needs a view with a superview")
        }
        if case .standard = connection { return container.layoutMarginsGuide }
        if case .margins = bound { return container.layoutMarginsGuide }
        return container
    }

    /// The constraints of one connection between two items' edges.
    private func gap(
        from earlier: (item: any LayoutItem, attribute: LayoutAttribute),
        to later: (item: any LayoutItem, attribute: LayoutAttribute),
        _ connection: ParsedFormat.Connection, atTrailingBound: Bool = false
    ) -> [LayoutConstraint] {
        let predicates: [ParsedFormat.Predicate<CGFloat>]
        switch connection {
        case .flush:
            predicates = [ParsedFormat.Predicate(relation: .equal, object: 0, priority: .required)]
        case .standard:
            let spacing = standardSpacing(earlier.item, later.item)
            predicates = [ParsedFormat.Predicate(relation: .equal, object: spacing, priority: .required)]
        case let .predicates(list):
            predicates = list
        }
        return predicates.map { predicate in
            let value = predicate.object
            let constraint: LayoutConstraint
            if atTrailingBound {
                // At the trailing bound: the view first, the relation flipped.
                constraint = LayoutConstraint(
                    item: earlier.item, attribute: earlier.attribute, relatedBy: flip(predicate.relation),
                    toItem: later.item, attribute: later.attribute, constant: positiveZero(-sign * value))
            } else {
                constraint = LayoutConstraint(
                    item: later.item, attribute: later.attribute, relatedBy: flip(predicate.relation, onlyIfReversed: true),
                    toItem: earlier.item, attribute: earlier.attribute, constant: positiveZero(sign * value))
            }
            constraint.setPriorityUnchecked(predicate.priority)
            return constraint
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
    private func standardSpacing(_ a: any LayoutItem, _ b: any LayoutItem) -> CGFloat {
        if isMarginsGuide(a) || isMarginsGuide(b) { return StandardSpacing.marginsGuide }
        return StandardSpacing.siblings
    }

    private func isMarginsGuide(_ item: any LayoutItem) -> Bool {
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return false }
        return owner.layoutMarginsGuide === guide
    }

    /// Width (H) or height (V) predicates of one view.
    private func sizeConstraints(_ element: ParsedFormat.Element) -> [LayoutConstraint] {
        let attribute: LayoutAttribute = parsed.axis == .horizontal ? .width : .height
        return element.predicates.map { predicate in
            let constraint: LayoutConstraint
            switch predicate.object {
            case let .constant(value):
                constraint = LayoutConstraint(
                    item: element.item, attribute: attribute, relatedBy: predicate.relation, constant: value)
            case let .item(other):
                constraint = LayoutConstraint(
                    item: element.item, attribute: attribute, relatedBy: predicate.relation,
                    toItem: other, attribute: attribute)
            }
            constraint.setPriorityUnchecked(predicate.priority)
            return constraint
        }
    }

    /// Each view after the first aligned with the one before it.
    private func alignmentConstraints() -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            for index in parsed.elements.indices.dropFirst() {
                constraints.append(LayoutConstraint(
                    item: parsed.elements[index].item, attribute: attribute, relatedBy: .equal,
                    toItem: parsed.elements[index - 1].item, attribute: attribute))
            }
        }
        return constraints
    }
}

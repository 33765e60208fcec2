import AnchorDSL
import AnchorHeadless
import Foundation

/// UIStackView's own constraints, written out literally: the `UISV-*`
/// constraints that UIKit prints for a stack view of each distribution and
/// alignment, as listed in public constraint dumps (Alexander Grebenyuk,
/// "Let's Build UIStackView", kean.github.io, 2017, which prints them from a
/// live UIStackView). The alignment spanner and the gap guides are layout
/// guides of the canvas, the stack view itself. `UISV-text-width-disambiguation`
/// (for items whose width nothing sets) and hiding are left out: the items
/// compared have widths of their own and are all shown.
enum UIStackViewTranscription {
    static func constraints(
        _ axis: LayoutAxis, canvas: View, items: [View], spacing: CGFloat,
        distribution: StackDistribution, alignment: StackAlignment
    ) -> [LayoutConstraint] {
        let horizontal = axis == .horizontal
        let (lead, trail, length, middle): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (start, end, across, acrossMiddle): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        func c(
            _ a: any LayoutItem, _ aa: LayoutAttribute, _ r: Relation, _ b: (any LayoutItem)?, _ ba: LayoutAttribute?,
            multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Priority = .required
        ) -> LayoutConstraint {
            LayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: multiplier,
                constant: constant, priority: priority)
        }
        var made: [LayoutConstraint] = []
        let first = items[0]

        // UISV-canvas-connection along the axis, and UISV-spacing.
        made.append(c(canvas, lead, .equal, first, lead))
        made.append(c(items[items.count - 1], trail, .equal, canvas, trail))
        let spacingRelation: Relation = distribution == .equalSpacing || distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        for index in 1..<items.count {
            made.append(c(items[index], lead, spacingRelation, items[index - 1], trail, constant: spacing))
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            // UISV-fill-equally.
            for item in items.dropFirst() { made.append(c(item, length, .equal, first, length)) }
        case .fillProportionally:
            // UISV-fill-proportionally: each item's intrinsic length over
            // all of them and the spacings, at 999, 998, …
            let naturals = items.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = naturals.reduce(0, +) + spacing * CGFloat(items.count - 1)
            for (index, item) in items.enumerated() {
                made.append(c(
                    item, length, .equal, canvas, length, multiplier: naturals[index] / total,
                    priority: Priority(Float(999 - index))))
            }
        case .equalSpacing, .equalCentering:
            // UISV-distributing-edge between gap guides, UISV-fill-equally
            // (at 149 for equal centering).
            var gaps: [LayoutGuide] = []
            for index in 1..<items.count {
                let gap = LayoutGuide(name: "gap\(index)")
                canvas.addLayoutGuide(gap)
                gaps.append(gap)
                let edges: (LayoutAttribute, LayoutAttribute) = distribution == .equalSpacing ? (trail, lead) : (middle, middle)
                made.append(c(gap, lead, .equal, items[index - 1], edges.0))
                made.append(c(gap, trail, .equal, items[index], edges.1))
            }
            let priority: Priority = distribution == .equalSpacing ? .required : 149
            for gap in gaps.dropFirst() { made.append(c(gap, length, .equal, gaps[0], length, priority: priority)) }
        }

        // Across the axis.
        guard alignment != .fill else {
            for item in items.dropFirst() {
                made.append(c(first, start, .equal, item, start))
                made.append(c(first, end, .equal, item, end))
            }
            made.append(c(canvas, start, .equal, first, start))
            made.append(c(first, end, .equal, canvas, end))
            return made
        }
        let spanner = LayoutGuide(name: "spanner")
        canvas.addLayoutGuide(spanner)
        // UISV-spanning-fit, UISV-ambiguity-suppression.
        made.append(c(spanner, across, .equal, nil, nil, priority: 51))
        for item in items { made.append(c(item, across, .equal, nil, nil, priority: 25)) }
        switch alignment {
        case .leading, .top:
            for item in items.dropFirst() { made.append(c(first, start, .equal, item, start)) }
            for item in items {
                made.append(c(spanner, start, .equal, item, start, priority: 999.5))
                made.append(c(spanner, end, .greaterThanOrEqual, item, end))
            }
            made.append(c(canvas, start, .equal, first, start))
            made.append(c(spanner, end, .equal, canvas, end))
        case .trailing, .bottom:
            for item in items.dropFirst() { made.append(c(first, end, .equal, item, end)) }
            for item in items {
                made.append(c(spanner, start, .lessThanOrEqual, item, start))
                made.append(c(spanner, end, .equal, item, end, priority: 999.5))
            }
            made.append(c(canvas, start, .equal, spanner, start))
            made.append(c(first, end, .equal, canvas, end))
        case .center:
            for item in items.dropFirst() { made.append(c(first, acrossMiddle, .equal, item, acrossMiddle)) }
            for item in items {
                made.append(c(spanner, start, .lessThanOrEqual, item, start))
                made.append(c(spanner, end, .greaterThanOrEqual, item, end))
            }
            made.append(c(canvas, start, .equal, spanner, start))
            made.append(c(spanner, end, .equal, canvas, end))
            made.append(c(canvas, acrossMiddle, .equal, first, acrossMiddle))
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for item in items.dropFirst() { made.append(c(first, baseline, .equal, item, baseline)) }
            for item in items {
                made.append(c(spanner, .top, .lessThanOrEqual, item, .top))
                made.append(c(spanner, .bottom, .greaterThanOrEqual, item, .bottom))
            }
            // UISV-canvas-fit.
            made.append(c(canvas, .height, .equal, nil, nil, priority: 49))
            made.append(c(canvas, .top, .equal, spanner, .top))
            if alignment == .firstBaseline {
                made.append(c(spanner, .bottom, .equal, canvas, .bottom))
            } else {
                made.append(c(canvas, .bottom, .greaterThanOrEqual, first, .bottom))
            }
        case .fill:
            break
        }
        return made
    }
}

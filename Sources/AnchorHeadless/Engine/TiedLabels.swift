import Foundation
internal import AnchorSolver

/// Wrapping labels that tie: two that resist compression (or hug) alike,
/// side by side in a row too narrow (or too wide) for both. Any split of
/// the room breaks their priority by the same total, and a simplex solver
/// answers a tie with whichever vertex its history left it at: the same
/// row came out 0 wide, −107 wide or 2.5 points apart after different
/// widths, so that no history settled as a fresh tree.
///
/// So a wrapping label's hugging and compression resistance across weigh
/// more the later the label comes in the tree, within their priority (no
/// other priority is outweighed): the first gives way, as a stack's first
/// item does (`UIStackView.Distribution.fill` resizes by index). Apple
/// documents no choice for a tie outside a stack, and Auto Layout calls
/// such a layout ambiguous: the layout checks and `hasAmbiguousLayout`
/// judge the tree with the weights off (`textPass.weighsTies`), as UIKit's engine
/// sees it.
extension LayoutEngine {
    /// Ranks the tree's wrapping labels in tree order.
    func rankWrappingLabels(_ views: [View]) {
        textPass.wrappingLabelRanks.removeAll(keepingCapacity: true)
        for label in views where label.wrapsAtLayoutWidth { textPass.wrappingLabelRanks[ObjectIdentifier(label)] = textPass.wrappingLabelRanks.count }
    }

    /// A view's hugging or resistance along `axis`, weighed: a wrapping
    /// label's across by its place in the tree (while `textPass.weighsTies`), and
    /// any view's by the stacks' tie-breaks acting through the items it
    /// lies in (ContentTieBreaks.swift).
    func tieWeighed(_ strength: Strength, _ view: View, along axis: LayoutAxis) -> Strength {
        guard !strength.isRequired else { return strength }
        var weight = contentTieWeight(of: view, along: axis)
        if textPass.weighsTies, axis == .horizontal, let rank = textPass.wrappingLabelRanks[ObjectIdentifier(view)] {
            let ranks = Double(textPass.wrappingLabelRanks.count)
            let share: Double = Double(rank) / ranks / 2
            weight *= 1 + share
        }
        return weight == 1 ? strength : Strength(level: strength.level, weight: weight)
    }

    /// Turns the weights on or off: the labels' constraints take the new
    /// weights in place, and the next layout settles the labels again from
    /// unwrapped and rests what is then undetermined, as a new engine would.
    func setWeighsTies(_ weighs: Bool) {
        guard textPass.weighsTies != weighs else { return }
        textPass.weighsTies = weighs
        guard !textPass.wrappingLabelRanks.isEmpty, !needsFullSync else { return }
        liftRest()
        var derived: [Derived] = []
        for label in labelsWrappingHere { rederiveIntrinsicSpecs(of: label, &derived) }
        needsSettling = true
        textPass.mayRewrap = true
    }

    /// Runs `body` on the tree laid out as UIKit's engine would see it, the
    /// ties unweighed, and lays it out weighed again afterwards.
    func withTiesUnweighed<T>(_ body: () -> T) -> T {
        guard textPass.weighsTies, !textPass.wrappingLabelRanks.isEmpty else { return body() }
        setWeighsTies(false)
        update()
        defer {
            setWeighsTies(true)
            update()
        }
        return body()
    }

    /// Holds each wrapping label that the last solve made negative wide at
    /// 0 or more from then on, as strongly as it resists compression: a
    /// label that gives way resists being narrower than nothing as it
    /// resists being narrower than its text, and Auto Layout never gives a
    /// view a negative size (Erica Sadun, UndeterminedRest.swift). Without
    /// it the first of two tied labels gave way to −101.6 points, below
    /// the second's room. A constraint of higher priority, or a required
    /// one, still turns the label inside out, and the checks say so. Only
    /// labels that went below 0 pay for it. Whether any got it.
    @discardableResult
    func keepWrappingWidthsNotNegative() -> Bool {
        var kept = false
        for label in labelsWrappingHere {
            let v = variables(of: label), key = EntryKey.structural(ObjectIdentifier(label), .widthNotNegative)
            guard solver.value(of: v.width) < 0, entries[key] == nil else { continue }
            let resistance = label.contentCompressionResistancePriority(for: .horizontal)
            guard !resistance.isRequired, resistance.rawValue > 0 else { continue }
            var notNegative = LinearSpec()
            notNegative.add(v.width, 1)
            notNegative.relation = .greaterOrEqual
            notNegative.strength = Self.strength(resistance)
            upsert(key, notNegative, .structural(item: label.name, role: .widthNotNegative, relative: nil, reason: "width not negative"))
            kept = true
        }
        return kept
    }
}

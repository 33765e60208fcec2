import AnchorDSL
import AnchorHeadless
import Foundation

/// `Benchmarks stack`: a 100-item horizontal stack of each distribution,
/// filling the row across, and a centred `fill` row (UIStackView's hug of
/// the container at 51 and what goes with it), built and activated, against
/// the same constraints written by hand with the DSL (checked equal,
/// description by description, first). Fresh views for every run, made
/// before the clock starts. Prints `RESULT stack <case> <stack ms> <hand ms>`
/// and `RATIO stack <case> <value>` (goal ≤ 1.3).
enum StackBenchmarks {
    static let itemCount = 100
    static let spacing: CGFloat = 8

    static func run() -> Int32 {
        var status: Int32 = 0
        let cases = StackDistribution.allCases.map { ($0, StackAlignment.fill, "\($0)") } + [(.fill, .center, "fill-center")]
        for (distribution, alignment, name) in cases {
            let sample = Row()
            let viaStack = sample.stack(distribution, alignment).map(\.descriptionWithoutLocation)
            let byHand = sample.byHand(distribution, alignment).map(\.descriptionWithoutLocation)
            guard viaStack == byHand else {
                print("MISMATCH stack \(name): \(viaStack.count) against \(byHand.count) constraints")
                status = 1
                continue
            }
            var stacks: [Double] = [], hands: [Double] = [], ratios: [Double] = []
            for _ in 0..<15 {
                let first = Row(), second = Row()
                let stack = SolverBenchmarks.milliseconds { LayoutConstraint.activate(first.stack(distribution, alignment)) }
                let hand = SolverBenchmarks.milliseconds { LayoutConstraint.activate(second.byHand(distribution, alignment)) }
                stacks.append(stack)
                hands.append(hand)
                ratios.append(stack / hand)
            }
            print("RESULT stack \(name) \(median(stacks)) \(median(hands))")
            let ratio = median(ratios)
            print("RATIO stack \(name) \(ratio) (goal ≤ 1.3)\(ratio <= 1.3 ? "" : " NOT MET")")
        }
        return status
    }

    /// A root with 100 items of different intrinsic widths.
    final class Row {
        let root = View(name: "root")
        let items: [View]

        init() {
            root.frame = CGRect(x: 0, y: 0, width: 10_000, height: 100)
            items = (0..<StackBenchmarks.itemCount).map { View(name: "item\($0)") }
            for (index, item) in items.enumerated() {
                item.intrinsicContentSize = CGSize(width: CGFloat(20 + index % 7 * 10), height: 20)
                root.addSubview(item)
            }
        }

        func stack(_ distribution: StackDistribution, _ alignment: StackAlignment) -> [LayoutConstraint] {
            let items = self.items
            return LayoutConstraint.build {
                Stack(.horizontal, in: root, spacing: StackBenchmarks.spacing, distribution: distribution, alignment: alignment) {
                    items
                }
            }
        }

        /// What `Stack` writes, written out: the chain, then the
        /// distribution's own constraints, then the alignment's.
        func byHand(_ distribution: StackDistribution, _ alignment: StackAlignment) -> [LayoutConstraint] {
            let (root, items, spacing) = (self.root, self.items, StackBenchmarks.spacing)
            let last = items.count - 1
            return LayoutConstraint.build {
                for (index, item) in items.enumerated() {
                    if index == 0 { item.leading == root.leading }
                    if index > 0 {
                        let previous: View = items[index - 1]
                        switch distribution {
                        case .fill, .fillEqually, .fillProportionally:
                            item.leading == previous.trailing + spacing
                        case .equalSpacing, .equalCentering:
                            (item.leading - previous.trailing) >= spacing
                        }
                    }
                    if index == last { item.trailing == root.trailing }
                }
                distributionConstraints(distribution)
                if alignment == .center {
                    root.height == 0 ~ 51
                    for item in items {
                        item.centerY == root.centerY
                        item.top >= root.top
                    }
                } else {
                    for item in items {
                        item.top == root.top
                        item.bottom == root.bottom
                    }
                }
            }
        }

        @ConstraintBuilder private func distributionConstraints(_ distribution: StackDistribution) -> [LayoutConstraint] {
            let (root, items, spacing) = (self.root, self.items, StackBenchmarks.spacing)
            let count = Float(items.count)
            switch distribution {
            case .fill:
                for (index, item) in items.dropLast().enumerated() {
                    item.width == item.intrinsicContentSize.width ~ Priority(1 + (count - Float(index)) / (count + 1) / 2)
                }
            case .fillEqually:
                for item in items.dropFirst() { item.width == items[0].width }
            case .fillProportionally:
                let total = items.reduce(CGFloat(0)) { $0 + $1.intrinsicContentSize.width }
                let gapCount: Int = items.count - 1
                let gaps = CGFloat(gapCount)
                let spacings: CGFloat = spacing * gaps
                for item in items {
                    let share = item.intrinsicContentSize.width / total
                    item.width == root.width * share - spacings * share ~ .required - 1
                }
            case .equalSpacing:
                // Every gap against the first, as the stack writes them.
                let firstGap: DimensionAnchor = items[1].leading - items[0].trailing
                for index in 2..<items.count {
                    let (previous, item): (View, View) = (items[index - 1], items[index])
                    (item.leading - previous.trailing) == firstGap
                }
            case .equalCentering:
                let firstStep: DimensionAnchor = items[1].centerX - items[0].centerX
                for index in 2..<items.count {
                    let (previous, item): (View, View) = (items[index - 1], items[index])
                    (item.centerX - previous.centerX) == firstStep ~ 149
                }
            }
        }
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Every distribution × alignment, laid out: three items with intrinsic
/// lengths 40, 60 and 80 along the axis and 20, 30 and 10 across it, spacing
/// 10, in a container 300 long and 100 across. The expected frames come from
/// two hand-computed tables, one per axis of the layout; vertical stacks are
/// the transpose, right-to-left layouts the mirror image across the leading
/// direction.
@Suite(.failOnUnexpectedDiagnostics) struct StackLayoutTests {
    static let distributions = StackDistribution.allCases
    static let alignments: [StackAlignment] = [.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline]

    /// Position and length of each item along the axis, left to right.
    static func along(_ distribution: StackDistribution) -> [(CGFloat, CGFloat)] {
        switch distribution {
        case .fill: [(0, 140), (150, 60), (220, 80)]  // the first item takes the slack
        case .fillEqually: [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (560.0 / 3 + 20, 280.0 / 3)]
        case .fillProportionally:
            [(0, 280 * 40 / 180.0), (280 * 40 / 180.0 + 10, 280 * 60 / 180.0), (280 * 100 / 180.0 + 20, 280 * 80 / 180.0)]
        case .equalSpacing: [(0, 40), (100, 60), (220, 80)]
        case .equalCentering: [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// Position and length of each item across the axis.
    static func across(_ alignment: StackAlignment) -> [(CGFloat, CGFloat)] {
        switch alignment {
        case .fill: [(0, 100), (0, 100), (0, 100)]
        case .top, .leading: [(0, 20), (0, 30), (0, 10)]
        case .center: [(40, 20), (35, 30), (45, 10)]
        case .bottom, .trailing: [(80, 20), (70, 30), (90, 10)]
        case .firstBaseline: [(10, 20), (0, 30), (17, 10)]  // first baselines 15, 25, 8 below the tops
        case .lastBaseline: [(5, 20), (0, 30), (12, 10)]  // last baselines 5, 10, 2 above the bottoms, the row at the top
        }
    }

    private func layOut(
        _ axis: LayoutAxis, _ distribution: StackDistribution, _ alignment: StackAlignment,
        _ direction: LayoutDirection
    ) -> [CGRect] {
        let horizontal = axis == .horizontal
        let (root, items) = makeRoot(horizontal ? 300 : 100, horizontal ? 100 : 300, "a", "b", "c")
        root.layoutDirection = direction
        let alongLengths: [CGFloat] = [40, 60, 80], acrossLengths: [CGFloat] = [20, 30, 10]
        for (index, item) in items.enumerated() {
            item.intrinsicContentSize = horizontal
                ? CGSize(width: alongLengths[index], height: acrossLengths[index])
                : CGSize(width: acrossLengths[index], height: alongLengths[index])
        }
        let tops: [CGFloat] = [15, 25, 8], bottoms: [CGFloat] = [5, 10, 2]
        for (index, item) in items.enumerated() {
            item.firstBaselineOffsetFromTop = tops[index]
            item.lastBaselineOffsetFromBottom = bottoms[index]
        }
        let (a, b, c) = (items[0], items[1], items[2])
        LayoutConstraint.activate {
            Stack(axis, in: root, spacing: 10, distribution: distribution, alignment: alignment) {
                a
                b
                c
            }
        }
        root.layoutIfNeeded()
        return items.map(\.frame)
    }

    private func expected(
        _ axis: LayoutAxis, _ distribution: StackDistribution, _ alignment: StackAlignment,
        _ direction: LayoutDirection
    ) -> [CGRect] {
        let rtl = direction == .rightToLeft
        return zip(Self.along(distribution), Self.across(alignment)).map { along, across in
            if axis == .horizontal {
                let x = rtl ? 300 - along.0 - along.1 : along.0
                return CGRect(x: x, y: across.0, width: along.1, height: across.1)
            }
            let x = rtl ? 100 - across.0 - across.1 : across.0
            return CGRect(x: x, y: along.0, width: across.1, height: along.1)
        }
    }

    @Test(arguments: distributions, alignments)
    func horizontal(_ distribution: StackDistribution, _ alignment: StackAlignment) {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let frames = layOut(.horizontal, distribution, alignment, direction)
            for (index, (frame, want)) in zip(frames, expected(.horizontal, distribution, alignment, direction)).enumerated() {
                expectFrame(frame, want, "\(distribution), \(alignment), \(direction), item \(index)")
            }
        }
    }

    @Test(arguments: distributions, [StackAlignment.fill, .leading, .center, .trailing])
    func vertical(_ distribution: StackDistribution, _ alignment: StackAlignment) {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let frames = layOut(.vertical, distribution, alignment, direction)
            for (index, (frame, want)) in zip(frames, expected(.vertical, distribution, alignment, direction)).enumerated() {
                expectFrame(frame, want, "\(distribution), \(alignment), \(direction), item \(index)")
            }
        }
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `Stack` against a literal transcription of UIStackView's own constraints
/// (`UIStackViewTranscription`), both laid out by the engine: every
/// distribution × alignment, along both axes, with the stack sized by its
/// surroundings (roomy and tight) and by nothing. The frames must agree
/// wherever UIStackView's own layout is not ambiguous.
@Suite(.failOnUnexpectedDiagnostics) struct UIStackViewAgreementTests {
    enum Sizing: CaseIterable { case roomy, tight, byNothing }

    /// A root holding a canvas (the stack view) and three items with the
    /// intrinsic sizes of the dumps' (160 × 200, 80 × 100, 40 × 50), hugging
    /// and resisting at different priorities so that no tie is left to chance.
    func tree(_ axis: LayoutAxis, _ sizing: Sizing) -> (root: View, canvas: View, items: [View]) {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        let canvas = View(name: "canvas")
        root.addSubview(canvas)
        let sizes = [CGSize(width: 160, height: 200), CGSize(width: 80, height: 100), CGSize(width: 40, height: 50)]
        let items = sizes.enumerated().map { index, size in
            let item = View(name: "item\(index)")
            item.intrinsicContentSize = axis == .horizontal ? size : CGSize(width: size.height, height: size.width)
            for along in [LayoutAxis.horizontal, .vertical] {
                item.setContentHuggingPriority(Priority(Float(250 + index)), for: along)
                item.setContentCompressionResistancePriority(Priority(Float(750 - index)), for: along)
            }
            item.firstBaselineOffsetFromTop = [150, 30, 45][index]
            item.lastBaselineOffsetFromBottom = [20, 10, 5][index]
            canvas.addSubview(item)
            return item
        }
        // Along the axis the items need 280 and 20 of spacing; across, 200.
        let (along, across): (CGFloat, CGFloat) = sizing == .tight ? (250, 150) : (400, 300)
        LayoutConstraint.activate {
            canvas.leading == root.leading + 10
            canvas.top == root.top + 10
            if sizing != .byNothing {
                canvas.width == (axis == .horizontal ? along : across)
                canvas.height == (axis == .horizontal ? across : along)
            }
        }
        return (root, canvas, items)
    }

    static let alignments: [LayoutAxis: [StackAlignment]] = [
        .horizontal: [.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline],
        .vertical: [.fill, .leading, .center, .trailing],
    ]

    @Test(arguments: [LayoutAxis.horizontal, .vertical], StackDistribution.allCases)
    func framesAgreeWithUIStackViewsConstraints(axis: LayoutAxis, distribution: StackDistribution) {
        var open: [String] = []
        for alignment in Self.alignments[axis]! {
            for sizing in Sizing.allCases {
                // UIKit's proportions divide by the spacing as well as the
                // items' lengths (the Stacks article): they agree without it.
                let spacing: CGFloat = distribution == .fillProportionally && sizing != .byNothing ? 0 : 10
                let theirs = tree(axis, sizing)
                LayoutConstraint.activate(UIStackViewTranscription.constraints(
                    axis, canvas: theirs.canvas, items: theirs.items, spacing: spacing,
                    distribution: distribution, alignment: alignment))
                theirs.root.layoutIfNeeded()
                // Where UIStackView's own constraints leave the layout open,
                // UIKit places the items by chance: nothing to agree with.
                if theirs.items.contains(where: { $0.hasAmbiguousLayout }) || theirs.canvas.hasAmbiguousLayout {
                    open.append("\(alignment) \(sizing)")
                    continue
                }
                let ours = tree(axis, sizing)
                LayoutConstraint.activate {
                    Stack(axis, in: ours.canvas, spacing: spacing, distribution: distribution, alignment: alignment) {
                        ours.items
                    }
                }
                ours.root.layoutIfNeeded()
                let context = "\(axis) \(distribution) \(alignment) \(sizing)"
                #expect(!ours.items.contains { $0.hasAmbiguousLayout }, "\(context): ours is ambiguous")
                expectFrame(ours.canvas.frame, theirs.canvas.frame, "\(context): the stack")
                for (mine, reference) in zip(ours.items, theirs.items) {
                    expectFrame(mine.frame, reference.frame, "\(context): \(mine.name)")
                }
            }
        }
        // UIStackView's own constraints leave open the gaps of an equal
        // distribution that nothing sizes (they are only at least the
        // spacing), and where a first-baseline row sits in a taller stack.
        var expectedOpen: [String] = []
        for alignment in Self.alignments[axis]! {
            if alignment == .firstBaseline, distribution != .equalSpacing, distribution != .equalCentering {
                expectedOpen.append("\(alignment) roomy")
            }
            if distribution == .equalSpacing || distribution == .equalCentering {
                if alignment == .firstBaseline { expectedOpen.append("\(alignment) roomy") }
                expectedOpen.append("\(alignment) byNothing")
            }
        }
        expectEqual(open, expectedOpen, "\(axis) \(distribution): the cases UIKit leaves ambiguous")
    }
}

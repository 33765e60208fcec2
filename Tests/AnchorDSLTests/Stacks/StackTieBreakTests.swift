import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A `.fill` stack breaks ties by index whatever the item, as UIStackView
/// documents ("based on their index in the arrangedSubviews array"): an
/// item with no intrinsic length (a card, a nested stack) holds what its
/// content holds, so that of items that hug or resist alike the first
/// gives way, and nothing is ambiguous. Lengths 40 (a), 60 (b, inside the
/// card c), spacing 10, in a row 300 long unless said.
@Suite(.failOnUnexpectedDiagnostics) struct StackTieBreakTests {
    private struct Row {
        let root = View(name: "root"), a = View(name: "a"), card = View(name: "card"), b = View(name: "b")

        init(axis: LayoutAxis, length: CGFloat = 300) {
            root.frame = axis == .horizontal
                ? CGRect(x: 0, y: 0, width: length, height: 100) : CGRect(x: 0, y: 0, width: 100, height: length)
            a.intrinsicContentSize = axis == .horizontal ? CGSize(width: 40, height: 20) : CGSize(width: 20, height: 40)
            b.intrinsicContentSize = axis == .horizontal ? CGSize(width: 60, height: 20) : CGSize(width: 20, height: 60)
            root.addSubview(a)
            root.addSubview(card)
            card.addSubview(b)
            let (card, b) = (card, b)
            LayoutConstraint.activate { b.edges == card.edges }
        }

        func stack(_ axis: LayoutAxis, cardFirst: Bool) -> [LayoutConstraint] {
            let (root, a, card) = (root, a, card)
            return LayoutConstraint.build {
                Stack(axis, in: root, spacing: 10) {
                    if cardFirst { card; a } else { a; card }
                }
            }
        }

        /// (position, length) along `axis`.
        func along(_ axis: LayoutAxis, _ view: View) -> [CGFloat] {
            axis == .horizontal ? [view.frame.minX, view.frame.width] : [view.frame.minY, view.frame.height]
        }
    }

    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func theFirstItemStretchesWhetherTheCardComesFirstOrLast(axis: LayoutAxis) {
        let row = Row(axis: axis)
        LayoutConstraint.activate(row.stack(axis, cardFirst: false))
        row.root.layoutIfNeeded()
        expectEqual(row.along(axis, row.a), [0, 230], "a, first, stretches")
        expectEqual(row.along(axis, row.card), [240, 60], "the card holds b's 60")
        #expect(!row.root.hasAmbiguousLayout)

        let swapped = Row(axis: axis)
        LayoutConstraint.activate(swapped.stack(axis, cardFirst: true))
        swapped.root.layoutIfNeeded()
        expectEqual(swapped.along(axis, swapped.card), [0, 250], "the card, first, stretches")
        expectEqual(swapped.along(axis, swapped.a), [260, 40])
        #expect(!swapped.root.hasAmbiguousLayout)
    }

    @Test func inARowTooShortTheFirstGivesWay() {
        let row = Row(axis: .horizontal, length: 90)
        LayoutConstraint.activate(row.stack(.horizontal, cardFirst: false))
        row.root.layoutIfNeeded()
        expectEqual(row.along(.horizontal, row.a), [0, 20], "a is compressed: 80 of room for 100")
        expectEqual(row.along(.horizontal, row.card), [30, 60])
        #expect(!row.root.hasAmbiguousLayout)
    }

    @Test func aNestedStackHoldsItsItems() {
        let root = View(name: "root"), a = View(name: "a"), inner = View(name: "inner")
        let b1 = View(name: "b1"), b2 = View(name: "b2")
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        a.intrinsicContentSize = CGSize(width: 40, height: 20)
        b1.intrinsicContentSize = CGSize(width: 30, height: 20)
        b2.intrinsicContentSize = CGSize(width: 50, height: 20)
        root.addSubview(a)
        root.addSubview(inner)
        inner.addSubview(b1)
        inner.addSubview(b2)
        LayoutConstraint.activate {
            Stack(.horizontal, in: root, spacing: 10) { a; inner }
            Stack(.horizontal, in: inner, spacing: 10) { b1; b2 }
        }
        root.layoutIfNeeded()
        expectEqual([a.frame.minX, a.frame.width], [0, 200], "a stretches: the inner stack holds 30 + 10 + 50")
        expectEqual([inner.frame.minX, inner.frame.width], [210, 90])
        expectEqual([b1.frame.minX, b1.frame.width, b2.frame.minX, b2.frame.width], [0, 30, 40, 50], "in the inner stack")
        #expect(!root.hasAmbiguousLayout)
    }

    /// Activated after a first layout, and swapped for the other order: the
    /// content's sizes are weighed again each time, and no longer once the
    /// card comes first.
    @Test func aStackActivatedLaterOrSwappedWeighsTheContentAgain() {
        let row = Row(axis: .horizontal)
        row.root.layoutIfNeeded()
        let cardLast = row.stack(.horizontal, cardFirst: false)
        LayoutConstraint.activate(cardLast)
        row.root.layoutIfNeeded()
        expectEqual(row.along(.horizontal, row.a), [0, 230])
        LayoutConstraint.deactivate(cardLast)
        LayoutConstraint.activate(row.stack(.horizontal, cardFirst: true))
        row.root.layoutIfNeeded()
        expectEqual(row.along(.horizontal, row.card), [0, 250], "the card, first now, stretches")
        expectEqual(row.along(.horizontal, row.a), [260, 40])
    }

    @Test func theCardsTieBreakFieldByField() {
        let row = Row(axis: .horizontal)
        let made = row.stack(.horizontal, cardFirst: false)
        let tieBreaks = made.filter { $0.firstItem === row.card && $0.firstAttribute == .width }
        expectConstraints(tieBreaks, [
            ExpectedConstraint(row.card, .width, .equal, nil, nil, constant: 0, priority: Priority(1 + Float(1) / Float(3) / 2)),
        ])
        let emptyCard = View(name: "empty")
        row.root.addSubview(emptyCard)
        let (root, a) = (row.root, row.a)
        let withEmpty = LayoutConstraint.build { Stack(.horizontal, in: root) { a; emptyCard } }
        let onTheEmptyView = withEmpty.filter { $0.firstItem === emptyCard && $0.firstAttribute == .width }
        expectEqual(onTheEmptyView.count, 0, "an empty view has no content to hold")
    }
}

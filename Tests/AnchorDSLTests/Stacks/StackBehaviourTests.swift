import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Hidden items, custom spacing, nesting, guides, groups, the constraints
/// themselves and bad input.
@Suite(.failOnUnexpectedDiagnostics) struct StackBehaviourTests {
    /// A 300 × 100 root with items of the given intrinsic widths, 20 high.
    private func row(_ widths: [CGFloat]) -> (View, [View]) {
        let (root, _) = makeRoot(300, 100)
        let items = widths.enumerated().map { index, width in
            let item = View(name: ["a", "b", "c", "d"][index])
            item.intrinsicContentSize = CGSize(width: width, height: 20)
            root.addSubview(item)
            return item
        }
        return (root, items)
    }

    @Test func theConstraintsOfAStackFieldByField() {
        let (root, items) = row([40, 60])
        let (a, b) = (items[0], items[1])
        let made = LayoutConstraint.build {
            Stack(.horizontal, in: root, spacing: 8, alignment: .center) {
                a
                b
            }
        }
        let low = Priority(1 + Float(1) / Float(3) / 2)
        expectConstraints(made, [
            ExpectedConstraint(a, .leading, .equal, root, .leading),
            ExpectedConstraint(b, .leading, .equal, a, .trailing, constant: 8),
            ExpectedConstraint(b, .trailing, .equal, root, .trailing),
            ExpectedConstraint(b, .width, .equal, nil, nil, constant: 60, priority: low),
            ExpectedConstraint(root, .height, .equal, nil, nil, priority: 51),
            ExpectedConstraint(a, .centerY, .equal, root, .centerY),
            ExpectedConstraint(a, .top, .greaterThanOrEqual, root, .top),
            ExpectedConstraint(b, .centerY, .equal, root, .centerY),
            ExpectedConstraint(b, .top, .greaterThanOrEqual, root, .top),
        ])
        let line = made.map { $0.location?.line ?? 0 }
        expectEqual(Set(line).count, 1, "every constraint carries the stack's line")
    }

    @Test func equalSpacingIsWrittenWithDistances() {
        let (root, items) = row([40, 60, 80])
        let made = LayoutConstraint.build {
            Stack(.horizontal, in: root, spacing: 10, distribution: .equalSpacing) { items }
        }
        let descriptions = made.map(\.descriptionWithoutLocation)
        expectEqual(Array(descriptions.prefix(5)), [
            "a.leading == root.leading",
            "(b.leading - a.trailing) >= 10",
            "(c.leading - b.trailing) >= 10",
            "c.trailing == root.trailing",
            "(c.leading - b.trailing) == (b.leading - a.trailing)",
        ])
    }

    @Test func aHiddenItemTakesNoRoomAndItsSpacingCollapses() {
        let (root, items) = row([40, 60, 80])
        let (a, b, c) = (items[0], items[1], items[2])
        b.isHidden = true
        b.setContentCompressionResistancePriority(.required, for: .horizontal)
        LayoutConstraint.activate {
            Stack(.horizontal, in: root, spacing: 10, distribution: .equalSpacing, alignment: .top) { a; b; c }
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 40, 20))
        expectFrame(b.frame, rect(40, 0, 60, 20), "a required width of its own wins over hiding, without a conflict")
        expectFrame(c.frame, rect(220, 0, 80, 20))
    }

    @Test func hidingAndShowingThroughAGroupReStacks() {
        let (root, items) = row([40, 60, 80])
        let (a, b, c) = (items[0], items[1], items[2])
        let group = ConstraintGroup {
            Stack(.horizontal, in: root, spacing: 10, distribution: .fill, alignment: .top) { a; b; c }
        }
        group.activate()
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 140, 20))
        expectFrame(c.frame, rect(220, 0, 80, 20))
        b.isHidden = true
        let change = group.update()
        #expect(!change.isEmpty)
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 210, 20))
        expectFrame(b.frame, rect(210, 0, 0, 20))
        expectFrame(c.frame, rect(220, 0, 80, 20))
        b.isHidden = false
        group.update()
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 140, 20))
        expectFrame(c.frame, rect(220, 0, 80, 20))
    }

    @Test func customSpacingReplacesTheSpacingAfterAnItem() {
        let (root, items) = row([40, 60, 80])
        let (a, b, c) = (items[0], items[1], items[2])
        LayoutConstraint.activate {
            Stack(.horizontal, in: root, spacing: 10, alignment: .top) {
                a
                StackSpacing(30)
                b
                c
            }
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 120, 20))
        expectFrame(b.frame, rect(150, 0, 60, 20))
        expectFrame(c.frame, rect(220, 0, 80, 20))
    }

    @Test func customSpacingAfterAHiddenItemGoesWithIt() {
        let (root, items) = row([40, 60, 80])
        let (a, b, c) = (items[0], items[1], items[2])
        b.isHidden = true
        LayoutConstraint.activate {
            Stack(.horizontal, in: root, spacing: 10, alignment: .top) {
                a
                b
                StackSpacing(30)
                c
            }
        }
        root.layoutIfNeeded()
        expectFrame(a.frame, rect(0, 0, 210, 20))
        expectFrame(c.frame, rect(220, 0, 80, 20))
    }

    @Test func nestedStacksAndAStackInAGuide() {
        let (root, _) = makeRoot(300, 200)
        root.layoutMargins = EdgeInsets(10)
        let card = View(name: "card"), side = View(name: "side")
        let title = View(name: "title"), body = View(name: "body")
        root.addSubview(card)
        root.addSubview(side)
        card.addSubview(title)
        card.addSubview(body)
        title.intrinsicContentSize = CGSize(width: 50, height: 20)
        body.intrinsicContentSize = CGSize(width: 50, height: 40)
        side.intrinsicContentSize = CGSize(width: 60, height: 20)
        // The card hugs through two items, so it would stay narrower than
        // the side (one item) at equal priorities, in UIKit too.
        side.setContentHuggingPriority(.high, for: .horizontal)
        LayoutConstraint.activate {
            Stack(.horizontal, in: root.layoutMarginsGuide, spacing: 10, alignment: .top) {
                side
                card
            }
            Stack(.vertical, in: card, spacing: 4, alignment: .fill) {
                title
                body
            }
        }
        root.layoutIfNeeded()
        expectFrame(side.frame, rect(10, 10, 60, 20))
        expectFrame(card.frame, rect(80, 10, 210, 64))
        expectFrame(title.frame, rect(0, 0, 210, 20))
        expectFrame(body.frame, rect(0, 24, 210, 40))
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func anEmptyStackMakesNoConstraints() {
        let (root, _) = makeRoot()
        let made = LayoutConstraint.build { Stack(.vertical, in: root) {} }
        expectEqual(made.count, 0)
    }

    @Test func optionalsLoopsAndBranchesInTheItems() {
        let (root, items) = row([10, 10, 10])
        let maybe: View? = nil
        let made = LayoutConstraint.build {
            Stack(.horizontal, in: root, distribution: .fillEqually) {
                maybe
                for item in items.prefix(2) { item }
                if items.count > 5 { items[2] } else { items[2] }
            }
        }
        expectEqual(made.filter { $0.firstAttribute == .width }.count, 2, "three items, two equal-width constraints")
    }

    /// Each bad input of `badStack`, with the message it must produce.
    static let badInputs: [(kind: String, message: String)] = [
        ("spacing", "the spacing nan is not a finite number"),
        ("twice", "'a' is in the stack twice"),
        ("outside", "'stranger' is not inside 'root', the view of the container 'root'"),
        ("leadingSpacing", "StackSpacing(8) comes before any item: custom spacing goes after an item"),
        ("trailingSpacing", "StackSpacing(8) follows the last item 'b': no item comes after it"),
        ("doubleSpacing", "two StackSpacing follow 'a': give one spacing after an item"),
        ("nanSpacing", "StackSpacing(nan) is not a finite number"),
        ("verticalBaseline", "firstBaseline alignment is for horizontal stacks: the items of a column share no baseline"),
        ("container", "the container 'loose' is a guide that no view owns"),
        ("itself", "'root' is not inside 'root', the view of the container 'root.margins'"),
    ]

    @Test(arguments: badInputs)
    func badInputIsReportedWithTheLineAndMakesNothing(_ kind: String, _ message: String) {
        let (root, items) = row([10, 10])
        let (a, b) = (items[0], items[1])
        let stranger = View(name: "stranger"), loose = LayoutGuide(name: "loose")
        var made: [LayoutConstraint] = []
        let line = #line + 2
        let errors = LayoutDiagnostics.capture {
            made = LayoutConstraint.build { Self.badStack(kind, root, a, b, stranger, loose) }
        }
        expectEqual(made.count, 0)
        let location = LayoutConstraint.SourceLocation(fileID: "AnchorDSLTests/StackBehaviourTests.swift", line: line)
        expectEqual(errors, [.invalidStack(message: message, location: location)])
    }

    private static func badStack(_ kind: String, _ root: View, _ a: View, _ b: View, _ stranger: View, _ loose: LayoutGuide) -> Stack {
        switch kind {
        case "spacing": Stack(.horizontal, in: root, spacing: .nan) { a }
        case "twice": Stack(.horizontal, in: root) { a; b; a }
        case "outside": Stack(.horizontal, in: root) { a; stranger }
        case "leadingSpacing": Stack(.horizontal, in: root) { StackSpacing(8); a }
        case "trailingSpacing": Stack(.horizontal, in: root) { a; b; StackSpacing(8) }
        case "doubleSpacing": Stack(.horizontal, in: root) { a; StackSpacing(8); StackSpacing(4); b }
        case "nanSpacing": Stack(.horizontal, in: root) { a; StackSpacing(.nan); b }
        case "verticalBaseline": Stack(.vertical, in: root, alignment: .firstBaseline) { a }
        case "container": Stack(.horizontal, in: loose) { a }
        default: Stack(.horizontal, in: root.layoutMarginsGuide) { root }
        }
    }

    @Test func aContainerSmallerThanARequiredItemIsAConflictReportedAsUsual() {
        let (root, items) = row([10])
        let a = items[0]
        let errors = LayoutDiagnostics.capture {
            LayoutConstraint.activate {
                a.height == 150
                Stack(.horizontal, in: root, alignment: .top) { a }
            }
            root.layoutIfNeeded()
        }
        expectEqual(errors.count, 1)
        guard case .unsatisfiableConstraints? = errors.first else {
            Issue.record("expected a conflict, got \(errors)")
            return
        }
    }

    @Test func negativeSpacingOverlaps() {
        let (root, items) = row([40, 60])
        LayoutConstraint.activate {
            Stack(.horizontal, in: root, spacing: -10, distribution: .fillEqually, alignment: .top) { items }
        }
        root.layoutIfNeeded()
        expectFrame(items[1].frame, rect(145, 0, 155, 20))
    }

    @Test func aRowThatNothingElseSizesIsAsTallAsItsTallestItemAsUIStackViews() {
        let (root, _) = makeRoot(375, 600)
        let row = View(name: "row"), text = View(name: "text"), toggle = View(name: "toggle")
        root.addSubview(row)
        row.addSubview(text)
        row.addSubview(toggle)
        text.intrinsicContentSize = CGSize(width: 200, height: 40)
        toggle.intrinsicContentSize = CGSize(width: 51, height: 31)
        LayoutConstraint.activate {
            row.horizontalEdges == root.horizontalEdges
            row.top == root.top + 100
            Stack(.horizontal, in: row.layoutMarginsGuide, spacing: 12, alignment: .center) { text; toggle }
        }
        root.layoutIfNeeded()
        for view in [row, text, toggle] { #expect(!view.hasAmbiguousLayout, "\(view.name)") }
        expectFrame(row.frame, rect(0, 100, 375, 56), "the tallest item and the margins")
        // A plain view hugs at 250 as the text does: the tie goes to the
        // first item, which takes the spare width (against a `Switch`, which
        // hugs at 750, it would take it anyway).
        expectFrame(text.frame, rect(8, 8, 296, 40))
        expectFrame(toggle.frame, rect(316, 12.5, 51, 31))
    }

    @Test func anItemWithNoLengthAcrossTheAxisIsZeroThereNotAmbiguous() {
        let (root, _) = makeRoot(300, 100)
        let rule = View(name: "rule"), label = View(name: "label")
        root.addSubview(rule)
        root.addSubview(label)
        rule.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 1)
        label.intrinsicContentSize = CGSize(width: 100, height: 20)
        let made = LayoutConstraint.build {
            Stack(.vertical, in: root, alignment: .leading) { label; rule }
        }
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        #expect(made.contains { $0.firstItem === rule && $0.firstAttribute == .width && $0.priority == 25 && $0.constant == 0 })
        #expect(!made.contains { $0.firstItem === label && $0.priority == 25 }, "an item with a width of its own keeps it")
        #expect(!rule.hasAmbiguousLayout)
        expectFrame(label.frame, rect(0, 0, 100, 99), "the first item takes the column's spare height")
        expectFrame(rule.frame, rect(0, 99, 0, 1), "no width")
    }

    @Test func theStacksHugLeavesAContainerPlacedByItsFrameAlone() {
        let (root, items) = row([40, 60])
        let card = View(name: "card")
        root.addSubview(card)
        card.frame = rect(10, 10, 200, 80)
        for item in items { card.addSubview(item) }
        LayoutConstraint.activate {
            Stack(.horizontal, in: card, spacing: 8, alignment: .top) { items }
        }
        root.layoutIfNeeded()
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        expectFrame(card.frame, rect(10, 10, 200, 80), "its frame holds over the hug at 51")
        #expect(!items.contains { $0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func fillAlignmentAddsNoHug() {
        let (root, items) = row([40, 60])
        let made = LayoutConstraint.build { Stack(.horizontal, in: root, alignment: .fill) { items } }
        #expect(!made.contains { $0.priority == 51 || $0.priority == 25 })
    }
}

/// A proportional stack around a stack: the nested one has no intrinsic
/// length, so it takes what its content needs and the others keep their
/// proportions in the rest.
@Suite(.failOnUnexpectedDiagnostics) struct ProportionalAroundAStackTests {
    @Test func aNestedStackTakesItsContentAndTheOthersShareTheRest() {
        let (root, _) = makeRoot(375, 200)
        root.textMeasurer = EmMeasurer()
        let card = View(name: "card"), icon = Label(name: "icon", text: "Hello", font: .system(size: 10))
        let nested = View(name: "nested"), rating = Label(name: "rating", text: "0123456789", font: .system(size: 10))
        let title = Label(name: "title", text: "Grade", font: .system(size: 10))
        let detail = Label(name: "detail", text: "Six words", font: .system(size: 10))
        root.addSubview(card)
        for view in [icon, nested, rating] { card.addSubview(view) }
        nested.addSubview(title)
        nested.addSubview(detail)
        let made = LayoutConstraint.build {
            card.horizontalEdges == root.horizontalEdges + 8
            card.top == root.top + 20
            Stack(.horizontal, in: card, spacing: 8, distribution: .fillProportionally, alignment: .top) { icon; nested; rating }
            Stack(.vertical, in: nested, spacing: 2) { title; detail }
        }
        // The rating keeps twice the icon's length (100 against 50); the
        // nested stack has no proportion of its own.
        #expect(made.contains {
            $0.firstItem === rating && $0.firstAttribute == .width && $0.secondItem === icon && $0.multiplier == 2
                && $0.priority == .required - 1
        })
        #expect(!made.contains { $0.firstItem === nested && $0.firstAttribute == .width && $0.secondItem != nil })
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        // 359 less 16 of spacing is 343; the nested stack is as wide as its
        // widest label (90), the icon and the rating share the other 253 as 1 : 2.
        expectFrame(nested.frame, rect(253.0 / 3 + 8, 0, 90, 22))
        expectFrame(icon.frame, rect(0, 0, 253.0 / 3, 10))
        expectFrame(rating.frame, rect(359 - 506.0 / 3, 0, 506.0 / 3, 10))
        expectFrame(card.frame, rect(8, 20, 359, 22))
        #expect(!root.subviews.contains { $0.hasAmbiguousLayout })
    }
}

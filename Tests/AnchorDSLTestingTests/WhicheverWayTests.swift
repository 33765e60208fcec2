import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// Whichever way: a problem is reported when it holds in every layout the
/// constraints allow, decided from the range they leave open (the frames
/// pulled toward undoing it), not from a few places the frames could be;
/// a cut that moves among labels is one report naming each. Text is one
/// em a character (`EmMeasurer`): "4.8 rating" at 10 points is 100 wide.
@Suite(.failOnUnexpectedDiagnostics) struct WhicheverWayTests {
    /// A 375 × 667 root under a 47-point status bar.
    private func root(_ direction: LayoutDirection = .leftToRight) -> View {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        root.layoutDirection = direction
        root.textMeasurer = EmMeasurer()
        return root
    }

    /// `items` in a 260 × 40 row of the root, 8 apart from its leading edge
    /// to its trailing edge, each resisting at 750; laid out.
    private func row(_ items: [View], in root: View) {
        let row = View(name: "row")
        root.addSubview(row)
        for item in items { row.addSubview(item) }
        LayoutConstraint.activate {
            row.top == root.safeAreaLayoutGuide.top + 20
            row.leading == root.leading + 16
            row.size == CGSize(width: 260, height: 40)
            items[0].leading == row.leading
            for (before, after) in zip(items, items.dropFirst()) { after.leading == before.trailing + 8 }
            items[items.count - 1].trailing == row.trailing
            for item in items { item.centerY == row.centerY }
        }
        root.layoutIfNeeded()
    }

    /// Three stats needing 100 + 8 + 100 + 8 + 120 = 336 points in the row's
    /// 260: one is always cut, none in particular.
    private static let stats = [("learners", "1204 pupil"), ("rating", "4.8 rating"), ("certificates", "3 diplomas!!")]

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func threeLabelsTooWideForTheirRowAreOneReportNamingEach(direction: LayoutDirection) {
        let root = root(direction)
        row(Self.stats.map { Label(name: $0.0, text: $0.1, font: .system(size: 10)) }, in: root)
        let truncated = layoutProblems(in: root, checking: .truncatedText)
        expectEqual(truncated.map(\.views), [["certificates", "learners", "rating"]])
        let prefix = "one of learners, rating or certificates is cut, whichever: their constraints leave open which gives way"
        expectEqual(truncated.first?.message.hasPrefix(prefix), true, truncated.first?.message ?? "")
        let all = layoutProblems(in: root)
        expectEqual(all.filter { $0.check == .truncatedText }.count, 1)
        #expect(all.contains { $0.check == .ambiguity })
    }

    /// The same row of item views, each holding its label pinned to its
    /// edges: the items' widths are what the constraints leave open.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func insideItemViewsTheCutIsOneReportNamingTheLabels(direction: LayoutDirection) {
        let root = root(direction)
        let items = Self.stats.map { name, text in
            let item = View(name: "\(name)Item"), label = Label(name: name, text: text, font: .system(size: 10))
            item.addSubview(label)
            LayoutConstraint.activate { label.edges == item.edges }
            return item
        }
        row(items, in: root)
        let truncated = layoutProblems(in: root, checking: .truncatedText)
        expectEqual(truncated.map(\.views), [["certificates", "learners", "rating"]])
    }

    @Test func aRowWithRoomForAllIsNoCutWhereverTheyRest() {
        // 30 + 8 + 30 + 8 + 30 in 260: a tie of hugging only, nothing cut anywhere.
        let root = root()
        row(["abc", "def", "ghi"].map { Label(name: $0, text: $0, font: .system(size: 10)) }, in: root)
        expectEqual(layoutProblems(in: root, checking: .truncatedText).map(\.message), [])
    }

    /// A title of `text` and a gray badge, in a new root.
    private func titleAndBadge(_ text: String) -> (root: View, title: Label, badge: View) {
        let root = root()
        let title = Label(name: "title", text: text, font: .system(size: 10))
        let badge = View(name: "badge")
        badge.backgroundColor = .gray
        root.addSubview(title)
        root.addSubview(badge)
        return (root, title, badge)
    }

    @Test func aLabelCutWhateverItsNeighbourDoesIsReportedOnItsOwn() {
        // The title needs 200 where a required 150 is all it can have; the
        // badge beside it rests anywhere in the 50 points left.
        let (root, title, badge) = titleAndBadge("twenty chars of text")
        LayoutConstraint.activate {
            title.leading == root.leading + 16
            title.top == root.safeAreaLayoutGuide.top
            title.width == 150
            badge.leading >= title.trailing
            badge.trailing <= title.trailing + 50
            badge.top == title.top
            badge.size == CGSize(width: 20, height: 20)
        }
        root.layoutIfNeeded()
        let truncated = layoutProblems(in: root, checking: .truncatedText)
        expectEqual(truncated.map(\.views), [["title"]])
        expectEqual(truncated.first?.message.hasPrefix("title (16, 47, 150 × 10) is truncated"), true)
    }

    @Test func aLabelWhoseVerticalPositionNothingSetsIsNotUnderTheStatusBar() {
        // It rests at y 0, under the status bar, but could be anywhere: the
        // ambiguity is the fault, not the safe area.
        let root = root()
        let title = Label(name: "title", text: "Welcome", font: .system(size: 10))
        root.addSubview(title)
        LayoutConstraint.activate { title.leading == root.leading + 16 }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.ambiguity])
        expectEqual(title.frame.minY, 0)
    }

    @Test func aLabelPinnedUnderTheStatusBarIsStillReported() {
        let root = root()
        let title = Label(name: "title", text: "Welcome", font: .system(size: 10))
        root.addSubview(title)
        LayoutConstraint.activate {
            title.leading == root.leading + 16
            title.top == root.top + 10
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.outsideSafeArea])
    }

    /// A 50-point title and a 20-point gray badge on its line, anywhere from
    /// the title's leading edge on, up to the root's trailing edge or to the
    /// title's.
    private func badgeOnTitle(withinTitle: Bool) -> View {
        let (root, title, badge) = titleAndBadge("Inbox")
        LayoutConstraint.activate {
            title.leading == root.leading + 16
            title.top == root.safeAreaLayoutGuide.top + 8
            badge.leading >= title.leading
            badge.trailing <= (withinTitle ? title.trailing : root.trailing)
            badge.top == title.top
            badge.size == CGSize(width: 20, height: 10)
        }
        root.layoutIfNeeded()
        return root
    }

    @Test func anOverlapOnlyWhereAFrameRestedIsNotReported() {
        // It rests over the title, but need not.
        let root = badgeOnTitle(withinTitle: false)
        expectEqual(layoutProblems(in: root, checking: .overlappingSiblings).map(\.message), [])
    }

    @Test func anOverlapWhereverTheFrameGoesIsReported() {
        // Anywhere within the title's 50 points, the badge covers part of it.
        let root = badgeOnTitle(withinTitle: true)
        let overlaps = layoutProblems(in: root, checking: [.ambiguity, .overlappingSiblings])
        expectEqual(overlaps.map(\.check), [.ambiguity, .overlappingSiblings])
        expectEqual(overlaps.last?.views, ["badge", "title"])
    }

    @Test func aLabelWithTextAtZeroWidthIsReported() {
        let root = root()
        let grade = Label(name: "grade", text: "A+", font: .system(size: 10))
        root.addSubview(grade)
        LayoutConstraint.activate {
            grade.leading == root.leading + 16
            grade.top == root.safeAreaLayoutGuide.top
            grade.width == 0
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root)
        expectEqual(problems.map(\.check), [.zeroSize, .truncatedText])
        expectEqual(problems.last?.message, "grade (16, 47, 0 × 10) is truncated: it shows \"…\" of \"A+\"")
    }

    @Test func aLabelHeldAtNoWidthInAnUndeterminedCardIsReported() {
        // Nothing places the card down the screen; its grade is 0 wide
        // wherever it goes: the ambiguity and the empty label, both.
        let root = root()
        let card = View(name: "card"), grade = Label(name: "grade", text: "A+", font: .system(size: 10))
        card.backgroundColor = .gray
        root.addSubview(card)
        card.addSubview(grade)
        LayoutConstraint.activate {
            card.horizontalEdges == root.horizontalEdges
            card.height == 40
            grade.leading == card.leading + 8
            grade.top == card.top + 8
            grade.width == 0
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root, checking: [.ambiguity, .truncatedText])
        expectEqual(problems.map(\.check), [.ambiguity, .truncatedText])
        expectEqual(problems.last?.views, ["grade"])
    }

    @Test func aLabelBeyondAScrollViewsContentWhereverItIsIsReported() {
        // Nothing sets how far below the 1,000-point content it is, only
        // that it is 100 or more: scrolling never reaches it.
        let root = root()
        let scroll = ScrollView(name: "scroll"), terms = Label(name: "terms", text: "Terms", font: .system(size: 10))
        root.addSubview(scroll)
        scroll.addSubview(terms)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width
            scroll.contentLayoutGuide.height == 1000
            terms.leading == scroll.contentLayoutGuide.leading + 16
            terms.top >= scroll.contentLayoutGuide.bottom + 100
        }
        root.layoutIfNeeded()
        let problems = layoutProblems(in: root, checking: [.ambiguity, .outsideSuperview])
        expectEqual(problems.map(\.check), [.ambiguity, .outsideSuperview])
        expectEqual(problems.last?.views, ["scroll", "terms"])
    }

    @Test func twoImagesTooWideForTheirRowAreOneCompression() {
        // Two 60-point icons in 100, resisting alike.
        let root = root()
        let icons = ["left", "right"].map { name in
            let icon = View(name: name)
            icon.backgroundColor = .gray
            icon.intrinsicContentSize = CGSize(width: 60, height: 20)
            return icon
        }
        for icon in icons { root.addSubview(icon) }
        LayoutConstraint.activate {
            icons[0].leading == root.leading + 16
            icons[1].leading == icons[0].trailing
            icons[1].trailing == root.leading + 116
            for icon in icons { icon.top == root.safeAreaLayoutGuide.top }
        }
        root.layoutIfNeeded()
        let compressed = layoutProblems(in: root, checking: .compressedContent)
        expectEqual(compressed.map(\.views), [["left", "right"]])
        expectEqual(compressed.first?.message.hasPrefix("one of left or right is compressed, whichever"), true)
    }
}

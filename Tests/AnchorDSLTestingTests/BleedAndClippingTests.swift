import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// What shows past a superview: art bleeds as designed where the superview
/// does not clip (UIKit's `clipsToBounds` is false); text and controls are at
/// fault (they spill over what is beside them, and UIKit's hit-testing never
/// reaches them there); what a clipping ancestor cuts of them is reported as
/// cut by it. Overlaps are judged on what each view shows.
@Suite(.failOnUnexpectedDiagnostics) struct BleedAndClippingTests {
    /// A card (grey, 200 × 100 at (20, 40)) in a root 375 × 300.
    func card() -> (root: View, card: View) {
        let root = View(name: "root"), card = View(name: "card")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        root.textMeasurer = EmMeasurer()
        card.backgroundColor = .gray
        root.addSubview(card)
        LayoutConstraint.activate {
            card.left == root.left + 20
            card.top == root.top + 40
            card.size == CGSize(width: 200, height: 100)
        }
        return (root, card)
    }

    /// `view` added to `parent` at `frame`.
    func place(_ view: View, in parent: View, _ frame: CGRect) {
        parent.addSubview(view)
        LayoutConstraint.activate {
            view.left == parent.left + frame.minX
            view.top == parent.top + frame.minY
            view.size == frame.size
        }
    }

    @Test func defaultsAreUIKits() {
        #expect(!View(name: "v").clipsToBounds)
        #expect(ScrollView(name: "s").clipsToBounds)
        let view = View(name: "v")
        view.clipsToBounds = true
        #expect(view.clipsToBounds)
    }

    @Test("An image bleeding past a card that does not clip is drawn as designed; past one that clips it is cut")
    func anImageBleeds() {
        let (root, card) = card()
        let hills = ImageView(name: "hills", imageSize: CGSize(width: 300, height: 80))
        place(hills, in: card, CGRect(x: -30, y: 60, width: 300, height: 80))
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview), [])
        card.clipsToBounds = true
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview).map(\.message), [
            "hills (-30, 60, 300 × 80) is not inside its superview card (20, 40, 200 × 100)",
        ])
    }

    @Test("A background-only view, and a clear view holding only art, bleed as designed too")
    func decorationBleeds() {
        let (root, card) = card()
        let cloud = View(name: "cloud"), group = View(name: "group"), sun = ImageView(name: "sun", imageSize: CGSize(width: 20, height: 20))
        cloud.backgroundColor = .white
        place(cloud, in: card, CGRect(x: 150, y: -20, width: 120, height: 40))
        place(group, in: card, CGRect(x: -40, y: 10, width: 60, height: 60))
        place(sun, in: group, CGRect(x: 0, y: 0, width: 20, height: 20))
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview), [])
    }

    @Test("A label past a card that does not clip is still reported, and so is a button, and a view holding a label")
    func textAndControlsAreFaults() {
        let (root, card) = card()
        let title = Label(name: "title", text: "Hello", font: .system(size: 10))
        let more = Button(name: "more", title: "More")
        let row = View(name: "row"), detail = Label(name: "detail", text: "Hi", font: .system(size: 10))
        place(title, in: card, CGRect(x: 170, y: 10, width: 50, height: 10))
        place(more, in: card, CGRect(x: 10, y: 90, width: 60, height: 30))
        place(row, in: card, CGRect(x: -10, y: 40, width: 40, height: 10))
        place(detail, in: row, CGRect(x: 10, y: 0, width: 20, height: 10))
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview).map(\.message), [
            "title (170, 10, 50 × 10) is not inside its superview card (20, 40, 200 × 100)",
            "more (10, 90, 60 × 30) is not inside its superview card (20, 40, 200 × 100)",
            "row (-10, 40, 40 × 10) is not inside its superview card (20, 40, 200 × 100)",
        ])
    }

    @Test("A label inside its row but cut by a clipping card above it is reported as cut by the card")
    func cutByAClippingAncestor() {
        let (root, card) = card()
        card.clipsToBounds = true
        // A clear row reaching past the card's bottom, its label half below it.
        let row = View(name: "row"), title = Label(name: "title", text: "Hello", font: .system(size: 10))
        place(row, in: card, CGRect(x: 0, y: 90, width: 200, height: 30))
        place(title, in: row, CGRect(x: 10, y: 5, width: 50, height: 10))
        root.layoutIfNeeded()
        let problems = { layoutProblems(in: root, checking: .outsideSuperview).map(\.message) }
        expectEqual(problems(), [
            "title (10, 5, 50 × 10) is cut by card (20, 40, 200 × 100), which clips to its bounds: "
                + "it shows (0, 0, 50 × 5) of itself",
        ])
        card.clipsToBounds = false
        expectEqual(problems(), ["row (0, 90, 200 × 30) is not inside its superview card (20, 40, 200 × 100)"],
                    "nothing clips it: the row holding it spills over the card")
        card.clipsToBounds = true
        row.backgroundColor = .white
        expectEqual(problems().first, "row (0, 90, 200 × 30) is not inside its superview card (20, 40, 200 × 100)",
                    "a row with a background is cut itself")
    }

    @Test("A scroll view's content past its frame is reached by scrolling, not cut")
    func aScrollViewDoesNotCut() {
        let (root, card) = card()
        card.clipsToBounds = true
        let scroll = ScrollView(name: "scroll"), content = View(name: "content")
        let title = Label(name: "title", text: "Hello", font: .system(size: 10))
        place(scroll, in: card, CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.addSubview(content)
        content.addSubview(title)
        LayoutConstraint.activate {
            content.edges == scroll.contentLayoutGuide.edges
            content.width == scroll.frameLayoutGuide.width
            content.height == 400
            title.top == content.top + 300
            title.leading == content.leading
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview), [])
    }

    @Test("A clear container over a control is not in the way of what it does not cover; one with a background is")
    func overlapByWhatShows() {
        /// A full-screen page container holding a card at `cardFrame`, and a Skip button.
        func pageOverSkip(cardFrame: CGRect, pageBackground: Color? = nil) -> View {
            let root = View(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            root.textMeasurer = EmMeasurer()
            let page = View(name: "page"), card = View(name: "card"), skip = Button(name: "skip", title: "Skip")
            card.backgroundColor = .white
            page.backgroundColor = pageBackground
            place(page, in: root, CGRect(x: 0, y: 0, width: 375, height: 667))
            place(card, in: page, cardFrame)
            place(skip, in: root, CGRect(x: 300, y: 600, width: 60, height: 30))
            root.layoutIfNeeded()
            return root
        }
        let clear = pageOverSkip(cardFrame: CGRect(x: 20, y: 100, width: 335, height: 300))
        expectEqual(layoutProblems(in: clear, checking: .overlappingSiblings), [])
        let filled = pageOverSkip(cardFrame: CGRect(x: 20, y: 100, width: 335, height: 300), pageBackground: .white)
        expectEqual(layoutProblems(in: filled, checking: .overlappingSiblings).map(\.views), [["page", "skip"]])
        let reaching = pageOverSkip(cardFrame: CGRect(x: 20, y: 400, width: 335, height: 250))
        let reached = layoutProblems(in: reaching, checking: .overlappingSiblings)
        expectEqual(reached.map(\.views), [["page", "skip"]], "the card it holds reaches the button")
        expectEqual(reached.first?.message.hasSuffix("share (300, 600, 55 × 30)"), true, "\(reached)")
    }
}

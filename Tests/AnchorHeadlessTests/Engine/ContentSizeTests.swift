import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Intrinsic sizes, autoresizing frames and fitting sizes.
@Suite(.failOnUnexpectedDiagnostics) struct ContentSizeTests {
    @Test func aLabelTakesItsIntrinsicSize() {
        let (root, views) = makeRoot(400, 400, "label")
        let label = views[0]
        label.intrinsicContentSize = CGSize(width: 120, height: 22)
        let centered = label.center == root.center
        LayoutConstraint.activate(centered)
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(140, 189, 120, 22))
    }

    /// Two labels in a row too narrow for both: the one with the lower
    /// compression resistance is squeezed; with room to spare, the one with
    /// the lower hugging priority grows.
    @Test func huggingAndCompressionDecideTheFight() {
        let (root, views) = makeRoot(200, 100, "title", "detail")
        let title = views[0], detail = views[1]
        title.intrinsicContentSize = CGSize(width: 150, height: 20)
        detail.intrinsicContentSize = CGSize(width: 100, height: 20)
        detail.setContentCompressionResistancePriority(.high - 1, for: .horizontal)
        title.setContentHuggingPriority(.low + 1, for: .horizontal)
        LayoutConstraint.activate {
            title.leading == root.leading
            detail.leading == title.trailing
            detail.trailing == root.trailing
            title.top == root.top
            detail.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(title.frame, rect(0, 0, 150, 20))
        expectFrame(detail.frame, rect(150, 0, 50, 20))

        root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.layoutIfNeeded()
        expectFrame(title.frame, rect(0, 0, 150, 20), "the title hugs harder")
        expectFrame(detail.frame, rect(150, 0, 250, 20), "the detail grows")
    }

    @Test func noIntrinsicMetricLeavesAnAxisFree() {
        let (root, views) = makeRoot(400, 400, "line")
        let line = views[0]
        line.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 1)
        LayoutConstraint.activate {
            line.horizontalEdges == root.horizontalEdges
            line.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(line.frame, rect(0, 0, 400, 1))
        #expect(!line.hasAmbiguousLayout)
    }

    @Test func autoresizingViewsKeepTheFrameTheyWereGiven() {
        let (root, views) = makeRoot(400, 400, "card")
        let card = views[0], legacy = View(name: "legacy"), follower = View(name: "follower")
        card.addSubview(legacy)
        card.addSubview(follower)
        legacy.frame = rect(10, 20, 30, 40)
        LayoutConstraint.activate {
            card.edges == root.edges + 100
            follower.top == legacy.bottom
            follower.leading == legacy.leading
            follower.size == legacy.size
        }
        root.layoutIfNeeded()
        #expect(legacy.translatesAutoresizingMaskIntoConstraints)
        expectFrame(legacy.frame, rect(10, 20, 30, 40))
        expectFrame(follower.frame, rect(10, 60, 30, 40))
        legacy.frame = rect(0, 0, 5, 5)
        root.layoutIfNeeded()
        expectFrame(follower.frame, rect(0, 5, 5, 5))
    }

    /// The self-sizing question: how tall is this card at 343 wide, when
    /// its label wraps to a height that depends on its width?
    @Test func fittingSizeOfACardWithAMultiLineLabel() {
        let card = View(name: "card"), title = View(name: "title"), body = View(name: "body")
        card.addSubview(title)
        card.addSubview(body)
        title.intrinsicContentSize = CGSize(width: 200, height: 22)
        body.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 88)   // four lines at 327
        LayoutConstraint.activate {
            title.top == card.top + 16
            title.horizontalEdges == card.horizontalEdges + 8
            body.top == title.bottom + 8
            body.horizontalEdges == card.horizontalEdges + 8
            body.bottom == card.bottom - 16
        }
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
        expectEqual(size, CGSize(width: 343, height: 150))
        expectEqual(card.frame, .zero, "fitting does not move the view")

        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        expectEqual(compressed, CGSize(width: 216, height: 150))
    }

    @Test func fittingIgnoresConstraintsToTheOutside() {
        let (root, views) = makeRoot(400, 400, "cell")
        let cell = views[0], icon = View(name: "icon")
        cell.addSubview(icon)
        LayoutConstraint.activate {
            cell.edges == root.edges
            icon.edges == cell.edges + 4
            icon.size == 30
        }
        expectEqual(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize), CGSize(width: 38, height: 38))
    }

    @Test func badFittingRequestsAreReported() {
        let cell = View(name: "cell")
        let errors = LayoutDiagnostics.capture {
            _ = cell.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 0))
            _ = cell.systemLayoutSizeFitting(.zero, withHorizontalFittingPriority: 0, verticalFittingPriority: 50)
        }
        expectEqual(errors.count, 2)
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Scroll views written from inside (a subview pinned to the scroll view's
/// own edges), and the safe area as adjusted content inset, as UIKit has them.
@Suite("Scroll views from inside, and their insets", .failOnUnexpectedDiagnostics)
struct ScrollViewInsetTests {
    /// A root of `size` with safe-area `insets`, filled by a scroll view
    /// whose one subview, `content`, is `height` high and pinned to the
    /// scroll view's own edges with an equal width: SnapKit's
    /// `make.edges.equalToSuperview(); make.width.equalToSuperview()`.
    func fromInside(
        height: CGFloat = 1000, size: CGSize = CGSize(width: 393, height: 852),
        insets: EdgeInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    ) -> (root: View, scroll: ScrollView, content: View) {
        let root = View(name: "root")
        root.frame = CGRect(origin: .zero, size: size)
        root.safeAreaInsets = insets
        let scroll = ScrollView(name: "scroll"), content = View(name: "content")
        root.addSubview(scroll)
        scroll.addSubview(content)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            content.edges == scroll.edges
            content.width == scroll.width
            content.height == height
        }
        root.layoutIfNeeded()
        return (root, scroll, content)
    }

    @Test("Edges to the scroll view mean its content area, the width its frame (Apple, Working with Scroll Views)")
    func edgesAreTheContentAreaAndTheWidthTheFrame() {
        let (root, scroll, content) = fromInside()
        #expect(!root.hasAmbiguousLayout)
        expectEqual(content.frame, rect(0, 0, 393, 1000))
        expectEqual(scroll.contentSize, CGSize(width: 393, height: 1000))
        #expect(root.brokenConstraints.isEmpty)
    }

    @Test("Centres and sizes to the scroll view mean its frame; to a view outside it, nothing changes")
    func centresAreTheFrame() {
        let root = View(name: "root")
        root.frame = rect(0, 0, 400, 600)
        let scroll = ScrollView(name: "scroll"), badge = View(name: "badge"), column = View(name: "column")
        let outside = View(name: "outside")
        root.addSubview(scroll)
        root.addSubview(outside)
        scroll.addSubview(column)
        scroll.addSubview(badge)
        LayoutConstraint.activate {
            scroll.top == root.top + 100
            scroll.leading == root.leading
            scroll.size == CGSize(width: 400, height: 300)
            column.edges == scroll.edges
            column.width == scroll.width
            column.height == 2000
            badge.centerX == scroll.centerX
            badge.top == scroll.top + 10
            badge.size == CGSize(width: 40, height: 20)
            outside.bottom == scroll.bottom
            outside.leading == root.leading
            outside.size == CGSize(width: 10, height: 10)
        }
        root.layoutIfNeeded()
        expectEqual(badge.frame, rect(180, 10, 40, 20))
        expectEqual(scroll.contentSize, CGSize(width: 400, height: 2000))
        // Outside the scroll view its edges are its frame, as everywhere.
        expectEqual(outside.frame, rect(0, 390, 10, 10))
    }

    @Test("Automatic: the status bar and the home indicator are added to the top and bottom, and the content starts below the status bar")
    func automaticAddsTheSafeAreaVertically() {
        let (root, scroll, content) = fromInside()
        expectEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        expectEqual(scroll.contentOffset, CGPoint(x: 0, y: -59))
        expectEqual(scroll.visibleContentRect, rect(0, -59, 393, 852))
        expectEqual(scroll.frameLayoutGuide.layoutFrame, rect(0, -59, 393, 852))
        // Where a phone shows it: the content's top 59 below the screen's.
        expectEqual(root.rectInPicture(of: content), rect(0, 59, 393, 1000))
        #expect(root.svgPicture().contains("<rect x=\"0\" y=\"59\" width=\"393\" height=\"1000\""))
        // Content short of the frame, outside a navigation controller, is
        // adjusted as with .scrollableAxes: not at all (ViewControllerTests
        // has the case inside one).
        let (shortRoot, short, _) = fromInside(height: 300)
        withExtendedLifetime(shortRoot) { expectEqual(short.adjustedContentInset.top, 0) }
    }

    @Test("Each behaviour as UIKit documents it, with the content inset added")
    func behaviours() {
        let landscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        let size = CGSize(width: 852, height: 393)
        let cases: [(ScrollView.ContentInsetAdjustmentBehavior, CGFloat, EdgeInsets)] = [
            (.never, 1000, .zero),
            (.always, 1000, landscape),
            (.always, 100, landscape),
            (.scrollableAxes, 1000, EdgeInsets(top: 0, leading: 0, bottom: 21, trailing: 0)),
            (.scrollableAxes, 100, .zero),
            (.automatic, 1000, EdgeInsets(top: 0, leading: 0, bottom: 21, trailing: 0)),
            (.automatic, 100, .zero),
        ]
        for (behaviour, height, expected) in cases {
            let (root, scroll, _) = fromInside(height: height, size: size, insets: landscape)
            scroll.contentInsetAdjustmentBehavior = behaviour
            root.layoutIfNeeded()
            expectEqual(scroll.adjustedContentInset, expected, "\(behaviour) at \(height)")
            scroll.contentInset = EdgeInsets(top: 0, leading: 0, bottom: 80, trailing: 0)
            root.layoutIfNeeded()
            expectEqual(scroll.adjustedContentInset.bottom, expected.bottom + 80, "\(behaviour) with an inset")
        }
    }

    @Test("An offset set by hand stays where it is set")
    func anOffsetSetByHandStays() {
        let (root, scroll, _) = fromInside()
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        expectEqual(scroll.visibleContentRect, rect(0, 200, 393, 852))
        expectEqual(scroll.frameLayoutGuide.layoutFrame, rect(0, 200, 393, 852))
    }

    @Test("A non-finite content inset is reported and changes nothing")
    func badInset() {
        let (_, scroll, _) = fromInside()
        scroll.contentInset = EdgeInsets(8)
        let errors = LayoutDiagnostics.capture {
            scroll.contentInset = EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
            scroll.contentInset = EdgeInsets(top: 0, leading: 0, bottom: .infinity, trailing: 0)
        }
        expectEqual(errors.count, 2)
        expectContains(errors.first?.description ?? "", "Cannot set contentInset of 'scroll'")
        expectEqual(scroll.contentInset, EdgeInsets(8))
    }
}

/// UIKit gives a view in a scroll view's content safe-area insets only for
/// the part of it the unsafe bands cover where it shows (`UIView.safeAreaInsets`):
/// at rest, under a 20-point status bar with the content inset by it,
/// nothing; scrolled so that it lies under the bar, the bar's 20 (a view
/// reaching past its superview's edge gets at most the superview's inset).
@Suite(.failOnUnexpectedDiagnostics) struct ScrollContentSafeAreaTests {
    @Test func contentGetsTheSafeAreaItShowsUnderAtRestAndScrolled() {
        let root = View(name: "root"), scroll = ScrollView(name: "scroll")
        let card = View(name: "card"), inside = View(name: "inside")
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        root.addSubview(scroll)
        scroll.addSubview(card)
        card.addSubview(inside)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            card.edges == scroll.contentLayoutGuide.edges
            card.width == scroll.frameLayoutGuide.width
            card.height == 1000
            inside.edges == card.safeAreaLayoutGuide.edges
        }
        root.layoutIfNeeded()
        // At rest the offset is −20: the card's top shows at 20, clear of the bar.
        expectEqual(scroll.contentOffset, CGPoint(x: 0, y: -20))
        expectEqual(inside.frame, rect(0, 0, 375, 1000))
        expectEqual(card.effectiveSafeAreaInsets.top, 0)
        // Scrolled 50 down, its top is under the bar.
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        root.layoutIfNeeded()
        expectEqual(inside.frame, rect(0, 20, 375, 980))
        expectEqual(card.effectiveSafeAreaInsets.top, 20)
    }
}

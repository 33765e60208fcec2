import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// What the checks see of a scroll view: its content, not its frame.
@Suite("Checks of scroll views", .failOnUnexpectedDiagnostics)
struct ScrollChecksTests {
    /// A 375 × 667 root filled by a scroll view whose content is a column
    /// 1,000 high, and a `stray` view placed by the caller.
    func screen(stray place: (View, ScrollView) -> [LayoutConstraint]) -> View {
        let (root, _) = makeRoot(375, 667)
        let scroll = ScrollView(name: "scroll"), column = View(name: "column"), stray = View(name: "stray")
        root.addSubview(scroll)
        scroll.addSubview(column)
        scroll.addSubview(stray)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            column.edges == scroll.contentLayoutGuide.edges
            column.width == scroll.frameLayoutGuide.width
            column.height == 1000
        }
        LayoutConstraint.activate(place(stray, scroll))
        root.layoutIfNeeded()
        return root
    }

    @Test("Content below the frame is reachable by scrolling: not outside")
    func contentBelowTheFrame() {
        let root = screen { stray, scroll in
            LayoutConstraint.build {
                stray.top == scroll.contentLayoutGuide.top + 900
                stray.leading == scroll.contentLayoutGuide.leading
                stray.size == CGSize(width: 100, height: 50)
            }
        }
        expectEqual(layoutProblems(in: root, checking: .all.subtracting(.overlappingSiblings)), [])
    }

    @Test("A view beyond both the content and the frame is unreachable")
    func unreachable() {
        let root = screen { stray, scroll in
            LayoutConstraint.build {
                stray.top == scroll.contentLayoutGuide.bottom + 10
                stray.leading == scroll.contentLayoutGuide.leading
                stray.size == CGSize(width: 100, height: 50)
            }
        }
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview).map(\.message), [
            "stray (0, 1010, 100 × 50) is unreachable: it lies outside the scrollable content of scroll "
                + "(0, 0, 375 × 1000) and its visible part (0, 0, 375 × 667), so it can never be seen",
        ])
    }

    @Test("A header pinned to the frame guide of a short content is in the visible part: not outside")
    func headerOverShortContent() {
        let (root, _) = makeRoot(375, 667)
        let scroll = ScrollView(name: "scroll"), header = View(name: "header"), body = View(name: "body")
        root.addSubview(scroll)
        scroll.addSubview(body)
        scroll.addSubview(header)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            body.edges == scroll.contentLayoutGuide.edges
            body.size == CGSize(width: 375, height: 20)
            header.bottom == scroll.frameLayoutGuide.bottom
            header.horizontalEdges == scroll.frameLayoutGuide.horizontalEdges
            header.height == 44
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root), [])
    }

    @Test("A content size that nothing determines is named, with the scroll view and the axis")
    func ambiguousContentSize() {
        let (root, _) = makeRoot(375, 667)
        let scroll = ScrollView(name: "scroll"), box = View(name: "box")
        root.addSubview(scroll)
        scroll.addSubview(box)
        LayoutConstraint.activate {
            scroll.edges == root.edges
            box.top == scroll.contentLayoutGuide.top
            box.horizontalEdges == scroll.contentLayoutGuide.horizontalEdges
            box.size == CGSize(width: 375, height: 100)
        }
        root.layoutIfNeeded()
        expectEqual(scroll.ambiguousScrollableAxes(), [.vertical])
        let messages = layoutProblems(in: root, checking: .ambiguity).map(\.message)
        #expect(messages.contains { $0.hasPrefix("scroll has an ambiguous scrollable content height: its content layout guide's height") })
        expectEqual(messages.count, 1, "the box itself is placed: only the content's height is open")
    }

    @Test("What the adjusted content inset lets scrolling reach is not unreachable; beyond it is")
    func theAdjustedInsetIsReachable() {
        let root = View(name: "root")
        let scroll = ScrollView(name: "scroll"), column = View(name: "column")
        let above = View(name: "above"), far = View(name: "far")
        root.addSubview(scroll)
        for view in [column, above, far] { scroll.addSubview(view) }
        LayoutConstraint.activate {
            scroll.edges == root.edges
            column.edges == scroll.edges
            column.width == scroll.width
            column.height == 1000
            // 40 above the content: within the 59 the status bar adds.
            above.bottom == column.top
            above.leading == column.leading
            above.size == CGSize(width: 100, height: 40)
            far.bottom == column.top - 60
            far.leading == column.leading
            far.size == CGSize(width: 100, height: 40)
        }
        root.layout(on: .iPhone16)
        expectEqual(layoutProblems(in: root, checking: .outsideSuperview).map(\.message), [
            "far (0, -100, 100 × 40) is unreachable: it lies outside the scrollable content of scroll (0, 0, 393 × 1000) "
                + "with its insets (0, -59, 393 × 1093) and its visible part (0, -59, 393 × 852), so it can never be seen",
        ])
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `preservesSuperviewLayoutMargins`: where a view lies closer to its
/// superview's edge than the superview's margin, its margin grows to the
/// superview's (Apple's documentation of the property: a content view as
/// large as its superview respects the superview's margins).
@Suite(.failOnUnexpectedDiagnostics) struct PreservedMarginsTests {
    /// A 20-point margin on the root; a container `inset` points inside it
    /// with its default 8; a label on the container's margins.
    private func tree(inset: CGFloat, preserving: Bool) -> (root: View, label: View) {
        let (root, _) = makeRoot(375, 200)
        root.layoutMargins = EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let container = View(name: "container"), label = View(name: "label")
        root.addSubview(container)
        container.addSubview(label)
        container.preservesSuperviewLayoutMargins = preserving
        let margins = container.layoutMarginsGuide
        LayoutConstraint.activate {
            container.edges == root.edges + inset
            label.edges == margins.edges
        }
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test func aContentViewAsLargeAsItsSuperviewKeepsTheSuperviewsMargins() {
        #expect(!View(name: "v").preservesSuperviewLayoutMargins)
        expectEqual(tree(inset: 0, preserving: false).label.frame, rect(8, 8, 359, 184))
        expectEqual(tree(inset: 0, preserving: true).label.frame, rect(20, 20, 335, 160))
    }

    /// 10 points in, the root's 20 reach 10 into the container: more than its 8.
    @Test func aViewInsideTheSuperviewsMarginKeepsWhatReachesIt() {
        expectEqual(tree(inset: 10, preserving: true).label.frame, rect(10, 10, 335, 160))
        // 16 in, the root's margin reaches only 4 into it: its own 8 stay.
        expectEqual(tree(inset: 16, preserving: true).label.frame, rect(8, 8, 327, 152))
    }

    @Test func turningItOnOrOffMovesTheContentAtTheNextLayout() {
        let (root, label) = tree(inset: 0, preserving: false)
        label.superview?.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        expectEqual(label.frame, rect(20, 20, 335, 160))
        label.superview?.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        expectEqual(label.frame, rect(8, 8, 359, 184))
    }
}

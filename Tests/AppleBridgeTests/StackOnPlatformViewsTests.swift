import AnchorDSL
import AnchorTestSupport
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// A view with an intrinsic size, as a label has.
final class IntrinsicView: PlatformView {
    override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 20) }
}

/// A `Stack` of UIKit/AppKit views: ordinary constraints and, for equal
/// spacing, `anchorWithOffset(to:)` distances, reading the views' own
/// `isHidden` and `intrinsicContentSize`.
@MainActor @Suite(.serialized, .failOnUnexpectedDiagnostics) struct StackOnPlatformViewsTests {
    @Test func anEqualSpacingRowWithAHiddenItem() {
        StubLog.shared.reset()
        let bar = PlatformView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let back = PlatformView(), title = PlatformView(), share = PlatformView(), more = PlatformView()
        for item in [back, title, share, more] { bar.addSubview(item) }
        share.isHidden = true
        let built = LayoutConstraint.activate {
            Stack(.horizontal, in: bar, spacing: 8, distribution: .equalSpacing, alignment: .center) {
                back
                title
                share
                more
            }
        }
        expectEqual(built.count, 20)
        expectEqual(StubLog.shared.activationBatches.count, 1)
        expectEqual(StubLog.shared.activationBatches.first?.count, 20)
        let names = AnchorNames(["back": back, "title": title, "more": more])
        expectMaterialised(built[0], back, .leading, .equal, bar, .leading)
        expectAnchored(built[1], names, "title.leading - back.trailing", .greaterThanOrEqual, "nil", constant: 8)
        // The hidden item: no length (at 999), at the end of the item before it.
        expectMaterialised(built[2], share, .width, .equal, nil, .notAnAttribute, priority: 999)
        expectMaterialised(built[3], share, .leading, .equal, title, .trailing)
        expectAnchored(built[4], names, "more.leading - title.trailing", .greaterThanOrEqual, "nil", constant: 8)
        expectMaterialised(built[5], more, .trailing, .equal, bar, .trailing)
        expectAnchored(built[6], names, "more.leading - title.trailing", .equal, "title.leading - back.trailing")
        // UISV-spanning-fit: the bar hugs its items across at 51, and keeps
        // its frame (the stack claims nothing of it).
        expectMaterialised(built[7], bar, .height, .equal, nil, .notAnAttribute, priority: 51)
        #expect(bar.translatesAutoresizingMaskIntoConstraints)
        // UISV-ambiguity-suppression: views without an intrinsic height are 0 high at 25.
        expectMaterialised(built[8], back, .height, .equal, nil, .notAnAttribute, priority: 25)
        expectMaterialised(built[9], back, .centerY, .equal, bar, .centerY)
        expectMaterialised(built[10], back, .top, .greaterThanOrEqual, bar, .top)
        expectMaterialised(built[16], share, .top, .greaterThanOrEqual, bar, .top)
        expectMaterialised(built[19], more, .top, .greaterThanOrEqual, bar, .top)
        // Lengths of one item are installed on the item itself, as UIKit does.
        expectEqual(bar.constraints.count, 15)
        expectEqual(share.constraints.count, 2)
        expectEqual(StubLog.shared.exceptions, [])
    }

    @Test func fillHoldsAnIntrinsicWidthAndSkipsAViewWithoutOne() {
        StubLog.shared.reset()
        let bar = PlatformView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let icon = PlatformView(), label = IntrinsicView(), spacer = PlatformView()
        for item in [icon, label, spacer] { bar.addSubview(item) }
        let built = LayoutConstraint.activate {
            Stack(.horizontal, in: bar, spacing: 8) {
                icon
                label
                spacer
            }
        }
        expectEqual(built.count, 11)
        expectMaterialised(built[1], label, .leading, .equal, icon, .trailing, constant: 8)
        // Below every real priority, stronger for later items (ties go to the first).
        let holdsWidth: Float = 1 + 1 / 4 / 2
        expectMaterialised(built[4], label, .width, .equal, nil, .notAnAttribute, constant: 80, priority: holdsWidth)
        expectMaterialised(built[5], icon, .top, .equal, bar, .top)
    }
}

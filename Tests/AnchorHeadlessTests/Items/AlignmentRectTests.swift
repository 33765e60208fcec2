import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A slider whose frame reaches past what aligns, as a recorded one: 4 above
/// and below, `leading` and `trailing` at the sides, a 40-point alignment height.
private final class PaddedSlider: Slider {
    var insets = EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2)

    override var alignmentRectInsets: EdgeInsets { insets }

    override var intrinsicContentSize: CGSize {
        get { CGSize(width: View.noIntrinsicMetric, height: 40) }
        set { super.intrinsicContentSize = newValue }
    }
}

/// Constraints place the alignment rectangle; the frame is it outset by
/// `alignmentRectInsets` (UIKit's `alignmentRectInsets`, `frame(forAlignmentRect:)`).
@Suite(.failOnUnexpectedDiagnostics) struct AlignmentRectTests {
    private func sliderRow(_ slider: Slider, direction: LayoutDirection = .leftToRight) -> View {
        let (root, _) = makeRoot(375, 300)
        root.layoutDirection = direction
        root.addSubview(slider)
        LayoutConstraint.activate {
            slider.leading == root.leading + 16
            slider.top == root.top + 100
            slider.width == 270
        }
        root.layoutIfNeeded()
        return root
    }

    /// The recording's 274 × 48 frame for a 270 × 40 alignment rectangle.
    @Test func theFrameIsTheAlignmentRectangleOutsetByItsInsets() {
        let slider = PaddedSlider(name: "slider")
        _ = sliderRow(slider)
        expectEqual(slider.frame, rect(14, 96, 274, 48))
        expectEqual(slider.alignmentRect, rect(16, 100, 270, 40))
    }

    /// Leading and trailing follow the layout direction: right to left the
    /// leading inset is on the right.
    @Test func leadingAndTrailingFollowTheDirection() {
        let slider = PaddedSlider(name: "slider")
        slider.insets = EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 2)
        _ = sliderRow(slider)
        expectEqual(slider.frame, rect(10, 96, 278, 48))
        let mirrored = PaddedSlider(name: "slider")
        mirrored.insets = EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 2)
        let root = sliderRow(mirrored, direction: .rightToLeft)
        // The alignment rectangle at 375 − 16 − 270 = 89; the trailing 2 on its left.
        expectEqual(mirrored.frame, rect(87, 96, 278, 48))
        withExtendedLifetime(root) { expectEqual(mirrored.alignmentRect, rect(89, 100, 270, 40)) }
    }

    /// A subview pinned to the slider's edges lies at its alignment
    /// rectangle, in the frame's coordinates.
    @Test func aSubviewPinnedToTheViewSitsAtItsAlignmentRectangle() {
        let slider = PaddedSlider(name: "slider")
        let thumb = View(name: "thumb")
        slider.addSubview(thumb)
        LayoutConstraint.activate {
            thumb.leading == slider.leading
            thumb.top == slider.top
            thumb.size == 20
        }
        _ = sliderRow(slider)
        expectEqual(thumb.frame, rect(2, 4, 20, 20))
    }

    @Test func aPlainSliderIs31HighAndAsWideAsItsConstraints() {
        let slider = Slider(name: "volume")
        expectEqual(slider.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 31))
        expectEqual(slider.alignmentRectInsets, EdgeInsets.zero)
        _ = sliderRow(slider)
        expectEqual(slider.frame, rect(16, 100, 270, 31))
        expectEqual(slider.alignmentRect, slider.frame)
    }

    /// Negative insets larger than the rectangle, or insets that are not
    /// finite, are reported once and left out: the frame is the rectangle.
    @Test(arguments: [
        EdgeInsets(top: -30, leading: 0, bottom: -30, trailing: 0), EdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: 0),
    ])
    func insetsThatCannotMakeAFrameAreReportedOnceAndLeftOut(insets: EdgeInsets) {
        let slider = PaddedSlider(name: "slider")
        slider.insets = insets
        var root: View?
        let errors = LayoutDiagnostics.capture {
            root = sliderRow(slider)
            root?.frame = CGRect(x: 0, y: 0, width: 375, height: 320)
            root?.layoutIfNeeded()
        }
        expectEqual(errors.count, 1)
        guard case let .invalidAlignmentInsets(view, _, reason) = errors.first else {
            Issue.record("expected a refusal of the insets, got \(errors)")
            return
        }
        expectEqual(view, "slider")
        #expect(reason.contains("not finite") || reason.contains("inside out"), "\(reason)")
        expectEqual(slider.frame, rect(16, 100, 270, 40))
        expectContains(errors.first?.description ?? "", "its frame is the alignment rectangle")
    }
}

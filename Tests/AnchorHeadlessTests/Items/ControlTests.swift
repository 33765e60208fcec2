import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// The standard controls with UIKit's sizes and the priorities of a view
/// made in code.
@Suite("Controls", .failOnUnexpectedDiagnostics)
struct ControlTests {
    func expectPriorities(_ view: View, hugging: Priority, resistance: Priority, sourceLocation: SourceLocation = #_sourceLocation) {
        for axis in [LayoutAxis.horizontal, .vertical] {
            expectEqual(view.contentHuggingPriority(for: axis), hugging, "\(view.name) \(axis)", sourceLocation: sourceLocation)
            expectEqual(view.contentCompressionResistancePriority(for: axis), resistance, "\(view.name) \(axis)", sourceLocation: sourceLocation)
        }
    }

    /// A reported refusal of `property` on `view`, and nothing else.
    func expectRefused(_ property: String, of view: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
        let errors = LayoutDiagnostics.capture(body)
        guard errors.count == 1, case let .invalidViewProperty(name, refused, _, _) = errors[0] else {
            Issue.record("expected one refusal of \(property), got \(errors)", sourceLocation: sourceLocation)
            return
        }
        #expect(name == view && refused == property, sourceLocation: sourceLocation)
    }

    @Test("A switch is 51 × 31 and hugs and resists at 750; its size cannot be set")
    func switchSize() {
        let toggle = Switch(name: "toggle")
        expectEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        expectPriorities(toggle, hugging: 750, resistance: 750)
        expectRefused("intrinsicContentSize", of: "toggle") { toggle.intrinsicContentSize = CGSize(width: 80, height: 40) }
        expectEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
    }

    @Test("Next to a label in a row with room to spare, the switch keeps 51 and the label takes the room")
    func switchBesideALabel() {
        let (root, _) = makeRoot(375, 200)
        root.textMeasurer = EmMeasurer()
        let text = Label(name: "text", text: "Wi-Fi", font: .system(size: 10)), toggle = Switch(name: "toggle")
        root.addSubview(text)
        root.addSubview(toggle)
        LayoutConstraint.activate {
            Stack(.horizontal, in: root.layoutMarginsGuide, spacing: 12, alignment: .center) { text; toggle }
        }
        root.layoutIfNeeded()
        expectFrame(toggle.frame, rect(316, 84.5, 51, 31))
        expectFrame(text.frame, rect(8, 95, 296, 10))
    }

    @Test("An activity indicator: 20 × 20 medium, 37 × 37 large, at 750")
    func activityIndicator() {
        let medium = ActivityIndicator(name: "spinner"), large = ActivityIndicator(name: "big", style: .large)
        expectEqual(medium.style, .medium)
        expectEqual(medium.intrinsicContentSize, CGSize(width: 20, height: 20))
        expectEqual(large.intrinsicContentSize, CGSize(width: 37, height: 37))
        expectPriorities(large, hugging: 750, resistance: 750)
        expectRefused("intrinsicContentSize", of: "big") { large.intrinsicContentSize = .zero }
    }

    @Test("An image view is its image's size, none without one, at 250 and 750")
    func imageView() {
        let empty = ImageView(name: "empty"), avatar = ImageView(name: "avatar", imageSize: CGSize(width: 64, height: 48))
        expectEqual(empty.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        expectEqual(avatar.intrinsicContentSize, CGSize(width: 64, height: 48))
        expectPriorities(avatar, hugging: 250, resistance: 750)
        let (root, _) = makeRoot(300, 300)
        root.addSubview(avatar)
        LayoutConstraint.activate {
            avatar.top == root.top
            avatar.leading == root.leading
        }
        root.layoutIfNeeded()
        expectFrame(avatar.frame, rect(0, 0, 64, 48))
        avatar.imageSize = CGSize(width: 32, height: 32)
        root.layoutIfNeeded()
        expectFrame(avatar.frame, rect(0, 0, 32, 32), "a new image lays out again")
    }

    @Test("A bad image size is reported and the old one kept; at init, no image")
    func badImageSizes() {
        let avatar = ImageView(name: "avatar", imageSize: CGSize(width: 10, height: 10))
        for bad in [CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 1), CGSize(width: 1, height: CGFloat.infinity)] {
            expectRefused("imageSize", of: "avatar") { avatar.imageSize = bad }
            expectEqual(avatar.imageSize, CGSize(width: 10, height: 10))
        }
        expectRefused("intrinsicContentSize", of: "avatar") { avatar.intrinsicContentSize = .zero }
        var made: ImageView?
        expectRefused("imageSize", of: "hero") { made = ImageView(name: "hero", imageSize: CGSize(width: -5, height: 5)) }
        expectEqual(made?.imageSize, nil)
        avatar.imageSize = nil
        expectEqual(avatar.intrinsicContentSize.width, View.noIntrinsicMetric)
    }
}

import AnchorDSL
import AnchorTestSupport
import Foundation
import Testing

/// Buttons: a measured title, UIKit's default insets, the middle cut.
@Suite("Buttons", .failOnUnexpectedDiagnostics)
struct ButtonTests {
    /// A root measuring every character one em wide and every line one em high.
    func tree(_ button: Button, width: CGFloat? = nil) -> View {
        let (root, _) = makeRoot(400, 400)
        root.textMeasurer = EmMeasurer()
        root.addSubview(button)
        LayoutConstraint.activate {
            button.leading == root.leading
            button.top == root.top
            if let width { button.width == width }
        }
        root.layoutIfNeeded()
        return root
    }

    @Test("The title's width and one line's height plus 12 either side and 7 above and below, at 250 and 750")
    func intrinsicSize() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = tree(save)
        expectEqual(save.contentInsets, EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        expectEqual(save.intrinsicContentSize, CGSize(width: 64, height: 24))
        expectFrame(save.frame, rect(0, 0, 64, 24))
        for axis in [LayoutAxis.horizontal, .vertical] {
            expectEqual(save.contentHuggingPriority(for: axis), 250)
            expectEqual(save.contentCompressionResistancePriority(for: axis), 750)
        }
        #expect(!save.isTruncated)
        save.title = "Save all"
        save.contentInsets = EdgeInsets(horizontal: 4, vertical: 2)
        root.layoutIfNeeded()
        expectFrame(save.frame, rect(0, 0, 88, 14), "a new title and insets lay out again")
        expectEqual(Button(name: "empty").intrinsicContentSize, CGSize(width: 24, height: 14))
    }

    @Test("A button follows the tree's text size, as a label does")
    func followsTheContentSizeCategory() {
        let ok = Button(name: "ok", title: "OK")
        let root = tree(ok)
        expectFrame(ok.frame, rect(0, 0, 2 * 17 + 24, 17 + 14))
        root.traitCollection.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        root.layoutIfNeeded()
        expectFrame(ok.frame, rect(0, 0, 2 * 53 + 24, 53 + 14))
    }

    @Test("Too narrow, the title is shortened in the middle and never wraps")
    func middleTruncation() {
        let subscribe = Button(name: "subscribe", title: "Subscribe", font: .system(size: 10))
        let root = tree(subscribe, width: 24 + 55)
        withExtendedLifetime(root) {}
        #expect(subscribe.isTruncated)
        // 55 points: the "…" and four characters, the start keeping the extra one.
        expectEqual(subscribe.textLayout()?.lines, ["Su…be"])
        expectFrame(subscribe.frame, rect(0, 0, 79, 24), "one line: the height stays")
    }

    @Test("Its baselines are its title's, below the top inset")
    func baselines() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = tree(save)
        withExtendedLifetime(root) {}
        expectClose(save.firstBaselineOffsetFromTop ?? 0, 15)
        expectClose(save.lastBaselineOffsetFromBottom, 9)
    }

    @Test("Bad fonts, insets and sizes are reported and refused")
    func badInput() {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        var errors = LayoutDiagnostics.capture { save.font = .system(size: .nan) }
        expectEqual(errors.count, 1)
        expectEqual(save.font, .system(size: 10))
        errors = LayoutDiagnostics.capture { save.contentInsets = EdgeInsets(top: CGFloat.infinity, leading: 0, bottom: 0, trailing: 0) }
        expectEqual(errors.count, 1)
        expectEqual(save.contentInsets, EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        errors = LayoutDiagnostics.capture { save.intrinsicContentSize = .zero }
        expectEqual(errors.count, 1)
        errors = LayoutDiagnostics.capture { save.firstBaselineOffsetFromTop = 3 }
        #expect(errors.isEmpty, "a button takes a baseline of your own, as a view does")
        var made: Button?
        errors = LayoutDiagnostics.capture { made = Button(name: "bad", title: "x", font: .system(size: -1)) }
        expectEqual(errors.count, 1)
        expectEqual(made?.font, .preferred(.body))
    }
}

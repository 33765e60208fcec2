import AnchorDSL
import AnchorDSLTesting
import AnchorTestSupport
import Foundation
import Testing

/// What the checks see of controls, and of a view laid out inside out.
@Suite("Checks of controls", .failOnUnexpectedDiagnostics)
struct ControlChecksTests {
    @Test("A switch laid out at another size is stretched or squeezed; at its own, nothing")
    func switchAtAnotherSize() {
        let (root, _) = makeRoot(200, 100)
        let toggle = Switch(name: "toggle")
        root.addSubview(toggle)
        let width = toggle.width == 65
        LayoutConstraint.activate {
            toggle.leading == root.leading
            toggle.top == root.top
            width
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .compressedContent).map(\.message), [
            "toggle (0, 0, 65 × 31) is stretched: UIKit draws it at 51 × 31 whatever its frame",
        ])
        width.constant = 40
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .compressedContent).map(\.message), [
            "toggle (0, 0, 40 × 31) is squeezed: UIKit draws it at 51 × 31 whatever its frame",
        ])
        width.constant = 51
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root), [])
    }

    /// A 10-point button `width` wide at the top left of a root that
    /// measures a character one em wide.
    func buttonTree(_ name: String, title: String, width: CGFloat, rootWidth: CGFloat = 200) -> (View, Button) {
        let (root, _) = makeRoot(rootWidth, 100)
        root.textMeasurer = EmMeasurer()
        let button = Button(name: name, title: title, font: .system(size: 10))
        root.addSubview(button)
        LayoutConstraint.activate {
            button.leading == root.leading
            button.top == root.top
            button.width == width
        }
        return (root, button)
    }

    @Test("A shortened button title is truncated text")
    func truncatedButton() {
        let (root, _) = buttonTree("subscribe", title: "Subscribe", width: 79)
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .all).map(\.message), [
            "subscribe (0, 0, 79 × 22) is truncated: it shows \"Sub…ibe\" of \"Subscribe\"",
        ])
    }

    @Test("A view that required constraints give a negative width is laid out inside out, and its frame says so")
    func insideOut() {
        let (root, _) = makeRoot(200, 100)
        let a = View(name: "a")
        a.backgroundColor = .gray
        root.addSubview(a)
        LayoutConstraint.activate {
            a.leading == root.leading + 100
            a.trailing == root.leading + 11
            a.top == root.top
            a.height == 20
        }
        root.layoutIfNeeded()
        expectEqual(a.frame.size.width, -89)
        expectEqual(layoutProblems(in: root, checking: .zeroSize).map(\.message), [
            "a is laid out inside out: -89 wide (100, 0, -89 × 20)",
        ])
        #expect(layoutProblems(in: root).contains { $0.check == .zeroSize })
    }

    @Test("On a device, frames on the pixel keep an inside-out view inside out, and it is reported", arguments: [
        LayoutDevice.iPhoneSE, .iPhone17, .iPadPortrait,
    ])
    func insideOutOnTheDevicesPixels(device: LayoutDevice) {
        let root = View(name: "root")
        let a = View(name: "a")
        a.backgroundColor = .gray
        root.addSubview(a)
        LayoutConstraint.activate {
            a.leading == root.leading + 100
            a.trailing == root.leading + 60
            a.top == root.top + 10
            a.height == 20
        }
        root.layout(on: device)
        // The edges where the solver put them: leading 100, trailing 60.
        expectEqual(a.frame.origin.x, 100)
        expectEqual(a.frame.size.width, -40)
        expectEqual(layoutProblems(in: root, checking: .zeroSize).map(\.message), [
            "a is laid out inside out: -40 wide (100, 10, -40 × 20)",
        ])
    }

    @Test("A label 20 high shows its 20.29-point line on a @2x phone: less than a pixel short is nothing to report")
    func lessThanAPixelShort() {
        let root = View(name: "root")
        let title = Label(name: "title", text: "Settings", font: .system(size: 17))
        root.addSubview(title)
        let safe = root.safeAreaLayoutGuide
        let height = title.height == 20
        LayoutConstraint.activate {
            title.leading == safe.leading + 16
            title.top == safe.top + 10
            height
        }
        root.layout(on: .iPhoneSE)
        expectEqual(title.lines, ["Settings"])
        expectEqual(layoutProblems(in: root), [])
        // A pixel short or more is cut: 19.5 high at @2x shows no line.
        height.constant = 19.5
        root.layout(on: .iPhoneSE)
        expectEqual(title.lines, [])
        expectEqual(layoutProblems(in: root, checking: .truncatedText).map(\.views), [["title"]])
    }

    @Test("Text variants rewrite a button's title as a label's text")
    func variantsRewriteTitles() {
        let (root, button) = buttonTree("save", title: "Save", width: 64, rootWidth: 375)
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], text: [.asWritten, .doubleLength], checking: .truncatedText,
            ignoring: [])
        expectEqual(failures, [
            "iPhone SE, left to right, large, double length: save (0, 0, 64 × 22) is truncated: it shows \"Sav…ve\" of \"Save Save\"",
        ])
        expectEqual(button.title, "Save")
    }

    @Test("A placeholder cut at a large text size is truncated text; a variant's doubled text too")
    func truncatedField() {
        let (root, _) = makeRoot(200, 100)
        root.textMeasurer = EmMeasurer()
        let email = TextField(name: "email", text: "", placeholder: "Email address", font: .system(size: 10))
        email.borderStyle = .roundedRect
        root.addSubview(email)
        LayoutConstraint.activate {
            email.leading == root.leading
            email.top == root.top
            email.width == 74
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .truncatedText).map(\.message), [
            "email (0, 0, 74 × 34) is truncated: it shows \"Email…\" of \"Email address\"",
        ])
        email.placeholder = "Email"
        email.text = "ad"
        let failures = layoutMatrixFailures(
            root, on: [.iPhoneSE], directions: [.leftToRight], text: [.asWritten, .doubleLength], checking: .truncatedText,
            ignoring: [])
        expectEqual(failures, [], "\"ad ad\" fits the 60 points inside the border")
        email.text = "adalovelace"
        expectEqual(
            layoutMatrixFailures(
                root, on: [.iPhoneSE], directions: [.leftToRight], text: [.doubleLength], checking: .truncatedText,
                ignoring: []
            ).count, 1)
        expectEqual(email.text, "adalovelace", "the variant's text is put back")
    }

    @Test("A text view that does not scroll, held shorter than its text, is truncated; one that scrolls is not")
    func truncatedTextView() {
        let (root, _) = makeRoot(200, 100)
        root.textMeasurer = EmMeasurer()
        let terms = TextView(name: "terms", text: "aaaa bbbb cccc", font: .system(size: 10))
        terms.isScrollEnabled = false
        root.addSubview(terms)
        LayoutConstraint.activate {
            terms.leading == root.leading
            terms.top == root.top
            terms.width == 80
            terms.height == 36
        }
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .truncatedText).map(\.message), [
            "terms (0, 0, 80 × 36) is truncated: it shows \"aaaa\" \"bbbb\" of \"aaaa bbbb cccc\"",
        ])
        terms.isScrollEnabled = true
        root.layoutIfNeeded()
        expectEqual(layoutProblems(in: root, checking: .truncatedText), [])
    }
}

/// A slider whose frame reaches 4 points past what aligns, pinned to the
/// edge of its row: the shadow past the row is drawn as designed, and only
/// the aligned rectangle must fit.
@Suite(.failOnUnexpectedDiagnostics) struct AlignmentRectCheckTests {
    private final class ShadowedSlider: Slider {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4) }
    }

    @Test func onlyTheAlignedRectangleMustFitItsSuperview() {
        let root = View(name: "root"), row = View(name: "row"), slider = ShadowedSlider(name: "slider")
        root.addSubview(row)
        row.addSubview(slider)
        LayoutConstraint.activate {
            row.edges == root.safeAreaLayoutGuide.edges
            slider.leading == row.leading
            slider.trailing == row.trailing
            slider.top == row.top + 100
        }
        root.layout(on: .iPhoneSE)
        expectEqual(slider.frame, CGRect(x: -4, y: 96, width: 383, height: 39))
        expectEqual(layoutProblems(in: root), [])
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// `Button.titleLabel` and `Button.imageView` as items a layout pins to,
/// and a button's title sized in whole points.
@Suite("A button's title label and image view", .failOnUnexpectedDiagnostics)
struct ButtonPartsTests {
    /// `button` 200 × 44 at (20, 100) in a 400 × 400 root measuring one em a character.
    func placed(_ button: Button, width: CGFloat = 200, height: CGFloat = 44) -> View {
        let (root, _) = makeRoot(400, 400)
        root.textMeasurer = EmMeasurer()
        root.addSubview(button)
        LayoutConstraint.activate {
            button.leading == root.leading + 20
            button.top == root.top + 100
            button.width == width
            button.height == height
        }
        root.layoutIfNeeded()
        return root
    }

    @Test("The title label is a subview that lies where the button draws its title")
    func titleLabelFrame() throws {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = placed(save)
        let title = try #require(save.titleLabel)
        expectEqual(title.name, "save.titleLabel")
        #expect(title.superview === save)
        #expect(save.titleLabel === title)
        // 40 × 10 centred in the 200 × 44 button inside its 6-point padding.
        expectFrame(title.frame, rect(80, 17, 40, 10))
        root.layoutIfNeeded()
        expectFrame(title.frame, rect(80, 17, 40, 10))
    }

    @Test("A badge pinned to the title label's trailing edge and centre follows the title")
    func badgeBesideTheTitle() throws {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let badge = View(name: "badge")
        let root = placed(save)
        root.addSubview(badge)
        let title = try #require(save.titleLabel)
        LayoutConstraint.activate {
            badge.leading == title.trailing + 4
            badge.centerY == title.centerY
            badge.size == CGSize(width: 8, height: 8)
        }
        root.layoutIfNeeded()
        // The title at (20 + 80, 100 + 17), 40 × 10.
        expectFrame(badge.frame, rect(144, 118, 8, 8))

        save.title = "Save changes"
        root.layoutIfNeeded()
        expectFrame(title.frame, rect(40, 17, 120, 10))
        expectFrame(badge.frame, rect(184, 118, 8, 8))
    }

    @Test("The image view lies where the button draws its image, the title beside it")
    func imageViewFrame() throws {
        let go = Button(name: "go", title: "Go", font: .system(size: 10))
        go.imageSize = CGSize(width: 20, height: 20)
        let root = placed(go, width: 100, height: 40)
        let image = try #require(go.imageView)
        let title = try #require(go.titleLabel)
        expectEqual(image.name, "go.imageView")
        // Image 20 × 20 and title 20 × 10 side by side (40 × 20), centred, no padding.
        expectFrame(image.frame, rect(30, 10, 20, 20))
        expectFrame(title.frame, rect(50, 15, 20, 10))
        expectEqual(image.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        withExtendedLifetime(root) {}
    }

    @Test("Without an image, the image view is at no size where the image would start")
    func noImage() throws {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = placed(save)
        expectFrame(try #require(save.imageView).frame, rect(80, 17, 0, 0))
        withExtendedLifetime(root) {}
    }

    @Test("The title label's text and font are the button's: setting them sets the button's")
    func textAndFontForward() throws {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = placed(save)
        let title = try #require(save.titleLabel)
        expectEqual(title.text, "Save")
        expectEqual(title.font, .system(size: 10))
        title.text = "Send"
        title.font = .system(size: 20)
        expectEqual(save.title, "Send")
        expectEqual(save.font, .system(size: 20))
        root.layoutIfNeeded()
        // 80 × 20 centred: (200 - 80) / 2, 6 + (32 - 20) / 2.
        expectFrame(title.frame, rect(60, 12, 80, 20))
    }

    @Test("The title label has no intrinsic size of its own: the button sizes the title")
    func showsNothingOfItsOwn() throws {
        let save = Button(name: "save", title: "Save", font: .system(size: 10))
        let root = placed(save)
        let title = try #require(save.titleLabel)
        expectEqual(title.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let errors = LayoutDiagnostics.capture { title.intrinsicContentSize = CGSize(width: 5, height: 5) }
        expectEqual(errors.count, 1)
        withExtendedLifetime(root) {}
    }

    @Test("A button's title is sized in whole points: a 17-point line of 20.29 is 21, the button 33 high")
    func wholePoints() {
        let save = Button(name: "save", title: "Save changes", font: .system(size: 17))
        let root = View(name: "root")
        root.addSubview(save)
        let measured = SystemTextMeasurer().width(of: "Save changes", pointSize: 17, weight: .regular)
        #expect(measured != measured.rounded(.up))
        withExtendedLifetime(root) {
            expectEqual(save.intrinsicContentSize, CGSize(width: measured.rounded(.up), height: 21 + 12))
        }
        let label = Label(name: "label", text: "Save changes", font: .system(size: 17))
        root.addSubview(label)
        expectClose(label.intrinsicContentSize.height, 20.287109375)
    }
}

import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// Text fields: the wider of text and placeholder, UIKit's border paddings,
/// side views, one line cut at the tail.
@Suite("Text fields", .failOnUnexpectedDiagnostics)
struct TextFieldTests {
    @Test("As wide as the wider of its text and its placeholder, one line high, at 250 and 750")
    func widerOfTextAndPlaceholder() {
        let email = TextField(name: "email", placeholder: "Email address", font: .system(size: 10))
        let root = emTree(email)
        expectFrame(email.frame, rect(0, 0, 130, 10))
        email.text = "ada@x.io"
        root.layoutIfNeeded()
        expectFrame(email.frame, rect(0, 0, 130, 10), "the placeholder is still wider")
        email.text = "ada@example.com"
        root.layoutIfNeeded()
        expectFrame(email.frame, rect(0, 0, 150, 10), "now the text is")
        for axis in [LayoutAxis.horizontal, .vertical] {
            expectEqual(email.contentHuggingPriority(for: axis), 250)
            expectEqual(email.contentCompressionResistancePriority(for: axis), 750)
        }
        // Both empty: one space, as UIKit measures.
        let empty = TextField(name: "empty", font: .system(size: 10))
        let other = emTree(empty)
        withExtendedLifetime(other) {}
        expectFrame(empty.frame, rect(0, 0, 10, 10))
    }

    @Test("Each border style's padding; a rounded rect at 17 points is 34 high, and grows past it")
    func borderStyles() {
        func size(_ style: TextField.BorderStyle, _ points: CGFloat = 10) -> CGSize {
            let field = TextField(name: "f", placeholder: "Email", font: .system(size: points))
            field.borderStyle = style
            let root = emTree(field)
            return withExtendedLifetime(root) { field.frame.size }
        }
        expectEqual(size(.none), CGSize(width: 50, height: 10))
        expectEqual(size(.line), CGSize(width: 54, height: 14))
        expectEqual(size(.bezel), CGSize(width: 64, height: 15))
        expectEqual(size(.roundedRect), CGSize(width: 64, height: 34))
        expectEqual(size(.roundedRect, 17), CGSize(width: 5 * 17 + 14, height: 34))
        expectEqual(size(.roundedRect, 53).width, 5 * 53 + 14)
        expectClose(size(.roundedRect, 53).height, 53 + 4)
    }

    @Test("Side views add their widths, and are as tall as they are")
    func sideViews() {
        let password = TextField(name: "password", placeholder: "Password", font: .system(size: 10))
        password.leftViewSize = CGSize(width: 28, height: 20)
        password.rightViewSize = CGSize(width: 44, height: 44)
        let root = emTree(password)
        withExtendedLifetime(root) {}
        expectFrame(password.frame, rect(0, 0, 28 + 80 + 44, 44))
    }

    @Test("A placeholder or a text wider than the room inside the border is cut at the tail")
    func truncation() {
        let email = TextField(name: "email", placeholder: "Email address", font: .system(size: 10))
        email.borderStyle = .roundedRect
        let root = emTree(email, width: 14 + 60)
        #expect(email.isTruncated, "13 characters in 60 points")
        expectEqual(email.textLayout()?.lines, ["Email…"])
        email.text = "ada"
        root.layoutIfNeeded()
        #expect(!email.isTruncated, "the text shows now, and fits")
        email.text = "ada@example.com"
        root.layoutIfNeeded()
        #expect(email.isTruncated)
    }

    @Test("The texts a variant rewrites are the text and the placeholder")
    func shownTexts() {
        let email = TextField(name: "email", text: "ada", placeholder: "Email", font: .system(size: 10))
        expectEqual(email.shownTexts, ["ada", "Email"])
        email.shownTexts = ["x", "y"]
        expectEqual(email.text, "x")
        expectEqual(email.placeholder, "y")
    }

    @Test("A field's baseline is its text's, centred down the field")
    func baselines() {
        let email = TextField(name: "email", placeholder: "Email", font: .system(size: 10))
        email.borderStyle = .roundedRect
        let root = emTree(email)
        withExtendedLifetime(root) {}
        expectClose(email.firstBaselineOffsetFromTop ?? 0, 12 + 8)
        expectClose(email.lastBaselineOffsetFromBottom, 12 + 2)
    }

    @Test("Bad fonts, side views and sizes are reported and refused")
    func badInput() {
        let email = TextField(name: "email", placeholder: "Email", font: .system(size: 10))
        var errors = LayoutDiagnostics.capture { email.font = .system(size: .infinity) }
        expectEqual(errors.count, 1)
        expectEqual(email.font, .system(size: 10))
        errors = LayoutDiagnostics.capture { email.leftViewSize = CGSize(width: -1, height: 4) }
        expectEqual(errors.count, 1)
        expectEqual(email.leftViewSize, nil)
        errors = LayoutDiagnostics.capture { email.rightViewSize = CGSize(width: 4, height: CGFloat.nan) }
        expectEqual(errors.count, 1)
        expectEqual(email.rightViewSize, nil)
        errors = LayoutDiagnostics.capture { email.intrinsicContentSize = .zero }
        expectEqual(errors.count, 1)
        var made: TextField?
        errors = LayoutDiagnostics.capture { made = TextField(name: "bad", font: .system(size: 0)) }
        expectEqual(errors.count, 1)
        expectEqual(made?.font, .preferred(.body))
    }
}

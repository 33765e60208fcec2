import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A label that pads its text, as UIKit apps write it: insets the bounds it
/// is given and outsets what its superclass returns.
private final class PaddedLabel: Label {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        super.textRect(forBounds: bounds.insetBy(dx: 8, dy: 4), limitedToNumberOfLines: lines).insetBy(dx: -8, dy: -4)
    }
}

/// A button at least 44 points each way, the size Apple's guidelines ask a control to take.
private final class MinimumSizeButton: Button {
    override var intrinsicContentSize: CGSize {
        get {
            let size = super.intrinsicContentSize
            return CGSize(width: max(size.width, 44), height: max(size.height, 44))
        }
        set { super.intrinsicContentSize = newValue }
    }
}

/// A view whose size follows its own state, and says so.
private final class CountBadge: View {
    var count = 1 {
        didSet { if tellsTheEngine { invalidateIntrinsicContentSize() } }
    }
    var tellsTheEngine = true

    override var intrinsicContentSize: CGSize {
        get { CGSize(width: CGFloat(count) * 10, height: 20) }
        set { super.intrinsicContentSize = newValue }
    }
}

/// Fields and text views are open too: a field with room of its own.
private final class RoomyField: TextField {
    override var intrinsicContentSize: CGSize {
        get { CGSize(width: super.intrinsicContentSize.width + 20, height: super.intrinsicContentSize.height) }
        set { super.intrinsicContentSize = newValue }
    }
}

private final class NoteView: TextView {}

/// A subclass that measures nothing sensible.
private final class BrokenView: View {
    override var intrinsicContentSize: CGSize {
        get { CGSize(width: CGFloat.nan, height: 20) }
        set { super.intrinsicContentSize = newValue }
    }
}
private final class Avatar: ImageView {}

/// Views of your own: the engine asks a subclass whenever it measures.
@Suite("Subclasses", .failOnUnexpectedDiagnostics)
struct SubclassTests {
    @Test("A padded label is its text plus its padding, one line")
    func paddedLabelOneLine() {
        let tag = PaddedLabel(name: "tag", text: "Hi", font: .system(size: 10))
        let root = emTree(tag)
        withExtendedLifetime(root) {}
        expectFrame(tag.frame, rect(0, 0, 20 + 16, 10 + 8))
        #expect(!tag.isTruncated)
    }

    @Test("A padded label wraps at the width its padding leaves, and shows its lines there")
    func paddedLabelWraps() {
        let note = PaddedLabel(name: "note", text: "aaaa bb", font: .system(size: 10))
        note.numberOfLines = 0
        let root = emTree(note, width: 80)
        withExtendedLifetime(root) {}
        // 80 wide, 64 for the text: "aaaa bb" (70) does not fit on one line.
        expectEqual(note.lines, ["aaaa", "bb"])
        expectFrame(note.frame, rect(0, 0, 80, 2 * 10 + 8))
        #expect(!note.isTruncated)
        expectEqual(note.sizeThatFits(CGSize(width: 80, height: 0)), CGSize(width: 56, height: 28))
    }

    @Test("A button of at least 44 points: the engine lays out the subclass's size")
    func minimumSizeButton() {
        let ok = MinimumSizeButton(name: "ok", title: "OK", font: .system(size: 10))
        let root = emTree(ok)
        withExtendedLifetime(root) {}
        expectFrame(ok.frame, rect(0, 0, 44, 44))
        let wide = MinimumSizeButton(name: "wide", title: "Continue", font: .system(size: 10))
        let other = emTree(wide)
        withExtendedLifetime(other) {}
        expectFrame(wide.frame, rect(0, 0, 80, 44))
    }

    @Test("invalidateIntrinsicContentSize() makes the next layout ask again; without it, it does not")
    func invalidation() {
        let badge = CountBadge(name: "badge")
        let root = emTree(badge)
        expectFrame(badge.frame, rect(0, 0, 10, 20))
        badge.count = 3
        root.layoutIfNeeded()
        expectFrame(badge.frame, rect(0, 0, 30, 20))
        badge.tellsTheEngine = false
        badge.count = 5
        root.layoutIfNeeded()
        expectFrame(badge.frame, rect(0, 0, 30, 20), "as in UIKit, a size changed without saying so is not seen")
    }

    @Test("Text fields, text views and image views are open too")
    func otherKinds() {
        let field = RoomyField(name: "field", placeholder: "Email", font: .system(size: 10))
        let root = emTree(field)
        withExtendedLifetime(root) {}
        expectFrame(field.frame, rect(0, 0, 70, 10))
        let note = NoteView(name: "note", text: "x")
        #expect(note.isScrollEnabled)
        let avatar = Avatar(name: "avatar", imageSize: CGSize(width: 40, height: 40))
        expectEqual(avatar.intrinsicContentSize, CGSize(width: 40, height: 40))
    }

    @Test("A subclass whose size is not finite is reported; the engine lays out the axis it can")
    func nonFiniteSize() {
        let broken = BrokenView(name: "broken")
        var root: View?
        let errors = LayoutDiagnostics.capture { root = emTree(broken, width: 30) }
        withExtendedLifetime(root) {}
        expectEqual(errors.count, 1)
        expectContains(errors.first?.description ?? "", "broken")
        expectFrame(broken.frame, rect(0, 0, 30, 20))
    }
}

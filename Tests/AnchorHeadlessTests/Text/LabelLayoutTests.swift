import AnchorDSL
import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// A label's intrinsic size and UIKit's two-pass layout, with every
/// character 10 points wide and every line 10 high.
@Suite("Label layout", .failOnUnexpectedDiagnostics)
struct LabelLayoutTests {
    func tree(_ width: CGFloat = 200, text: String, lines: Int = 0) -> (View, Label) {
        let root = View(name: "root")
        root.frame = rect(0, 0, width, 600)
        root.textMeasurer = EmMeasurer()
        let label = Label(name: "bio", text: text, font: .system(size: 10))
        label.numberOfLines = lines
        root.addSubview(label)
        return (root, label)
    }

    @Test("One line: the text's width and one line's height; empty text: zero")
    func oneLine() {
        let (root, label) = tree(text: "hello world")
        label.numberOfLines = 1
        withExtendedLifetime(root) {
            expectEqual(label.intrinsicContentSize, CGSize(width: 110, height: 10))
            label.text = ""
            expectEqual(label.intrinsicContentSize, .zero)
        }
    }

    @Test("More lines before any layout: not wrapped; at preferredMaxLayoutWidth: wrapped there")
    func multiLineIntrinsic() {
        let (root, label) = tree(text: "aaaa bbbb cccc")
        withExtendedLifetime(root) {
            expectEqual(label.intrinsicContentSize, CGSize(width: 140, height: 10))
            label.preferredMaxLayoutWidth = 95
            expectEqual(label.intrinsicContentSize, CGSize(width: 90, height: 20))
            label.numberOfLines = 1
            expectEqual(label.intrinsicContentSize, CGSize(width: 140, height: 10))
        }
    }

    @Test("numberOfLines caps the intrinsic height")
    func cappedHeight() {
        let (root, label) = tree(text: "aa bb cc dd")
        label.preferredMaxLayoutWidth = 20
        label.numberOfLines = 3
        withExtendedLifetime(root) {
            expectEqual(label.intrinsicContentSize, CGSize(width: 20, height: 30))
        }
    }

    @Test("A label as a UILabel() made in code: hugging 250, compression resistance 750 on both axes")
    func contentPriorities() {
        let label = Label(name: "l")
        for axis in [LayoutAxis.horizontal, .vertical] {
            expectEqual(label.contentHuggingPriority(for: axis), 250)
            expectEqual(label.contentCompressionResistancePriority(for: axis), 750)
        }
    }

    @Test("Two passes: pinned between the edges, the label wraps at the width it gets and grows taller")
    func twoPassLayout() {
        let (root, label) = tree(200, text: "aaaa bbbb cccc dddd eeee")
        LayoutConstraint.activate {
            label.leading == root.leading + 20
            label.trailing == root.trailing - 20
            label.top == root.top + 10
        }
        root.layoutIfNeeded()
        // 160 wide: "aaaa bbbb" (90) fits, "aaaa bbbb cccc" (140) fits, + " dddd" (190) does not.
        expectFrame(label.frame, rect(20, 10, 160, 20))
        expectEqual(label.lines, ["aaaa bbbb cccc", "dddd eeee"])
        expectEqual(label.intrinsicContentSize, CGSize(width: 140, height: 20))

        root.frame = rect(0, 0, 100, 600)
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(20, 10, 60, 50))
        expectEqual(label.lines, ["aaaa", "bbbb", "cccc", "dddd", "eeee"])
        #expect(!label.isTruncated)
    }

    @Test("A label that hugs its widest line keeps wrapping the same way at that width")
    func hugsItsWidestLine() {
        let (root, label) = tree(200, text: "aaaa bbbb cccc dddd")
        LayoutConstraint.activate {
            label.leading == root.leading
            label.trailing <= root.trailing - 45
            label.top == root.top
        }
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(0, 0, 140, 20))
        expectEqual(label.lines, ["aaaa bbbb cccc", "dddd"])
    }

    @Test("A label below another follows its height: the change reaches the views that depend on it")
    func dependentsMove() {
        let (root, label) = tree(120, text: "aaaa bbbb cccc")
        let footer = View(name: "footer")
        root.addSubview(footer)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.trailing == root.trailing
            label.top == root.top
            footer.top == label.bottom + 5
            footer.leading == root.leading
            footer.size == CGSize(width: 10, height: 10)
        }
        root.layoutIfNeeded()
        expectFrame(footer.frame, rect(0, 25, 10, 10))
        label.text = "aaaa bbbb cccc dddd eeee ffff"
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(0, 0, 120, 30))
        expectFrame(footer.frame, rect(0, 35, 10, 10))
    }

    @Test("systemLayoutSizeFitting with a required width wraps the labels at that width, and leaves the layout alone")
    func selfSizingCell() {
        let cell = View(name: "cell")
        cell.textMeasurer = EmMeasurer()
        let label = Label(name: "bio", text: "aaaa bbbb cccc dddd", font: .system(size: 10))
        label.numberOfLines = 0
        cell.addSubview(label)
        LayoutConstraint.activate {
            label.edges == cell.edges + EdgeInsets(8)
        }
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 116, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
        // 100 points for the text: "aaaa bbbb", "cccc dddd".
        expectEqual(size, CGSize(width: 116, height: 36))
        let narrower = cell.systemLayoutSizeFitting(
            CGSize(width: 66, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
        expectEqual(narrower, CGSize(width: 66, height: 56))
        expectEqual(label.intrinsicContentSize, CGSize(width: 190, height: 10))
    }

    @Test("Baselines follow the text: the first line's and the last shown line's")
    func baselines() {
        let (root, label) = tree(200, text: "aaaa bbbb cccc dddd")
        let icon = View(name: "icon"), badge = View(name: "badge")
        root.addSubview(icon)
        root.addSubview(badge)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.width == 100
            label.top == root.top + 100
            icon.size == CGSize(width: 10, height: 10)
            icon.bottom == label.firstBaseline
            icon.leading == root.leading
            badge.size == CGSize(width: 10, height: 10)
            badge.bottom == label.lastBaseline
            badge.leading == root.leading
        }
        root.layoutIfNeeded()
        expectFrame(label.frame, rect(0, 100, 100, 20))
        // Ascender 8, descender 2: baselines at 108 and 118.
        expectFrame(icon.frame, rect(0, 98, 10, 10))
        expectFrame(badge.frame, rect(0, 108, 10, 10))
        expectEqual(label.firstBaselineOffsetFromTop, 8)
        expectEqual(label.lastBaselineOffsetFromBottom, 2)

        label.font = .system(size: 20)
        root.layoutIfNeeded()
        expectFrame(icon.frame, rect(0, 106, 10, 10))
    }

    @Test("A tree whose labels never settle is reported after 8 passes, naming them, and keeps its last frames")
    func neverSettles() {
        // The label is 60 wider than twice its height and gives in easily
        // across: on one line it is 80 wide, too narrow for its 90 points
        // of text; on two it is 100 wide, room for one line again.
        let (root, label) = tree(400, text: "aaaa bbbb")
        label.setContentCompressionResistancePriority(1, for: .horizontal)
        LayoutConstraint.activate {
            label.leading == root.leading
            label.top == root.top
            label.width == label.height * 2 + 60
        }
        let errors = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        expectEqual(errors, [.labelsDidNotSettle(labels: ["bio"], passes: 8)])
        #expect(label.frame.width.isFinite)
    }
}

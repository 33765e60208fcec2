import AnchorHeadless
import AnchorTestSupport
import Foundation
import Testing

/// The wrapping rules, read through a label laid out at a given frame:
/// every character 10 points wide, every line 10 high.
@Suite("Wrapping", .failOnUnexpectedDiagnostics)
struct WrappingTests {
    /// `text` in a label of `numberOfLines` lines, laid out at `width` × `height`.
    func lines(
        _ text: String, width: CGFloat, height: CGFloat = 1000, numberOfLines: Int = 0,
        mode: LineBreakMode = .byWordWrapping
    ) -> (lines: [String], truncated: Bool) {
        let root = View(name: "root")
        root.textMeasurer = EmMeasurer()
        root.frame = rect(0, 0, 1000, 1000)
        let label = Label(name: "label", text: text, font: .system(size: 10))
        label.numberOfLines = numberOfLines
        label.lineBreakMode = mode
        root.addSubview(label)
        label.frame = rect(0, 0, width, height)
        return (label.lines, label.isTruncated)
    }

    @Test("Lines break after a run of spaces, which neither ends nor starts a line")
    func breaksAfterSpaces() {
        expectEqual(lines("aaa bbb   ccc", width: 70).lines, ["aaa bbb", "ccc"])
        expectEqual(lines("aaa bbb   ccc", width: 60).lines, ["aaa", "bbb", "ccc"])
    }

    @Test("A line fits when it is at most the width plus 0.001")
    func fitTolerance() {
        expectEqual(lines("aaa bbb", width: 69.9995).lines, ["aaa bbb"])
        expectEqual(lines("aaa bbb", width: 69.998).lines, ["aaa", "bbb"])
    }

    @Test("A line break always breaks, and an empty paragraph is an empty line")
    func lineBreaks() {
        expectEqual(lines("a\n\nb", width: 500).lines, ["a", "", "b"])
        expectEqual(lines("a\r\nb", width: 500).lines, ["a", "b"])
        expectEqual(lines("a\n", width: 500).lines, ["a", ""])
    }

    @Test("A paragraph keeps its leading spaces; a wrapped line does not start with the spaces it broke at")
    func leadingSpaces() {
        expectEqual(lines("  ab cd", width: 50).lines, ["  ab", "cd"])
    }

    @Test("A word wider than the line breaks between characters")
    func longWord() {
        expectEqual(lines("abcdefgh ij", width: 30).lines, ["abc", "def", "gh", "ij"])
    }

    @Test("At least one character goes on each line, whatever the width")
    func tinyWidth() {
        expectEqual(lines("abc", width: 1).lines, ["a", "b", "c"])
        expectEqual(lines("abc", width: 0).lines, ["a", "b", "c"])
    }

    @Test("Grapheme clusters are never split")
    func graphemes() {
        let family = "👨‍👩‍👧"
        let decomposed = "e\u{301}"
        expectEqual(lines(family + decomposed + "x", width: 10).lines, [family, decomposed, "x"])
    }

    @Test("CJK breaks between any two characters")
    func cjk() {
        expectEqual(lines("日本語の文章", width: 40).lines, ["日本語の", "文章"])
        expectEqual(lines("ab日本", width: 30).lines, ["ab日", "本"])
    }

    @Test("Character wrapping breaks anywhere")
    func charWrapping() {
        expectEqual(lines("aaa bbb", width: 50, mode: .byCharWrapping).lines, ["aaa b", "bb"])
    }

    @Test("numberOfLines cuts the lines; the wrapping modes just stop")
    func numberOfLinesCuts() {
        let shown = lines("aa bb cc dd", width: 20, numberOfLines: 2)
        expectEqual(shown.lines, ["aa", "bb"])
        #expect(shown.truncated)
    }

    @Test("The frame's height cuts to whole lines, within 0.001")
    func heightCuts() {
        expectEqual(lines("aa bb cc", width: 20, height: 29.9995).lines, ["aa", "bb", "cc"])
        expectEqual(lines("aa bb cc", width: 20, height: 29.99).lines, ["aa", "bb"])
        expectEqual(lines("aa bb cc", width: 20, height: 5).lines, [])
    }

    @Test("Truncating the tail: the last line holds the rest, shortened to end in …")
    func truncatingTail() {
        let shown = lines("aaa bbb ccc ddd", width: 70, numberOfLines: 1, mode: .byTruncatingTail)
        expectEqual(shown.lines, ["aaa bb…"])
        #expect(shown.truncated)
        // The spaces before the "…" go.
        expectEqual(lines("aaa bbb", width: 50, numberOfLines: 1, mode: .byTruncatingTail).lines, ["aaa…"])
        // Line breaks in the rest count as spaces.
        expectEqual(lines("aa\nbb\ncc", width: 50, numberOfLines: 2, mode: .byTruncatingTail).lines, ["aa", "bb c…"])
    }

    @Test("Clipping: the last line holds the rest, cut at the edge")
    func clipping() {
        expectEqual(lines("aaa bbb ccc", width: 50, numberOfLines: 1, mode: .byClipping).lines, ["aaa b"])
    }

    @Test("Text that fits is not truncated")
    func notTruncated() {
        let shown = lines("aaa bbb", width: 70, numberOfLines: 1, mode: .byTruncatingTail)
        expectEqual(shown.lines, ["aaa bbb"])
        #expect(!shown.truncated)
        expectEqual(lines("", width: 70).lines, [])
        #expect(!lines("", width: 70).truncated)
    }
}

import AnchorText
import AnchorTestSupport
import Foundation
import Testing

/// The default measurer: Liberation Sans's advances, fixed widths for CJK
/// and emoji, none for marks and zero-width characters, SF Pro's line height.
@Suite("SystemTextMeasurer")
struct SystemTextMeasurerTests {
    let measurer = SystemTextMeasurer()

    func width(_ text: String, _ weight: Font.Weight = .regular, pointSize: CGFloat = 17) -> CGFloat {
        measurer.width(of: text[...], pointSize: pointSize, weight: weight)
    }

    /// 1 em at 17 pt.
    let em: CGFloat = 17

    /// The expected widths are fontTools' for Liberation Sans 2.1.5 Regular
    /// and Bold set with their kern tables, at 17 pt: the sum of
    /// `hmtx[cmap[c]][0]` and of `kern.kernTables[0].kernTable[(left, right)]`,
    /// × 17 / 2048. The measurer does not kern, hence the 2% tolerance.
    @Test("ASCII measures within 2% of Liberation Sans", arguments: [
        ("Hello, World!", 96.99462890625, 104.51513671875),
        ("The quick brown fox jumps over the lazy dog", 336.38916015625, 363.6572265625),
        ("0123456789", 94.5458984375, 94.5458984375),
        ("Wolf & Yak: 42.5% off!", 167.8916015625, 177.91064453125),
    ] as [(String, CGFloat, CGFloat)])
    func asciiAgainstLiberation(text: String, regular: CGFloat, bold: CGFloat) {
        #expect(abs(width(text) / regular - 1) < 0.02, "regular \(width(text))")
        #expect(abs(width(text, .bold) / bold - 1) < 0.02, "bold \(width(text, .bold))")
    }

    @Test("Single characters have the font's exact advances")
    func exactAdvances() {
        expectEqual(width("n"), 1139 * em / 2048)
        expectEqual(width("n", .bold), 1251 * em / 2048)
        expectEqual(width(" "), 569 * em / 2048)
        expectEqual(width("W"), 1933 * em / 2048)
        expectEqual(width("é"), 1139 * em / 2048)
        expectEqual(width("€"), 1139 * em / 2048)
        expectEqual(width("…"), em)
        expectEqual(width("—"), em)
        expectEqual(width("Ł"), 1139 * em / 2048)
    }

    @Test("Semibold and heavier take the bold advances, medium and lighter the regular")
    func weights() {
        let regular = width("Hello, World!")
        let bold = width("Hello, World!", .bold)
        #expect(bold > regular)
        for weight in Font.Weight.allCases {
            #expect(width("Hello, World!", weight) == (weight >= .semibold ? bold : regular), "\(weight)")
        }
        expectEqual(width("Größe…", .semibold), width("Größe…", .black))
        #expect(width("Größe…", .semibold) > width("Größe…", .medium))
    }

    @Test("CJK, kana, Hangul, fullwidth forms and CJK punctuation are 1 em")
    func wideCharacters() {
        expectEqual(width("日本語"), 3 * em)
        expectEqual(width("ひらがなカタカナ"), 8 * em)
        expectEqual(width("한글"), 2 * em)
        expectEqual(width("ＡＢ！"), 3 * em)
        expectEqual(width("。、"), 2 * em)
        expectEqual(width("\u{20000}\u{3400}\u{F900}"), 3 * em)
        expectEqual(width("\u{1100}\u{1161}\u{11A8}"), em)
    }

    @Test("An emoji cluster is 1.2 em: a ZWJ family, a flag, a keycap and a skin tone count once")
    func emoji() {
        let emoji = 1.2 * em
        expectEqual(width("😀"), emoji)
        expectEqual(width("👨‍👩‍👧‍👦"), emoji)
        expectEqual(width("🇫🇷🇯🇵"), 2 * emoji)
        expectEqual(width("1️⃣"), emoji)
        expectEqual(width("❤️"), emoji)
        expectEqual(width("👍🏽"), emoji)
        expectEqual(width("⌚"), emoji)
        expectEqual(width("a😀"), width("a") + emoji)
    }

    @Test("Combining marks and zero-width characters take no room")
    func zeroWidth() {
        expectEqual(width("e\u{301}"), width("e"))
        expectEqual(width("e\u{301}\u{323}"), width("e"))
        expectEqual(width("\u{301}"), 0)
        expectEqual(width("\u{200B}\u{200C}\u{200D}\u{FEFF}\u{2060}"), 0)
        expectEqual(width("a\u{200B}b"), width("ab"))
        expectEqual(width("co\u{AD}op"), width("coop"))
        expectEqual(width("\u{FE0E}"), 0)
    }

    @Test("A tab is a space, line breaks and controls are nothing, anything else 0.556 em")
    func otherCharacters() {
        expectEqual(width("\t"), width(" "))
        expectEqual(width("a\nb"), width("ab"))
        expectEqual(width("a\r\nb"), width("ab"))
        expectEqual(width("\u{1B}"), 0)
        expectEqual(width("Ωж"), 2 * 1139 * em / 2048)
        expectEqual(width("a\u{2028}"), width("a") + 1139 * em / 2048)
    }

    @Test("Mixed ASCII and other text adds up, and a substring measures only itself")
    func mixedAndSubstrings() {
        expectEqual(width("Hello 日本 😀"), width("Hello ") + 2 * em + width(" ") + 1.2 * em)
        let text = "Hello, World!"
        let world = text[text.index(text.startIndex, offsetBy: 7)...]
        expectEqual(measurer.width(of: world, pointSize: 17, weight: .regular), width("World!"))
        expectEqual(width(""), 0)
    }

    @Test("Widths scale with the point size")
    func scaling() {
        expectEqual(width("Hello", pointSize: 34), 2 * width("Hello"))
    }

    @Test("Line metrics are SF Pro's at every weight: 17 pt is 20.287 high")
    func lineMetrics() {
        for weight in Font.Weight.allCases {
            let metrics = measurer.lineMetrics(pointSize: 17, weight: weight)
            expectEqual(metrics.ascender, 1950 * em / 2048)
            expectEqual(metrics.descender, 494 * em / 2048)
            expectEqual(metrics.leading, 0)
            #expect(abs(metrics.lineHeight - 20.287) < 0.001)
        }
    }

    @Test(
        "A point size that is not finite and positive measures 0",
        arguments: [0, -12, .nan, .infinity, -.infinity] as [CGFloat]
    )
    func invalidPointSize(pointSize: CGFloat) {
        expectEqual(width("Hello 日本", pointSize: pointSize), 0)
        expectEqual(measurer.lineMetrics(pointSize: pointSize, weight: .regular), LineMetrics(ascender: 0, descender: 0))
    }
}

import AnchorText
import AnchorTestSupport
import Foundation
import Testing

/// The Liberation Sans approximation, the default before Inter: Liberation
/// Sans's advances, fixed widths for CJK and emoji, none for marks and
/// zero-width characters, SF Pro's line height.
@Suite("SystemTextMeasurer: Liberation Sans")
struct SystemTextMeasurerTests {
    let measurer = SystemTextMeasurer(approximation: .liberationSans)

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

/// The default measurer: Inter at the weight asked, at San Francisco's
/// optical size and tracking for the point size, kerned; everything outside
/// its table measured as the Liberation Sans approximation measures it.
///
/// The expected widths are HarfBuzz's (uharfbuzz 0.57) for the whole string,
/// computed independently of the measurer's packed tables: each string shaped
/// with Inter-roman.var.ttf (the text master, 2816 units per em) and with
/// InterDisplay-roman.var.ttf (the display master, 2048 units per em) of
/// Debian's fonts-inter-variable 4.0~beta7, at `wght` 100 … 900 for
/// `.ultraLight` … `.black`, with the features `kern` on and `calt` off; the
/// `x_advance` sums T and D give, at `size` points,
/// `((1 − f) × T / 2816 + f × D / 2048 + n × tracking / 1000) × size`, with
/// `f = min(max((size − 17) / 11, 0), 1)`, `n` the number of characters and
/// `tracking` Apple's for the size (−26 at 17 points, interpolated between
/// the sizes the table lists).
@Suite("SystemTextMeasurer: Inter")
struct InterSystemTextMeasurerTests {
    let measurer = SystemTextMeasurer()

    func width(_ text: String, _ weight: Font.Weight = .regular, pointSize: CGFloat = 17) -> CGFloat {
        measurer.width(of: text[...], pointSize: pointSize, weight: weight)
    }

    /// Equal to the last bits of floating point (the measurer multiplies by
    /// reciprocals where the computation above divides).
    func expectClose(_ actual: CGFloat, _ expected: CGFloat, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual - expected) < 1e-9, "\(context) \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// 1 em at 17 pt.
    let em: CGFloat = 17

    @Test("Inter is the default approximation")
    func interIsTheDefault() {
        #expect(SystemTextMeasurer().approximation == .inter)
        expectEqual(width("Hello, World!"), SystemTextMeasurer(approximation: .inter).width(of: "Hello, World!", pointSize: 17, weight: .regular))
        #expect(width("Hello, World!") != SystemTextMeasurer(approximation: .liberationSans).width(of: "Hello, World!", pointSize: 17, weight: .regular))
    }

    @Test("Strings measure as HarfBuzz shapes them in Inter, with San Francisco's tracking", arguments: [
        ("Hello", 17, .regular, 38.47892045454546),
        ("Hello, World!", 17, .regular, 95.52956818181818),
        ("Hello, World!", 17, .bold, 100.22026420454546),
        ("The quick brown fox jumps over the lazy dog", 17, .regular, 340.7226931818182),
        ("The quick brown fox jumps over the lazy dog", 17, .bold, 350.71985227272734),
        ("Größe Ægir Łódź", 17, .regular, 129.0077840909091),
        ("Größe Ægir Łódź", 17, .semibold, 131.8994744318182),
        ("“Wait…” — 5 €", 17, .regular, 108.23127272727272),
        ("Typography", 22, .medium, 117.96111860795456),
        ("Large Title", 34, .bold, 165.821984375),
    ] as [(String, CGFloat, Font.Weight, CGFloat)])
    func strings(text: String, pointSize: CGFloat, weight: Font.Weight, expected: CGFloat) {
        expectClose(width(text, weight, pointSize: pointSize), expected, text)
    }

    @Test("Each of the nine weights has Inter's widths at its own wght, heavier wider")
    func weights() {
        let expected: [CGFloat] = [
            37.29568181818182, 37.68808238636364, 38.08651988636364, 38.47892045454546, 39.0946875,
            39.710454545454546, 40.31414772727273, 40.92991477272727, 41.54568181818182,
        ]
        for (weight, expected) in zip(Font.Weight.allCases, expected) {
            expectClose(width("Hello", weight), expected, "\(weight)")
        }
    }

    @Test("A kerning pair: AV is 192/2816 em narrower than A and V apart (regular, text master)")
    func kerning() {
        expectClose(width("A"), 11.052318181818181)
        expectClose(width("V"), 11.052318181818181)
        expectClose(width("AV"), 20.945545454545456)
        expectClose(width("A") + width("V") - width("AV"), 192 * em / 2816)
        // A zero-width character or a soft hyphen does not part the pair; a
        // character outside the table does.
        expectClose(width("A\u{200B}V"), width("AV"))
        expectClose(width("A\u{AD}V"), width("AV"))
        expectClose(width("A日V"), width("A") + em + width("V"))
        expectClose(width("A😀V"), width("A") + 1.2 * em + width("V"))
    }

    @Test("Optical size: Inter's text master to 17 points, its display master from 28, linear between")
    func opticalSize() {
        // "Hamburgefonstiv" is 22872 units of the text master and 14912 of
        // the display master at wght 400; 15 characters, tracked at −11
        // (14 pt), −23 (20 pt) and +14 (28 pt) thousandths of an em.
        expectClose(width("Hamburgefonstiv", pointSize: 14), 111.40022727272728)
        expectClose(width("Hamburgefonstiv", pointSize: 14), (22872.0 / 2816 - 15 * 0.011) * 14)
        expectClose(width("Hamburgefonstiv", pointSize: 20), 150.9564049586777)
        expectClose(width("Hamburgefonstiv", pointSize: 20), (8.0 / 11 * 22872 / 2816 + 3.0 / 11 * 14912 / 2048 - 15 * 0.023) * 20)
        expectClose(width("Hamburgefonstiv", pointSize: 28), 209.755)
        expectClose(width("Hamburgefonstiv", pointSize: 28), (14912.0 / 2048 + 15 * 0.014) * 28)
    }

    @Test("Tracking by point size from Apple's table, on every character, held beyond the table's ends")
    func tracking() {
        // "n" is 1648 units of the text master and 1100 of the display master.
        expectClose(width("n", pointSize: 4), (1648.0 / 2816 + 0.041) * 4)
        expectClose(width("n", pointSize: 6), (1648.0 / 2816 + 0.041) * 6)
        expectClose(width("n", pointSize: 12), 1648.0 / 2816 * 12)
        expectClose(width("n", pointSize: 12), 7.0227272727272725)
        expectClose(width("n", pointSize: 17), (1648.0 / 2816 - 0.026) * 17)
        expectClose(width("n", pointSize: 17), 9.506863636363637)
        expectClose(width("n", pointSize: 28), (1100.0 / 2048 + 0.014) * 28)
        expectClose(width("n", pointSize: 28), 15.4310625)
        // 57 points lies between the table's 56 (+6) and 58 (+5).
        expectClose(width("n", pointSize: 57), (1100.0 / 2048 + 0.0055) * 57)
        expectClose(width("n", pointSize: 100), 1100.0 / 2048 * 100)
        // Every character is tracked, the last and spaces too: 12 and 17
        // points are both the text master alone, 12 untracked.
        expectClose(width("n n") - width("n n", pointSize: 12) * 17 / 12, 3 * -0.026 * 17)
    }

    @Test("Characters outside the table measure as before: CJK 1 em, emoji 1.2 em, marks and zero-width 0, others 0.556 em")
    func outsideTheTable() {
        let liberation = SystemTextMeasurer(approximation: .liberationSans)
        for text in ["日本語", "ひらがなカタカナ", "한글", "ＡＢ！", "😀", "👨‍👩‍👧‍👦", "🇫🇷🇯🇵", "1️⃣", "❤️", "Ωж", "\u{301}", "\u{200B}\u{FEFF}", "\u{1B}", "\u{2028}"] {
            expectClose(width(text), liberation.width(of: text[...], pointSize: 17, weight: .regular), text)
        }
        expectEqual(width("日本語"), 3 * em)
        expectEqual(width("😀"), 1.2 * em)
        expectEqual(width("Ωж"), 2 * 1139 * em / 2048)
        expectEqual(width("\u{200B}\u{200C}\u{200D}\u{FEFF}\u{2060}"), 0)
        expectClose(width("e\u{301}"), width("e"))
        expectClose(width("e\u{301}\u{323}"), width("e"))
        expectClose(width("co\u{AD}op"), width("coop"))
        expectClose(width("\t"), width(" "))
        expectClose(width("a\nb"), width("ab"))
        expectClose(width("a\r\nb"), width("ab"))
        expectClose(width("Hello 日本 😀"), width("Hello ") + 2 * em + width(" ") + 1.2 * em)
    }

    @Test("Precomposed and decomposed accents measure the same, kerning included")
    func decomposedAccents() {
        expectClose(width("e\u{301}"), width("é"))
        expectClose(width("A\u{30A}"), width("Å"))
        expectClose(width("Te\u{301}"), width("Té"))
    }

    @Test("The ASCII path and the cluster path agree, and a substring measures only itself")
    func pathsAndSubstrings() {
        // A zero-width space sends the text down the cluster path.
        expectClose(width("Hello, World!\u{200B}"), width("Hello, World!"))
        expectClose(width("AVATAR Yo\u{200B}"), width("AVATAR Yo"))
        let text = "Hello, World!"
        let world = text[text.index(text.startIndex, offsetBy: 7)...]
        expectClose(measurer.width(of: world, pointSize: 17, weight: .regular), width("World!"))
        expectEqual(width(""), 0)
    }

    @Test("Line metrics are SF Pro's with either approximation")
    func lineMetrics() {
        for approximation in SystemTextMeasurer.Approximation.allCases {
            let metrics = SystemTextMeasurer(approximation: approximation).lineMetrics(pointSize: 17, weight: .bold)
            expectEqual(metrics.ascender, 1950 * em / 2048)
            expectEqual(metrics.descender, 494 * em / 2048)
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

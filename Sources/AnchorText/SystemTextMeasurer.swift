import Foundation

/// The default text measurer: an approximation of Apple's system font that
/// needs no font file, so that a layout measures the same on Linux as in
/// headless tests on a Mac.
///
/// Widths are the advances of Liberation Sans (metric-compatible with
/// Helvetica and Arial): Regular below `.semibold`, Bold from `.semibold` up.
/// Text is measured one grapheme cluster at a time, without kerning or
/// tracking:
/// - printable ASCII, Latin-1, Latin Extended-A (U+00A0…U+017F), the general
///   punctuation U+2010…U+2027 and the euro sign: the font's advance (a soft
///   hyphen is 0);
/// - CJK ideographs (U+3400…U+4DBF, U+4E00…U+9FFF, U+F900…U+FAFF,
///   U+20000…U+2FFFF), kana (U+3040…U+30FF), Hangul syllables and jamo
///   (U+AC00…U+D7AF, U+1100…U+11FF), CJK punctuation (U+3000…U+303F) and
///   fullwidth forms (U+FF00…U+FFEF): 1 em;
/// - an emoji (a cluster whose first scalar has emoji presentation, or that
///   holds U+FE0F, or starts in U+1F000…U+1FAFF): 1.2 em for the whole
///   cluster, so a ZWJ family or a flag counts once;
/// - a tab: one space; a line break, another control character, a zero-width
///   character (U+200B…U+200F, U+2060…U+2064, U+FEFF, variation selectors) or
///   a cluster that starts with a nonspacing or enclosing mark: 0;
/// - any other character: 0.556 em, Liberation Sans's digit width.
///
/// A cluster of several scalars (a letter with combining accents, a Hangul
/// jamo sequence) is as wide as its first scalar. Line metrics are those of
/// SF Pro at every weight: an ascender of 1950/2048 em and a descender of
/// 494/2048 em, no leading, so 17 pt gives a line height of 20.287 pt as
/// `UIFont.systemFont(ofSize: 17).lineHeight` does. A point size that is not
/// finite and positive measures 0.
///
///     SystemTextMeasurer().width(of: "Hello", pointSize: 17, weight: .regular)   // 38.74
public struct SystemTextMeasurer: TextMeasuring {
    /// The system font approximation; it holds no state.
    ///
    ///     let measurer = SystemTextMeasurer()
    public init() {}

    /// The advance of `text` on one line, in points.
    ///
    ///     SystemTextMeasurer().width(of: "Hello", pointSize: 17, weight: .bold)   // 41.56
    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let advances = weight.isBold ? SystemFontAdvances.bold : SystemFontAdvances.regular
        let units = Self.asciiUnits(of: text, table: advances.basicLatin)
            ?? Self.clusterUnits(of: text, advances: advances)
        return units * pointSize / Self.unitsPerEm
    }

    /// SF Pro's ascender and descender at `pointSize`, whatever the weight.
    ///
    ///     SystemTextMeasurer().lineMetrics(pointSize: 17, weight: .regular).lineHeight   // 20.287
    public func lineMetrics(pointSize: CGFloat, weight: Font.Weight) -> LineMetrics {
        guard pointSize.isFinite, pointSize > 0 else { return LineMetrics(ascender: 0, descender: 0) }
        return LineMetrics(
            ascender: Self.ascenderUnits * pointSize / Self.unitsPerEm,
            descender: Self.descenderUnits * pointSize / Self.unitsPerEm
        )
    }

    private static let unitsPerEm: CGFloat = 2048
    private static let ascenderUnits: CGFloat = 1950
    private static let descenderUnits: CGFloat = 494
    private static let emojiUnits: CGFloat = 1.2 * unitsPerEm
    private static let fallbackUnits: UInt16 = 1139

    /// The width in font units when every byte is ASCII, else nil. Each byte
    /// is then one cluster; "\r\n" is one too, but both bytes measure 0, so
    /// the sum is the same.
    private static func asciiUnits(of text: Substring, table: [UInt16]) -> CGFloat? {
        table.withUnsafeBufferPointer { table in
            // Native strings are contiguous UTF-8 and read fastest as a
            // buffer; a bridged NSString may not be.
            let units = text.utf8.withContiguousStorageIfAvailable { asciiUnits(of: $0, table: table) }
            return units ?? asciiUnits(of: text.utf8, table: table)
        }
    }

    private static func asciiUnits(of bytes: some Sequence<UInt8>, table: UnsafeBufferPointer<UInt16>) -> CGFloat? {
        var total = 0
        for byte in bytes {
            switch byte {
            case 0x20 ... 0x7E: total &+= Int(table[Int(byte &- 0x20)])
            case 0x09: total &+= Int(table[0])
            case 0x80...: return nil
            default: break
            }
        }
        return CGFloat(total)
    }

    private static func clusterUnits(of text: Substring, advances: SystemFontAdvances) -> CGFloat {
        var total: CGFloat = 0
        for character in text {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            // One table character is the common case: skip the emoji checks.
            if scalars.count == 1, let units = advances.units(of: first.value) {
                total += CGFloat(units)
            } else if isEmoji(first: first, scalars: scalars) {
                total += emojiUnits
            } else {
                total += CGFloat(units(of: first, advances: advances))
            }
        }
        return total
    }

    private static func isEmoji(first: Unicode.Scalar, scalars: Character.UnicodeScalarView) -> Bool {
        (0x1F000 ... 0x1FAFF).contains(first.value)
            || first.properties.isEmojiPresentation
            || scalars.contains("\u{FE0F}")
    }

    /// The advance of a cluster that starts with `scalar` and is no emoji.
    private static func units(of scalar: Unicode.Scalar, advances: SystemFontAdvances) -> UInt16 {
        if let units = advances.units(of: scalar.value) { return units }
        switch scalar.value {
        case 0x09:
            return advances.basicLatin[0]
        case 0x00 ... 0x1F, 0x7F ... 0x9F, 0x200B ... 0x200F, 0x2060 ... 0x2064, 0xFEFF,
             0xFE00 ... 0xFE0F, 0xE0100 ... 0xE01EF:
            return 0
        case 0x1100 ... 0x11FF, 0x3000 ... 0x303F, 0x3040 ... 0x30FF, 0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF,
             0xAC00 ... 0xD7AF, 0xF900 ... 0xFAFF, 0xFF00 ... 0xFFEF, 0x20000 ... 0x2FFFF:
            return UInt16(unitsPerEm)
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: return 0
            default: return fallbackUnits
            }
        }
    }
}

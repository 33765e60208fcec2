import Foundation

/// The default text measurer: an approximation of Apple's system font, San
/// Francisco, that needs no font file, so that a layout measures the same on
/// Linux as in headless tests on a Mac.
///
/// By default (`.inter`), widths are those of Inter (SIL Open Font License
/// 1.1, `LICENSES/Inter-OFL.txt`) set as UIKit sets San Francisco:
/// - at the weight asked: `.ultraLight` … `.black` are Inter's 100 … 900;
/// - at the optical size of the point size: Inter's text master (drawn for
///   14 points) up to 17 points, its display master (drawn for 32) from 28
///   points, and in between a blend of the two, linear in the point size;
/// - kerned, with Inter's kerning between two table characters side by side
///   (a character that measures 0 between them does not part them);
/// - tracked, with San Francisco's tracking for the point size from Apple's
///   table (+41/1000 em at 6 points, 0 at 12, −26 at 17, +14 at 28, 0 from 80,
///   linear between the sizes it lists), added to the advance of every table
///   character, as Core Text adds a font's tracking to every glyph.
///
/// With `.liberationSans`, widths are Liberation Sans's advances (metric-
/// compatible with Helvetica and Arial), Regular below `.semibold` and Bold
/// from `.semibold` up, without kerning or tracking.
///
/// Text is measured one grapheme cluster at a time:
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
/// Characters outside the table measure the same with both approximations,
/// untracked, and are not kerned. A cluster of several scalars (a letter with
/// combining accents, a Hangul jamo sequence) is as wide as its first scalar.
/// Line metrics are those of SF Pro at every weight: an ascender of
/// 1950/2048 em and a descender of 494/2048 em, no leading, so 17 pt gives a
/// line height of 20.287 pt as `UIFont.systemFont(ofSize: 17).lineHeight`
/// does. A point size that is not finite and positive measures 0.
///
///     SystemTextMeasurer().width(of: "Hello", pointSize: 17, weight: .regular)   // 38.48
public struct SystemTextMeasurer: TextMeasuring {
    /// The free font whose widths stand in for San Francisco's.
    ///
    ///     SystemTextMeasurer(approximation: .liberationSans)
    public enum Approximation: Sendable, Hashable, CaseIterable {
        /// Inter at the weight asked, at San Francisco's optical size and
        /// tracking for the point size, kerned: the default.
        ///
        ///     SystemTextMeasurer(approximation: .inter).width(of: "Hello", pointSize: 17, weight: .bold)   // 40.31
        case inter
        /// Liberation Sans Regular below semibold, Bold from semibold up,
        /// neither kerned nor tracked: the measure before Inter.
        ///
        ///     SystemTextMeasurer(approximation: .liberationSans).width(of: "Hello", pointSize: 17, weight: .regular)   // 38.74
        case liberationSans
    }

    /// The font that stands in for San Francisco.
    ///
    ///     SystemTextMeasurer().approximation   // .inter
    public let approximation: Approximation

    /// The system font approximation, Inter unless asked otherwise; it holds
    /// no other state.
    ///
    ///     let measurer = SystemTextMeasurer()
    public init(approximation: Approximation = .inter) {
        self.approximation = approximation
    }

    /// The advance of `text` on one line, in points.
    ///
    ///     SystemTextMeasurer().width(of: "Hello", pointSize: 17, weight: .bold)   // 40.31
    public func width(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        switch approximation {
        case .inter:
            return Self.interWidth(of: text, pointSize: pointSize, weight: weight)
        case .liberationSans:
            let advances = weight.isBold ? SystemFontAdvances.bold : SystemFontAdvances.regular
            let units = Self.asciiUnits(of: text, table: advances.basicLatin)
                ?? Self.clusterUnits(of: text, advances: advances)
            return units * pointSize / Self.unitsPerEm
        }
    }

    /// SF Pro's ascender and descender at `pointSize`, whatever the weight
    /// and the approximation.
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

    // MARK: Inter

    /// The point size up to which Inter's text master is used alone, and
    /// the one from which its display master is.
    private static let textMasterUpTo: CGFloat = 17
    private static let displayMasterFrom: CGFloat = 28
    private static let blendPerPoint = 1 / (displayMasterFrom - textMasterUpTo)
    private static let textEmPerUnit = 1 / CGFloat(SystemFontMetrics.textUnitsPerEm)
    private static let displayEmPerUnit = 1 / CGFloat(SystemFontMetrics.displayUnitsPerEm)
    private static let emPerUnit = 1 / unitsPerEm
    /// The table index of the soft hyphen, which measures 0 and does not
    /// part a kerning pair.
    private static let softHyphenIndex = SystemFontMetrics.index(of: 0xAD)!

    /// What a text adds up to in Inter: advances and kerning in each
    /// master's units, the table characters that are tracked, and the width
    /// of the characters outside the table in units of 2048 per em.
    private struct InterSums {
        var text = 0
        var display = 0
        var tracked = 0
        var others: CGFloat = 0
    }

    private static func interWidth(of text: Substring, pointSize: CGFloat, weight: Font.Weight) -> CGFloat {
        let metrics = SystemFontMetrics.inter
        let weight = weight.interIndex
        let sums = interASCIISums(of: text, weight: weight, metrics: metrics)
            ?? interClusterSums(of: text, weight: weight, metrics: metrics)
        // Multiplications by reciprocals: a division takes several times as long.
        let display = min(max((pointSize - textMasterUpTo) * blendPerPoint, 0), 1)
        var ems = CGFloat(sums.text) * ((1 - display) * textEmPerUnit)
        if display > 0 {
            ems += CGFloat(sums.display) * (display * displayEmPerUnit)
        }
        ems += CGFloat(sums.tracked) * tracking(atPointSize: pointSize, metrics: metrics) * 0.001 + sums.others * emPerUnit
        return max(ems * pointSize, 0)
    }

    /// The sums when every byte is ASCII, else nil. A control character
    /// measures 0 and does not part a kerning pair.
    private static func interASCIISums(of text: Substring, weight: Int, metrics: SystemFontMetrics) -> InterSums? {
        // Native strings are contiguous UTF-8 and read fastest as a buffer;
        // a bridged NSString may not be.
        let sums = text.utf8.withContiguousStorageIfAvailable { interASCIISums(of: $0, weight: weight, metrics: metrics) }
        return sums ?? interASCIISums(of: text.utf8, weight: weight, metrics: metrics)
    }

    private static func interASCIISums(of bytes: some Sequence<UInt8>, weight: Int, metrics: SystemFontMetrics) -> InterSums? {
        var sums = InterSums()
        var kerner = InterKerner(weight: weight)
        for byte in bytes {
            let index: Int
            switch byte {
            case 0x20 ... 0x7E: index = Int(byte &- 0x20)
            case 0x09: index = 0
            case 0x80...: return nil
            default: continue
            }
            kerner.add(index, to: &sums, metrics: metrics)
        }
        return sums
    }

    private static func interClusterSums(of text: Substring, weight: Int, metrics: SystemFontMetrics) -> InterSums {
        var sums = InterSums()
        var kerner = InterKerner(weight: weight)
        for character in text {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            // A tab is a space.
            let index = SystemFontMetrics.index(of: first.value == 0x09 ? 0x20 : first.value)
            // One table character is the common case: skip the emoji checks.
            if let index, scalars.count == 1 || !isEmoji(first: first, scalars: scalars) {
                if index != softHyphenIndex { kerner.add(index, to: &sums, metrics: metrics) }
            } else if index != nil || isEmoji(first: first, scalars: scalars) {
                // A table character that starts a cluster of several scalars
                // got here only as an emoji ("1️⃣", "©️").
                sums.others += emojiUnits
                kerner.part()
            } else {
                let units = units(outsideTable: first)
                guard units > 0 else { continue }
                sums.others += CGFloat(units)
                kerner.part()
            }
        }
        return sums
    }

    /// Adds table characters to the sums, kerning each with the one before.
    private struct InterKerner {
        let weight: Int
        let advanceBase: Int
        /// The kerning row of the character before: row 0 kerns with nothing.
        var row = 0

        init(weight: Int) {
            self.weight = weight
            advanceBase = weight * SystemFontMetrics.characterCount
        }

        @inline(__always)
        mutating func add(_ index: Int, to sums: inout InterSums, metrics: SystemFontMetrics) {
            let advance = (advanceBase + index) &* 2
            let record = Int(metrics.kerningRecords[row + metrics.kerningColumns[index]])
            let kerning = (record &* SystemFontMetrics.weightCount + weight) &* 2
            sums.text &+= Int(metrics.advances[advance]) &+ Int(metrics.kerning[kerning])
            sums.display &+= Int(metrics.advances[advance + 1]) &+ Int(metrics.kerning[kerning + 1])
            sums.tracked &+= 1
            row = metrics.kerningRows[index]
        }

        /// A character outside the table comes between: the next does not kern.
        mutating func part() {
            row = 0
        }
    }

    /// San Francisco's tracking at `pointSize` in thousandths of an em,
    /// held beyond the ends of Apple's table.
    private static func tracking(atPointSize pointSize: CGFloat, metrics: SystemFontMetrics) -> CGFloat {
        let table = metrics.trackingByPoint
        let position = Double(pointSize) - Double(SystemFontMetrics.trackingPointSizes[0])
        guard position > 0 else { return CGFloat(table[0]) }
        guard position < Double(table.count - 1) else { return CGFloat(table[table.count - 1]) }
        let lower = Int(position)
        let fraction = position - Double(lower)
        return CGFloat(table[lower] + (table[lower + 1] - table[lower]) * fraction)
    }

    // MARK: Liberation Sans

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

    // MARK: Both

    private static func isEmoji(first: Unicode.Scalar, scalars: Character.UnicodeScalarView) -> Bool {
        (0x1F000 ... 0x1FAFF).contains(first.value)
            || first.properties.isEmojiPresentation
            || scalars.contains("\u{FE0F}")
    }

    /// The advance of a cluster that starts with `scalar` and is no emoji.
    private static func units(of scalar: Unicode.Scalar, advances: SystemFontAdvances) -> UInt16 {
        if let units = advances.units(of: scalar.value) { return units }
        if scalar.value == 0x09 { return advances.basicLatin[0] }
        return units(outsideTable: scalar)
    }

    /// The advance, in units of 2048 per em, of a cluster that starts with
    /// `scalar`, is no emoji, and is outside the table (a tab aside).
    private static func units(outsideTable scalar: Unicode.Scalar) -> UInt16 {
        switch scalar.value {
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

private extension Font.Weight {
    /// The index of Inter's `wght` for the weight: 0 for 100 (ultra light) … 8 for 900 (black).
    var interIndex: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }
}

#!/usr/bin/env python3
"""Writes Sources/AnchorText/SystemFontMetrics.swift: the advance widths and
kerning that SystemTextMeasurer's default approximation of San Francisco
takes from Inter, at the nine weights of Font.Weight, in Inter's text master
(optical size 14) and display master (optical size 32), with San Francisco's
tracking table.

Needs the fonts, fontTools and uharfbuzz:

    apt-get install -y fonts-inter-variable
    pip install fonttools uharfbuzz
    python3 Scripts/generate_system_font_metrics.py [font directory]

The font directory defaults to where Debian's fonts-inter-variable installs
Inter-roman.var.ttf and InterDisplay-roman.var.ttf. Run it from anywhere; it
writes the Swift file relative to this script.

The data is packed into one string literal (a long array literal would take
the compiler too long to type-check), which SystemFontMetrics decodes once,
at first use:

- every number is a run of base64url digits (A-Z a-z 0-9 - _), five bits of
  the number per digit, the lowest first, with 32 added to every digit but
  the last; a signed number is zigzagged first (0, -1, 1, -2 as 0, 1, 2, 3);
  line breaks are skipped;
- the nine values of a weight series (weights 100…900) are the first, then
  the first difference, then the changes of the difference (second
  differences: Inter interpolates linearly between its masters at 100, 400
  and 900, so they are mostly 0);
- kerning is stored by class: characters whose kerning is the same with
  every other character, at every weight in both masters, share a left
  class (as the first of a pair) or a right class (as the second), and
  each (left class, right class) that kerns names one of the distinct
  kerning series (record 0 is none).
"""

import sys
from pathlib import Path

import uharfbuzz as hb
from fontTools.ttLib import TTFont

FONT_DIRECTORY = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/inter-vf")
MASTERS = [
    # (file, optical size it is drawn for, units per em)
    ("Inter-roman.var.ttf", 14, 2816),
    ("InterDisplay-roman.var.ttf", 32, 2048),
]
OUTPUT = Path(__file__).resolve().parent.parent / "Sources/AnchorText/SystemFontMetrics.swift"

# Font.Weight.ultraLight … .black as Inter's `wght`.
WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900]

# The characters SystemTextMeasurer looks up in a table, as in
# generate_system_font_advances.py: (first scalar, last scalar).
RANGES = [(0x0020, 0x007E), (0x00A0, 0x017F), (0x2010, 0x2027), (0x20AC, 0x20AC)]
CHARACTERS = [scalar for first, last in RANGES for scalar in range(first, last + 1)]

# Inter has no U+0149 (ʼn, deprecated): it measures as the text that stands
# in for it, and does not kern.
STAND_INS = {0x0149: "\u02bcn"}
# A soft hyphen takes no room unless a line breaks at it; it does not kern.
ZERO_WIDTH = {0x00AD}

# Shaping features: kerning, and no contextual alternates (Inter's calt
# makes "->" an arrow and raises punctuation between capitals, which San
# Francisco does not).
FEATURES = {"kern": True, "calt": False}

# San Francisco's tracking by point size, in thousandths of an em: Apple's
# Human Interface Guidelines, Typography, "Tracking values", SF Pro
# (https://developer.apple.com/design/human-interface-guidelines/typography),
# which lists the sizes below, from 6 to 96 points. A public copy of the iOS
# values is https://github.com/charliecm/figma-fix-sf (code.ts,
# TRACKING_DEFAULT): every size up to 28 points, then the size at which each
# step down begins, the same values.
TRACKING = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
    (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
    (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
    (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
]

DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
PER_LINE = 100
ZERO_SERIES = (0,) * (len(WEIGHTS) * len(MASTERS))


class Writer:
    def __init__(self):
        self.digits = []

    def unsigned(self, value):
        if value < 0:
            raise ValueError(value)
        while value >= 32:
            self.digits.append(DIGITS[32 | (value & 31)])
            value >>= 5
        self.digits.append(DIGITS[value])

    def signed(self, value):
        self.unsigned(value * 2 if value >= 0 else -value * 2 - 1)

    def series(self, values):
        """Nine values: the first, the first difference, then second differences."""
        self.signed(values[0])
        difference = values[1] - values[0]
        self.signed(difference)
        for previous, value in zip(values[1:], values[2:]):
            self.signed(value - previous - difference)
            difference = value - previous

    def text(self):
        text = "".join(self.digits)
        return "\n".join(text[i : i + PER_LINE] for i in range(0, len(text), PER_LINE))


def swift_array(values):
    rows = [values[i : i + 16] for i in range(0, len(values), 16)]
    return "[\n" + "\n".join("        " + ", ".join(str(v) for v in row) + "," for row in rows) + "\n    ]"


def shaped(font, text):
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(font, buffer, FEATURES)
    return [(info.codepoint, position.x_advance) for info, position in zip(buffer.glyph_infos, buffer.glyph_positions)]


def measure(path):
    """advances[weight][character] and kerning[(left, right)][weight] for one master."""
    font = hb.Font(hb.Face(hb.Blob.from_file_path(str(path))))
    advances, kerning = [], {}
    for weight_index, weight in enumerate(WEIGHTS):
        font.set_variations({"wght": weight})
        row, glyphs = [], {}
        for scalar in CHARACTERS:
            if scalar in ZERO_WIDTH:
                row.append(0)
                continue
            glyph_run = shaped(font, STAND_INS.get(scalar, chr(scalar)))
            if any(glyph == 0 for glyph, _ in glyph_run):
                raise SystemExit(f"{path}: no glyph for U+{scalar:04X} and no stand-in")
            row.append(sum(advance for _, advance in glyph_run))
            if scalar not in STAND_INS:
                glyphs[scalar] = glyph_run[0]
        advances.append(row)
        for left, (left_glyph, left_advance) in glyphs.items():
            for right, (right_glyph, right_advance) in glyphs.items():
                pair = shaped(font, chr(left) + chr(right))
                if [glyph for glyph, _ in pair] != [left_glyph, right_glyph]:
                    continue  # a ligature or substitution: no kerning to read
                change = pair[0][1] + pair[1][1] - left_advance - right_advance
                if change:
                    kerning.setdefault((left, right), [0] * len(WEIGHTS))[weight_index] = change
    return advances, kerning


def classes(series_of):
    """A class number for each character; class 0 kerns with nothing."""
    numbers = {tuple(ZERO_SERIES for _ in CHARACTERS): 0}
    result = []
    for scalar in CHARACTERS:
        key = series_of(scalar)
        result.append(numbers.setdefault(key, len(numbers)))
    return result, len(numbers)


def main():
    fonts = [TTFont(FONT_DIRECTORY / name) for name, _, _ in MASTERS]
    for font, (name, _, units) in zip(fonts, MASTERS):
        if font["head"].unitsPerEm != units:
            raise SystemExit(f"{name}: expected {units} units per em")
    version = fonts[0]["name"].getDebugName(5).split(";")[0]
    measured = [measure(FONT_DIRECTORY / name) for name, _, _ in MASTERS]

    # Each pair's series: weights of the text master, then of the display master.
    kerning = {}
    for master, (_, master_kerning) in enumerate(measured):
        for pair, values in master_kerning.items():
            series = kerning.setdefault(pair, list(ZERO_SERIES))
            series[master * len(WEIGHTS) : (master + 1) * len(WEIGHTS)] = values
    kerning = {pair: tuple(series) for pair, series in kerning.items()}
    left_classes, left_count = classes(lambda left: tuple(kerning.get((left, right), ZERO_SERIES) for right in CHARACTERS))
    right_classes, right_count = classes(lambda right: tuple(kerning.get((left, right), ZERO_SERIES) for left in CHARACTERS))
    records = {ZERO_SERIES: 0}
    matrix = {}
    for (left, right), series in kerning.items():
        cell = left_classes[CHARACTERS.index(left)] * right_count + right_classes[CHARACTERS.index(right)]
        matrix[cell] = records.setdefault(series, len(records))

    writer = Writer()
    for count in (len(CHARACTERS), len(WEIGHTS), left_count, right_count, len(records), len(matrix)):
        writer.unsigned(count)
    for advances, _ in measured:
        for index in range(len(CHARACTERS)):
            writer.series([advances[weight][index] for weight in range(len(WEIGHTS))])
    for number in left_classes + right_classes:
        writer.unsigned(number)
    previous = -1
    for cell in sorted(matrix):
        writer.unsigned(cell - previous - 1)
        writer.unsigned(matrix[cell])
        previous = cell
    for series in sorted(records, key=records.get)[1:]:
        for master in range(len(MASTERS)):
            writer.series(series[master * len(WEIGHTS) : (master + 1) * len(WEIGHTS)])
    packed = writer.text()

    cases = "\n".join(
        f"        case 0x{first:04X}...0x{last:04X}: Int(scalar &- 0x{first:04X})" + (f" + {sum(l - f + 1 for f, l in RANGES[:i])}" if i else "")
        if first != last
        else f"        case 0x{first:04X}: {sum(l - f + 1 for f, l in RANGES[:i])}"
        for i, (first, last) in enumerate(RANGES)
    )
    n_regular_text = measured[0][0][WEIGHTS.index(400)][CHARACTERS.index(0x6E)]
    sizes = swift_array([size for size, _ in TRACKING])
    values = swift_array([value for _, value in TRACKING])
    (text_name, text_size, text_units), (display_name, display_size, display_units) = MASTERS
    source = f"""// Generated by Scripts/generate_system_font_metrics.py: do not edit by hand.
// Regenerate with `python3 Scripts/generate_system_font_metrics.py`
// (needs `apt-get install -y fonts-inter-variable` and
// `pip install fonttools uharfbuzz`).
//
// The advance widths and kerning of Inter {version.removeprefix("Version ")} (Debian's fonts-inter-variable:
// {text_name}, the text master, drawn for an optical size of {text_size},
// {text_units} units per em; {display_name}, the display master, drawn
// for {display_size}, {display_units} units per em) at the weights {WEIGHTS[0]}, {WEIGHTS[1]}, … {WEIGHTS[-1]}, as HarfBuzz
// shapes them: a character's advance alone, and what the `kern` feature
// changes in a pair of them (contextual alternates off). U+0149, which Inter
// lacks, measures as U+02BC U+006E and does not kern; the soft hyphen U+00AD
// is 0 (it takes room only where a line breaks).
//
// Inter: Copyright (c) 2016 The Inter Project Authors
// (https://github.com/rsms/inter). Licensed under the SIL Open Font License,
// Version 1.1; the licence is in LICENSES/Inter-OFL.txt.

/// Inter's advance widths and kerning, at the nine weights of `Font.Weight`
/// in the text master (index 0, {text_units} units per em) and the display master
/// (index 1, {display_units} units per em), for the characters `SystemTextMeasurer`
/// looks up in a table; decoded from one string at first use.
///
///     SystemFontMetrics.inter.advances[(3 * SystemFontMetrics.characterCount + SystemFontMetrics.index(of: 0x6E)!) * 2]   // {n_regular_text}, "n", regular, text master
///
/// The tables are allocated once, for `inter`, and never freed: they are
/// read on every measure, and a buffer that lives as long as the program
/// costs no reference counting and no bounds checks there.
struct SystemFontMetrics: @unchecked Sendable {{
    /// The weights, ultra light to black (Inter's `wght` {WEIGHTS[0]}…{WEIGHTS[-1]}).
    static let weightCount = {len(WEIGHTS)}
    /// The characters in the table.
    static let characterCount = {len(CHARACTERS)}
    /// The text master's units per em; it is drawn for an optical size of {text_size}.
    static let textUnitsPerEm = {text_units}
    /// The display master's units per em; it is drawn for an optical size of {display_size}.
    static let displayUnitsPerEm = {display_units}

    /// The table's index of `scalar`, or nil outside the table.
    ///
    ///     SystemFontMetrics.index(of: 0x20AC)   // {CHARACTERS.index(0x20AC)}, the euro sign
    static func index(of scalar: UInt32) -> Int? {{
        switch scalar {{
{cases}
        default: nil
        }}
    }}

    /// The point sizes of San Francisco's tracking table: Apple's Human
    /// Interface Guidelines, Typography, "Tracking values", SF Pro
    /// (https://developer.apple.com/design/human-interface-guidelines/typography),
    /// from 6 to 96 points; between two sizes the tracking is interpolated,
    /// beyond the ends it is held (+41 below 6 points, 0 above 80). A public
    /// copy of the iOS values is https://github.com/charliecm/figma-fix-sf
    /// (code.ts): every size up to 28 points, then where each step begins.
    ///
    ///     SystemFontMetrics.trackingPointSizes[11]   // 17
    static let trackingPointSizes: [Int] = {sizes}
    /// The tracking at each of `trackingPointSizes`, in thousandths of an em.
    ///
    ///     SystemFontMetrics.trackingThousandths[11]   // -26, at 17 points
    static let trackingThousandths: [Int] = {values}

    /// `advances[(weight * characterCount + index) * 2 + master]`: a
    /// character's advance in its master's units.
    let advances: UnsafeBufferPointer<Int16>
    /// The kerning row of each character as the first of a pair (its left
    /// class times the number of right classes); row 0 kerns with nothing.
    let kerningRows: UnsafeBufferPointer<Int>
    /// The kerning column of each character as the second of a pair (its right class).
    let kerningColumns: UnsafeBufferPointer<Int>
    /// `kerningRecords[row + column]`: the pair's kerning series, 0 for none.
    let kerningRecords: UnsafeBufferPointer<UInt16>
    /// `kerning[(record * weightCount + weight) * 2 + master]`: a pair's
    /// kerning in its master's units; record 0 is all 0.
    let kerning: UnsafeBufferPointer<Int16>
    /// The tracking in thousandths of an em at each whole point size from
    /// the first of `trackingPointSizes` to the last, interpolated between
    /// the sizes the table lists (all whole, so that a size between two
    /// whole ones is interpolated between these).
    let trackingByPoint: UnsafeBufferPointer<Double>

    /// Inter, decoded at first use.
    static let inter = SystemFontMetrics(packed: packed)

    /// Decodes `packed` (the format is described in the script that writes it).
    private init(packed: String) {{
        var packed = packed
        var tables: (advances: [Int16], rows: [Int], columns: [Int], records: [UInt16], kerning: [Int16]) = ([], [], [], [], [])
        packed.withUTF8 {{ bytes in
            var reader = Reader(bytes: bytes)
            let characters = reader.unsigned(), weights = reader.unsigned()
            precondition(characters == Self.characterCount && weights == Self.weightCount)
            let leftClasses = reader.unsigned(), rightClasses = reader.unsigned()
            let records = reader.unsigned(), cells = reader.unsigned()
            tables.advances = [Int16](repeating: 0, count: weights * characters * 2)
            for master in 0 ..< 2 {{
                for index in 0 ..< characters {{
                    reader.series(weights) {{ tables.advances[($0 * characters + index) * 2 + master] = $1 }}
                }}
            }}
            tables.rows = (0 ..< characters).map {{ _ in reader.unsigned() * rightClasses }}
            tables.columns = (0 ..< characters).map {{ _ in reader.unsigned() }}
            tables.records = [UInt16](repeating: 0, count: leftClasses * rightClasses)
            var cell = -1
            for _ in 0 ..< cells {{
                cell += reader.unsigned() + 1
                tables.records[cell] = UInt16(reader.unsigned())
            }}
            tables.kerning = [Int16](repeating: 0, count: records * weights * 2)
            for record in 1 ..< records {{
                for master in 0 ..< 2 {{
                    reader.series(weights) {{ tables.kerning[(record * weights + $0) * 2 + master] = $1 }}
                }}
            }}
            precondition(reader.isAtEnd)
            precondition(tables.rows.allSatisfy {{ $0 < leftClasses * rightClasses }} && tables.columns.allSatisfy {{ $0 < rightClasses }})
            precondition(tables.records.allSatisfy {{ Int($0) < records }})
        }}
        advances = Self.keep(tables.advances)
        kerningRows = Self.keep(tables.rows)
        kerningColumns = Self.keep(tables.columns)
        kerningRecords = Self.keep(tables.records)
        kerning = Self.keep(tables.kerning)
        let sizes = Self.trackingPointSizes, values = Self.trackingThousandths
        trackingByPoint = Self.keep((sizes[0] ... sizes[sizes.count - 1]).map {{ size in
            let upper = sizes.firstIndex {{ $0 >= size }}!
            guard sizes[upper] != size else {{ return Double(values[upper]) }}
            let fraction = Double(size - sizes[upper - 1]) / Double(sizes[upper] - sizes[upper - 1])
            return Double(values[upper - 1]) + Double(values[upper] - values[upper - 1]) * fraction
        }})
    }}

    /// A copy of `array` that is never freed.
    private static func keep<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {{
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(buffer)
    }}

    /// Reads the numbers of `packed`.
    private struct Reader {{
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        var isAtEnd: Bool {{ bytes[offset...].allSatisfy {{ $0 == 0x0A }} }}

        /// A number of base64url digits, five bits each, lowest first, 32
        /// added to each but the last.
        mutating func unsigned() -> Int {{
            var value = 0
            var shift = 0
            while true {{
                let byte = bytes[offset]
                offset += 1
                let digit = switch byte {{
                case 0x41 ... 0x5A: Int(byte) - 0x41
                case 0x61 ... 0x7A: Int(byte) - 0x61 + 26
                case 0x30 ... 0x39: Int(byte) - 0x30 + 52
                case 0x2D: 62
                case 0x5F: 63
                default: -1
                }}
                guard digit >= 0 else {{ continue }}
                value |= (digit & 31) << shift
                if digit < 32 {{ return value }}
                shift += 5
            }}
        }}

        /// A zigzagged number: 0, -1, 1, -2 as 0, 1, 2, 3.
        mutating func signed() -> Int {{
            let value = unsigned()
            return (value >> 1) ^ -(value & 1)
        }}

        /// `count` values: the first, the first difference, then the changes
        /// of the difference; `store` takes each with its position.
        mutating func series(_ count: Int, _ store: (Int, Int16) -> Void) {{
            var value = signed()
            var difference = 0
            store(0, Int16(value))
            for position in 1 ..< count {{
                difference = position == 1 ? signed() : difference + signed()
                value += difference
                store(position, Int16(value))
            }}
        }}
    }}

    /// The data, packed by Scripts/generate_system_font_metrics.py.
    private static let packed = \"\"\"
{packed}
\"\"\"
}}
"""
    OUTPUT.write_text(source)
    print(
        f"wrote {OUTPUT}: {len(source.splitlines())} lines, {len(packed)} packed characters; "
        f"{left_count} left and {right_count} right kerning classes, {len(matrix)} class pairs, {len(records) - 1} kerning series"
    )


if __name__ == "__main__":
    main()

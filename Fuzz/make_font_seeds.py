"""Writes the font seeds of Fuzz/FontFile/corpus: two small fonts made from
nothing (no font's outlines or names, so no font licence applies) and cuts of
one. Run from the repository root: `python3 Fuzz/make_font_seeds.py` (needs
`pip install fonttools`). Never touches the crash-* files.
"""

from io import BytesIO
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

CORPUS = Path("Fuzz/FontFile/corpus")
# What FuzzFontFile measures, and U+1F600, which needs a format 12 cmap.
CHARACTERS = "Helo AVfi\u2026\U0001F600"


def font(characters, kerning, advance):
    """A TrueType font with a glyph for each character; `advance(index)`
    gives each glyph's advance, and equal trailing advances let hmtx share
    them (numberOfHMetrics < numGlyphs)."""
    names = [".notdef"] + [f"g{index}" for index in range(1, len(characters) + 1)]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(c): names[i + 1] for i, c in enumerate(characters)})
    # The reader needs no outlines: every glyph is empty.
    builder.setupGlyf({name: TTGlyphPen(None).glyph() for name in names})
    builder.setupHorizontalMetrics({name: (advance(i), 50) for i, name in enumerate(names)})
    builder.setupHorizontalHeader(ascent=800, descent=-200, lineGap=90)
    builder.setupOS2()
    builder.setupPost()
    # Fixed dates, so that running this again writes the same bytes.
    builder.font["head"].created = builder.font["head"].modified = 0
    builder.font.recalcTimestamp = False
    if kerning:
        table = KernTable_format_0()
        table.version, table.coverage, table.format = 0, 1, 0
        glyph = {c: names[i + 1] for i, c in enumerate(characters)}
        table.kernTable = {(glyph[left], glyph[right]): value for left, right, value in kerning}
        builder.font["kern"] = newTable("kern")
        builder.font["kern"].version, builder.font["kern"].kernTables = 0, [table]
    out = BytesIO()
    builder.save(out)
    return out.getvalue()


kerned_pairs = [("A", "V", -80), ("V", "A", -80), ("f", "i", -20)]
kerned = font(CHARACTERS, kerned_pairs, lambda index: 500 + 10 * index)
seeds = {
    "kerned-format12.ttf": kerned,
    "monospaced-tail.ttf": font("Helo", [], lambda index: 600 if index > 2 else 400),
    "cut-header": kerned[:12],
    "cut-directory": kerned[:100],
    "cut-tables": kerned[: len(kerned) // 2],
}
for name, data in seeds.items():
    (CORPUS / name).write_bytes(data)

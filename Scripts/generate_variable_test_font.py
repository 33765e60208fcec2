#!/usr/bin/env python3
"""Writes the variable test fonts of FontVariationTests and seeds for the
FontFile fuzz target: small variable TrueType fonts made from nothing (our
own rectangles and numbers, no font's outlines or names, so no font licence
applies).

    pip install fonttools
    python3 Scripts/generate_variable_test_font.py          # writes the fonts
    python3 Scripts/generate_variable_test_font.py --check  # prints fontTools' numbers

Run it from anywhere; it writes relative to this script:

- Tests/Fonts/AnchorVariable.ttf: glyphs .notdef, space, A, V, a, n, o; axes
  wght 100…400…900 and opsz 8…14…72; an avar that maps both axes other than
  linearly; gvar and HVAR (the advance deltas) as fontTools' varLib merges
  seven masters, one of them a corner (wght 900, opsz 72) and one an
  intermediate (opsz 28), so that regions span two axes and start away from
  0; and a trak table with a normal track (and a tight and a loose one) from
  9 to 48 points.
  Its HVAR indexes the item variation store by glyph id (no advance width
  map).
- Tests/Fonts/AnchorVariable-Mapped.ttf: the same font whose HVAR maps
  glyphs through an advance width map (a DeltaSetIndexMap) to rows of two
  VarData; so both readings are tested against the same numbers. (varLib
  picks one layout; the script re-encodes the other from it.)
- Fuzz/FontFile/corpus: both fonts (variable-direct.ttf,
  variable-mapped.ttf) and static-tracked.ttf, the first without its
  variation tables: a static font with trak.

`--check` prints what fontTools makes of the first font: advances from
`instancer.instantiateVariableFont` (which takes them from gvar's phantom
points, not from HVAR) and from HVAR's item variation store evaluated with
`VarStoreInstancer`, and the tracking of trak's normal track; these are the
numbers FontVariationTests.swift expects.
"""

import sys
from io import BytesIO
from pathlib import Path

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.misc.fixedTools import floatToFixedToFloat
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import otTables
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools.varLib import build as build_variable_font
from fontTools.varLib import builder as variation_builder
from fontTools.varLib.instancer import instantiateVariableFont
from fontTools.varLib.models import normalizeValue, piecewiseLinearMap
from fontTools.varLib.varStore import VarStoreInstancer

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "Tests/Fonts"
CORPUS = ROOT / "Fuzz/FontFile/corpus"

GLYPHS = [".notdef", "space", "A", "V", "a", "n", "o"]
CHARACTERS = {" ": "space", "A": "A", "V": "V", "a": "a", "n": "n", "o": "o"}

# (wght, opsz) in design coordinates → advance of each glyph in GLYPHS.
# The default master first; wght 100 and 900, opsz 8, 28 and 72, and the
# corner (900, 72), whose advances are not the sum of its two neighbours'.
MASTERS = {
    (400, 14): [500, 250, 600, 580, 520, 540, 550],
    (100, 14): [480, 230, 540, 530, 470, 500, 500],
    (900, 14): [560, 280, 700, 740, 600, 640, 650],
    (400, 8): [520, 270, 640, 610, 550, 570, 580],
    (400, 28): [500, 244, 590, 566, 512, 530, 540],
    (400, 72): [490, 230, 570, 550, 500, 515, 520],
    (900, 72): [540, 255, 655, 645, 570, 600, 605],
}

# User → design coordinates: wght 700 sets the design of 760, opsz 24 the
# design of 30; avar holds the normalized version of these maps.
WEIGHT_MAP = [(100, 100), (400, 400), (700, 760), (900, 900)]
OPTICAL_SIZE_MAP = [(8, 8), (14, 14), (24, 30), (72, 72)]

# trak: track → {point size: tracking in font units}. The normal track (0)
# is the one a reader uses; the others are there to be passed over.
TRACKS = {
    -1.0: {9.0: -10, 12.0: -30, 24.0: -50, 48.0: -70},
    0.0: {9.0: 40, 12.0: 10, 24.0: -20, 48.0: -36},
    1.0: {9.0: 80, 12.0: 60, 24.0: 40, 48.0: 20},
}

# What the tests measure: (wght, opsz) in user coordinates.
CHECKS = [(w, o) for o in (9, 17, 40) for w in (100, 400, 700, 900)] + [(400, 8), (400, 72), (900, 72), (550, 24)]


def master(advances):
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(GLYPHS)
    builder.setupCharacterMap({ord(c): name for c, name in CHARACTERS.items()})
    glyphs = {}
    for name, advance in zip(GLYPHS, advances):
        pen = TTGlyphPen(None)
        if name != "space":
            pen.moveTo((40, 0))
            pen.lineTo((40, 700))
            pen.lineTo((advance - 40, 700))
            pen.lineTo((advance - 40, 0))
            pen.closePath()
        glyphs[name] = pen.glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (advance, 40) for name, advance in zip(GLYPHS, advances)})
    builder.setupHorizontalHeader(ascent=800, descent=-200, lineGap=90)
    builder.setupNameTable({"familyName": "Anchor Variable Test", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    return builder.font


def variable_font():
    document = DesignSpaceDocument()
    for tag, name, (minimum, default, maximum), mapping in [
        ("wght", "Weight", (100, 400, 900), WEIGHT_MAP),
        ("opsz", "Optical size", (8, 14, 72), OPTICAL_SIZE_MAP),
    ]:
        axis = AxisDescriptor()
        axis.tag, axis.name = tag, name
        axis.minimum, axis.default, axis.maximum = minimum, default, maximum
        axis.map = mapping
        document.addAxis(axis)
    for (weight, size), advances in MASTERS.items():
        source = SourceDescriptor()
        source.font = master(advances)
        source.location = {"Weight": weight, "Optical size": size}
        document.addSource(source)
    font, _, _ = build_variable_font(document)

    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    names = {-1.0: "Tight", 0.0: "Normal", 1.0: "Loose"}
    trak.horizData = TrackData({
        track: TrackTableEntry(values, nameIndex=font["name"].addName(names[track]))
        for track, values in TRACKS.items()
    })
    trak.vertData = TrackData()
    font["trak"] = trak
    return reproducible(font)


def with_other_advance_layout(font):
    """The font with its HVAR's advances laid out the other way: a map
    becomes a store indexed by glyph id, and glyph id indexing becomes a map
    over the store's rows reversed (and spread over two VarData), so that a
    reader that ignores the map measures wrongly."""
    font = TTFont(BytesIO(save(font)))
    hvar = font["HVAR"].table
    store = hvar.VarStore
    glyph_order = font.getGlyphOrder()
    regions = store.VarRegionList.Region
    # Each glyph's (region index → delta), whatever the layout now.
    def deltas(glyph_id):
        index = hvar.AdvWidthMap.mapping[glyph_order[glyph_id]] if hvar.AdvWidthMap else glyph_id
        data = store.VarData[index >> 16]
        return dict(zip(data.VarRegionIndex, data.Item[index & 0xFFFF]))
    rows = [deltas(glyph_id) for glyph_id in range(len(glyph_order))]
    all_regions = list(range(len(regions)))
    if hvar.AdvWidthMap:
        data = variation_builder.buildVarData(all_regions, [[row.get(r, 0) for r in all_regions] for row in rows])
        hvar.VarStore = variation_builder.buildVarStore(store.VarRegionList, [data])
        hvar.AdvWidthMap = None
    else:
        # Glyphs in reverse order, the first half in VarData 0, the rest in 1.
        reverse = list(reversed(range(len(glyph_order))))
        half = len(reverse) // 2
        first, second = reverse[:half], reverse[half:]
        data = [
            variation_builder.buildVarData(all_regions, [[rows[g].get(r, 0) for r in all_regions] for g in part])
            for part in (first, second)
        ]
        hvar.VarStore = variation_builder.buildVarStore(store.VarRegionList, data)
        mapping = {}
        for outer, part in enumerate((first, second)):
            for inner, glyph_id in enumerate(part):
                mapping[glyph_order[glyph_id]] = outer << 16 | inner
        hvar.AdvWidthMap = variation_builder.buildVarIdxMap([mapping[g] for g in glyph_order], glyph_order)
    return reproducible(font)


def reproducible(font):
    font["head"].created = font["head"].modified = 0
    font.recalcTimestamp = False
    return font


def save(font):
    out = BytesIO()
    font.save(out)
    return out.getvalue()


def user_to_normalized(font, tag, value):
    axis = next(a for a in font["fvar"].axes if a.axisTag == tag)
    normalized = normalizeValue(value, (axis.minValue, axis.defaultValue, axis.maxValue))
    mapping = font["avar"].segments[tag] if "avar" in font else {}
    return floatToFixedToFloat(piecewiseLinearMap(normalized, mapping), 14)


def check(path):
    """fontTools' advances at each CHECKS location, two ways, and trak's
    normal track at the sizes the tests measure."""
    font = TTFont(path)
    order = font.getGlyphOrder()
    print(f"{path.name}: HVAR {'with' if font['HVAR'].table.AdvWidthMap else 'without'} an advance width map")
    for weight, size in CHECKS:
        location = {"wght": weight, "opsz": size}
        instance = instantiateVariableFont(TTFont(path), location)
        from_gvar = [instance["hmtx"][name][0] for name in order]
        normalized = {tag: user_to_normalized(font, tag, value) for tag, value in location.items()}
        hvar = font["HVAR"].table
        instancer = VarStoreInstancer(hvar.VarStore, font["fvar"].axes, normalized)
        exact = []
        for glyph_id, name in enumerate(order):
            index = hvar.AdvWidthMap.mapping[name] if hvar.AdvWidthMap else glyph_id
            exact.append(font["hmtx"][name][0] + instancer[index])
        rounded = [int(v + 0.5) if v >= 0 else -int(-v + 0.5) for v in exact]
        marker = "" if rounded == from_gvar else "   <- differs from gvar"
        print(f"  wght {weight} opsz {size} normalized {normalized}: instancer {from_gvar}"
              f" HVAR {[round(v, 4) for v in exact]}{marker}")
    trak = font["trak"].horizData[0.0]
    for size in (6, 9, 10.5, 17, 24, 40, 48, 72):
        print(f"  trak normal at {size} pt: {tracking(trak, size)}")


def tracking(entry, size):
    sizes = sorted(entry.keys())
    if size <= sizes[0]:
        return entry[sizes[0]]
    if size >= sizes[-1]:
        return entry[sizes[-1]]
    for low, high in zip(sizes, sizes[1:]):
        if low <= size <= high:
            return entry[low] + (entry[high] - entry[low]) * (size - low) / (high - low)


def main():
    font = variable_font()
    other = with_other_advance_layout(font)
    first, second = save(font), save(other)
    if "--check" in sys.argv:
        for path in (FONTS / "AnchorVariable.ttf", FONTS / "AnchorVariable-Mapped.ttf"):
            check(path)
        return
    # Whichever layout varLib picked, "-Mapped" is the one with the map.
    mapped_first = font["HVAR"].table.AdvWidthMap is not None
    direct, mapped = (second, first) if mapped_first else (first, second)
    (FONTS / "AnchorVariable.ttf").write_bytes(direct)
    (FONTS / "AnchorVariable-Mapped.ttf").write_bytes(mapped)
    # A static font with only trak, from the first without its variations.
    static = TTFont(BytesIO(direct))
    for tag in ("fvar", "avar", "gvar", "HVAR", "STAT"):
        if tag in static:
            del static[tag]
    seeds = {
        "variable-direct.ttf": direct,
        "variable-mapped.ttf": mapped,
        "static-tracked.ttf": save(reproducible(static)),
    }
    for name, data in seeds.items():
        (CORPUS / name).write_bytes(data)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Makes the app's Urdu font from Noto Nastaliq Urdu (run by the build).

    mancala_nastaliq.py SOURCE.ttf OUTPUT.ttf

Three changes, all to the font's tables, none to a glyph outline:

1. The space is widened. Noto Nastaliq Urdu's space is 0.132 em, narrow by
   design for the tight joins of Nastaliq words. Beside Latin text and digits,
   which the interface mixes into Urdu sentences ("a1 ... 5 بیج", player names),
   such a space makes the words look run together. The space (U+0020) and the
   no-break space (U+00A0) get SPACE_ADVANCE_EM: the dots of a word's first
   letters reach up to a quarter of an em past the start of its advance
   ("2 بیج"), and at 0.32 em they touched the digits before the space.
2. A space before a letter whose own ink reaches further still past the start
   of its advance (an initial kaf or gaf: 0.37 em) is widened by a kerning
   pair (space, letter), in a "kern" lookup of its own, so that what comes
   before the space keeps GAP_EM clear of that ink ("Amani کو" touched). The
   other gaps keep the space's width.
3. The family is renamed FAMILY, so that a copy of Noto Nastaliq Urdu that the
   system has installed (fonts-noto-core) is never taken for this one.

The licence (SIL OFL 1.1, resources/fonts/OFL.txt) allows modified versions;
Noto fonts have no Reserved Font Name.
"""
import sys

from fontTools.otlLib.builder import buildLookup, buildPairPosClassesSubtable, buildValue
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables

SPACE_ADVANCE_EM = 0.40
GAP_EM = 0.15
STEP_EM = 0.05  # the widenings are rounded up to steps of this, one class each
FAMILY = "Mancala Nastaliq"
SPACES = (0x0020, 0x00A0)


def widen_spaces(font):
    advance = round(SPACE_ADVANCE_EM * font["head"].unitsPerEm)
    cmap = font.getBestCmap()
    for code in SPACES:
        glyph = cmap[code]
        _, left_bearing = font["hmtx"][glyph]
        font["hmtx"][glyph] = (advance, left_bearing)


def widenings(font):
    """The base glyphs whose own ink reaches past the space's room, by the
    widening of the space before them (font units, in steps of STEP_EM)."""
    upm = font["head"].unitsPerEm
    room = round((SPACE_ADVANCE_EM - GAP_EM) * upm)
    step = round(STEP_EM * upm)
    glyf, hmtx = font["glyf"], font["hmtx"]
    bases = font["GDEF"].table.GlyphClassDef.classDefs
    by_width = {}
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if bases.get(name) != 1 or glyph.numberOfContours == 0:
            continue
        reach = glyph.xMax - hmtx[name][0] - room
        if reach > 0:
            by_width.setdefault(-(-reach // step) * step, []).append(name)
    return by_width


def add_feature(gpos, tag, lookup_index):
    """A feature of the one lookup, in every script and language system."""
    feature = otTables.Feature()
    feature.FeatureParams = None
    feature.LookupListIndex = [lookup_index]
    feature.LookupCount = 1
    record = otTables.FeatureRecord()
    record.FeatureTag = tag
    record.Feature = feature
    features = gpos.FeatureList
    features.FeatureRecord.append(record)
    features.FeatureCount = len(features.FeatureRecord)
    index = features.FeatureCount - 1
    for script in gpos.ScriptList.ScriptRecord:
        systems = [script.Script.DefaultLangSys] + [r.LangSys for r in script.Script.LangSysRecord]
        for system in systems:
            if system is not None:
                system.FeatureIndex.append(index)
                system.FeatureCount = len(system.FeatureIndex)


def make_room_after_spaces(font):
    cmap = font.getBestCmap()
    spaces = tuple(cmap[code] for code in SPACES)
    pairs = {(spaces, tuple(names)): (buildValue({"XAdvance": width}), None)
             for width, names in sorted(widenings(font).items())}
    subtable = buildPairPosClassesSubtable(pairs, font.getReverseGlyphMap())
    gpos = font["GPOS"].table
    lookups = gpos.LookupList
    lookups.Lookup.append(buildLookup([subtable]))
    lookups.LookupCount = len(lookups.Lookup)
    add_feature(gpos, "kern", lookups.LookupCount - 1)


def rename(font):
    names = font["name"]
    style = names.getDebugName(2) or "Regular"
    for record in list(names.names):
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 4:
            names.setName(f"{FAMILY} {style}", 4, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(FAMILY.replace(" ", "") + "-" + style, 6, record.platformID, record.platEncID, record.langID)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    font = TTFont(argv[1])
    widen_spaces(font)
    make_room_after_spaces(font)
    rename(font)
    font.save(argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

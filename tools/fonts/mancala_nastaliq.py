#!/usr/bin/env python3
"""Makes the app's Urdu font from Noto Nastaliq Urdu (run by the build).

    mancala_nastaliq.py SOURCE.ttf OUTPUT.ttf

Two changes, both to the font's tables, none to a glyph outline:

1. The space is widened. Noto Nastaliq Urdu's space is 0.132 em, narrow by
   design for the tight joins of Nastaliq words. Beside Latin text and digits,
   which the interface mixes into Urdu sentences ("a1 ... 5 بیج", player names),
   such a space makes the words look run together. The space (U+0020) and the
   no-break space (U+00A0) get SPACE_ADVANCE, near a Latin font's space.
2. The family is renamed FAMILY, so that a copy of Noto Nastaliq Urdu that the
   system has installed (fonts-noto-core) is never taken for this one.

The licence (SIL OFL 1.1, resources/fonts/OFL.txt) allows modified versions;
Noto fonts have no Reserved Font Name.
"""
import sys

from fontTools.ttLib import TTFont

SPACE_ADVANCE_EM = 0.32
FAMILY = "Mancala Nastaliq"
SPACES = (0x0020, 0x00A0)


def widen_spaces(font):
    advance = round(SPACE_ADVANCE_EM * font["head"].unitsPerEm)
    cmap = font.getBestCmap()
    for code in SPACES:
        glyph = cmap[code]
        _, left_bearing = font["hmtx"][glyph]
        font["hmtx"][glyph] = (advance, left_bearing)


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
    rename(font)
    font.save(argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env /usr/bin/python3
"""Builds the fonts the text tests read, into Tests/AutoCellTests/Text/Resources/Fonts (committed, so
tests need nothing installed). Needs fontTools and Debian's fonts-dejavu-core.

- DejaVuSans-Subset.ttf, DejaVuSans-Bold-Subset.ttf: DejaVu Sans (free licence, see
  DejaVu-LICENSE.txt) cut to Latin, Greek, Cyrillic and punctuation, with its kerning.
- DejaVuSansMono-Arrows.ttf: DejaVu Sans Mono's ASCII and arrows, a fallback face.
- Synthetic-CFF.otf: a tiny OpenType font with CFF outlines built here: glyphs A, V, space,
  hyphen with round advances, class kerning A-V through an extension lookup, pair kerning V-A,
  USE_TYPO_METRICS set.
- Pair.ttc: a collection of the two DejaVu Sans subsets.
- DejaVuSans-Ligatures.ttf: DejaVu Sans cut to space, c, e, f, i, l and o, with its kerning and
  its standard ligatures (ff, fi, fl, ffi, ffl in `GSUB`).
- DejaVuSans-Arabic.ttf: DejaVu Sans cut to space, digits, Arabic, N'Ko, ZWNJ and ZWJ, with
  the positional forms (isol, init, medi, fina), the required and standard ligatures (rlig,
  liga: lam-alef) and kerning.
"""
import os
import subprocess
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.ttLib import TTCollection, TTFont

DEJAVU = "/usr/share/fonts/truetype/dejavu"
OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "AutoCellTests", "Text", "Resources", "Fonts")
TEXT_UNICODES = "U+0020-007E,U+00A0-017F,U+0370-03FF,U+0400-045F,U+2000-206F,U+20AC"


def subset(source, target, unicodes, ligatures=False, features=None):
    features = features or ("kern,liga" if ligatures else "kern")
    dropped = "FFTM" if ligatures else "FFTM,GSUB"
    subprocess.run([
        sys.executable, "-m", "fontTools.subset", source, f"--unicodes={unicodes}",
        f"--output-file={target}", f"--layout-features={features}", "--name-IDs=*",
        "--name-languages=*", "--notdef-outline", "--no-hinting", f"--drop-tables+={dropped}"
    ], check=True)


def synthetic_cff(target):
    names = [".notdef", "space", "A", "V", "hyphen"]
    advances = {".notdef": 500, "space": 250, "A": 600, "V": 700, "hyphen": 300}
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({0x20: "space", 0x41: "A", 0x56: "V", 0x2D: "hyphen"})
    strings = {}
    for name in names:
        pen = T2CharStringPen(advances[name], None)
        if name not in (".notdef", "space"):
            pen.moveTo((0, 0))
            pen.lineTo((advances[name], 0))
            pen.lineTo((advances[name], 700))
            pen.closePath()
        strings[name] = pen.getCharString()
    builder.setupCFF("SyntheticCFF-Regular", {"FullName": "Synthetic CFF"}, strings, {})
    builder.setupHorizontalMetrics({name: (advances[name], 0) for name in names})
    builder.setupHorizontalHeader(ascent=900, descent=-300, lineGap=0)
    builder.setupNameTable({"familyName": "Synthetic CFF", "styleName": "Regular",
                            "psName": "SyntheticCFF-Regular"})
    # Typographic metrics differ from hhea's, and the flag asks for them.
    builder.setupOS2(version=4, sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=100,
                     usWinAscent=900, usWinDescent=300, fsSelection=0x80 | 0x40,
                     usWeightClass=400)
    builder.setupPost()
    addOpenTypeFeaturesFromString(builder.font, """
        @LEFT = [A];
        @RIGHT = [V];
        lookup classes useExtension { pos @LEFT @RIGHT -80; } classes;
        lookup pairs { pos V A -40; } pairs;
        feature kern { lookup classes; lookup pairs; } kern;
    """)
    builder.save(target)


def main():
    os.makedirs(OUT, exist_ok=True)
    regular = os.path.join(OUT, "DejaVuSans-Subset.ttf")
    bold = os.path.join(OUT, "DejaVuSans-Bold-Subset.ttf")
    subset(f"{DEJAVU}/DejaVuSans.ttf", regular, TEXT_UNICODES)
    subset(f"{DEJAVU}/DejaVuSans-Bold.ttf", bold, TEXT_UNICODES)
    subset(f"{DEJAVU}/DejaVuSansMono.ttf", os.path.join(OUT, "DejaVuSansMono-Arrows.ttf"),
           "U+0020-007E,U+2190-21FF")
    subset(f"{DEJAVU}/DejaVuSans.ttf", os.path.join(OUT, "DejaVuSans-Ligatures.ttf"),
           "U+0020,U+0063,U+0065,U+0066,U+0069,U+006C,U+006F", ligatures=True)
    subset(f"{DEJAVU}/DejaVuSans.ttf", os.path.join(OUT, "DejaVuSans-Arabic.ttf"),
           "U+0020,U+0030-0039,U+0600-06FF,U+07C0-07FF,U+200C-200D", ligatures=True,
           features="kern,liga,rlig,isol,init,medi,fina,ccmp,mark,mkmk")
    synthetic_cff(os.path.join(OUT, "Synthetic-CFF.otf"))
    collection = TTCollection()
    collection.fonts = [TTFont(regular), TTFont(bold)]
    collection.save(os.path.join(OUT, "Pair.ttc"))


if __name__ == "__main__":
    main()

#!/usr/bin/env /usr/bin/python3
"""Builds the fonts the text tests read, into Tests/TestSupport/Fonts (committed, so
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
- TestEmoji.ttf: a COLR font of a few emoji and their sequences, built here (see
  emoji_font).
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
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont

DEJAVU = "/usr/share/fonts/truetype/dejavu"
OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "TestSupport", "Fonts")
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


def emoji_font(target):
    """A COLR font of a few emoji and their sequences (1000 units per em): every emoji 1200
    wide, "#" and "1" 600, regional indicators J, P and X 700, ZWJ and tags 0; ligatures in
    `ccmp` for the family ZWJ sequence, the keycaps "#" and "1", the flag of Japan and the tag
    sequence of Scotland, and, as Noto Color Emoji has them, a class-based contextual lookup
    that draws two regional indicators X as one unknown flag (unknown_flag) and no glyph for
    U+FE0F."""
    characters = {
        0x20: "space", 0x23: "numbersign", 0x31: "one", 0x20E3: "keycapcomb", 0x200D: "zwj",
        0x1F1EF: "ri_j", 0x1F1F5: "ri_p", 0x1F1FD: "ri_x", 0x1F3F4: "blackflag",
        0x1F468: "man", 0x1F469: "woman", 0x1F467: "girl", 0x1F466: "boy", 0x1F600: "grinning",
    }
    tags = {0xE0000 + ord(letter): f"tag_{letter}" for letter in "gbsct"}
    tags[0xE007F] = "tag_end"
    characters.update(tags)
    ligatures = ["family", "keycap_numbersign", "keycap_one", "flag_jp", "flag_scotland",
                 "flag_unknown"]
    names = [".notdef"] + sorted(characters.values()) + ligatures + ["layer"]
    advances = {name: 1200 for name in names}
    advances.update({"space": 300, "numbersign": 600, "one": 600, "keycapcomb": 0, "zwj": 0,
                     "ri_j": 700, "ri_p": 700, "ri_x": 700, "layer": 1200})
    advances.update({name: 0 for name in tags.values()})
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(characters)
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        if advances[name] > 0 and name != "space":
            pen.moveTo((50, 0))
            pen.lineTo((advances[name] - 50, 0))
            pen.lineTo((advances[name] - 50, 800))
            pen.closePath()
        glyphs[name] = pen.glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (advances[name], 0) for name in names})
    builder.setupHorizontalHeader(ascent=950, descent=-250, lineGap=0)
    builder.setupNameTable({"familyName": "Test Emoji", "styleName": "Regular",
                            "psName": "TestEmoji-Regular"})
    builder.setupOS2(sTypoAscender=950, sTypoDescender=-250, usWinAscent=950, usWinDescent=250)
    builder.setupPost()
    builder.setupCPAL([[(1, 0.8, 0, 1)]])
    builder.setupCOLR({name: [("layer", 0)] for name in names
                       if advances[name] >= 1200 and name != "layer"})
    addOpenTypeFeaturesFromString(builder.font, """
        feature ccmp {
          sub man zwj woman zwj girl zwj boy by family;
          sub numbersign keycapcomb by keycap_numbersign;
          sub one keycapcomb by keycap_one;
          sub ri_j ri_p by flag_jp;
          sub blackflag tag_g tag_b tag_s tag_c tag_t tag_end by flag_scotland;
        } ccmp;
    """)
    unknown_flag(builder.font)
    builder.save(target)


def unknown_flag(font):
    """Adds to `font`'s ccmp a contextual substitution (lookup type 5, format 2, which
    feaLib does not write): two regional indicators X become the unknown flag, the first
    by a single substitution, the second deleted by a multiple substitution."""
    from fontTools.ttLib.tables import otTables
    table = font["GSUB"].table
    lookups = table.LookupList.Lookup

    def lookup(kind, subtable):
        new = otTables.Lookup()
        new.LookupType, new.LookupFlag, new.SubTable, new.SubTableCount = kind, 0, [subtable], 1
        lookups.append(new)
        return len(lookups) - 1

    single = otTables.SingleSubst()
    single.mapping = {"ri_x": "flag_unknown"}
    multiple = otTables.MultipleSubst()
    multiple.mapping = {"ri_x": []}
    records = []
    for position, index in ((0, lookup(1, single)), (1, lookup(2, multiple))):
        record = otTables.SubstLookupRecord()
        record.SequenceIndex, record.LookupListIndex = position, index
        records.append(record)
    rule = otTables.SubClassRule()
    rule.GlyphCount, rule.Class, rule.SubstCount, rule.SubstLookupRecord = 2, [1], 2, records
    rules = otTables.SubClassSet()
    rules.SubClassRule, rules.SubClassRuleCount = [rule], 1
    context = otTables.ContextSubst()
    context.Format = 2
    context.Coverage = otTables.Coverage()
    context.Coverage.glyphs = ["ri_x"]
    context.ClassDef = otTables.ClassDef()
    context.ClassDef.classDefs = {"ri_x": 1}
    context.SubClassSet, context.SubClassSetCount = [None, rules], 2
    index = lookup(5, context)
    table.LookupList.LookupCount = len(lookups)
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag == "ccmp":
            record.Feature.LookupListIndex.append(index)
            record.Feature.LookupCount += 1


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
    emoji_font(os.path.join(OUT, "TestEmoji.ttf"))
    collection = TTCollection()
    collection.fonts = [TTFont(regular), TTFont(bold)]
    collection.save(os.path.join(OUT, "Pair.ttc"))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generates Sources/AutoCell/Text/Unicode/UnicodeProperties+Table.swift from the Unicode
Character Database (Debian's `unicode-data` package installs it in /usr/share/unicode).

Each code point gets a 16-bit value (layout in UnicodeProperties.swift):
  bits 0-5  line break class after UAX #14's rule LB1 (AI, SG, XX -> AL; SA -> CM for
            marks, else AL; CJ -> NS), as the raw value of `LineBreakClass`
  bit 6     zero width: general category Mn, Me, Cf or Cc
  bit 7     East Asian Width W or F (wide)
  bit 8     Extended_Pictographic
  bit 9     East Asian Width F, W or H (for LB30)
  bit 10    a space that hangs at a line end: general category Zs that is not no-break (GL)
  bit 11    Emoji_Presentation
  bits 12-14 joining type for cursive scripts (ArabicShaping.txt; unlisted Mn, Me and Cf are
            transparent, everything else unlisted non-joining): 0 U, 1 T, 2 C, 3 D, 4 R, 5 L,
            6 R of joining group ALAPH, 7 R of joining group DALATH RISH (Syriac's final forms
            of Alaph depend on them)
Runs of equal values are written as two arrays, the first code point of each run and its value.

The data's version is pinned (VERSION): the script refuses data of another version, so
regenerating never changes the table by accident; change VERSION to move to new data. The
output is formatted as swift format leaves it (Scripts/check-generated.sh checks that
regenerating changes nothing).

Usage: Tools/generate-unicode-tables.py [UCD folder] > Sources/AutoCell/Text/Unicode/UnicodeProperties+Table.swift
"""
import os
import re
import sys

VERSION = "15.0.0"
UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
CLASSES = ("BK CR LF CM NL WJ ZW GL SP ZWJ B2 BA BB HY CB CL CP EX IN NS OP QU IS NU PO PR SY "
           "AL EB EM H2 H3 HL ID JL JV JT RI").split()
LIMIT = 0x110000


def ranges(path):
    """Yields (first, last, value, is_missing_default) from a UCD data file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            missing = line.startswith("# @missing:")
            if missing:
                line = line[len("# @missing:"):]
            else:
                line = line.split("#", 1)[0]
            if ";" not in line:
                continue
            fields = [field.strip() for field in line.split(";")]
            first, _, last = fields[0].partition("..")
            yield int(first, 16), int(last or first, 16), fields[1], missing


def table(path, default):
    values = [default] * LIMIT
    listed = []
    for first, last, value, missing in ranges(path):
        if missing:
            for code in range(first, last + 1):
                values[code] = value
        else:
            listed.append((first, last, value))
    for first, last, value in listed:
        for code in range(first, last + 1):
            values[code] = value
    return values


def flags(path, name):
    result = bytearray(LIMIT)
    for first, last, value, missing in ranges(path):
        if not missing and value == name:
            for code in range(first, last + 1):
                result[code] = 1
    return result


JOINING = {"U": 0, "T": 1, "C": 2, "D": 3, "R": 4, "L": 5}


def joining(path, category):
    """The joining type value of every code point (bits 12-14's layout)."""
    values = [JOINING["T"] if category[code] in ("Mn", "Me", "Cf") else 0 for code in range(LIMIT)]
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = [field.strip() for field in line.split("#", 1)[0].split(";")]
            if len(fields) < 4:
                continue
            value = JOINING[fields[2]]
            if fields[3] == "ALAPH":
                value = 6
            elif fields[3] == "DALATH RISH":
                value = 7
            values[int(fields[0], 16)] = value
    return values


def main():
    line_break = table(os.path.join(UCD, "LineBreak.txt"), "XX")
    category = table(os.path.join(UCD, "extracted", "DerivedGeneralCategory.txt"), "Cn")
    width = table(os.path.join(UCD, "EastAsianWidth.txt"), "N")
    emoji = os.path.join(UCD, "emoji", "emoji-data.txt")
    pictographic = flags(emoji, "Extended_Pictographic")
    presentation = flags(emoji, "Emoji_Presentation")
    joining_types = joining(os.path.join(UCD, "ArabicShaping.txt"), category)
    starts, values = [], []
    for code in range(LIMIT):
        cls = line_break[code]
        if cls in ("AI", "SG", "XX"):
            cls = "AL"
        elif cls == "SA":
            cls = "CM" if category[code] in ("Mn", "Mc") else "AL"
        elif cls == "CJ":
            cls = "NS"
        value = CLASSES.index(cls)
        if category[code] in ("Mn", "Me", "Cf", "Cc"):
            value |= 1 << 6
        if width[code] in ("W", "F"):
            value |= 1 << 7
        if pictographic[code]:
            value |= 1 << 8
        if width[code] in ("W", "F", "H"):
            value |= 1 << 9
        if category[code] == "Zs" and cls != "GL":
            value |= 1 << 10
        if presentation[code]:
            value |= 1 << 11
        value |= joining_types[code] << 12
        if not values or values[-1] != value:
            starts.append(code)
            values.append(value)
    for name in ("LineBreak", "ArabicShaping", "EastAsianWidth"):
        with open(os.path.join(UCD, f"{name}.txt"), encoding="utf-8") as file:
            match = re.search(name + r"-([0-9.]+)\.txt", file.readline())
        if not match or match.group(1) != VERSION:
            sys.exit(f"{UCD}/{name}.txt is not version {VERSION} (the pinned version): "
                     "change VERSION to regenerate from other data")
    version = VERSION

    def rows(numbers, width):
        items = [f"0x{number:0{width}X}" for number in numbers]
        return "\n".join("    " + ", ".join(items[i:i + 8]) + "," for i in range(0, len(items), 8))

    print(f"""// Generated by Tools/generate-unicode-tables.py from the Unicode Character Database
// {version} (LineBreak.txt, DerivedGeneralCategory.txt, EastAsianWidth.txt, emoji-data.txt,
// ArabicShaping.txt).
// Do not edit; run the script again. {len(starts)} runs.

extension UnicodeProperties {{
  /// The first code point of each run of equal property values, ascending.
  static let runStarts: [UInt32] = [
{rows(starts, 5)}
  ]

  /// The property value of each run (bit layout in ``UnicodeProperties``).
  static let runValues: [UInt16] = [
{rows(values, 4)}
  ]
}}""")


if __name__ == "__main__":
    main()

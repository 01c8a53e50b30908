#!/usr/bin/env python3
"""Compares AutoCell's text measurers with a reference: HarfBuzz shaping (uharfbuzz, kerning
on) for widths, UAX #14 break opportunities (uniseg) and greedy lines, on a corpus built here
from seeded random words in several scripts and classes (English, hyphens and URLs, accented
Latin, Greek, Cyrillic, CJK, emoji, Arabic, Hebrew, tabs, every kind of space and line end,
soft hyphens, emoji sequences: keycaps, flags, tag sequences, ZWJ sequences, one the font lacks).

For each class it prints the share of (string, width) cases whose line breaks are identical,
the share of lines of identical cases whose widths agree within 0.5%, and whether single-face
line heights are exact. Never runs in CI.

    pip install uharfbuzz uniseg
    apt-get install fonts-dejavu-core fonts-droid-fallback fonts-noto-color-emoji fonts-urw-base35
    python3 Benchmarks/text_compare.py            # FontFileTextMeasurer, DejaVu Sans + fallbacks
    python3 Benchmarks/text_compare.py --standard # StandardTextMeasurer against Nimbus Sans

The Swift side is Benchmarks/TextCompare (built in release on first use).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import unicodedata

import uharfbuzz as hb
from uniseg.graphemecluster import grapheme_clusters
from uniseg.linebreak import line_break_boundaries

HERE = os.path.dirname(os.path.abspath(__file__))
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
NIMBUS = "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf"
FALLBACKS = ["/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
             "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]
SIZES = [12, 15, 17, 22]
WIDTHS = [80, 150, 240, 375]
TAB = 28.0
LINE_ENDS = "\n\r\x0b\x0c\x85\u2028\u2029"
NO_BREAK_SPACES = "\u00a0\u2007\u202f"

WORDS = {
    "english": "the quick brown fox jumps over lazy dog layout cell width constraint priority "
               "text wraps reuse Typography AVATAR Wolf Tower yearly VALLEY coffee office".split(),
    "hyphens_urls": "state-of-the-art fine-tuned e-mail well-known co-operate and/or 1-2 "
                    "https://example.com/a/b?q=1 www.example.org/path C:\\dir\\file "
                    "foo_bar x/y/z 2024-01-05 —dash– en–dash".split(),
    "accented_latin": "café naïve façade über Ärger größer Łódź żółć gęś çalışkan ağaç şehir "
                      "İstanbul Dvořák příliš žluťoučký mañana año élève".split(),
    "greek": "Καλημέρα κόσμε ελληνικά γλώσσα αλφάβητο ζωή ψυχή Ωμέγα θάλασσα ήλιος".split(),
    "cyrillic": "Привет мир русский язык съешь ещё этих мягких французских булок Україна".split(),
    "cjk": ["日本語の文章です。", "中文文本，", "한국어 텍스트", "漢字とかな。", "「引用」",
            "東京都", "北京市、", "カタカナ", "ひらがな！", "（注）"],
    "emoji": ["😀", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷", "❤️", "🎉🎉", "hello", "world", "👩🏾‍💻", "🏳️‍🌈"],
    "arabic": "مرحبا بالعالم اللغة العربية كتاب مدرسة الحمد لله".split(),
    "hebrew": "שלום עולם עברית ספר בית ספר מחשב".split(),
}

# Classes drawn after the ones above, from a generator of their own, so adding them left the
# older classes' strings as they were.
MORE_WORDS = {
    "soft_hyphens": ("hy\u00adphen\u00adation ty\u00adpog\u00adra\u00adphy con\u00adstraint "
                     "lay\u00adout wrap\u00adping in\u00addis\u00adpens\u00adable re\u00aduse "
                     "Ver\u00adsi\u00adche\u00adrungs\u00adge\u00adsell\u00adschaft the cell "
                     "width text pri\u00ador\u00adi\u00adty au\u00adto\u00admat\u00adic").split(),
    "arabic_joining": ("لا إلى السلام عليكم كتبت رسالة صديقي، ولم يرد بعد؟ مُحَمَّد الأَوْلاد "
                       "می\u200cخواهم فارسی اردو پاکستان ب\u200dب ـلـ ١٢٣ ليلى").split(),
    "nko": "ߒߞߏ ߞߊ߲ߜߍ ߓߊ߯ߙߊ ߡߊ߬ߣߌ߲ߞߊ ߛߓߍߦߊ ߟߊ߫".split(),
    "emoji_sequences": ["#\ufe0f\u20e3", "1\ufe0f\u20e3", "\U0001f1ef\U0001f1f5", "\U0001f1e9\U0001f1ea",
                        "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
                        "\U0001f636\u200d\U0001f32b\ufe0f", "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466",
                        "\U0001f3f3\ufe0f\u200d\U0001f308", "\U0001f469\U0001f3fd\u200d\U0001f52c", "\u2764\ufe0f\u200d\U0001f525",
                        "\U0001f1fd\U0001f1fd", "\U0001f9d1\u200d\U0001f9d1\u200d\U0001f9d2\u200d\U0001f9d2\u200d\U0001f436",
                        "ok", "see", "you"],
}


def corpus(seed=7, per_class=120):
    rng = random.Random(seed)
    cases = {}
    for name, words in WORDS.items():
        cases[name] = [" ".join(rng.choice(words) for _ in range(rng.randint(2, 14)))
                       for _ in range(per_class)]
    cases["tabs"] = ["\t".join(rng.choice(WORDS["english"]) for _ in range(rng.randint(2, 8)))
                     for _ in range(per_class)]
    spaces = [" ", "\u2009", "\u2003", "\u202f", "\u3000", "\u00a0", "\u200b", "\u00ad", "\u2002"]
    ends = ["\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029"]
    cases["spaces_line_ends"] = [
        "".join(rng.choice(WORDS["english"]) + (rng.choice(ends) if rng.random() < 0.15
                                                else rng.choice(spaces))
                for _ in range(rng.randint(2, 12))).rstrip()
        for _ in range(per_class)]
    rng = random.Random(seed + 1)
    for name, words in MORE_WORDS.items():
        cases[name] = [" ".join(rng.choice(words) for _ in range(rng.randint(2, 14)))
                       for _ in range(per_class)]
    return cases


class Reference:
    """HarfBuzz widths with font fallback, UAX #14 opportunities, greedy lines."""

    def __init__(self, paths):
        self.fonts = []
        self.colour = []
        for path in paths:
            face = hb.Face(hb.Blob.from_file_path(path))
            font = hb.Font(face)
            self.fonts.append((font, face.upem, set(face.unicodes)))
            self.colour.append(bool({"CBDT", "sbix", "COLR"} & set(face.table_tags)))
        self.metrics = []
        for font, upem, _ in self.fonts:
            extents = font.get_font_extents("ltr")
            self.metrics.append((extents.ascender / upem, (extents.line_gap - extents.descender) / upem))

    def hyphen(self, size):
        """The advance of the hyphen a line broken at a soft hyphen shows: the primary face's
        glyph for U+00AD when it has one with an advance, else U+2010's, else "-"'s."""
        font, upem, unicodes = self.fonts[0]
        for char in "\u00ad\u2010-":
            if ord(char) in unicodes:
                advance = font.get_nominal_glyph(ord(char))
                advance = font.get_glyph_h_advance(advance) * size / upem
                if advance > 0 or char == "-":
                    return advance
        return 0.0

    def face_of(self, cluster):
        first = ord(cluster[0])
        if asks_for_emoji(cluster):  # a colour font first, as Core Text and browsers choose
            for index, (_, _, unicodes) in enumerate(self.fonts):
                if self.colour[index] and first in unicodes:
                    return index
        for index, (_, _, unicodes) in enumerate(self.fonts):
            if first in unicodes:
                return index
        return 0

    def advances(self, text, size):
        """Per grapheme cluster: (start, end, advance in points, face)."""
        clusters = []
        position = 0
        for cluster in grapheme_clusters(text):
            clusters.append([position, position + len(cluster), 0.0, self.face_of(cluster)])
            position += len(cluster)
        index = 0
        while index < len(clusters):  # shape runs of one face
            face = clusters[index][3]
            end = index
            while end < len(clusters) and clusters[end][3] == face:
                end += 1
            start_char, end_char = clusters[index][0], clusters[end - 1][1]
            font, upem = self.fonts[face][0], self.fonts[face][1]
            buffer = hb.Buffer()
            buffer.add_codepoints([ord(char) for char in text[start_char:end_char]])
            buffer.guess_segment_properties()
            hb.shape(font, buffer, {"kern": True, "liga": True})
            # Clusters are code point offsets into the run (add_codepoints).
            offsets = [cluster[0] - start_char for cluster in clusters[index:end]]
            for info, pos in zip(buffer.glyph_infos, buffer.glyph_positions):
                owner = max(i for i, offset in enumerate(offsets) if offset <= info.cluster)
                clusters[index + owner][2] += pos.x_advance * size / upem
            index = end
        return clusters

    def layout(self, text, size, width):
        """Lines as (start, end) code point offsets, widths and heights in points."""
        lines = []
        paragraph_start = 0
        position = 0
        while True:
            end = position
            while end < len(text) and text[end] not in LINE_ENDS:
                end += 1
            lines += self.paragraph(text, paragraph_start, end, size, width)
            if end >= len(text):
                break
            position = end + (2 if text[end:end + 2] == "\r\n" else 1)
            paragraph_start = position
            if position == len(text):
                lines.append((position, position, 0.0, self.height(set(), size)))
                break
        return lines

    def height(self, faces, size):
        ascent = max([self.metrics[0][0]] + [self.metrics[f][0] for f in faces])
        below = max([self.metrics[0][1]] + [self.metrics[f][1] for f in faces])
        return (ascent + below) * size

    def width(self, text, size):
        """The width of `text` on one line, tabs at their stops."""
        x = 0.0
        for _, _, advance, _ in self.advances(text, size) if text else []:
            x += advance
        if "\t" in text:  # tabs: recompute stop by stop
            x = 0.0
            for c_start, _, advance, _ in self.advances(text, size):
                x = (int(x / TAB + 1e-9) + 1) * TAB if text[c_start] == "\t" else x + advance
        return x

    def paragraph(self, text, start, end, size, width):
        piece = text[start:end]
        if not piece:
            return [(start, end, 0.0, self.height(set(), size))]
        clusters = self.advances(piece, size)
        opportunities = set(line_break_boundaries(piece))
        lines = []
        line_start = 0  # cluster index
        while line_start < len(clusters):
            x = 0.0
            content = 0.0
            last_opportunity = None
            index = line_start
            while index < len(clusters):
                c_start, c_end, advance, face = clusters[index]
                char = piece[c_start]
                if char == "\t":
                    advance = (int(x / TAB + 1e-9) + 1) * TAB - x
                hangs = is_hanging(char)
                if index > line_start and c_start in opportunities and content > 0:
                    # A line broken at a soft hyphen shows a hyphen, which must fit on it.
                    if (piece[clusters[index - 1][0]] != "\u00ad"
                            or content + self.hyphen(size) <= width + 1e-6):
                        last_opportunity = (index, content)
                if hangs:
                    x += advance
                    index += 1
                    continue
                if x + advance > width + 1e-6 and content > 0:
                    break
                x += advance
                content = x
                index += 1
            if index < len(clusters) and last_opportunity is not None:
                end_index, line_width = last_opportunity
            else:
                end_index, line_width = index, content
            # Shape the line alone: no kerning across its break.
            last = end_index
            while last > line_start and is_hanging(piece[clusters[last - 1][0]]):
                last -= 1
            shown = piece[clusters[line_start][0]:clusters[last - 1][1]] if last > line_start else ""
            line_width = self.width(shown, size)
            if end_index < len(clusters) and piece[clusters[end_index - 1][0]] == "\u00ad":
                line_width += self.hyphen(size)
            faces = {clusters[i][3] for i in range(line_start, end_index)}
            lines.append((start + clusters[line_start][0], start + clusters[end_index - 1][1],
                          line_width, self.height(faces, size)))
            line_start = end_index
        return lines


def emoji_presentation(path="/usr/share/unicode/emoji/emoji-data.txt"):
    """The code points whose Emoji_Presentation is yes (Debian's unicode-data)."""
    found = set()
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = [field.strip() for field in line.split("#", 1)[0].split(";")]
            if len(fields) == 2 and fields[1] == "Emoji_Presentation":
                first, _, last = fields[0].partition("..")
                found.update(range(int(first, 16), int(last or first, 16) + 1))
    return found


EMOJI_PRESENTATION = emoji_presentation()


def asks_for_emoji(cluster):
    """UTS #51: a cluster with U+FE0F, a keycap, a tag or a skin tone, or whose first scalar is
    shown as an emoji by default (or is a regional indicator), unless U+FE0E follows."""
    rest = [ord(char) for char in cluster[1:]]
    if 0xFE0E in rest:
        return False
    if any(c in (0xFE0F, 0x20E3) or 0xE0020 <= c <= 0xE007F or 0x1F3FB <= c <= 0x1F3FF
           for c in rest):
        return True
    first = ord(cluster[0])
    return first in EMOJI_PRESENTATION or 0x1F1E6 <= first <= 0x1F1FF


def is_hanging(char):
    """Tabs and the breaking spaces hang past a line's end."""
    return char == "\t" or (unicodedata.category(char) == "Zs" and char not in NO_BREAK_SPACES)


def swift_side(args):
    package = args.package
    subprocess.run(["swift", "build", "-c", "release", "--package-path", package], check=True,
                   stdout=sys.stderr)
    binary = os.path.join(package, ".build", "release", "text-compare")
    if args.standard:
        return [binary, "standard", "Helvetica"]
    return [binary, "files", DEJAVU] + FALLBACKS


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--standard", action="store_true",
                        help="measure StandardTextMeasurer against Nimbus Sans")
    parser.add_argument("--per-class", type=int, default=120)
    parser.add_argument("--classes", help="comma-separated classes to run (default: all)")
    parser.add_argument("--package", default=os.path.join(HERE, "TextCompare"),
                        help="the Swift side's package (another checkout's, to compare before "
                             "and after)")
    parser.add_argument("--show", type=int, default=0,
                        help="print this many differing lines per class")
    args = parser.parse_args()
    reference = Reference(([NIMBUS] if args.standard else [DEJAVU]) + FALLBACKS)
    cases = corpus(per_class=args.per_class)
    if args.classes:
        cases = {name: cases[name] for name in args.classes.split(",")}
    requests = []
    for name, texts in cases.items():
        for text in texts:
            for size in SIZES:
                for width in WIDTHS:
                    requests.append((name, text, size, width))
    command = swift_side(args)
    stdin = "\n".join(json.dumps({"text": t, "size": s, "width": w}) for _, t, s, w in requests)
    output = subprocess.run(command, input=stdin + "\n", capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in output.stdout.splitlines()]
    assert len(answers) == len(requests), (len(answers), len(requests))
    totals = {}
    for (name, text, size, width), answer in zip(requests, answers):
        expected = reference.layout(text, size, width)
        ours = []
        for (start, end), line_width, height in zip(answer["lines"], answer["widths"], answer["heights"]):
            start_chars = len(text.encode("utf-8")[:start].decode("utf-8"))
            end_chars = len(text.encode("utf-8")[:end].decode("utf-8"))
            ours.append((start_chars, end_chars, line_width, height))
        stats = totals.setdefault(name, {"cases": 0, "same": 0, "lines": 0, "close": 0,
                                         "heights": 0, "exact_heights": 0, "error": 0.0})
        stats["cases"] += 1
        same = [line[0] for line in ours] == [line[0] for line in expected]
        if same:
            stats["same"] += 1
            for mine, theirs in zip(ours, expected):
                stats["lines"] += 1
                error = abs(mine[2] - theirs[2]) / max(theirs[2], 1e-9) if theirs[2] else abs(mine[2])
                stats["error"] += error
                stats["close"] += error <= 0.005
                stats["heights"] += 1
                stats["exact_heights"] += abs(mine[3] - theirs[3]) < 1e-6
                if (error > 0.005 or abs(mine[3] - theirs[3]) >= 1e-6) and stats.get("shown", 0) < args.show:
                    stats["shown"] = stats.get("shown", 0) + 1
                    print(f"{name}: {text[mine[0]:mine[1]]!r} size {size}: ours {mine[2]:.3f} x {mine[3]:.3f}, reference {theirs[2]:.3f} x {theirs[3]:.3f}")
    print(f"{'class':<18}{'cases':>7}{'same breaks':>13}{'widths ±0.5%':>14}{'mean width err':>16}{'heights exact':>15}")
    for name, stats in totals.items():
        lines = max(stats["lines"], 1)
        print(f"{name:<18}{stats['cases']:>7}{100 * stats['same'] / stats['cases']:>12.1f}%"
              f"{100 * stats['close'] / lines:>13.1f}%{100 * stats['error'] / lines:>15.2f}%"
              f"{100 * stats['exact_heights'] / max(stats['heights'], 1):>14.1f}%")


if __name__ == "__main__":
    main()

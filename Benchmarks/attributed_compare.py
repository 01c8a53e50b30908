#!/usr/bin/env python3
"""Checks AutoCell's attributed text against HarfBuzz run by run: paragraphs of two runs (a
name in DejaVu Sans Bold followed by a body in DejaVu Sans, at sizes of their own, some with
kerning and a baseline offset), shaped by HarfBuzz one run at a time (uharfbuzz, kerning on),
broken into greedy lines at UAX #14 opportunities (uniseg), each line as tall as the tallest
run on it (ascender - descender + line gap of the run's face at its size, its baseline
offset added above or below), lines spaced by the paragraph's line spacing. Compares every
line's range, width and height and the paragraph's height. Never runs in CI.

    pip install uharfbuzz uniseg
    apt-get install fonts-dejavu-core
    python3 Benchmarks/attributed_compare.py [--cases 400] [--show 5]

The Swift side is Benchmarks/TextCompare (built in release on first use), in its
"attributed" mode.
"""
import argparse
import json
import os
import random
import subprocess
import sys

import uharfbuzz as hb
from uniseg.graphemecluster import grapheme_clusters
from uniseg.linebreak import line_break_boundaries

HERE = os.path.dirname(os.path.abspath(__file__))
REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
NAMES = "Ada Grace Linus Margaret Tim Barbara Ken".split()
WORDS = ("the layout of a cell follows its constraints and the text wraps to the width it is "
         "given while the name stays bold AVATAR Wolf Tower office").split()


class Face:
    def __init__(self, path):
        face = hb.Face(hb.Blob.from_file_path(path))
        self.font = hb.Font(face)
        self.upem = face.upem
        extents = self.font.get_font_extents("ltr")
        self.ascent = extents.ascender / self.upem
        self.below = (extents.line_gap - extents.descender) / self.upem

    def clusters(self, text, size, kern):
        """(length in code points, advance in points) per grapheme cluster of `text`."""
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        hb.shape(self.font, buffer, {"kern": True, "liga": True})
        starts, position = [], 0
        for cluster in grapheme_clusters(text):
            starts.append(position)
            position += len(cluster)
        advances = [0.0] * len(starts)
        for info, pos in zip(buffer.glyph_infos, buffer.glyph_positions):
            owner = max(i for i, start in enumerate(starts) if start <= info.cluster)
            advances[owner] += pos.x_advance * size / self.upem
        lengths = [b - a for a, b in zip(starts, starts[1:] + [len(text)])]
        return [(length, advance + kern) for length, advance in zip(lengths, advances)]


def reference(runs, faces, width, spacing):
    """Lines as (start, end) code point offsets, widths and heights; the paragraph height."""
    text = "".join(run["text"] for run in runs)
    clusters = []  # (start, end, advance, run index)
    offset = 0
    for index, run in enumerate(runs):
        for length, advance in faces[run["bold"]].clusters(run["text"], run["size"], run["kern"]):
            clusters.append((offset, offset + length, advance, index))
            offset += length
    opportunities = set(line_break_boundaries(text))
    lines = []
    start = 0
    while start < len(clusters):
        x = content = 0.0
        last = None
        index = start
        while index < len(clusters):
            c_start, _, advance, _ = clusters[index]
            if index > start and c_start in opportunities and content > 0:
                last = (index, content)
            if text[c_start] == " ":
                x += advance
                index += 1
                continue
            if x + advance > width + 1e-6 and content > 0:
                break
            x += advance
            content = x
            index += 1
        end, line_width = (last if index < len(clusters) and last else (index, content))
        used = {clusters[i][3] for i in range(start, end)}
        ascent = max(faces[runs[r]["bold"]].ascent * runs[r]["size"] + max(0, runs[r]["offset"])
                     for r in used)
        below = max(faces[runs[r]["bold"]].below * runs[r]["size"] + max(0, -runs[r]["offset"])
                    for r in used)
        lines.append((clusters[start][0], clusters[end - 1][1], line_width, ascent + below))
        start = end
    height = sum(line[3] for line in lines) + spacing * max(0, len(lines) - 1)
    return lines, height


def cases(count, seed=11):
    rng = random.Random(seed)
    for _ in range(count):
        name = rng.choice(NAMES) + " "
        body = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 30)))
        name_size = rng.choice([15, 17, 20, 28])
        runs = [
            {"text": name, "bold": 1, "size": name_size,
             "kern": rng.choice([0, 0, 0.5, -0.3]), "offset": rng.choice([0, 0, 0, 3, -2])},
            {"text": body, "bold": 0, "size": rng.choice([12, 13, 15, 17]), "kern": 0,
             "offset": 0},
        ]
        yield runs, rng.choice([120, 200, 320, 375]), rng.choice([0, 0, 4])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--package", default=os.path.join(HERE, "TextCompare"))
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--package-path", args.package],
                   check=True, stdout=sys.stderr)
    binary = os.path.join(args.package, ".build", "release", "text-compare")
    faces = [Face(REGULAR), Face(BOLD)]
    requests = list(cases(args.cases))
    stdin = "\n".join(json.dumps({"runs": runs, "width": width, "spacing": spacing})
                      for runs, width, spacing in requests)
    output = subprocess.run([binary, "attributed", REGULAR, BOLD], input=stdin + "\n",
                            capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in output.stdout.splitlines()]
    same = close = exact_heights = lines_seen = exact_total = shown = 0
    for (runs, width, spacing), answer in zip(requests, answers):
        text = "".join(run["text"] for run in runs)
        expected, height = reference(runs, faces, width, spacing)
        encoded = text.encode("utf-8")
        ours = [(len(encoded[:a].decode("utf-8")), len(encoded[:b].decode("utf-8")), w, h)
                for (a, b), w, h in zip(answer["lines"], answer["widths"], answer["heights"])]
        if [line[0] for line in ours] != [line[0] for line in expected]:
            if shown < args.show:
                shown += 1
                print("breaks differ:", runs, width, [l[:2] for l in ours], [l[:2] for l in expected])
            continue
        same += 1
        for mine, theirs in zip(ours, expected):
            lines_seen += 1
            close += abs(mine[2] - theirs[2]) <= 1e-3 * max(1, theirs[2])
            exact_heights += abs(mine[3] - theirs[3]) < 1e-6
        exact_total += abs(answer["size"][1] - height) < 1e-6
    print(f"cases {len(requests)}: same breaks {100 * same / len(requests):.1f}%, "
          f"line widths within 0.1% {100 * close / max(lines_seen, 1):.1f}%, "
          f"line heights exact {100 * exact_heights / max(lines_seen, 1):.1f}%, "
          f"paragraph heights exact {100 * exact_total / max(same, 1):.1f}% (of identical cases)")


if __name__ == "__main__":
    main()

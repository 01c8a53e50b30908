#!/usr/bin/env python3
"""Checks that two builds of Benchmarks/TextCompare lay out text identically: a seeded corpus of
requests (the text.standard workload's strings at 200 points; the same strings at other sizes,
widths, line break modes and line limits; random ASCII text with hyphens, full stops, commas,
kerning pairs, tabs and CR LF; random text mixing in marks, CJK, emoji, no-break and other
Unicode spaces, soft hyphens and line ends) through StandardTextMeasurer (Helvetica and
Helvetica-Bold) and FontFileTextMeasurer (the DejaVu Sans subset the tests ship, with
fallbacks). Answers are compared as parsed JSON, so every width, height, baseline and line
range must be the same double or offset. Never runs in CI.

    # build each version's Benchmarks/TextCompare with `swift build -c release`, then
    python3 Benchmarks/text_unchanged.py OLD/.build/release/text-compare \\
        NEW/.build/release/text-compare [--seed N] [--count N] [--except-mode MODE ...]

Differences are counted per line break mode (a request without one wraps words);
--except-mode lists them for MODE but does not count them (for a change meant to alter MODE's
layouts only).
"""
import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "..", "Tests", "AutoCellTests", "Text", "Resources", "Fonts")
WORDS = ["layout", "cells", "width", "constraint", "priority", "text", "wraps", "reuse",
         "Typography", "AVA", "state-of-the-art", "fine-tuned", "Wolf", "jumps", "over", "the",
         "lazy", "dog."]
ASCII = (list("abcdefghijklmnopqrstuvwxyzAVWTY") * 2 + [" "] * 12
         + ["-", ".", ",", "\r\n", "\t", "(", "'"])
PIECES = (list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") * 3 + [" "] * 25
          + ["  ", "\r\n", "\n", "\r", "\t", "-", ".", ",", "(", ")", "'", '"', "!", "?", "1",
             "2", "0", "$", "%", "/", ":", ";", "AV", "To", "Wa", "Yo", "LT", "r.", "f,", "é",
             "e\u0301", "a\u0308", " \u0301", "日本", "😀", "👨\u200d👩\u200d👧", "🇫🇷", "\u00a0",
             "\u00ad", "\u200b", "שלום", "\u2014", "\u3000", "\u2028", "\x0b", "\x85", "ß", "Ω",
             "\u0300", "\u200d", "~", "{", "}", "[", "]", "#", "@", "_", "*", "+", "=", "<", ">"])
WIDTHS = [-1, 0, 5, 20, 50, 80, 120, 150, 200, 240, 375]
MODES = ["byWordWrapping"] * 4 + ["byCharWrapping", "byClipping", "byTruncatingHead",
                                    "byTruncatingTail", "byTruncatingMiddle"]


def benchmark_string(index):
    """TextBenchmarks.strings(_:)'s string number `index`."""
    return " ".join(WORDS[(j * 7 + index * 3) % len(WORDS)] for j in range(2 + index % 11))


def corpus(seed, count):
    rng = random.Random(seed)
    requests = [{"text": benchmark_string(i), "size": 17, "width": 200} for i in range(count)]
    for _ in range(count):
        requests.append({
            "text": benchmark_string(rng.randrange(100000)), "size": rng.choice([12, 13, 17, 22]),
            "width": rng.choice(WIDTHS), "mode": rng.choice(MODES),
            "lines": rng.choice([0, 0, 1, 2, 3])})
    for i in range(2 * count):
        pieces = ASCII if i % 2 == 0 else PIECES
        request = {"text": "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 70))),
                   "size": rng.choice([12, 17, 22]), "width": rng.choice(WIDTHS)}
        if i % 3 == 0:
            request["mode"] = rng.choice(MODES)
            request["lines"] = rng.choice([0, 0, 1, 2, 3])
        requests.append(request)
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)


def answers(binary, arguments, requests):
    output = subprocess.run([binary] + arguments, input=requests.encode(), check=True,
                            capture_output=True).stdout.decode()
    return [json.loads(line) for line in output.splitlines()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--seed", type=int, default=20261125)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--except-mode", action="append", default=[], choices=MODES)
    options = parser.parse_args()
    requests = corpus(options.seed, options.count)
    faces = [os.path.join(FONTS, name) for name in
             ["DejaVuSans-Subset.ttf", "DejaVuSans-Bold-Subset.ttf", "DejaVuSansMono-Arrows.ttf"]]
    measurers = {"standard": ["standard"], "standard bold": ["standard", "Helvetica-Bold"],
                 "files": ["files"] + faces}
    modes = [json.loads(line).get("mode", "byWordWrapping") for line in requests.split("\n") if line]
    total = differing = excepted = 0
    for name, arguments in measurers.items():
        old = answers(options.old, arguments, requests)
        new = answers(options.new, arguments, requests)
        assert len(old) == len(new)
        differ = [i for i in range(len(old)) if old[i] != new[i]]
        counted = [i for i in differ if modes[i] not in options.except_mode]
        total += len(old)
        differing += len(counted)
        excepted += len(differ) - len(counted)
        by_mode = {mode: sum(1 for i in differ if modes[i] == mode) for mode in sorted(set(MODES))}
        print(f"{name}: {len(old)} requests, {len(differ)} differ {counted[:10]}"
              f" (by mode: {', '.join(f'{m} {n}' for m, n in by_mode.items() if n)})")
    print(f"{total} requests, {differing} differ"
          + (f" ({excepted} more in {', '.join(options.except_mode)}, not counted)"
             if options.except_mode else ""))
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares AutoCell's feed cell with Yoga's layout of the same tree, in one run.

Usage: Benchmarks/feed_compare.py [--quick]   (--quick: N = 1 and 20 rows, one run each)

The cell is LayoutKit's feed item (5 containers, 12 labels, images of 50x50, 350x200 and
50x50; headline at most 3 lines) at a width of 375. Both sides measure text with the same
fixed rule (10 points per byte, 20 per line: autocell-bench's ReplayedTextMeasurer and
yoga_feed.cpp's measureLabel), so the comparison is layout against layout:

- ours: `autocell-bench --raw --filter feed.`, built in release mode: the cell built with
  anchors in a TableCell, with StackNodes, as hosted content (HostingCell), with anchors and
  real text, and LayoutKit's bad case (a two-line label beside a badge label, both with
  required hugging and compression resistance);
- Yoga: yoga_feed.cpp, compiled with g++ -O2 against the Yoga 1.19 sources that the source
  distribution of the PyPI package poga carries (src/poga/deps/yoga), which pip downloads into a
  scratch folder for this run only (nothing of Yoga is kept in the repository).

Per cell: fresh (built, configured, fitted, laid out), reused (new strings, fitted, laid out),
width (fitted and laid out at 667, then at 375), for N = 1, 10, 100 cells; then the heights of
10,000 rows (ours through ListSizer on one core, Yoga with one tree reused for every row).
Before timing, the anchors form's frames at 375 and 667 are checked against Yoga's.
"""
import glob
import os
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
POGA = "poga==0.1.19"


def build_ours():
    """Builds autocell-bench in release mode and returns its path."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "autocell-bench"], cwd=ROOT,
                   check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "autocell-bench")


def build_yoga(scratch):
    """Downloads poga's source distribution into `scratch`, compiles yoga_feed.cpp with the
    Yoga sources it carries, and returns the program's path."""
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary",
                    "poga", POGA, "-d", scratch], check=True)
    archive = glob.glob(os.path.join(scratch, "poga-*.tar.gz"))[0]
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(scratch, filter="data")
        else:
            tar.extractall(scratch)
    deps = glob.glob(os.path.join(scratch, "poga-*", "src", "poga", "deps"))[0]
    yoga = os.path.join(deps, "yoga")
    sources = (glob.glob(os.path.join(yoga, "*.cpp")) + glob.glob(os.path.join(yoga, "*", "*.cpp")))
    program = os.path.join(scratch, "yoga_feed")
    subprocess.run(["g++", "-O2", "-std=c++17", f"-I{deps}", f"-I{yoga}", *sources,
                    os.path.join(HERE, "yoga_feed.cpp"), "-o", program], check=True)
    return program


def rows(command):
    """Runs `command` and returns {(name, size): nanoseconds per operation}."""
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    result = {}
    for line in out.splitlines():
        name, size, nanoseconds = line.split()
        result[(name, int(size))] = float(nanoseconds)
    return result


def check_frames(ours, yoga):
    """Compares the anchors form's frames with Yoga's; returns True when they are identical."""
    mine = subprocess.run([ours, "--frames"], check=True, capture_output=True, text=True).stdout
    theirs = subprocess.run([yoga, "--frames"], check=True, capture_output=True,
                            text=True).stdout
    if mine == theirs:
        leaves = sum(1 for line in mine.splitlines() if len(line.split()) == 7)
        print(f"frames: the anchors form's {leaves} leaf frames (3 items at 375 and 667) equal Yoga's")
        return True
    print("frames differ from Yoga's (item width leaf x y width height):")
    for a, b in zip(mine.splitlines(), theirs.splitlines()):
        if a != b:
            print(f"  ours {a}\n  yoga {b}")
    return False


def cell(ours, yoga):
    """`12.3 (0.45x)`: our microseconds and the ratio to Yoga's."""
    if ours is None:
        return "-"
    return f"{ours / 1000:.1f} ({ours / yoga:.2f}x)"


def main():
    quick = "--quick" in sys.argv[1:]
    ours_path = build_ours()
    with tempfile.TemporaryDirectory(prefix="yoga-") as scratch:
        yoga_path = build_yoga(scratch)
        frames_ok = check_frames(ours_path, yoga_path)
        flags = ["--quick"] if quick else []
        yoga = rows([yoga_path, *flags])
        ours = rows([ours_path, "--raw", "--filter", "feed.", *flags])
    counts = [1] if quick else [1, 10, 100]
    forms = ["anchors", "stacks", "hosted", "realtext"]
    print()
    print("µs per cell (ratio to Yoga); text replayed on both sides except realtext (ours on real fonts)")
    print()
    print("| workload | N | Yoga | " + " | ".join(forms) + " | badge | Yoga badge |")
    print("|---|---:|---:|" + "---:|" * len(forms) + "---:|---:|")
    for kind in ["fresh", "reused", "width"]:
        for n in counts:
            base = yoga[(f"feed.yoga.{kind}", n)]
            badge_base = yoga[(f"feed.yoga-badge.{kind}", n)]
            cells = [cell(ours.get((f"feed.{form}.{kind}", n)), base) for form in forms]
            badge = cell(ours.get((f"feed.badge.{kind}", n)), badge_base)
            print(f"| {kind} | {n} | {base / 1000:.1f} | " + " | ".join(cells)
                  + f" | {badge} | {badge_base / 1000:.1f} |")
    list_rows = 20 if quick else 10000
    base = yoga[("feed.list", list_rows)]
    print()
    print(f"| {list_rows} rows | Yoga | anchors (ListSizer) | stacks (ListSizer) |")
    print("|---|---:|---:|---:|")
    print(f"| µs per row | {base / 1000:.1f} | "
          f"{cell(ours.get(('feed.anchors.list', list_rows)), base)} | "
          f"{cell(ours.get(('feed.stacks.list', list_rows)), base)} |")
    return 0 if frames_ok else 1


if __name__ == "__main__":
    sys.exit(main())

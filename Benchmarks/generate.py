#!/usr/bin/env python3
"""Writes the solver benchmark workloads as .cas files (see cas-format.md).

Usage: generate.py OUTDIR

Each workload is the same work the in-process `autocell-bench` runs, in a form both
`autocell-cli solve --stats` and kiwi (through compare.py) can read. Names have no dots so that
compare.py can evaluate expressions as Python.
"""
import os
import sys


def siblings(n):
    """N independent views pinned inside a 1000x800 superview, with hugging and compression
    resistance on both axes (8 constraints each)."""
    lines = ["sw == 1000", "sh == 800"]
    for i in range(n):
        w = 40 + i % 50
        lines += [
            f"x{i} >= 8", f"x{i} + w{i} <= sw - 8", f"y{i} >= 8", f"y{i} + h{i} <= sh - 8",
            f"w{i} <= {w} @ weak", f"w{i} >= {w} @ strong",
            f"h{i} <= 20 @ weak", f"h{i} >= 20 @ strong",
        ]
    return lines + ["print x0 w0"]


def chain(n):
    """N boxes each after the previous one: the dense case for any simplex tableau."""
    lines = ["x0 == 0"]
    for i in range(n):
        if i:
            lines.append(f"x{i} >= x{i-1} + w{i-1} + 8")
        lines += [f"w{i} == {40 + i % 30} @ strong", f"w{i} >= 10"]
    lines.append(f"x{n-1} + w{n-1} <= {n * 30} @ medium")
    return lines + [f"print x{n-1}"]


def grid(n):
    """An N x N grid of cells aligned by rows and columns."""
    lines = ["c0 == 0", "r0 == 0"]
    for i in range(n):
        for j in range(n):
            lines += [
                f"x{i}_{j} == c{j}", f"y{i}_{j} == r{i}",
                f"w{i}_{j} == {40 + (i * j) % 7} @ strong", f"h{i}_{j} == 20 @ strong",
                f"c{j+1} >= x{i}_{j} + w{i}_{j} + 8", f"r{i+1} >= y{i}_{j} + h{i}_{j} + 8",
            ]
    lines.append(f"c{n} <= {n * 40} @ medium")
    return lines + [f"print c{n} r{n}"]


def edit_loop(n, suggestions):
    """One edit variable on a chain of N boxes, then many suggestions, each read back."""
    lines = chain(n)[:-1]
    lines += ["drag == x0 + 500 @ weak", "edit drag @ strong"]
    for k in range(suggestions):
        lines += [f"suggest drag = {k % 400}", "print drag"]
    return lines


def churn(n, rounds):
    """Add and remove constraints on a siblings layout: each round removes and re-adds one
    view's constraints (labelled)."""
    lines = ["sw == 1000", "sh == 800"]
    for i in range(n):
        lines += [f"a{i}: x{i} >= 8", f"b{i}: x{i} + w{i} <= sw - 8", f"c{i}: w{i} == 50 @ strong"]
    for r in range(rounds):
        i = (r * 7919) % n
        lines += [f"remove a{i}", f"remove b{i}", f"remove c{i}"]
        lines += [f"a{i}: x{i} >= 8", f"b{i}: x{i} + w{i} <= sw - 8", f"c{i}: w{i} == {50 + r % 9} @ strong"]
    return lines + ["print x0"]


def capped_widths(n):
    """The preferred widths of the capped chain: spread over 20..100, deterministic."""
    return [20 + (i * 37) % 81 for i in range(n)]


def capped_chain(n):
    """N boxes in a row, each at least 10 wide and preferring a width W_i (weak), with a required
    cap on the last right edge that leaves room for only 60% of the preferred total: a large
    share of the weak constraints must stay violated."""
    widths = capped_widths(n)
    lines = ["l0 == 0"]
    for i in range(n):
        if i:
            lines.append(f"l{i} == l{i-1} + w{i-1} + 8")
        lines += [f"w{i} >= 10", f"w{i} == {widths[i]} @ weak"]
    cap = int(0.6 * sum(widths)) + 8 * (n - 1)
    lines.append(f"l{n-1} + w{n-1} <= {cap}")
    return lines


def capped_drag(n, suggestions):
    """The capped chain with one middle box's width an edit variable (strong), dragged
    through 10..250 in steps of 7, cycling."""
    lines = capped_chain(n)
    lines.append(f"edit w{n // 2} @ strong")
    values = list(range(10, 251, 7))
    for k in range(suggestions):
        lines.append(f"suggest w{n // 2} = {values[k % len(values)]}")
    return lines + [f"print w{n // 2} l{n-1}"]


def squeezed_row(k, suggestions):
    """A cell-like row of K text-like views between the row's edges, 8-point gaps (required).

    Each view keeps its intrinsic width by hugging (level 250 for the first view, which is the
    one that stretches, 251 for the others) and compression resistance (750). The row's width
    is an edit variable at 999 (a cell's width is set by its table), dragged in a sawtooth from
    wider than the views' intrinsic widths down to less than the gaps alone: wide, the first
    view's hugging gives; narrower than the content, compression resistance gives (all at one
    level); narrower than the gaps, the edit itself gives.
    """
    lines = ["left == 0", "right == left + rw"]
    prev = "left"
    total = 0
    for i in range(k):
        iw = 30 + (i * 53) % 170
        total += iw
        hug = 250 if i == 0 else 251
        lines += [
            f"x{i} == {prev} + 8",
            f"v{i} >= 0",
            f"v{i} <= {iw} @ {hug}",
            f"v{i} >= {iw} @ 750",
        ]
        prev = f"x{i} + v{i}"
    lines.append(f"right == {prev} + 8")
    lines.append("edit rw @ 999")
    top = total + 8 * (k + 1) + 100
    for s in range(suggestions):
        lines.append(f"suggest rw = {top - (s * 13) % top}")
    return lines + [f"print rw v0 v{k-1}"]


def conflicting_grid(n):
    """An N x N grid in a fixed overall size (required) that cannot give its cells their
    preferred sizes: every cell asks its column for a minimum width (medium) and its row for a
    minimum height (one of 50 levels, 400..449); equal column widths are a tie-breaker (300)."""
    lines = ["c0 == 0", "r0 == 0", f"c{n} == {n * 30}", f"r{n} == {n * 18}"]
    for j in range(n):
        lines.append(f"c{j+1} >= c{j} + 4")
        lines.append(f"r{j+1} >= r{j} + 4")
        if j:
            lines.append(f"c{j+1} - c{j} == c{j} - c{j-1} @ 300")
    for i in range(n):
        for j in range(n):
            w = 30 + (i * 7 + j * 11) % 40
            h = 20 + (i * 5 + j * 3) % 15
            lines += [f"c{j+1} - c{j} >= {w} @ medium", f"r{i+1} - r{i} >= {h} @ {400 + (i + j) % 50}"]
    return lines + [f"print c1 r1 c{n}"]


# The window sizes the enaml-style benchmark cycles through, as (width, height).
WINDOW_SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def enaml_window(suggestions):
    """A small form window as enaml lays one out (the shape of kiwi's enaml-style benchmark):
    three label/field rows and a custom widget below them, about 110 constraints. The window's
    width and height are strong edit variables, resized through WINDOW_SIZES: each resize is
    two suggests and an update.

    Constraints come in enaml's style: every size and position non-negative (required); a
    spacing as a required inequality plus the same equality at medium (weight 1.25); intrinsic
    sizes strong (at least, and exactly), preferred label widths weak; the window prefers to be
    small (medium); fields line up on a midline (strong) with their labels centred on them.
    """
    lines = ["edit width @ strong", "edit height @ strong"]
    for v in ["left", "top", "width", "height"]:
        lines.append(f"{v} >= 0")
    lines += ["width == 0 @ medium", "height == 0 @ medium"]
    lines += [
        "cleft == left + 10",
        "ctop == top + 10",
        "cright == left + width - 10",
        "cbottom == top + height - 10",
    ]

    def spaced(lhs, rhs):
        # A spacing: at least (required), exactly if possible (medium, weight 1.25).
        return [f"{lhs} >= {rhs}", f"{lhs} == {rhs} @ medium 1.25"]

    above = "ctop"
    for r, label_width in enumerate([67, 66, 24]):
        lb, fl = f"lb{r}", f"fl{r}"
        for view in (lb, fl):
            lines += [f"{view}{part} >= 0" for part in ("left", "top", "width", "height")]
        lines += [
            f"{lb}width == {label_width} @ weak",
            f"{lb}width >= {label_width} @ strong",
            f"{lb}height == 16 @ strong",
            f"{lb}height >= 16 @ strong",
            f"{fl}width >= 125 @ strong",
            f"{fl}height == 21 @ strong",
            f"{fl}height >= 21 @ strong",
            f"{fl}left == midline @ strong",
            f"{lb}top + 0.5 * {lb}height == {fl}top + 0.5 * {fl}height @ strong",
        ]
        lines += spaced(f"{lb}left", "cleft")
        lines += spaced(f"{fl}left", f"{lb}left + {lb}width + 10")
        lines += spaced("cright", f"{fl}left + {fl}width")
        lines += spaced(f"{fl}top", above if r == 0 else f"{above} + 10")
        lines += [f"{lb}top >= ctop", f"{fl}top >= ctop", f"{lb}left + {lb}width <= cright"]
        above = f"{fl}top + {fl}height"
    # A custom widget under the rows, on the midline, with a preferred height and a minimum and
    # maximum width (between medium and strong).
    lines += [f"ct{part} >= 0" for part in ("left", "top", "width", "height")]
    lines += [
        "ctleft == midline @ strong",
        "ctheight >= 24 @ 660",
        "ctheight <= 24 @ 660",
        "ctwidth >= 119 @ 660",
        "ctwidth <= 16777200 @ 660",
    ]
    lines += ["midline >= cleft", "midline <= cright"]
    lines += spaced("cttop", f"{above} + 10")
    lines += spaced("cright", "ctleft + ctwidth")
    lines += spaced("cbottom", "cttop + ctheight")
    for k in range(suggestions // 2):
        w, h = WINDOW_SIZES[k % len(WINDOW_SIZES)]
        lines += [f"suggest width = {w}", f"suggest height = {h}", "print width"]
    return lines


def wide_drag(n, suggestions, seed=12):
    """A chain of N variables whose links multiply by 1e-6, 1, 1e6 or 1e9 (a numerically wide
    system: see SolverGuarantees, Precision), each preferring a value (weak), every fourth capped
    (medium), and its first variable dragged (strong). Deterministic for a seed. With N = 50 it
    holds 110 constraints, under the 128 that the solver refactors."""
    import random

    r = random.Random(seed)
    lines = ["var " + ", ".join(f"v{i}" for i in range(n))]
    for i in range(1, n):
        c = r.choice(["1", "1000000.0", "1e-06", "1000000000.0", "1"])
        lines.append(f"v{i} >= {c}*v{i-1} + {r.randint(0, 9)}")
        lines.append(f"v{i} == {r.randint(1, 999)} @ weak")
        if i % 4 == 2:
            lines.append(f"{r.choice(['1', '1000.0'])}*v{i} <= {r.randint(1, 10**8)} @ medium")
    lines.append("edit v0 @ strong")
    lines += [f"suggest v0 = {r.uniform(-1000, 1000):.3f}" for _ in range(suggestions)]
    return lines + ["print"]


def wide_chain(n):
    """chain(N) made numerically wide by one more constraint, `0.0000001 * x_last <= ...`, added
    right after the first (a multiplier 1e-7 beside the unit ones: see SolverGuarantees,
    Precision). It never binds; with N = 400 the system holds 1,201 constraints, far over the
    128 that the solver refactors and settles against fresh solves."""
    lines = chain(n)
    return lines[:1] + [f"0.0000001 * x{n-1} <= {n * 1000}"] + lines[1:]


WORKLOADS = {
    "siblings-1000": lambda: siblings(1000),
    "siblings-10000": lambda: siblings(10000),
    "chain-1000": lambda: chain(1000),
    "chain-5000": lambda: chain(5000),
    "grid-20": lambda: grid(20),
    "grid-40": lambda: grid(40),
    "edit-loop-1000": lambda: edit_loop(1000, 20000),
    "churn-1000": lambda: churn(1000, 3000),
    "capped-chain-100": lambda: capped_chain(100),
    "capped-chain-1000": lambda: capped_chain(1000),
    "capped-chain-5000": lambda: capped_chain(5000),
    "capped-drag-100": lambda: capped_drag(100, 20000),
    "capped-drag-1000": lambda: capped_drag(1000, 20000),
    "squeezed-row-40": lambda: squeezed_row(40, 20000),
    "conflicting-grid-30": lambda: conflicting_grid(30),
    "enaml-window": lambda: enaml_window(24000),
    "wide-drag-50": lambda: wide_drag(50, 300),
    "wide-chain-400": lambda: wide_chain(400),
}

# Workloads that take minutes on the solver as it was before the steady-state work (issue #10):
# compare.py runs them only when asked (--all, or by name).
SLOW = {"capped-chain-5000", "capped-drag-1000"}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "out"
    os.makedirs(out, exist_ok=True)
    for name, make in WORKLOADS.items():
        with open(os.path.join(out, name + ".cas"), "w") as f:
            f.write("\n".join(make()) + "\n")
        print(os.path.join(out, name + ".cas"))


if __name__ == "__main__":
    main()

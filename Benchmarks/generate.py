#!/usr/bin/env python3
"""Writes the solver benchmark workloads as .cas files (see cas-format.md).

Usage: generate.py OUTDIR

Each workload is the same work the in-process `autocell-cli bench` runs, in a form both
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


WORKLOADS = {
    "siblings-1000": lambda: siblings(1000),
    "siblings-10000": lambda: siblings(10000),
    "chain-1000": lambda: chain(1000),
    "chain-5000": lambda: chain(5000),
    "grid-20": lambda: grid(20),
    "grid-40": lambda: grid(40),
    "edit-loop-1000": lambda: edit_loop(1000, 20000),
    "churn-1000": lambda: churn(1000, 3000),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "out"
    os.makedirs(out, exist_ok=True)
    for name, make in WORKLOADS.items():
        with open(os.path.join(out, name + ".cas"), "w") as f:
            f.write("\n".join(make()) + "\n")
        print(os.path.join(out, name + ".cas"))


if __name__ == "__main__":
    main()

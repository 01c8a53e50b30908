#!/usr/bin/env python3
"""Runs a .cas workload written by generate.py through kiwisolver, timing only solver calls.

Usage: kiwi_solve.py FILE   (prints `stats: solver_ms=T` on standard error)

Reads the subset of the format generate.py writes: constraints with optional labels and
strengths, `edit`, `suggest`, `unedit`, `remove`, `print` (`var` lines are skipped). A `print`
calls updateVariables(), as autocell-cli does. The time includes the Python binding's
overhead for each call, which the Swift side does not pay.

kiwi has no priority levels, only one number per constraint (a weighted sum of errors is
minimised), so `@ LEVEL [WEIGHT]` becomes WEIGHT * 1000 ** ((LEVEL - 250) / 250): exactly
kiwi's own weak (1), medium (1e3) and strong (1e6) at levels 250, 500 and 750, and in between
for other levels (251 is 1.028, 999 is 9.7e8), capped at 1e9 so that a weighted strength never
reaches kiwi's required; level 1000 is kiwi's required. kiwi_native.cpp maps levels the same way.
"""
import re
import sys
import time

import kiwisolver as kiwi

LEVELS = {"required": 1000.0, "strong": 750.0, "medium": 500.0, "weak": 250.0}


def kiwi_strength(text):
    """kiwi's strength for the text after `@` (LEVEL [WEIGHT]); see the module docstring."""
    parts = text.split()
    level = LEVELS[parts[0]] if parts[0] in LEVELS else float(parts[0])
    weight = float(parts[1]) if len(parts) > 1 else 1.0
    if level >= 1000:
        return kiwi.strength.required
    return min(weight * 1000.0 ** ((level - 250.0) / 250.0), 1e9)


class Names(dict):
    def __missing__(self, name):
        v = self[name] = kiwi.Variable(name)
        return v


def main():
    names = Names()
    labels = {}
    solver = kiwi.Solver()
    spent = 0.0
    clock = time.perf_counter
    pattern = re.compile(r"^(?:([\w.]+):\s*)?(.*?)(==|<=|>=)([^@]*)(?:@(.*))?$")
    with open(sys.argv[1]) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            word = line.split()[0]
            if word == "print":
                t = clock(); solver.updateVariables(); spent += clock() - t
            elif word == "var":
                continue
            elif word == "edit":
                name, _, strength = line[len("edit"):].partition("@")
                v, s = names[name.strip()], kiwi_strength(strength or "strong")
                t = clock(); solver.addEditVariable(v, s); spent += clock() - t
            elif word == "unedit":
                v = names[line.split()[1]]
                t = clock(); solver.removeEditVariable(v); spent += clock() - t
            elif word == "suggest":
                name, value = line[len("suggest"):].split("=")
                v, x = names[name.strip()], float(value)
                t = clock(); solver.suggestValue(v, x); spent += clock() - t
            elif word == "remove":
                c = labels.pop(line.split()[1])
                t = clock(); solver.removeConstraint(c); spent += clock() - t
            else:
                m = pattern.match(line)
                label, lhs, op, rhs, strength = m.groups()
                left, right = eval(lhs, {}, names), eval(rhs, {}, names)
                c = left == right if op == "==" else (left <= right if op == "<=" else left >= right)
                if strength:
                    c = c | kiwi_strength(strength)
                if label:
                    labels[label] = c
                t = clock(); solver.addConstraint(c); spent += clock() - t
    print(f"stats: solver_ms={spent * 1000:.3f}", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Runs a .cas workload written by generate.py through kiwisolver, timing only solver calls.

Usage: kiwi_solve.py FILE   (prints `stats: solver_ms=T` on standard error)

Reads the subset of the format generate.py writes: constraints with optional labels and
strengths, `edit`, `suggest`, `remove`, `print`. A `print` calls updateVariables(), as
autocell-cli does. Strength levels map to kiwi's named strengths (required, strong 750,
medium 500, weak 250); kiwi has no other levels. The time includes the Python binding's
overhead for each call, which the Swift side does not pay.
"""
import re
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


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
    pattern = re.compile(r"^(?:(\w+):\s*)?(.*?)(==|<=|>=)(.*?)(?:@\s*(\w+))?$")
    with open(sys.argv[1]) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            word = line.split()[0]
            if word == "print":
                t = clock(); solver.updateVariables(); spent += clock() - t
            elif word == "edit":
                parts = line.split()
                strength = STRENGTHS[parts[3]] if len(parts) > 3 else kiwi.strength.strong
                v = names[parts[1]]
                t = clock(); solver.addEditVariable(v, strength); spent += clock() - t
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
                    c = c | STRENGTHS[strength]
                if label:
                    labels[label] = c
                t = clock(); solver.addConstraint(c); spent += clock() - t
    print(f"stats: solver_ms={spent * 1000:.3f}", file=sys.stderr)


if __name__ == "__main__":
    main()

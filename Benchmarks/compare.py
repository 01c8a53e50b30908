#!/usr/bin/env python3
"""Compares autocell-cli's solver with kiwisolver on the same .cas workloads, in one run.

Usage: Benchmarks/compare.py [--quick] [WORKLOAD ...]

Sets up Benchmarks/.venv with kiwisolver from PyPI (once), builds autocell-cli in release mode,
writes the workloads (generate.py) to Benchmarks/out/, runs each through both solvers, and
prints both solver times and their ratio. Only solver calls are timed on both sides (the
`stats:` lines); kiwi's figure includes its Python binding's per-call overhead.
`--quick` skips the workloads on which kiwi takes minutes (siblings-10000).
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".venv")
PYTHON = os.path.join(VENV, "bin", "python")
OUT = os.path.join(HERE, "out")


def setup():
    if not os.path.exists(PYTHON):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([PYTHON, "-m", "pip", "install", "-q", "kiwisolver"], check=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "autocell-cli"], cwd=ROOT, check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "autocell-cli")


def solver_ms(command):
    result = subprocess.run(command, capture_output=True, text=True)
    match = re.search(r"solver_ms=([0-9.]+)", result.stderr)
    if result.returncode != 0 or not match:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    return float(match.group(1))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quick = "--quick" in sys.argv
    cli = setup()
    sys.path.insert(0, HERE)
    import generate
    os.makedirs(OUT, exist_ok=True)
    names = args or [n for n in generate.WORKLOADS if not (quick and n == "siblings-10000")]
    print("kiwi times include its Python binding's overhead per call; both sides time solver calls only.")
    print(f"{'workload':<16} {'lines':>8} {'autocell ms':>12} {'kiwi ms':>12} {'ratio':>7}")
    for name in names:
        path = os.path.join(OUT, name + ".cas")
        with open(path, "w") as f:
            lines = generate.WORKLOADS[name]()
            f.write("\n".join(lines) + "\n")
        ours = solver_ms([cli, "solve", "--stats", path])
        theirs = solver_ms([PYTHON, os.path.join(HERE, "kiwi_solve.py"), path])
        print(f"{name:<16} {len(lines):>8} {ours:>12.1f} {theirs:>12.1f} {ours / theirs:>7.3f}", flush=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares autocell-cli's solver with kiwi, natively and through kiwisolver, in one run.

Usage: Benchmarks/compare.py [--quick] [--all] [--timeout SECONDS] [WORKLOAD ...]

For each workload (generate.py writes them to Benchmarks/out/ as .cas files) this prints the
solver time of three programs on the same file, side by side:

- ours: `autocell-cli solve --stats`, built in release mode;
- kiwi-native: kiwi's C++ solver through kiwi_native.cpp, compiled with g++ -O2 against the
  headers of the kiwisolver source distribution, which pip downloads into a scratch folder for
  this run only (nothing of kiwi is kept in the repository);
- kiwisolver: kiwi's Python binding (installed into Benchmarks/.venv) through kiwi_solve.py,
  whose figure includes the binding's overhead for each call.

All three time only solver calls (adding, removing, editing, suggesting, updating values). kiwi
has no priority levels: both kiwi drivers turn `@ LEVEL [WEIGHT]` into one number the same way
(see kiwi_solve.py), so where soft constraints conflict across levels kiwi may settle on other
values than ours; the times are for the same statements.

The native build uses the same kiwisolver version as the Python binding installed in the venv.

--quick skips siblings-10000 (kiwisolver needs minutes on it). The workloads in generate.SLOW
(minutes on the solver before the steady-state work) run only with --all or when named.
A program that runs longer than --timeout seconds (default 900) is stopped and shown as such.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".venv")
PYTHON = os.path.join(VENV, "bin", "python")
OUT = os.path.join(HERE, "out")


def build_ours():
    """Builds autocell-cli in release mode and returns its path."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "autocell-cli"], cwd=ROOT, check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "autocell-cli")


def install_kiwisolver():
    """Installs kiwisolver into the venv (once) and returns its version."""
    if not os.path.exists(PYTHON):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([PYTHON, "-m", "pip", "install", "-q", "kiwisolver"], check=True)
    return subprocess.run([PYTHON, "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                          check=True, capture_output=True, text=True).stdout.strip()


def build_kiwi_native(version, scratch):
    """Downloads kiwisolver's source distribution into `scratch`, compiles kiwi_native.cpp
    against its headers, and returns the program's path."""
    subprocess.run([PYTHON, "-m", "pip", "download", "-q", "--no-binary", ":all:", "--no-deps",
                    f"kiwisolver=={version}", "-d", scratch], check=True)
    archive = glob.glob(os.path.join(scratch, "kiwisolver-*.tar.gz"))[0]
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.12, and 3.8 to 3.11 with the backport
            tar.extractall(scratch, filter="data")
        else:
            tar.extractall(scratch)
    headers = os.path.dirname(os.path.dirname(glob.glob(os.path.join(scratch, "*", "kiwi", "kiwi.h"))[0]))
    program = os.path.join(scratch, "kiwi_native")
    subprocess.run(["g++", "-O2", "-std=c++17", f"-I{headers}", os.path.join(HERE, "kiwi_native.cpp"),
                    "-o", program], check=True)
    return program


def solver_ms(command, timeout):
    """Runs `command` and returns the solver time its `stats:` line reports, or None when it
    ran out of time."""
    try:
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    match = re.search(r"solver_ms=([0-9.]+)", result.stderr)
    if result.returncode != 0 or not match:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    return float(match.group(1))


def cell(ms, timeout):
    return f"{ms:.1f}" if ms is not None else f">{timeout:g}s"


def ratio(ours, theirs):
    return f"{ours / theirs:.3f}" if ours is not None and theirs is not None else "-"


def main():
    argv = sys.argv[1:]
    timeout = 900.0
    if "--timeout" in argv:
        at = argv.index("--timeout")
        timeout = float(argv[at + 1])
        del argv[at:at + 2]
    names = [a for a in argv if not a.startswith("--")]
    quick, everything = "--quick" in argv, "--all" in argv
    sys.path.insert(0, HERE)
    import generate

    if not names:
        names = [n for n in generate.WORKLOADS
                 if (everything or n not in generate.SLOW) and not (quick and n == "siblings-10000")]
    ours_cli = build_ours()
    version = install_kiwisolver()
    scratch = tempfile.mkdtemp(prefix="kiwi-native-")
    try:
        native = build_kiwi_native(version, scratch)
        os.makedirs(OUT, exist_ok=True)
        print(f"kiwi {version}; solver calls only; kiwisolver includes its Python binding's overhead.")
        print(f"{'workload':<20} {'lines':>7} {'ours ms':>10} {'native ms':>10} {'python ms':>10}"
              f" {'ours/native':>12} {'ours/python':>12}")
        for name in names:
            path = os.path.join(OUT, name + ".cas")
            lines = generate.WORKLOADS[name]()
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            ours = solver_ms([ours_cli, "solve", "--stats", path], timeout)
            kiwi_native = solver_ms([native, path], timeout)
            kiwi_python = solver_ms([PYTHON, os.path.join(HERE, "kiwi_solve.py"), path], timeout)
            print(f"{name:<20} {len(lines):>7} {cell(ours, timeout):>10} {cell(kiwi_native, timeout):>10}"
                  f" {cell(kiwi_python, timeout):>10} {ratio(ours, kiwi_native):>12}"
                  f" {ratio(ours, kiwi_python):>12}", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()

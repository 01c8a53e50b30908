#!/usr/bin/env bash
# Runs the seeded fuzz targets at length: random solver API call sequences checked against an
# exact reference and a twin that sees only the successful calls (SolverFuzzTests), random
# `.cas` files through the reader and runner (CasFuzzTests), random API call sequences on the
# layout engine (EngineFuzzTests), random hierarchies drawn as SVG pictures (SnapshotFuzzTests)
# and damaged font files read and measured (FontFaceFuzzTests).
#
# Usage: Scripts/fuzz.sh [--release] [INPUTS] [FIRST_SEED] [TARGET...]
#   (default: the debug build, 100000 inputs from seed 0, every target)
# Each target runs INPUTS inputs, seeds FIRST_SEED..<FIRST_SEED+INPUTS, and prints its counts;
# a failure prints its seed (replay: AUTOCELL_FUZZ_INPUTS=1 AUTOCELL_FUZZ_SEED=<seed>).
#
# The debug build also checks the solver's invariants after every change; `--release` runs the
# same tests in an optimised build (with `-enable-testing`, which the tests' `@testable import`
# needs), about ten times as many inputs a second, without those invariant checks.
set -euo pipefail
cd "$(dirname "$0")/.."
build=(swift build --build-tests)
run=(swift test --skip-build)
if [[ "${1:-}" == "--release" ]]; then
  shift
  build=(swift build -c release --build-tests -Xswiftc -enable-testing)
  run=(swift test -c release -Xswiftc -enable-testing --skip-build)
fi
export AUTOCELL_FUZZ_INPUTS="${1:-100000}"
export AUTOCELL_FUZZ_SEED="${2:-0}"
shift $(($# < 2 ? $# : 2))
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  targets=(SolverFuzzTests CasFuzzTests EngineFuzzTests SnapshotFuzzTests FontFaceFuzzTests)
fi
"${build[@]}"
for target in "${targets[@]}"; do
  start=$(date +%s)
  "${run[@]}" --filter "$target" | grep -E '^fuzz |✘|recorded an issue|Test run'
  echo "$target: $(($(date +%s) - start)) s"
done

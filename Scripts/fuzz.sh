#!/usr/bin/env bash
# Runs the seeded fuzz targets at length: random solver API call sequences checked against an
# exact reference and a twin that sees only the successful calls (SolverFuzzTests), random
# `.cas` files through the reader and runner (CasFuzzTests), random API call sequences on the
# layout engine (EngineFuzzTests), random hierarchies drawn as SVG pictures (SnapshotFuzzTests)
# and damaged font files read and measured (FontFaceFuzzTests), in the debug build, where the
# solver also checks its invariants after every change.
#
# Usage: Scripts/fuzz.sh [INPUTS] [FIRST_SEED]   (default 100000 inputs from seed 0)
# Each target runs INPUTS inputs, seeds FIRST_SEED..<FIRST_SEED+INPUTS, and prints its counts;
# a failure prints its seed (replay: AUTOCELL_FUZZ_INPUTS=1 AUTOCELL_FUZZ_SEED=<seed>).
set -euo pipefail
cd "$(dirname "$0")/.."
export AUTOCELL_FUZZ_INPUTS="${1:-100000}"
export AUTOCELL_FUZZ_SEED="${2:-0}"
swift build --build-tests
for target in SolverFuzzTests CasFuzzTests EngineFuzzTests SnapshotFuzzTests FontFaceFuzzTests; do
  start=$(date +%s)
  swift test --skip-build --filter "$target" | grep -E '^fuzz |✘|recorded an issue|Test run'
  echo "$target: $(($(date +%s) - start)) s"
done

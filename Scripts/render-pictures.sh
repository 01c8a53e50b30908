#!/usr/bin/env bash
# Draws every file in Examples/ with `autocell-cli solve --svg` and renders each picture to
# PNG with rsvg-convert (Debian: librsvg2-bin), for a person to look at.
#
#   Scripts/render-pictures.sh [OUT_DIR]     (default .build/pictures)
#
# Then runs the snapshot tests with AUTOCELL_SNAPSHOT_DIR set, so that they write their
# pictures (hierarchies, text, the README's hosting cell, constraint and ambiguity overlays)
# to OUT_DIR/snapshots, and renders those too.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/pictures}"
mkdir -p "$out"
command -v rsvg-convert > /dev/null || { echo "rsvg-convert not found (apt-get install librsvg2-bin)" >&2; exit 2; }
swift build --product autocell-cli > /dev/null
cli="$(swift build --product autocell-cli --show-bin-path)/autocell-cli"
for file in Examples/*.cas; do
  name="$(basename "$file" .cas)"
  # An example may end in an error on purpose (unsatisfiable.cas): the picture is still drawn.
  "$cli" solve --svg "$out/$name.svg" "$file" > /dev/null 2>&1 || true
done
mkdir -p "$out/snapshots"
AUTOCELL_SNAPSHOT_DIR="$(cd "$out/snapshots" && pwd)" swift test --filter SnapshotTests > /dev/null
for svg in "$out"/*.svg "$out"/snapshots/*.svg; do
  rsvg-convert --zoom 2 --background-color white --output "${svg%.svg}.png" "$svg"
  echo "${svg%.svg}.png"
done

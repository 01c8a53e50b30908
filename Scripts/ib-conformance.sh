#!/usr/bin/env bash
# Lays out every file of the shared Interface Builder corpus and prints, per file, how many
# saved frames the layout gives again: those that do not depend on text within half a point,
# those that do within 4 points or 10%, and how many views Xcode flagged ambiguous are found
# ambiguous; then each view outside its tolerance, each conflict and each unsupported element.
# Fails when issue 35's targets for frames that do not depend on text (99%) or for views Xcode
# flagged ambiguous (90%) are missed, when frames that depend on text fall below the level
# reached (62 of 72; the target is 90%, and CorpusConformanceTests says why each miss is one),
# or when a conflict other than the known real one is reported.
#
# Usage: Scripts/ib-conformance.sh [CORPUS]   (default: ../shared/xib-corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-../shared/xib-corpus}"
if [ ! -d "$corpus/files" ]; then
  echo "ib-conformance: no corpus at $corpus (expected $corpus/files)" >&2
  exit 2
fi
AUTOCELL_XIB_CORPUS="$(cd "$corpus" && pwd)" swift test --filter CorpusConformanceTests 2>&1 \
  | grep -v '^\[' | grep -v '^Test Suite\|Executed 0 tests\|^↳'

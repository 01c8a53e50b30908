#!/usr/bin/env bash
# Regenerates the committed generated sources and test data with their generators in Tools/
# and fails on any difference, for each one whose source data this machine has (the Unicode
# Character Database of the pinned version from Debian's unicode-data, URW's Nimbus Sans from
# fonts-urw-base35 and fontTools); the others are skipped with a note. The generators print
# exactly what swift format leaves unchanged, so a regenerated file diffs clean.
set -euo pipefail
cd "$(dirname "$0")/.."
UCD=${UCD:-/usr/share/unicode}
failed=0

check() {  # check NAME FILE COMMAND...: runs COMMAND and compares its output with FILE
  local name=$1 file=$2
  shift 2
  local output
  output=$(mktemp)
  if ! "$@" > "$output"; then
    echo "check-generated: $name: the generator failed" >&2
    failed=1
  elif ! diff -u "$file" "$output" > /dev/null; then
    echo "check-generated: $name: $file differs from what $1 prints; regenerate it:" >&2
    diff -u "$file" "$output" | head -n 20 >&2
    failed=1
  else
    echo "check-generated: $name: unchanged"
  fi
  rm -f "$output"
}

pinned=$(sed -n 's/^VERSION = "\(.*\)"$/\1/p' Tools/generate-unicode-tables.py)
found=$(head -n 1 "$UCD/LineBreak.txt" 2> /dev/null | sed -n 's/.*LineBreak-\([0-9.]*\)\.txt.*/\1/p')
if [ "$found" = "$pinned" ]; then
  check "Unicode properties" Sources/AutoCell/Text/Unicode/UnicodeProperties+Table.swift \
    python3 Tools/generate-unicode-tables.py "$UCD"
  check "line break tests" Tests/AutoCellTests/Text/Resources/LineBreakTest.txt \
    sh Tools/extract-line-break-test.sh "$UCD" /dev/stdout
else
  echo "check-generated: Unicode data: skipped (pinned $pinned, found '${found:-none}' in $UCD)"
fi

if [ -f /usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf ] \
  && /usr/bin/python3 -c "import fontTools" 2> /dev/null; then
  check "Helvetica kerning" Sources/AutoCell/Text/FontMetrics+HelveticaKerning.swift \
    /usr/bin/python3 Tools/generate-helvetica-kerning.py
else
  echo "check-generated: Helvetica kerning: skipped (needs fonts-urw-base35 and python3-fonttools)"
fi
exit $failed

#!/bin/sh
# Copies the Unicode line breaking test cases (LineBreakTest.txt from Debian's unicode-data
# package) without their comments into the test resources, with the Unicode licence notice.
# Usage: Tools/extract-line-break-test.sh [/usr/share/unicode [OUTPUT]]
set -e
UCD=${1:-/usr/share/unicode}
OUT=${2:-$(dirname "$0")/../Tests/AutoCellTests/Text/Resources/LineBreakTest.txt}
{
  head -n 3 "$UCD/auxiliary/LineBreakTest.txt"
  echo "# Unicode Character Database test data, Unicode License v3 (https://www.unicode.org/license.txt)."
  echo "# Comments removed by Tools/extract-line-break-test.sh; ÷ marks a break opportunity, × none."
  grep -v '^#' "$UCD/auxiliary/LineBreakTest.txt" | sed 's/[[:space:]]*#.*//' | grep .
} > "$OUT"

#!/usr/bin/env bash
# Runs the whole test suite under the address sanitizer and the thread sanitizer, each in a
# build directory of its own (so the ordinary debug build is left alone), and prints the time
# each took. Usage: Scripts/sanitize.sh [address|thread]... (default: both).
#
# The CLI deliberately never frees its runner (the process exits right after), which the leak
# checker would report from every end-to-end test: leak detection is turned off, every other
# address error still fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:${ASAN_OPTIONS:-}"
export TSAN_OPTIONS="halt_on_error=1:${TSAN_OPTIONS:-}"
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
  address | thread) ;;
  *) echo "usage: $0 [address|thread]..." >&2; exit 2 ;;
  esac
  start=$(date +%s)
  swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer"
  built=$(date +%s)
  swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer"
  end=$(date +%s)
  echo "sanitize=$sanitizer: build $((built - start)) s, tests $((end - built)) s"
done

#!/usr/bin/env bash
# Runs the test suite under the address sanitizer and the thread sanitizer, each in a build
# directory of its own (so the ordinary debug build is left alone), and prints the time each
# took. Usage: Scripts/sanitize.sh [address|thread]... [--concurrency | --filter <regex>]
# (default: both sanitizers, the whole suite).
#   --concurrency   only the suites that measure and lay out on several threads at once
#                   (the thread sanitizer's work, in a few minutes instead of the whole suite)
#   --filter <re>   only the tests whose name matches <re> (as `swift test --filter`)
#
# The CLI deliberately never frees its runner (the process exits right after), which the leak
# checker would report from every end-to-end test: leak detection is turned off, every other
# address error still fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
# Layout off the main thread, hierarchies and hosted content on many threads, deep content
# measured on fresh stacks, lists measured on all cores.
concurrency='ConcurrencyTests|ContentConcurrencyTests|ContentDepthTests|ListReuseTests|ListSizerTests'
sanitizers=()
filter=()
while [ $# -gt 0 ]; do
  case "$1" in
  address | thread) sanitizers+=("$1") ;;
  --concurrency) filter=(--filter "$concurrency") ;;
  --filter)
    [ $# -ge 2 ] || { echo "usage: $0 [address|thread]... [--concurrency | --filter <regex>]" >&2; exit 2; }
    filter=(--filter "$2")
    shift
    ;;
  *) echo "usage: $0 [address|thread]... [--concurrency | --filter <regex>]" >&2; exit 2 ;;
  esac
  shift
done
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:${ASAN_OPTIONS:-}"
export TSAN_OPTIONS="halt_on_error=1:${TSAN_OPTIONS:-}"
for sanitizer in "${sanitizers[@]}"; do
  start=$(date +%s)
  swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer"
  built=$(date +%s)
  swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" \
    ${filter[@]+"${filter[@]}"}
  end=$(date +%s)
  echo "sanitize=$sanitizer: build $((built - start)) s, tests $((end - built)) s"
done

#!/usr/bin/env bash
# Builds the DocC documentation of the public modules (Cassowary, AutoCell, InterfaceBuilder) with the
# toolchain's own `docc`: symbol graphs from `swift build`, then `docc convert` of each
# module's catalog. Fails on any warning (an unresolved link, a doc comment naming a symbol
# that is not public, a malformed article).
#
#   Scripts/build-docs.sh [OUT_DIR]     (default .build/docs; one .doccarchive a module)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
# A build folder of its own: a module's symbol graph is written only when it compiles, so the
# graphs stay in step with that folder's build (and the main build's flags are left alone).
build=".build/docs-build"
graphs="$build/symbol-graphs"
[ -e "$graphs/Cassowary.symbols.json" ] && [ -e "$graphs/AutoCell.symbols.json" ] \
  && [ -e "$graphs/InterfaceBuilder.symbols.json" ] || rm -rf "$build"
mkdir -p "$graphs" "$out"
swift build --scratch-path "$build" --target InterfaceBuilder \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$(pwd)/$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public > /dev/null
docc="$(command -v docc || true)"
[ -n "$docc" ] || docc="$(dirname "$(command -v swift)")/docc"
for module in Cassowary AutoCell InterfaceBuilder; do
  # Each module's own graphs (and its extensions of other modules'). A module's graph also
  # holds what it re-exports (AutoCell: Cassowary, and Foundation's whole module for the four
  # geometry types it re-exports), which is documented elsewhere: keep only the symbols
  # declared in the module's own sources.
  module_graphs="$build/graphs-$module"
  rm -rf "$module_graphs"
  mkdir -p "$module_graphs"
  for graph in "$graphs/$module.symbols.json" "$graphs/$module@"*.symbols.json; do
    [ -e "$graph" ] || continue
    python3 - "$graph" "$module_graphs/$(basename "$graph")" "Sources/$module/" <<'PY'
import json, sys
source, target, folder = sys.argv[1:]
graph = json.load(open(source))
def own(symbol):
    uri = symbol.get("location", {}).get("uri", "")
    return folder in uri
graph["symbols"] = [s for s in graph["symbols"] if own(s)]
kept = {s["identifier"]["precise"] for s in graph["symbols"]}
graph["relationships"] = [r for r in graph["relationships"] if r["source"] in kept]
json.dump(graph, open(target, "w"))
PY
  done
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.autocell.$module" \
    --output-dir "$out/$module.doccarchive" \
    --warnings-as-errors --diagnostic-filter warning
done
echo "documentation in $out"

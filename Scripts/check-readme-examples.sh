#!/usr/bin/env bash
# Compiles and runs every ```swift block of the given Markdown files (default: README.md), each
# as its own program in a scratch package that depends on this one, so that the examples in
# the documentation never rot. A block must be a complete program (imports included). A block
# fenced as ```swift manifest is a Package.swift snippet: it is checked by loading it as the
# manifest of an empty package (nothing is fetched).
#
#   Scripts/check-readme-examples.sh [FILE.md ...]
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
scratch="$root/.build/readme-examples"
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(README.md)

rm -rf "$scratch/Sources" "$scratch/manifests"
mkdir -p "$scratch/Sources" "$scratch/manifests"
# Split the blocks out: Sources/ExampleN/main.swift for programs, manifests/N/Package.swift.
python3 - "$scratch" "${files[@]}" <<'PY'
import os, re, sys
scratch, files = sys.argv[1], sys.argv[2:]
count = 0
for name in files:
    text = open(name, encoding="utf-8").read()
    for match in re.finditer(r"^```swift([^\n]*)\n(.*?)^```", text, re.S | re.M):
        count += 1
        line = text.count("\n", 0, match.start()) + 1
        kind = match.group(1).strip()
        header = f"// {name}:{line}\n"
        if kind == "manifest":
            folder = os.path.join(scratch, "manifests", str(count))
            os.makedirs(folder)
            open(os.path.join(folder, "Package.swift"), "w").write(match.group(2))
        elif kind == "":
            folder = os.path.join(scratch, "Sources", f"Example{count}")
            os.makedirs(folder)
            open(os.path.join(folder, "main.swift"), "w").write(header + match.group(2))
        else:
            sys.exit(f"{name}:{line}: unknown kind of swift block '{kind}'")
print(f"{count} swift blocks")
PY

targets=$(cd "$scratch/Sources" && ls)
{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo 'let package = Package('
  echo '  name: "ReadmeExamples",'
  echo "  dependencies: [.package(name: \"AutoCell\", path: \"$root\")],"
  echo '  targets: ['
  for target in $targets; do
    echo "    .executableTarget(name: \"$target\", dependencies: ["
    echo '      .product(name: "AutoCell", package: "AutoCell"),'
    echo '      .product(name: "Cassowary", package: "AutoCell"),'
    echo '      .product(name: "InterfaceBuilder", package: "AutoCell"),'
    echo '    ]),'
  done
  echo '  ]'
  echo ')'
} > "$scratch/Package.swift"

for manifest in "$scratch"/manifests/*/; do
  [ -e "$manifest/Package.swift" ] || continue
  mkdir -p "$manifest/Sources/Placeholder"
  echo 'print("placeholder")' > "$manifest/Sources/Placeholder/main.swift"
  (cd "$manifest" && swift package dump-package > /dev/null) \
    || { echo "manifest block $(basename "$manifest") does not load" >&2; exit 1; }
done

if ! log=$(cd "$scratch" && swift build -Xswiftc -warnings-as-errors 2>&1); then
  echo "$log" | grep -E "error|warning" | sort -u >&2
  exit 1
fi
for target in $targets; do
  (cd "$scratch" && "$(swift build --show-bin-path)/$target" > /dev/null) \
    || { echo "$target failed when run" >&2; exit 1; }
done
echo "README examples: $(echo $targets | wc -w) compiled and ran"

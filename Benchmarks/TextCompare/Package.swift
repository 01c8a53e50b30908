// swift-tools-version: 6.0
// The Swift side of Benchmarks/text_compare.py: lays out the script's corpus with AutoCell's
// measurers. A package of its own (depending on the repository's by path), so the main
// package stays free of it; it never runs in CI.
import PackageDescription

let package = Package(
  name: "TextCompare",
  dependencies: [.package(name: "AutoCell", path: "../..")],
  targets: [
    .executableTarget(
      name: "text-compare", dependencies: [.product(name: "AutoCell", package: "AutoCell")])
  ],
  swiftLanguageModes: [.v6]
)

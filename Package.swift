// swift-tools-version: 6.0
import PackageDescription

/// Invariant checks run in debug builds (and so under `swift test`) and cost nothing in release.
let checks: [SwiftSetting] = [.define("CASSOWARY_CHECKS", .when(configuration: .debug))]

let package = Package(
  name: "AutoCell",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "AutoCell", targets: ["AutoCell"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .executable(name: "autocell-cli", targets: ["autocell-cli"]),
    .executable(name: "autocell-bench", targets: ["autocell-bench"]),
  ],
  targets: [
    // Solver layer: the incremental simplex.
    .target(name: "Cassowary", swiftSettings: checks),
    // Pictures: a small SVG document writer (package access only) for snapshots and `--svg`.
    .target(name: "SVGDrawing"),
    // Layout engine, content, cells and lists on top of the solver.
    .target(name: "AutoCell", dependencies: ["Cassowary", "SVGDrawing"], swiftSettings: checks),
    // Interface Builder documents (.xib, .storyboard) read into node trees, with FoundationXML.
    .target(name: "InterfaceBuilder", dependencies: ["AutoCell"]),
    // The `.cas` constraint file format: lexer, parser and statement runner (used by the CLI and tests).
    .target(name: "CasFormat", dependencies: ["Cassowary", "SVGDrawing"]),
    // The command line: thin, argument handling only.
    .executableTarget(
      name: "autocell-cli",
      dependencies: ["CasFormat", "AutoCell", "Cassowary", "InterfaceBuilder"]),
    // The benchmarks: solver, cell, list, feed-cell and document workloads, timed in-process.
    .executableTarget(
      name: "autocell-bench", dependencies: ["AutoCell", "Cassowary", "InterfaceBuilder"]),
    // Test support: reads SVG pictures back as XML (for the snapshot and `--svg` tests).
    .target(name: "SVGTesting", path: "Tests/SVGTesting"),
    // Test support shared by the suites: the seeded generator, the test fonts (subsets of
    // DejaVu, its licence beside them, and tiny fonts built by Tools/make-test-fonts.py) and
    // the counting measurer.
    .target(
      name: "TestSupport", dependencies: ["AutoCell"], path: "Tests/TestSupport",
      resources: [.copy("Fonts")]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
    // A sample of the Unicode line breaking test data.
    .testTarget(
      name: "AutoCellTests", dependencies: ["AutoCell", "Cassowary", "SVGTesting", "TestSupport"],
      resources: [.copy("Text/Resources")]),
    // Hand-written .xib and .storyboard files; the shared corpus is read from outside the package.
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "AutoCell", "autocell-cli", "SVGTesting", "TestSupport",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "CasFormatTests",
      dependencies: [
        "CasFormat", "Cassowary", "autocell-cli", "autocell-bench", "SVGTesting", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

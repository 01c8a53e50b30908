import Foundation

/// Paths of the package, found from this source file's place in it.
enum Paths {
  /// The package's root directory.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// `Examples/`.
  static let examples = package.appendingPathComponent("Examples")
  /// `Tests/CasFormatTests/Golden/`.
  static let golden = package.appendingPathComponent("Tests/CasFormatTests/Golden")

  /// The built `autocell-cli`: next to the test bundle in the build products directory, or in
  /// `.build/debug`.
  static var executable: URL? {
    var candidates: [URL] = []
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(testBinary.deletingLastPathComponent().appendingPathComponent("autocell-cli"))
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("autocell-cli"))
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("autocell-cli"))
    candidates.append(package.appendingPathComponent(".build/debug/autocell-cli"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The `.cas` files of `Examples/`, sorted by name.
  static func exampleFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "cas" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}

import Foundation

/// Paths of the package, found from this source file's place in it.
enum Paths {
  /// The package's root directory.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// `Examples/`.
  static let examples = package.appendingPathComponent("Examples")

  /// The built `autocell-cli`: next to the test bundle in the build products directory, or in
  /// `.build/debug`.
  static var executable: URL? { product("autocell-cli") }

  /// The built `autocell-bench`, found as ``executable`` is.
  static var benchExecutable: URL? { product("autocell-bench") }

  /// The built executable `name`: next to the test bundle in the build products directory, or
  /// in `.build/debug`.
  static func product(_ name: String) -> URL? {
    var candidates: [URL] = []
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(testBinary.deletingLastPathComponent().appendingPathComponent(name))
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    candidates.append(package.appendingPathComponent(".build/debug/\(name)"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The `.cas` files of `Examples/`, sorted by name.
  static func exampleFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "cas" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}

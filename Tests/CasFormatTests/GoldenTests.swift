import CasFormat
import Foundation
import Testing

/// Every file in `Examples/` against its expected output in `Golden/NAME.txt` (status, stdout
/// and stderr, as ``RunResult/description`` writes them).
///
/// To accept a new output after a deliberate change, run with `CAS_UPDATE_GOLDEN=1`.
@Suite("golden examples")
struct GoldenTests {
  @Test("the examples named by the README and the issue exist")
  func examplesExist() throws {
    let names = try Paths.exampleFiles().map(\.lastPathComponent)
    #expect(names.contains("two-boxes.cas"))
    #expect(names.count >= 4)
  }

  @Test(
    "each example prints its golden output",
    arguments: try Paths.exampleFiles().map(\.lastPathComponent))
  func example(_ name: String) throws {
    let url = Paths.examples.appendingPathComponent(name)
    let bytes = try [UInt8](Data(contentsOf: url))
    let sink = CollectingSink()
    let status = solve(
      SourceFile(name: "Examples/\(name)", bytes: bytes), options: RunOptions(), sink: sink)
    let actual =
      RunResult(output: sink.output, errors: sink.errors, status: status).description + "\n"
    let goldenURL = Paths.golden.appendingPathComponent(
      name.replacingOccurrences(of: ".cas", with: ".txt"))
    if ProcessInfo.processInfo.environment["CAS_UPDATE_GOLDEN"] != nil {
      try actual.write(to: goldenURL, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(actual == expected)
  }

  @Test("the unsatisfiable example names its conflicting constraints")
  func unsatisfiableExample() throws {
    let text = try String(
      contentsOf: Paths.golden.appendingPathComponent("unsatisfiable.txt"), encoding: .utf8)
    #expect(text.hasPrefix("status 1"))
    #expect(text.contains("error: required constraint cannot be satisfied"))
    #expect(text.contains("note: conflicts with"))
  }
}

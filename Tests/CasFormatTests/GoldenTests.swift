import CasFormat
import Foundation
import Testing

/// Every file in `Examples/` against its expected output in ``goldenOutputs`` (status, stdout
/// and stderr, as ``RunResult/description`` writes them).
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
    let outcome = solve(
      SourceFile(name: "Examples/\(name)", bytes: bytes), options: RunOptions(), sink: sink)
    let actual = RunResult(
      output: sink.output, errors: sink.errors, status: outcome.succeeded ? .success : .inputError
    ).description
    let expected = try #require(
      goldenOutputs[name], "no golden output for \(name); it prints:\n\(actual)")
    #expect(actual == expected)
  }

  @Test("the unsatisfiable example names its conflicting constraints")
  func unsatisfiableExample() throws {
    let text = try #require(goldenOutputs["unsatisfiable.cas"])
    #expect(text.hasPrefix("status 1"))
    #expect(text.contains("error: required constraint cannot be satisfied"))
    #expect(text.contains("note: conflicts with"))
  }
}

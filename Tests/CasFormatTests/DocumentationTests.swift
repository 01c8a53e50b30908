import CasFormat
import Foundation
import Testing

/// Documentation/cas-format.md stays true.
///
/// Each ```cas example runs and prints exactly the
/// ```output (standard output) and ```errors (standard error) blocks after it; a block left
/// out means that stream is empty. Flags after `cas` on the fence line are passed to the run.
@Suite("Documentation examples")
struct DocumentationTests {
  /// One example of the page: its flags, its text, and what it should print.
  struct Example: CustomTestStringConvertible {
    var line: Int
    var flags: [String]
    var text = ""
    var output = ""
    var errors = ""
    var testDescription: String { "example at line \(line)" }
  }

  /// The examples of a Markdown page, in order.
  static func examples(in page: String) -> [Example] {
    var examples: [Example] = []
    var block: (kind: String, flags: [String], start: Int)?
    var body = ""
    for (number, line) in page.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        if let open = block {
          switch open.kind {
          case "cas": examples.append(Example(line: open.start, flags: open.flags, text: body))
          case "output": examples[examples.count - 1].output = body
          case "errors": examples[examples.count - 1].errors = body
          default: break
          }
          block = nil
        } else {
          let words = line.dropFirst(3).split(separator: " ").map(String.init)
          block = (words.first ?? "", Array(words.dropFirst()), number + 1)
          body = ""
        }
      } else if block != nil {
        body += line + "\n"
      }
    }
    return examples
  }

  static let page =
    (try? String(
      contentsOf: Paths.package.appendingPathComponent("Documentation/cas-format.md"),
      encoding: .utf8)) ?? ""

  @Test("the page has its examples")
  func found() {
    #expect(Self.examples(in: Self.page).count >= 10)
  }

  @Test("each example prints what the page shows", arguments: examples(in: page))
  func example(_ example: Example) {
    let sink = CollectingSink()
    _ = solve(
      SourceFile(name: "example.cas", bytes: Array(example.text.utf8)),
      options: RunOptions(
        json: example.flags.contains("--json"), keepGoing: example.flags.contains("--keep-going")),
      sink: sink)
    #expect(sink.output.map { $0 + "\n" }.joined() == example.output)
    #expect(sink.errors.map { $0 + "\n" }.joined() == example.errors)
  }
}

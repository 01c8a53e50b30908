import CasFormat

/// The exit status `autocell-cli solve` gives for a run that read its file.
enum RunStatus: Int32 {
  case success = 0
  case inputError = 1
}

/// What a run of `solve` wrote and returned.
struct RunResult: Equatable, CustomStringConvertible {
  var output: [String]
  var errors: [String]
  var status: RunStatus

  var description: String {
    "status \(status.rawValue)\n--- stdout\n\(output.joined(separator: "\n"))\n--- stderr\n\(errors.joined(separator: "\n"))"
  }
}

/// Runs `.cas` text in-process as `autocell-cli solve` would, under the file name `t.cas`.
func run(_ text: String, json: Bool = false, keepGoing: Bool = false, stats: Bool = false)
  -> RunResult
{
  run(bytes: Array(text.utf8), json: json, keepGoing: keepGoing, stats: stats)
}

/// Runs `.cas` bytes in-process, under the file name `t.cas`.
func run(bytes: [UInt8], json: Bool = false, keepGoing: Bool = false, stats: Bool = false)
  -> RunResult
{
  let sink = CollectingSink()
  let outcome = solve(
    SourceFile(name: "t.cas", bytes: bytes),
    options: RunOptions(json: json, keepGoing: keepGoing, stats: stats),
    sink: sink)
  return RunResult(
    output: sink.output, errors: sink.errors, status: outcome.succeeded ? .success : .inputError)
}

/// The `.cas` text of several lines.
func lines(_ lines: String...) -> String { lines.joined(separator: "\n") + "\n" }

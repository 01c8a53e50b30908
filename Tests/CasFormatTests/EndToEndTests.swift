import Foundation
import Testing

/// Runs the built `autocell-cli` as a user would.
@Suite("autocell-cli end to end")
struct EndToEndTests {
  struct Execution {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// Runs the executable with arguments and optional standard input.
  func execute(_ arguments: [String], input: String? = nil) throws -> Execution {
    let executable = try #require(
      Paths.executable, "autocell-cli not found next to the tests or in .build/debug")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Paths.package
    let out = Pipe()
    let err = Pipe()
    let inp = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inp
    try process.run()
    if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
    try inp.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Execution(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self),
      status: process.terminationStatus)
  }

  @Test("solve Examples/two-boxes.cas prints the README's values")
  func twoBoxes() throws {
    let run = try execute(["solve", "Examples/two-boxes.cas"])
    #expect(
      run.stdout == "left.x = 0\nleft.w = 193.333333\nright.x = 203.333333\nright.w = 96.6666667\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test("every example gives the same result through the executable as in-process")
  func examplesMatchGolden() throws {
    for url in try Paths.exampleFiles() {
      let name = url.lastPathComponent
      let run = try execute(["solve", "Examples/\(name)"])
      let golden = try String(
        contentsOf: Paths.golden.appendingPathComponent(
          name.replacingOccurrences(of: ".cas", with: ".txt")), encoding: .utf8)
      let stdout = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "\n")
      let stderr = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "\n")
      #expect(
        "status \(run.status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)\n" == golden, "\(name)")
    }
  }

  @Test("'-' reads standard input; errors name <stdin>")
  func standardInput() throws {
    let good = try execute(["solve", "--json", "-"], input: "x == 2\ny == x * 3\n")
    #expect(good.stdout == "{\"x\": 2, \"y\": 6}\n")
    #expect(good.status == 0)
    let bad = try execute(["solve", "-"], input: "x == 1\nx == (\n")
    #expect(bad.stderr == "<stdin>:2:7: error: expected an expression, found end of line\n")
    #expect(bad.stdout == "")
    #expect(bad.status == 1)
  }

  @Test(
    "a solver error: output before it on stdout, the error on stderr, exit 1; --keep-going goes on")
  func solverErrorStreams() throws {
    let input = "x == 1\nprint\nx == 2\nprint\n"
    let stop = try execute(["solve", "-"], input: input)
    #expect(stop.stdout == "x = 1\n")
    #expect(
      stop.stderr.hasPrefix(
        "<stdin>:3:1: error: required constraint cannot be satisfied: 'x == 2'\n"))
    #expect(stop.status == 1)
    let go = try execute(["solve", "--keep-going", "--stats", "-"], input: input)
    #expect(go.stdout == "x = 1\nx = 1\n")
    #expect(
      go.stderr.split(separator: "\n").last?.hasPrefix(
        "stats: constraints=1 edits=0 suggests=0 solver_ms=") == true)
    #expect(go.status == 1)
  }

  @Test(
    "usage errors exit 2 with a one-line reason",
    arguments: [
      (
        ["solve", "--frobnicate", "Examples/two-boxes.cas"], "error: unknown option '--frobnicate'"
      ),
      (["solve"], "error: missing expected argument '<file>'"),
      (["solve", "no/such/file.cas"], "error: cannot read 'no/such/file.cas': no such file"),
      (["solve", "Examples"], "error: cannot read 'Examples': it is a directory"),
      (["solve", "a.cas", "b.cas"], "error: unexpected argument 'b.cas'"),
      (["--frobnicate"], "error: unknown option '--frobnicate'"),
      (["frobnicate"], "error: unknown subcommand 'frobnicate'"),
      ([], "error: missing subcommand"),
    ])
  func usageErrors(arguments: [String], reason: String) throws {
    let run = try execute(arguments)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == reason)
    #expect(run.stderr.contains("Usage: autocell-cli"))
  }

  @Test("--help and --version print usage in the swift-argument-parser style, exit 0")
  func help() throws {
    let top = try execute(["--help"])
    #expect(top.status == 0)
    for heading in [
      "OVERVIEW:", "USAGE: autocell-cli <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "  solve",
      "  bench",
    ] {
      #expect(top.stdout.contains(heading), "\(heading)")
    }
    let solve = try execute(["solve", "--help"])
    #expect(solve.status == 0)
    for heading in [
      "OVERVIEW:", "USAGE: autocell-cli solve [--json] [--keep-going] [--stats] <file>",
      "ARGUMENTS:", "OPTIONS:",
      "--json", "--keep-going", "--stats", "-h, --help",
    ] {
      #expect(solve.stdout.contains(heading), "\(heading)")
    }
    #expect(try execute(["help", "solve"]).stdout == solve.stdout)
    let version = try execute(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.split(separator: ".").count == 3)
  }

  @Test("bench is dispatched but not yet available (exit 2)")
  func bench() throws {
    let run = try execute(["bench"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("not yet available"))
  }
}

import Foundation
import SVGTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs the built `autocell-cli` as a user would.
@Suite("autocell-cli end to end")
struct EndToEndTests {
  struct Execution {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// Runs the executable with arguments and optional standard input.
  ///
  /// Standard input is written, and standard error read, on other threads while this one
  /// reads standard output: a child that fills one pipe (a sanitizer's report on standard
  /// error, say) before closing the other cannot deadlock the test.
  func execute(_ arguments: [String], input: String? = nil) throws -> Execution {
    let executable = try #require(
      Paths.executable, "autocell-cli not found next to the tests or in .build/debug")
    return try execute(executable, arguments, input: input)
  }

  /// Runs `executable` (the CLI, or a shell that runs it) as ``execute(_:input:)`` does.
  func execute(_ executable: URL, _ arguments: [String], input: String? = nil) throws
    -> Execution
  {
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
    // Threads of their own: a blocked read must not wait for a thread from a shared pool.
    let stderr = DataBox()
    let stderrRead = DispatchSemaphore(value: 0)
    Thread {
      stderr.data = err.fileHandleForReading.readDataToEndOfFile()
      stderrRead.signal()
    }.start()
    let writer = inp.fileHandleForWriting
    let inputWritten = DispatchSemaphore(value: 0)
    Thread {
      if let input { writer.write(Data(input.utf8)) }
      try? writer.close()
      inputWritten.signal()
    }.start()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    stderrRead.wait()
    inputWritten.wait()
    process.waitUntilExit()
    return Execution(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr.data, as: UTF8.self),
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
      let golden = try #require(goldenOutputs[name])
      let stdout = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "\n")
      let stderr = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "\n")
      #expect(
        "status \(run.status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" == golden, "\(name)")
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
      (["solve", "--jsn", "a.cas"], "error: unknown option '--jsn'; did you mean '--json'?"),
      (["bench", "--quick"], "error: unknown subcommand 'bench'"),
      (["slove", "a.cas"], "error: unknown subcommand 'slove'; did you mean 'solve'?"),
      (["solve", "a.cas", "--svg"], "error: missing value for '--svg <out>'"),
      (
        ["solve", "--svg", "no/such/dir/x.svg", "Examples/two-boxes.cas"],
        "error: cannot write picture 'no/such/dir/x.svg': no such directory"
      ),
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

  @Test("solve --svg OUT writes the picture and changes nothing else of the run")
  func svg() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autocell-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: out) }
    for example in ["Examples/card.cas", "Examples/unsatisfiable.cas"] {
      let plain = try execute(["solve", example])
      let drawn = try execute(["solve", "--svg", out.path, example])
      #expect(drawn.stdout == plain.stdout && drawn.stderr == plain.stderr)
      #expect(drawn.status == plain.status)
      let tree = try SVGTree(String(decoding: try Data(contentsOf: out), as: UTF8.self))
      if example.hasSuffix("card.cas") {
        #expect(tree.elements(withClass: "box").count == 4)
      } else {
        // Stopped by the conflict: the values reached are listed.
        let notes = tree.elements(withClass: "note").map { $0.stringValue ?? "" }
        #expect(notes == ["a.width = 200", "b.width = 100"])
      }
    }
  }

  @Test("--help and --version print usage in the swift-argument-parser style, exit 0")
  func help() throws {
    let top = try execute(["--help"])
    #expect(top.status == 0)
    for heading in [
      "OVERVIEW:", "USAGE: autocell-cli <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "  solve",
    ] {
      #expect(top.stdout.contains(heading), "\(heading)")
    }
    let solve = try execute(["solve", "--help"])
    #expect(solve.status == 0)
    for heading in [
      "OVERVIEW:",
      "USAGE: autocell-cli solve [--json] [--keep-going] [--stats] [--svg <out>] <file>",
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
}

/// Bytes read on another thread.
final class DataBox: @unchecked Sendable {
  var data = Data()
}

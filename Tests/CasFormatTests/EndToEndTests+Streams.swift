import Foundation
import Testing

/// What `solve` reads from and writes to: any readable stream in, and a failed write is an
/// error.
extension EndToEndTests {
  /// Runs `script` in `sh` with `$0` set to the CLI.
  func shell(_ script: String, input: String? = nil) throws -> Execution {
    let executable = try #require(Paths.executable, "autocell-cli not found")
    return try execute(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, executable.path], input: input)
  }

  @Test("/dev/null is an empty file: nothing to print, exit 0")
  func devNull() throws {
    let run = try execute(["solve", "/dev/null"])
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr == "")
  }

  @Test("a pipe named as the file (process substitution, /dev/stdin) is read to its end")
  func namedPipe() throws {
    let piped = try shell(#"printf 'x == 2\ny == x + 1\n' | "$0" solve /dev/stdin"#)
    #expect(piped.stdout == "x = 2\ny = 3\n")
    #expect(piped.status == 0)
    let bash = URL(fileURLWithPath: "/bin/bash")
    guard FileManager.default.isExecutableFile(atPath: bash.path) else { return }
    let executable = try #require(Paths.executable)
    let substituted = try execute(
      bash, ["-c", #""$0" solve <(printf 'z == 4\n')"#, executable.path])
    #expect(substituted.stdout == "z = 4\n")
    #expect(substituted.status == 0)
  }

  @Test(
    "standard input that cannot be read exits 2 with the reason",
    arguments: [
      ("\"$0\" solve - <&-", "error: cannot read '-': permission denied or unreadable"),
      ("\"$0\" solve - < /", "error: cannot read '-': it is a directory"),
    ])
  func unreadableStandardInput(script: String, reason: String) throws {
    let run = try shell(script)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == reason)
  }

  @Test("a failed write to standard output exits 1 with the reason")
  func fullDisk() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let run = try shell(#""$0" solve Examples/two-boxes.cas > /dev/full"#)
    #expect(run.status == 1)
    #expect(run.stderr == "error: cannot write to standard output: No space left on device\n")
  }
}

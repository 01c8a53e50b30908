import Foundation
import Testing

/// What a run of the built `autocell-cli` printed and returned.
struct CommandResult {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs the built `autocell-cli` (next to the test bundle, or in `.build/debug`) with
/// `arguments`, from the package's folder.
func runCommand(_ arguments: [String]) throws -> CommandResult {
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let candidates = [
    testBinary.deletingLastPathComponent().appendingPathComponent("autocell-cli"),
    Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("autocell-cli"),
    Bundle.main.bundleURL.appendingPathComponent("autocell-cli"),
    Corpus.package.appendingPathComponent(".build/debug/autocell-cli"),
  ]
  let executable = try #require(
    candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
    "autocell-cli not found next to the tests or in .build/debug")
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = Corpus.package
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Standard error is read on a thread of its own so that neither pipe can fill and block.
  let errors = ErrorBytes()
  let done = DispatchSemaphore(value: 0)
  Thread {
    errors.data = err.fileHandleForReading.readDataToEndOfFile()
    done.signal()
  }.start()
  let output = out.fileHandleForReading.readDataToEndOfFile()
  done.wait()
  process.waitUntilExit()
  return CommandResult(
    stdout: String(decoding: output, as: UTF8.self),
    stderr: String(decoding: errors.data, as: UTF8.self),
    status: process.terminationStatus)
}

private final class ErrorBytes: @unchecked Sendable {
  var data = Data()
}

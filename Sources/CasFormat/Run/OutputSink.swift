/// Where a run writes: standard output (values) and standard error (diagnostics, stats).
///
/// The CLI writes to the process's streams; tests collect the lines.
package protocol OutputSink: AnyObject {
  /// Writes one line of standard output (the newline is added by the sink).
  func writeOutput(_ line: String)
  /// Writes one line of standard error (the newline is added by the sink).
  func writeError(_ line: String)
  /// Writes one line of standard output given as UTF-8 bytes (the newline is added by the
  /// sink). The run prints values this way, so that a sink that writes bytes makes no
  /// `String` per line; the default passes the line to ``writeOutput(_:)``.
  func writeOutput(utf8 line: [UInt8])
}

extension OutputSink {
  package func writeOutput(utf8 line: [UInt8]) {
    writeOutput(String(decoding: line, as: UTF8.self))
  }
}

/// An ``OutputSink`` that keeps the lines (for tests and tools).
package final class CollectingSink: OutputSink {
  /// The lines of standard output, in order.
  package private(set) var output: [String] = []
  /// The lines of standard error, in order.
  package private(set) var errors: [String] = []

  /// Creates an empty sink.
  package init() {}

  package func writeOutput(_ line: String) { output.append(line) }
  package func writeError(_ line: String) { errors.append(line) }
}

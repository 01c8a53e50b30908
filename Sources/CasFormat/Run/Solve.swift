/// The result of `autocell-cli solve`: the process exit status.
public enum ExitStatus: Int32, Sendable {
  /// Every statement succeeded.
  case success = 0
  /// The input had an error (reading it, or a statement the solver rejected).
  case inputError = 1
  /// A usage error: unknown flag, missing or unreadable file.
  case usageError = 2
}

/// Reads and runs a `.cas` file as `autocell-cli solve` does: parse errors are all reported
/// (the first 20) and nothing is solved; otherwise the statements run in order, and with
/// ``RunOptions/stats`` a `stats:` line ends standard error. With ``RunOptions/skipsTeardown``
/// the program and solver are left allocated.
///
/// - Complexity: O(*n*) to read a file of *n* bytes, plus the solver's work.
public func solve(_ file: SourceFile, options: RunOptions, sink: any OutputSink) -> ExitStatus {
  var statistics = RunStatistics()
  let succeeded: Bool
  do {
    let program = try Program(parsing: file)
    let runner = Runner(program: program, options: options, sink: sink)
    succeeded = runner.run()
    statistics = runner.statistics
    if options.skipsTeardown { _ = Unmanaged.passRetained(runner) }  // deliberately never freed
  } catch {
    for diagnostic in error.diagnostics { sink.writeError(diagnostic.description) }
    succeeded = false
  }
  if options.stats { sink.writeError(statistics.line) }
  return succeeded ? .success : .inputError
}

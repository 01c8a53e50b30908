/// Reads and runs a `.cas` file as `autocell-cli solve` does: parse errors are all reported
/// (the first 20) and nothing is solved; otherwise the statements run in order, and with
/// ``RunOptions/stats`` a `stats:` line ends standard error.
///
/// - Returns: whether every statement succeeded, and the run's final state (its values, for a
///   picture; see ``RunOutcome``).
/// - Complexity: O(*n*) to read a file of *n* bytes, plus the solver's work.
package func solve(_ file: SourceFile, options: RunOptions, sink: any OutputSink) -> RunOutcome {
  var statistics = RunStatistics()
  let outcome: RunOutcome
  do {
    let program = try Program(parsing: file)
    let runner = Runner(program: program, options: options, sink: sink)
    let succeeded = runner.run()
    statistics = runner.statistics
    outcome = RunOutcome(succeeded: succeeded, runner: runner)
  } catch {
    for diagnostic in error.diagnostics { sink.writeError(diagnostic.description) }
    outcome = RunOutcome(succeeded: false, runner: nil)
  }
  if options.stats { sink.writeError(statistics.line) }
  return outcome
}

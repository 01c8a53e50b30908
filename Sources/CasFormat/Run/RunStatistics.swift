/// What a run did, for `--stats`.
package struct RunStatistics: Sendable, Hashable {
  /// Constraints added successfully.
  package var constraints = 0
  /// `edit` statements that succeeded.
  package var edits = 0
  /// `suggest` statements that succeeded.
  package var suggests = 0
  /// Wall time spent inside the solver (adding, removing, editing, suggesting, reading values).
  package var solverTime: Duration = .zero

  /// Creates empty statistics.
  package init() {}

  /// `stats: constraints=N edits=N suggests=N solver_ms=T`, T in milliseconds with 3 decimals.
  package var line: String {
    let (seconds, attoseconds) = solverTime.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return
      "stats: constraints=\(constraints) edits=\(edits) suggests=\(suggests) solver_ms=\(formatC("%.3f", milliseconds))"
  }
}

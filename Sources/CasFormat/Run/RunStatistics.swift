/// What a run did, for `--stats`.
public struct RunStatistics: Sendable, Hashable {
  /// Constraints added successfully.
  public var constraints = 0
  /// `edit` statements that succeeded.
  public var edits = 0
  /// `suggest` statements that succeeded.
  public var suggests = 0
  /// Wall time spent inside the solver (adding, removing, editing, suggesting, reading values).
  public var solverTime: Duration = .zero

  /// Creates empty statistics.
  public init() {}

  /// `stats: constraints=N edits=N suggests=N solver_ms=T`, T in milliseconds with 3 decimals.
  public var line: String {
    let (seconds, attoseconds) = solverTime.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return
      "stats: constraints=\(constraints) edits=\(edits) suggests=\(suggests) solver_ms=\(formatC("%.3f", milliseconds))"
  }
}

/// How `solve` runs a file (the command-line flags).
package struct RunOptions: Sendable, Hashable {
  /// `--json`: each print writes one JSON object on one line.
  package var json: Bool
  /// `--keep-going`: a statement the solver rejects is skipped and the run goes on.
  package var keepGoing: Bool
  /// `--stats`: one `stats:` line on standard error at the end.
  package var stats: Bool

  /// Creates options; all off by default.
  package init(json: Bool = false, keepGoing: Bool = false, stats: Bool = false) {
    self.json = json
    self.keepGoing = keepGoing
    self.stats = stats
  }
}

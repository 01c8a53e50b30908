/// What the last refactoring (see ``Tableau/refactor(refreshingObjective:)``) left for the
/// calls after it: its double-double rows, and the epochs that say whether they and the
/// double-double objective's verdict still describe the rows.
///
/// Invariant: `rows[k]` is the row of `subjects[k]`; both are valid only while
/// ``Tableau/basisEpoch`` equals `epoch` (no row's cells changed since).
struct RefactoringCache {
  /// The ``Tableau/basisEpoch`` right after the last refactoring: while they are equal,
  /// refactoring again would give the same rows.
  var epoch: UInt64 = .max
  /// The ``Tableau/basisEpoch`` at which the objective recomputed in double-double arithmetic
  /// last called the basis optimal (see ``Tableau/improveOnPreciseObjective()``).
  var preciseOptimumEpoch: UInt64 = .max
  /// The double-double rows of the last refactoring.
  var rows: [PreciseRow] = []
  /// The basic symbol of each of ``rows``.
  var subjects: [Symbol] = []
}

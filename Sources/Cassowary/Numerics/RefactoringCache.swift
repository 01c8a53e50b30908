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

  /// The most constraints a system may hold to be refactored (see
  /// ``Tableau/refactor(refreshingObjective:)``): the elimination costs O(*m*² · *k*) for *m* constraints
  /// of *k* cells.
  static let constraintLimit = 128

  /// The most pivots ``Tableau/optimizeRefactoring()`` makes, refactoring after each: a few dozen
  /// refactorings of a small system, far more than a refinement needs (one to four pivots in
  /// the property runs).
  static let pivotLimit = 32
}

// Adding a required equality whose row has no free subject by one dual pivot, before phase 1.

extension Tableau {
  /// The subject for a new required equality's row `0 = c + Σ aᵢ·xᵢ` (with `c >= 0` and every
  /// `xᵢ` non-basic: no variable of the row is free to solve for), chosen as the dual simplex
  /// chooses an entering symbol; -1 if none fits.
  ///
  /// Solved for `xⱼ`, the row makes `xⱼ = c / -aⱼ`, so `xⱼ` must be a slack or an error with
  /// `aⱼ < 0` (any sign when `c` is 0). Among those, the one whose objective vector over `|aⱼ|`
  /// is lexicographically smallest keeps the objective optimal: every other symbol's reduced
  /// cost stays non-negative. Rows the substitution drives below zero are left to the dual
  /// simplex, which restores feasibility and keeps optimality.
  ///
  /// - Complexity: O(*k* · *L*) for the row's *k* cells and *L* objective levels.
  func dualSubject(_ row: Row) -> Symbol {
    var best: Symbol = -1
    var bestScale = 0.0
    for cell in row.cells where cell.coefficient != 0 {
      let kind = kinds[Int(cell.symbol)]
      guard kind == .slack || kind == .error, row.constant == 0 || cell.coefficient < 0 else {
        continue
      }
      let scale = 1 / abs(cell.coefficient)
      if best < 0
        || objective.isLess(cell.symbol, scaledBy: scale, than: best, scaledBy: bestScale)
      {
        best = cell.symbol
        bestScale = scale
      }
    }
    return best
  }

  /// Inserts a required equality's `row` solved for `subject` (see ``dualSubject(_:)``), then
  /// restores feasibility with the dual simplex, inside the journal the caller opened.
  ///
  /// Phase 1 (``addWithArtificialVariable(_:tolerance:)``) pivots at least once through the
  /// rows before the artificial variable leaves; this substitutes once, and pivots only where
  /// the new value of `subject` drives a row below zero.
  ///
  /// - Returns: Whether the constraint is in (the journal is then committed). If the dual
  ///   simplex finds the required constraints infeasible, the journal is rolled back and false
  ///   is returned: phase 1 then proves the conflict from the state of before.
  /// - Complexity: one substitution into the *c* rows that hold `subject`, plus the dual
  ///   simplex.
  mutating func insertByDualPivot(_ row: Row, subject: Symbol, tolerance: Double) -> Bool {
    var solved = row
    solved.solve(for: subject)
    substitute(subject, solved)
    insertRow(solved, basic: subject)
    if dualOptimize(tolerance: tolerance) != nil {
      rollBackJournal()
      return false
    }
    commitJournal()
    return true
  }
}

// Iterative refinement of a numerically wide system's solution.
//
// The tableau is updated in place by every operation, and each update rounds. Where
// coefficients span many orders of magnitude the rounding left by a history of pivots can
// exceed what the current basis needs: a value that is the small difference of large terms
// drifts (`1e12 · x0 + 17` off by 0.28 after a few operations), and an objective coefficient
// whose true size is 5e-7 is buried under residue of 1e-6 from terms that cancelled long ago
// (the tableau then calls a basis optimal that is not). Both are linear functions of the
// current rows alone: the constants of the constraints' constants (``refreshConstant(_:)``),
// the objective of the error rows and the weights. After each call on a wide system they are
// recomputed from those rows, and the simplex finishes from there: one step of the iterative
// refinement of numerical linear programming, O(size of the tableau) a call.

extension Tableau {
  /// Solves the constraints afresh for the current basis (``refactor(refreshingObjective:)``),
  /// recomputes every row's constant and the objective from those rows (see the file's comment),
  /// then restores feasibility and optimality, twice at most (the pivots that follow a
  /// recomputation round again).
  ///
  /// - Complexity: O(*m*² · *k*) a round for the refactoring of *m* constraints of *k* cells
  ///   (up to ``RefactoringCache/constraintLimit`` constraints; beyond, O(total cells of the rows), with a
  ///   table lookup per marker cell), plus the simplex runs. Run on numerically wide systems
  ///   only.
  mutating func refine() {
    for _ in 0..<2 {
      let pivots = counters.pivots
      if !refactor() { refreshAllConstants() }
      correctResiduals()
      correctResiduals()
      refreshObjective()
      if !objectiveChanged.isEmpty {
        optimize()
        restoreFeasibility()
      }
      if counters.pivots == pivots { break }
    }
    improveOnPreciseObjective()
  }

  /// Tries to improve on the basis that the refinement calls optimal, with the objective
  /// recomputed in double-double arithmetic from the constraints solved afresh for it
  /// (``refactor(refreshingObjective:)``): where that objective calls the basis improvable,
  /// runs ``optimizeRefactoring()`` on a copy of the tableau, and keeps the copy if its level
  /// errors, evaluated from the constraints (``levelErrors()``), are lexicographically lower
  /// (``LevelErrors/isLexicographicallyBetter(than:)``, within the larger of each level's two sizes: a
  /// gain within the smaller size at one level let a rounding gain outrank a loss of 1.3e16
  /// below it).
  ///
  /// Nothing changes otherwise, so the attempt can only gain. Where the copy's refactoring had to
  /// repair the basis (see ``Elimination/nextPivot(slotOfBasic:kinds:)``), the basis is never called optimal, and the copy
  /// is kept unless this tableau's level errors are lexicographically lower.
  ///
  /// The objective depends on the rows alone, not on their constants: once it calls a basis
  /// optimal, the check is skipped until a row changes (``RefactoringCache/preciseOptimumEpoch``), so a
  /// suggestion that keeps the basis pays nothing. The outcome depends on the tableau alone,
  /// not on when it was last refactored, so a solver and its twin that skipped a refused call
  /// agree.
  ///
  /// The objective in doubles is summed from rows rounded once, and an entry that is the
  /// small difference of large products keeps none of its digits: giving
  /// up a suggestion of 4.8e11 at level 750 gains 1.1e-17 per unit at level 751, 5.1e-6 in all
  /// at a level of size 1, and only the double-double sum shows it.
  ///
  /// - Complexity: O(1) if no row has changed since the objective last called the basis
  ///   optimal; else a copy of the tableau and a refactoring (O(*m*² · *k*) for *m*
  ///   constraints of *k* cells, up to ``RefactoringCache/constraintLimit`` constraints; O(cells of the rows)
  ///   if the rows are those of the last refactoring, as after a fresh solve), and the simplex
  ///   run only where the objective shows a gain.
  mutating func improveOnPreciseObjective() {
    guard basisEpoch != refactoring.preciseOptimumEpoch else { return }
    var trial = self
    defer { takeWork(from: trial) }  // a discarded trial's work counts too
    if basisEpoch == refactoring.epoch {
      // The rows are those of the last refactoring: its double-double rows are the ones a
      // refactoring would compute again. Only the objective and the constants are recomputed,
      // as a refactoring would recompute them.
      trial.refreshObjective(from: refactoring.rows, subjects: refactoring.subjects)
      trial.refreshAllConstants()
    } else {
      guard trial.refactor(refreshingObjective: true) else { return }
    }
    // A repaired basis (see ``Elimination/nextPivot(slotOfBasic:kinds:)``) is never confirmed: the trial replaces it
    // unless this one is lexicographically better.
    let repaired = trial.counters.basisRepairs != counters.basisRepairs
    guard trial.lexicographicEntering().0 >= 0 || repaired else {
      refactoring.preciseOptimumEpoch = basisEpoch
      return
    }
    let errors = levelErrors()
    trial.optimizeRefactoring()
    trial.restoreFeasibility()
    guard !trial.stalled else { return }
    let trialErrors = trial.levelErrors()
    let isBetter =
      repaired
      ? !errors.isLexicographicallyBetter(than: trialErrors)
      : trialErrors.isLexicographicallyBetter(than: errors)
    if isBetter { self = trial }
  }

  /// The primal simplex as ``optimize()``, but the rows and the objective are refactored
  /// (``refactor(refreshingObjective:)``) after every pivot, so each pivot is chosen by entries
  /// rounded once rather than by the rounding of the pivots before it: where coefficients span
  /// widely, a pivot that gains 1.1e-17 per unit at a level (moving a suggestion of 4.8e11 away,
  /// for 5e-6 at a level of size 1) leaves residue of 1.6e-25 at the same level in another entry,
  /// and that residue led the plain simplex straight back.
  ///
  /// Entries that small are near the digits double-double arithmetic keeps, so the level
  /// errors evaluated from the constraints (``levelErrors()``) have the last word: the run
  /// keeps the best tableau it passes through (``LevelErrors/isLexicographicallyBetter(than:)``), and
  /// returns to it if it ends worse (an entry of -1.1e-25 gained 6.8e-14 at one
  /// level for 1e19 at the next) or has not ended after ``RefactoringCache/pivotLimit`` pivots (two
  /// entries that each call the other's basis better), dropping the entries that still call
  /// that tableau improvable. Single pivots are not judged: a step along the way to an
  /// optimum may gain less than the comparison's tolerance and cost more below
  /// (``refactoringRecoversADependenceLostOnThePath`` in the tests). If a refactoring fails (a
  /// basis singular to its precision), ``optimize()`` finishes.
  ///
  /// - Complexity: O(*m*² · *k*) a pivot for *m* constraints of *k* cells, plus a copy of the
  ///   tableau at each improvement (O(size of the tableau) as the next pivot writes to it).
  mutating func optimizeRefactoring() {
    var best = self
    var bestErrors = levelErrors()
    var isOptimal = false
    var isOverBudget = false
    for _ in 0..<RefactoringCache.pivotLimit {
      pivotsLeft -= 1
      if pivotsLeft < 0 {
        pivotsLeft = 0
        isOverBudget = true
        break
      }
      let (entering, direction) = lexicographicEntering()
      if entering < 0 {
        isOptimal = true
        break
      }
      guard let (slot, ratio) = leavingRow(for: entering, direction: direction) else {
        objective.clear(entering)  // unbounded: residue, as in optimize()
        continue
      }
      if ratio <= 0 { counters.degeneratePivots += 1 }
      pivot(entering, slot)
      guard refactor(refreshingObjective: true) else {
        optimize()
        return
      }
      let errors = levelErrors()
      if errors.isLexicographicallyBetter(than: bestErrors) {
        best = self
        bestErrors = errors
      }
    }
    if isOptimal && !bestErrors.isLexicographicallyBetter(than: levelErrors()) { return }
    restore(best)
    if isOverBudget { stalled = true }
    while true {
      let (entering, _) = lexicographicEntering()
      if entering < 0 { return }
      objective.clear(entering)
    }
  }

  /// Returns to a tableau kept earlier in the same call, keeping the counters of the work done
  /// since and the budget left.
  ///
  /// O(1) (the arrays are shared until written).
  private mutating func restore(_ earlier: Tableau) {
    let counters = self.counters
    let pivotsLeft = self.pivotsLeft
    self = earlier
    self.counters = counters
    self.pivotsLeft = pivotsLeft
  }

  /// Recomputes every row's constant from the constraints' constants (see
  /// ``refreshConstant(_:)``) and queues the restricted rows that it moved below zero.
  ///
  /// Does nothing while a marker-less constraint is in the system (its constant reaches rows
  /// through no marker).
  ///
  /// - Complexity: O(total cells of the rows), with a table lookup per marker cell.
  mutating func refreshAllConstants() {
    guard markerless.count == 0 else { return }
    let refreshes = counters.constantRefreshes
    for i in rows.indices {
      let basic = basicOfSlot[i]
      guard basic >= 0 else { continue }
      let before = rows[i].constant
      let after = refreshConstant(Slot(i))
      if !after.isFinite { verification.constantNotFinite = true }
      guard after != before else { continue }
      markDirty(basic)
      let kind = symbols.kinds[Int(basic)]
      if (kind.isRestricted && after < 0) || (kind == .dummy && after != 0) {
        infeasible.append(basic)
      }
    }
    // A routine step, not a recovery: the counters stay those of the operation.
    counters.constantRefreshes = refreshes
    restoreFeasibility()
  }

  /// Recomputes the objective: each error symbol's weight at its level, or, for a basic error
  /// symbol, its row times that weight; and queues every symbol whose entries changed for the
  /// primal simplex.
  ///
  /// - Complexity: O(symbols + cells of the rows of basic error symbols).
  mutating func refreshObjective() {
    let old = objective.removeAllEntries()
    for s in symbols.kinds.indices where symbols.kinds[s] == .error {
      guard let owner = symbols.owners[s] else { continue }
      let weight = owner.strength.weight
      let level = objective.level(owner.strength.level)
      let slot = slotOfBasic[s]
      if slot < 0 {
        objective.add(weight, level: level, symbol: Symbol(s))
        continue
      }
      for cell in rows[Int(slot)].cells where cell.coefficient != 0 {
        objective.add(
          weight * cell.coefficient, level: level, symbol: cell.symbol, dropsResidue: false)
      }
    }
    for symbol in objective.symbols(changedSince: old) { objectiveChanged.insert(symbol) }
  }

  /// Moves the solution towards the constraints themselves: each constraint's residual
  /// `ρ = expression + k + μ · (marker - other)`, evaluated from its own terms at the current
  /// values, is 0 in exact arithmetic; where rows have lost digits of their coefficients it is
  /// not: the values solve the constraints with constants `k - ρ`.
  ///
  /// They are then moved by the change of each constant from `k - ρ` to `k` (through the markers'
  /// coefficients, as ``refreshConstant(_:)`` reads constants), the recorded constants staying as
  /// they are. The error of the correction is the rows' error times `ρ`, so each step gains the
  /// digits the rows hold (a value 7.8e-6 off where coefficients of 1e12 and 1e-5 meet, comes
  /// within 1e-10 in two steps). A residual is corrected when it is above 1e-15 of the
  /// constraint's size or above the rounding of its own evaluation (two units in the last place
  /// of the values it is computed from): a residual of 4e233 beside terms of 4.5e249 is real,
  /// and left in the rows it decides a lower level's optimum (whether that constraint binds at
  /// a value of 3.4e10). Restricted rows moved below zero are restored by the dual simplex.
  /// Basic dummies (redundant equalities, pinned to 0) are left out; does nothing while a
  /// marker-less constraint is in the system.
  ///
  /// - Complexity: O(total terms of the constraints + total cells of the rows), plus the dual
  ///   simplex.
  mutating func correctResiduals() {
    guard markerless.count == 0 else { return }
    var shift = [Double](repeating: 0, count: symbols.kinds.count)
    var any = false
    do {  // the values are a view of the rows: let it go before the rows change
      let values = solvedValues
      for i in 0..<records.constraints.count {
        let record = records.constraints[at: i]
        let (residual, size) = records.evaluate(record, at: values)
        let sign = record.constraint.markerSign
        let other = record.other >= 0 ? values[record.other] : 0
        let marker = values[record.marker]
        let rho = residual + sign * (marker - other)
        guard rho != 0, rho.isFinite,
          abs(rho) > Tolerance.residualOfSize * size
            || abs(rho) > Tolerance.roundingOfEvaluation
              * (abs(residual) + abs(marker) + abs(other))
        else { continue }
        let m = Int(record.marker)
        if symbols.kinds[m] == .dummy && slotOfBasic[m] >= 0 { continue }
        shift[m] = rho / sign
        any = true
      }
    }
    guard any else { return }
    for i in rows.indices {
      let basic = basicOfSlot[i]
      guard basic >= 0, symbols.kinds[Int(basic)] != .dummy else { continue }
      var change = -shift[Int(basic)]
      for cell in rows[i].cells where cell.coefficient != 0 {
        change += cell.coefficient * shift[Int(cell.symbol)]
      }
      guard change != 0 else { continue }
      rows[i].constant += change
      if !rows[i].constant.isFinite { verification.constantNotFinite = true }
      markDirty(basic)
      if symbols.kinds[Int(basic)].isRestricted && rows[i].constant < 0 { infeasible.append(basic) }
    }
    restoreFeasibility()
  }
}

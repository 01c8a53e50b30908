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
  /// Solves the constraints afresh for the current basis (``refactor()``), recomputes every
  /// row's constant and the objective from those rows (see the file's comment), then restores
  /// feasibility and optimality, twice at most (the pivots that follow a recomputation round
  /// again).
  ///
  /// - Complexity: O(*m*² · *k*) a round for the refactoring of *m* constraints of *k* cells
  ///   (up to ``refactoringLimit`` constraints; beyond, O(total cells of the rows), with a
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
      if counters.pivots == pivots { return }
    }
  }

  /// Recomputes every row's constant from the constraints' constants (see
  /// ``refreshConstant(_:)``) and queues the restricted rows that it moved below zero. Does
  /// nothing while a marker-less constraint is in the system (its constant reaches rows
  /// through no marker).
  ///
  /// - Complexity: O(total cells of the rows), with a table lookup per marker cell.
  mutating func refreshAllConstants() {
    guard markerlessCount == 0 else { return }
    let refreshes = counters.constantRefreshes
    for i in rows.indices {
      let basic = basicOfSlot[i]
      guard basic >= 0 else { continue }
      let before = rows[i].constant
      let after = refreshConstant(Slot(i))
      guard after != before else { continue }
      markDirty(basic)
      let kind = kinds[Int(basic)]
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
    assert(!objective.isJournaling, "refined between operations only")
    var old: [[Objective.Entry]] = []
    old.reserveCapacity(kinds.count)
    for s in kinds.indices {
      old.append(objective.entries(of: Symbol(s)))
      objective.clear(Symbol(s))
    }
    for s in kinds.indices where kinds[s] == .error {
      guard let owner = owners[s] else { continue }
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
    for s in kinds.indices {
      let now = objective.entries(of: Symbol(s))
      if now.count != old[s].count
        || zip(now, old[s]).contains(where: {
          $0.level != $1.level || $0.coefficient != $1.coefficient
        })
      {
        noteObjectiveChange(Symbol(s))
      }
    }
  }

  /// Moves the solution towards the constraints themselves: each constraint's residual
  /// `ρ = expression + k + μ · (marker - other)`, evaluated from its own terms at the current
  /// values, is 0 in exact arithmetic; where rows have lost digits of their coefficients it is
  /// not: the values solve the constraints with constants `k - ρ`. They are then moved by the
  /// change of each constant from `k - ρ` to `k` (through the markers' coefficients, as
  /// ``refreshConstant(_:)`` reads constants), the recorded constants staying as they are.
  /// The error of the correction is the rows' error times `ρ`, so each step gains the digits
  /// the rows hold (a value 7.8e-6 off where coefficients of 1e12 and 1e-5 meet,
  /// `extreme:30291`, comes within 1e-10 in two steps). Restricted rows moved below
  /// zero are restored by the dual simplex. Basic dummies (redundant equalities, pinned to 0)
  /// are left out; does nothing while a marker-less constraint is in the system.
  ///
  /// - Complexity: O(total terms of the constraints + total cells of the rows), plus the dual
  ///   simplex.
  mutating func correctResiduals() {
    guard markerlessCount == 0 else { return }
    var shift = [Double](repeating: 0, count: kinds.count)
    var any = false
    for i in 0..<records.count {
      let record = records[at: i]
      let (residual, size) = evaluate(record)
      let sign = Tableau.markerSign(of: record.constraint)
      let other = record.other >= 0 ? solvedValue(record.other) : 0
      let rho = residual + sign * (solvedValue(record.marker) - other)
      guard rho != 0, rho.isFinite, abs(rho) > 1e-15 * size else { continue }
      let m = Int(record.marker)
      if kinds[m] == .dummy && slotOfBasic[m] >= 0 { continue }
      shift[m] = rho / sign
      any = true
    }
    guard any else { return }
    for i in rows.indices {
      let basic = basicOfSlot[i]
      guard basic >= 0, kinds[Int(basic)] != .dummy else { continue }
      var change = -shift[Int(basic)]
      for cell in rows[i].cells where cell.coefficient != 0 {
        change += cell.coefficient * shift[Int(cell.symbol)]
      }
      guard change != 0 else { continue }
      rows[i].constant += change
      markDirty(basic)
      if kinds[Int(basic)].isRestricted && rows[i].constant < 0 { infeasible.append(basic) }
    }
    restoreFeasibility()
  }
}

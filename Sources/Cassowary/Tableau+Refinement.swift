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
  /// Recomputes every row's constant and the objective from the current rows (see the file's
  /// comment), then restores feasibility and optimality, twice at most (the pivots that follow
  /// a recomputation round again).
  ///
  /// - Complexity: O(total cells of the rows) a round, with a table lookup per marker cell,
  ///   plus the simplex runs. Run on numerically wide systems only.
  mutating func refine() {
    for _ in 0..<2 {
      let pivots = counters.pivots
      refreshAllConstants()
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
        objective.add(weight * cell.coefficient, level: level, symbol: cell.symbol)
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
}

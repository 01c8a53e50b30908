// Adding a constraint's row to the tableau and removing it, and the pivot and substitution
// they use.

extension Tableau {
  // MARK: Adding and removing

  /// Adds a validated constraint with the given expression constant.
  ///
  /// A required equality solved for a variable, whose row already holds at least
  /// ``MarkerlessState/dummyThreshold`` dummy markers of earlier equalities, leaves its own dummy out
  /// of the row (unless `keepsMarker`). Each link of a chain of equalities (a node pinned to its
  /// parent, pinned to its parent...) would otherwise add its dummy to every row below it:
  /// rows as long as the chain is deep, quadratic memory and time. A dummy never enters the
  /// basis except when its constraint is removed or its constant changed, so leaving its column
  /// out changes no pivot and no value; those two operations then solve the other constraints
  /// afresh (see ``Tableau/removeMarkerless(_:)``), and explanations that miss it look for it
  /// among the marker-less constraints.
  mutating func insert(
    _ constraint: Constraint, constant: Double, isEdit: Bool = false, keepsMarker: Bool = false
  ) throws(SolverError) {
    let required = constraint.strength.isRequired
    refreshes.pause()  // until the constraint is recorded
    defer {
      refreshes.resume()
      refreshes.discardPostponed()
    }
    if required { beginJournal() }
    let (row, marker, other, scale) = createRow(for: constraint, constant: constant)
    let tolerance = feasibilityTolerance(scale: scale)
    var isMarkerless = false
    var subject = chooseSubject(row, marker: marker, other: other)
    if subject < 0 && symbols.holdsOnlyDummies(row) {
      if abs(row.constant) > tolerance {
        let certificate = row.symbols
        rollBackJournal()
        // Rounding can leave a row of dummies and a constant where the constraints hold
        // together: confirmed as phase 1's conflicts are.
        throw refusal(of: constraint, certificate: certificate)
      }
      subject = marker  // redundant: keep its dummy basic so the row survives later removals
    }
    if subject < 0 {
      if let certificate = addWithArtificialVariable(row, tolerance: tolerance) {
        rollBackJournal()
        if stalled {  // phase 1 gave up: no proof either way
          stalled = false
          throw .numericalFailure(.stalled)
        }
        throw refusal(of: constraint, certificate: certificate)
      }
    } else {
      if required { commitJournal() }
      var solved = row
      if subject == marker && symbols.kinds[Int(marker)] == .dummy {
        solved.constant = 0  // a basic dummy is exactly zero: drop the rounding residue
      }
      if symbols.kinds[Int(marker)] == .dummy && subject != marker && !keepsMarker
        && symbols.holdsMoreDummies(than: settings.markerlessThreshold, row)
      {
        solved.remove(marker)
        isMarkerless = true
      }
      solved.solve(for: subject)
      substitute(subject, solved)
      insertRow(solved, basic: subject)
    }
    records.constraints[ObjectIdentifier(constraint)] = ConstraintRecord(
      constraint: constraint, marker: marker, other: other, constant: constant,
      order: records.nextOrder,
      isEdit: isEdit, isMarkerless: isMarkerless, keepsMarker: keepsMarker)
    if isMarkerless { markerless.count += 1 }
    if required {
      records.constraints[ObjectIdentifier(constraint)]!.check = verification.addCheck(
        for: constraint, constant: constant, symbols: scratch.termSymbols)
    }
    refreshPostponedConstants()
    records.nextOrder += 1
    // The marks of wideness change only once the constraint is in: a refused add leaves them.
    self.scale.noteConstant(constant)
    verification.noteTerms(constraint.expression.terms, symbols: scratch.termSymbols)
    for term in constraint.expression.terms { noteCoefficient(term.coefficient) }
    if !required {
      objective.retain(
        objective.level(constraint.strength.level), weight: constraint.strength.weight)
    }
    counters.constraintsAdded += 1
    optimize()
    restoreFeasibility()
    collectColumnsIfNeeded()
  }

  /// Removes an added constraint: takes its errors out of the objective, pivots its marker
  /// into the basis and drops that row, releases its symbols, and re-optimises.
  mutating func delete(_ constraint: Constraint) {
    let record = records.constraints.removeValue(forKey: ObjectIdentifier(constraint))!
    let strength = constraint.strength
    if !strength.isRequired {
      let level = objective.level(strength.level)
      for symbol in [record.marker, record.other]
      where symbol >= 0 && symbols.kinds[Int(symbol)] == .error {
        let slot = slotOfBasic[Int(symbol)]
        if slot >= 0 {
          for cell in rows[Int(slot)].cells where cell.coefficient != 0 {
            objective.add(-strength.weight * cell.coefficient, level: level, symbol: cell.symbol)
            objectiveChanged.insert(cell.symbol)
          }
        } else {
          objective.add(-strength.weight, level: level, symbol: symbol)
          objectiveChanged.insert(symbol)
        }
      }
      for symbol in objective.release(level) { objectiveChanged.insert(symbol) }
    }
    let marker = record.marker
    let slot = slotOfBasic[Int(marker)]
    if slot >= 0 {
      removeRow(slot)
    } else if let leaving = markerLeavingRow(marker) {
      var row = rows[Int(leaving)]
      let basic = basicOfSlot[Int(leaving)]
      removeRow(leaving)
      row.solve(for: marker, replacing: basic)
      substitute(marker, row)
    }
    releaseSymbol(marker)
    if record.other >= 0 { releaseSymbol(record.other) }
    if record.check >= 0 { verification.removeCheck(record.check) }
    for term in constraint.expression.terms { unuseVariable(term.variable) }
    counters.constraintsRemoved += 1
    optimize()
    restoreFeasibility()
    collectColumnsIfNeeded()
  }

  /// After a primal simplex run: rows it left below zero are rounding (primal pivots keep
  /// restricted rows feasible in exact arithmetic).
  ///
  /// Most are noise below 1e-8; the dual simplex restores any other. Its pivots keep the objective
  /// optimal in exact arithmetic only (a ratio test tipped by rounding can leave a symbol improving
  /// it), so the primal simplex runs again over the symbols they changed, and so on, a few rounds
  /// at most. If the dual simplex fails, or the rounds do not settle, the operation is marked
  /// stalled, so that the verification that follows re-solves or refuses it.
  mutating func restoreFeasibility() {
    for _ in 0..<4 {
      if infeasible.isEmpty { return }
      let failed = dualOptimize() != nil
      infeasible.removeAll(keepingCapacity: true)
      if failed {
        stalled = true
        return
      }
      if objectiveChanged.isEmpty { return }
      optimize()
    }
    if !infeasible.isEmpty {
      stalled = true
      infeasible.removeAll(keepingCapacity: true)
    }
  }

  /// The row to pivot a non-basic marker into before its constraint's row is dropped.
  ///
  /// First a row whose basic symbol is a dummy: such a row (of a redundant required equality)
  /// holds only dummies and must keep doing so, since a basic dummy is pinned to zero; pivoting
  /// the marker anywhere else would substitute other symbols into it. Then kiwi's rule: the
  /// restricted row that limits the marker most tightly with a negative coefficient, else with
  /// a positive one, else an unrestricted row. Ties go to the lowest basic id.
  mutating func markerLeavingRow(_ marker: Symbol) -> Slot? {
    var first: (ratio: Double, basic: Symbol, slot: Slot)?
    var second: (ratio: Double, basic: Symbol, slot: Slot)?
    var third: (basic: Symbol, slot: Slot)?
    var redundant: (basic: Symbol, slot: Slot)?
    var cursor = columns.cursor(marker)
    while let slot = columns.advance(&cursor) {
      let basic = liveBasic(slot)
      guard basic >= 0 else { continue }
      let row = rows[Int(slot)]
      let c = row.coefficient(of: marker)
      if c == 0 { continue }
      if symbols.kinds[Int(basic)] == .dummy {
        if redundant == nil || basic < redundant!.basic { redundant = (basic, slot) }
      } else if symbols.kinds[Int(basic)] == .external {
        if third == nil || basic < third!.basic { third = (basic, slot) }
      } else if c < 0 {
        let ratio = -row.constant / c
        if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic) {
          first = (ratio, basic, slot)
        }
      } else {
        let ratio = row.constant / c
        if second == nil || ratio < second!.ratio
          || (ratio == second!.ratio && basic < second!.basic)
        {
          second = (ratio, basic, slot)
        }
      }
    }
    counters.columnEntriesVisited += cursor.steps
    return redundant?.slot ?? first?.slot ?? second?.slot ?? third?.slot
  }

  // MARK: Pivoting

  /// Makes `entering` basic in the row of `slot`, whose basic symbol leaves, and substitutes
  /// the new row everywhere `entering` appears.
  ///
  /// Before: `leaving = c + a·entering + rest`. After: `entering = (leaving - c - rest) / a`.
  mutating func pivot(_ entering: Symbol, _ slot: Slot) {
    let i = Int(slot)
    let leaving = basicOfSlot[i]
    journal.save(slot, of: rows, basics: basicOfSlot)
    rows[i].solve(for: entering, replacing: leaving)
    verification.noteRowConstant(rows[i].constant)
    columns.append(leaving, slot)
    basicOfSlot[i] = entering
    slotOfBasic[Int(entering)] = slot
    slotOfBasic[Int(leaving)] = -1
    markDirty(leaving)
    markDirty(entering)
    counters.pivots += 1
    // A primal pivot on a row rounding left below zero (the ratio test takes it first) leaves
    // the entering symbol below zero in turn: queued, or the dual simplex would never see it.
    if symbols.kinds[Int(entering)].isRestricted && rows[i].constant < 0 {
      infeasible.append(entering)
    }
    substitute(entering, rows[i])
  }

  /// Replaces `symbol` by `row` in every tableau row that holds it (found through its column),
  /// in the objective and in the phase-1 objective.
  ///
  /// Restricted rows that turn negative are queued for the dual simplex; the constant of an
  /// external variable's row that only rounding holds becomes zero (see ``sumOfConstants(_:_:)``).
  ///
  /// - Complexity: O(*c* · (*k* + *m*)): *c* rows in the column, *k* their cells, *m* `row`'s.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    basisEpoch &+= 1  // also covers the pivot that calls this
    let floor = residueFloor
    var cursor = columns.cursor(symbol)
    while let slot = columns.advance(&cursor) {
      let i = Int(slot)
      let basic = liveBasic(slot)
      guard basic >= 0 else { continue }
      let at = rows[i].index(of: symbol)
      guard at >= 0, rows[i].cells[at].coefficient != 0 else { continue }
      journal.save(slot, of: rows, basics: basicOfSlot)
      // `symbol`'s entry goes when its column is cleared below.
      let kept = rows[i].cells.count - rows[i].zeros - 1
      let before = rows[i].constant
      let added = rows[i].cells[at].coefficient * row.constant
      rows[i].substitute(
        cellAt: at, with: row, floor: floor, scratch: &scratch.cells, gained: &scratch.gained)
      if !symbols.kinds[Int(basic)].isRestricted {
        rows[i].constant = sumOfConstants(before, added)
      }
      refreshIfImprecise(slot, of: basic, from: before, by: added)
      // Cells that cancelled.
      columns.noteStale(kept + scratch.gained.count - (rows[i].cells.count - rows[i].zeros))
      columns.append(scratch.gained, slot)
      scratch.gained.removeAll(keepingCapacity: true)
      markDirty(basic)
      counters.rowUpdates += 1
      if symbols.kinds[Int(basic)].isRestricted && rows[i].constant < 0 { infeasible.append(basic) }
    }
    counters.columnEntriesVisited += cursor.steps
    columns.clear(symbol)
    let entries = objective.entries(of: symbol)
    if !entries.isEmpty {
      objective.clear(symbol)
      for entry in entries {
        for cell in row.cells where cell.coefficient != 0 {
          objective.add(
            entry.coefficient * cell.coefficient, level: entry.level, symbol: cell.symbol,
            termScale: entry.scale * abs(cell.coefficient))
          objectiveChanged.insert(cell.symbol)
        }
      }
    }
    if artificial != nil {
      let at = artificial!.index(of: symbol)
      if at >= 0 && artificial!.cells[at].coefficient != 0 {
        artificial!.substitute(
          cellAt: at, with: row, floor: floor, scratch: &scratch.cells, gained: &scratch.gained)
      }
    }
    scratch.gained.removeAll(keepingCapacity: true)
  }
}

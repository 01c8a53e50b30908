// Replacing one constraint by another in a single change: the old constraint's marker is solved
// out of the new constraint's row instead of out of a row of its own.

extension Tableau {
  /// Removes `old` and adds `new` as one operation, re-optimising once.
  ///
  /// A non-basic marker `m` of a required `old` stands, in every row that holds it, for the
  /// amount by which `old` is violated; without `old` that amount is free. When the new required
  /// constraint's row holds `m`, solving that row for `m` and substituting it everywhere removes
  /// `old` and adds `new` at once: one substitution, where a removal pivots `m` into some row
  /// and drops it and the add that follows often finds no subject and runs phase 1 (two more
  /// pivots). Otherwise (either is soft, `old` is marker-less or basic, the system is
  /// numerically wide) this is a removal and an add, returning to the tableau of before if the
  /// add fails.
  mutating func replace(_ old: Constraint, with new: Constraint) throws(SolverError) {
    guard let found = records.constraints[ObjectIdentifier(old)], !found.isEdit else {
      throw .unknownConstraint(old)
    }
    if new !== old { try checkAddable(new) }
    try transaction(refused: new) { t throws(SolverError) in
      // Read after the pending removals the transaction carried out (a fresh solve renames
      // markers).
      let record = t.records.constraints[ObjectIdentifier(old)]!
      let constant = new.expression.constant
      let saved = t.snapshotForRecovery(
        adding: new.expression.terms, constant: constant, strength: new.strength)
      if new !== old, old.strength.isRequired, new.strength.isRequired, !record.isMarkerless,
        !t.isNumericallyWide, t.slotOfBasic[Int(record.marker)] < 0,
        !t.dummyRowHolds(record.marker), try t.exchange(record, for: new)
      {
        return (saved, record)
      }
      let before = t
      if record.isMarkerless {
        t.removeMarkerless(old)
        t.applyPendingRemovals()
      } else {
        t.delete(old)
      }
      do throws(SolverError) {
        try t.insert(new, constant: constant)
      } catch {
        t = before
        throw error
      }
      return (saved, record)
    } undo: { record, list, _ in
      list.removeAll { $0.constraint === new }
      list.append(record)
    }
  }

  /// Whether a row whose basic symbol is a dummy (a redundant required equality's, which must
  /// hold only dummies) holds `symbol`.
  ///
  /// O(*c*) for the *c* rows of the symbol's column.
  private func dummyRowHolds(_ symbol: Symbol) -> Bool {
    var cursor = columns.cursor(symbol)
    while let slot = columns.advance(&cursor) {
      let basic = liveBasic(slot)
      if basic >= 0, symbols.kinds[Int(basic)] == .dummy,
        rows[Int(slot)].coefficient(of: symbol) != 0
      {
        return true
      }
    }
    return false
  }

  /// Solves the row of required `constraint` for the non-basic marker of `record`'s required
  /// constraint and substitutes it everywhere, then records the exchange and re-optimises.
  ///
  /// - Returns: false, with the tableau unchanged, when the new row does not hold the marker
  ///   (or only by a residue too small to solve for).
  /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` when no pivot makes the rows
  ///   feasible again (the tableau is then unchanged).
  private mutating func exchange(
    _ record: ConstraintRecord, for constraint: Constraint
  ) throws(SolverError) -> Bool {
    let old = record.constraint
    let marker = record.marker
    let constant = constraint.expression.constant
    refreshes.pause()  // until the new constraint is recorded
    defer {
      refreshes.resume()
      refreshes.discardPostponed()
    }
    beginJournal()
    let (row, newMarker, other, size) = createRow(for: constraint, constant: constant)
    let coefficient = row.coefficient(of: marker)
    let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
    guard abs(coefficient) > epsilon * largest else {
      rollBackJournal()
      return false
    }
    var solved = row
    solved.solve(for: marker)
    substitute(marker, solved)
    if let failed = dualOptimize(tolerance: feasibilityTolerance(scale: size)) {
      let slot = slotOfBasic[Int(failed)]
      let certificate = [failed] + rows[Int(slot)].symbols
      rollBackJournal()
      throw refusal(of: constraint, certificate: certificate)
    }
    commitJournal()
    // The old constraint goes: its marker is in no row any more.
    records.constraints.removeValue(forKey: ObjectIdentifier(old))
    releaseSymbol(marker)
    if record.check >= 0 { verification.removeCheck(record.check) }
    counters.constraintsRemoved += 1
    // The new one is recorded as an add records it (its term symbols are still in scratch).
    var added = ConstraintRecord(
      constraint: constraint, marker: newMarker, other: other, constant: constant,
      order: records.nextOrder, isEdit: false)
    added.check = verification.addCheck(
      for: constraint, constant: constant, symbols: scratch.termSymbols)
    records.constraints[ObjectIdentifier(constraint)] = added
    refreshPostponedConstants()
    records.nextOrder += 1
    scale.noteConstant(constant)
    verification.noteTerms(constraint.expression.terms, symbols: scratch.termSymbols)
    for term in constraint.expression.terms { noteCoefficient(term.coefficient) }
    for term in old.expression.terms { unuseVariable(term.variable) }
    counters.constraintsAdded += 1
    optimize()
    restoreFeasibility()
    collectColumnsIfNeeded()
    return true
  }
}

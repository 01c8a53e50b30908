// The solver's operations on its state; ``Solver`` documents and forwards to them.

extension Tableau {
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    try checkAddable(constraint)
    let constant = constraint.expression.constant
    try transaction(refused: constraint) { t throws(SolverError) in
      let saved = t.snapshotForRecovery(
        adding: constraint.expression.terms, constant: constant, strength: constraint.strength)
      try t.insert(constraint, constant: constant)
      return (saved, ())
    } undo: { _, list, _ in
      list.removeAll { $0.constraint === constraint }
    }
  }

  /// Checks a constraint to be added, before anything changes (pending removals included): not
  /// added yet, a valid strength, finite and normal coefficients within the spread the tableau
  /// can hold, a finite constant.
  ///
  /// O(*k*) for *k* terms.
  func checkAddable(_ constraint: Constraint) throws(SolverError) {
    if records.constraints.position(of: ObjectIdentifier(constraint)) != nil {
      throw .duplicateConstraint(constraint)
    }
    try constraint.strength.validate()
    for term in constraint.expression.terms {
      if !term.coefficient.isFinite {
        throw .nonFiniteNumber(.coefficient(term.variable, in: constraint))
      }
      // A subnormal coefficient's reciprocal overflows and its products keep fewer digits.
      if term.coefficient != 0 && abs(term.coefficient) < Double.leastNormalMagnitude {
        throw .numericalFailure(.imprecise(constraint))
      }
    }
    if scale.spreadsTooFar(constraint.expression.terms) {
      throw .numericalFailure(.imprecise(constraint))
    }
    let constant = constraint.expression.constant
    if !constant.isFinite { throw .nonFiniteNumber(.constant(constant, in: constraint)) }
  }

  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.constraints[ObjectIdentifier(constraint)], !record.isEdit else {
      throw .unknownConstraint(constraint)
    }
    if record.isMarkerless {
      beginCall()
      removeMarkerless(constraint)
      return
    }
    try transaction(applyingPendingRemovals: false) { t in
      let saved = t.snapshotForRecovery()
      t.delete(constraint)
      return (saved, ())
    } undo: { _, list, _ in
      list.append(record)
    }
  }

  mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let record = records.constraints[ObjectIdentifier(constraint)], !record.isEdit else {
      throw .unknownConstraint(constraint)
    }
    if !constant.isFinite { throw .nonFiniteNumber(.constant(constant, in: constraint)) }
    try transaction { t throws(SolverError) in
      let saved = t.snapshotForRecovery(constant: constant)
      if record.isMarkerless {
        try t.restoreMarker(of: record, constant: constant)
      } else {
        try t.changeConstant(of: record, to: constant)
      }
      t.scale.noteConstant(constant)  // only once the change is made: a refused one leaves no trace
      return (saved, ())
    } undo: { _, list, _ in
      if let at = list.firstIndex(where: { $0.constraint === constraint }) {
        list[at].constant = record.constant
      }
    }
  }

  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    if records.edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
    try strength.validate()
    if strength.isRequired { throw .requiredEditVariable(variable) }
    try transaction { t throws(SolverError) in
      let current = t.value(of: variable)
      let constraint = Constraint(
        Expression([Term(variable)], constant: -current), .equal, strength: strength)
      let saved = t.snapshotForRecovery(
        adding: constraint.expression.terms, constant: current, strength: strength)
      try t.insert(constraint, constant: -current, isEdit: true)
      t.records.edits[variable.id] = EditRecord(constraint: constraint, value: current)
      return (saved, constraint)
    } undo: { constraint, list, edits in
      list.removeAll { $0.constraint === constraint }
      edits[variable.id] = nil
    }
  }

  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard records.edits[variable.id] != nil else { throw .unknownEditVariable(variable) }
    try transaction { t in
      let saved = t.snapshotForRecovery()
      let edit = t.records.edits.removeValue(forKey: variable.id)!
      let record = t.records.constraints[ObjectIdentifier(edit.constraint)]!
      t.delete(edit.constraint)
      return (saved, (edit: edit, record: record))
    } undo: { removed, list, edits in
      list.append(removed.record)
      edits[variable.id] = removed.edit
    }
  }

  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard records.edits.position(of: variable.id) != nil else {
      throw .unknownEditVariable(variable)
    }
    if !value.isFinite { throw .nonFiniteNumber(.suggestedValue(value, for: variable)) }
    try transaction { t in
      let position = t.records.edits.position(of: variable.id)!
      let constraint = t.records.edits[at: position].constraint
      let previous = t.records.edits[at: position].value
      let record = t.records.constraints[ObjectIdentifier(constraint)]!
      let saved = t.snapshotForRecovery(constant: value)
      t.scale.noteConstant(value)
      t.records.edits[at: position].value = value
      t.counters.suggestions += 1
      var column = MarkerColumn()
      // Keep the column uniquely referenced while it changes.
      swap(&column, &t.records.edits[at: position].column)
      try! t.changeConstant(of: record, to: -value, caching: true, column: &column)
      swap(&column, &t.records.edits[at: position].column)
      return (saved, (record: record, previous: previous))
    } undo: { old, list, edits in
      if let at = list.firstIndex(where: { $0.constraint === old.record.constraint }) {
        list[at].constant = old.record.constant
      }
      edits[variable.id]!.value = old.previous
    }
  }

  mutating func updateVariables() -> [Variable] {
    beginCall()
    applyPendingRemovals()
    var changed: [Variable] = []
    changed.reserveCapacity(dirty.count)  // one allocation, not one per doubling
    for symbol in dirty.symbols {
      let s = Int(symbol)
      guard symbols.kinds[s] == .external, let variable = symbols.externals[s] else { continue }
      let slot = slotOfBasic[s]
      var value = slot >= 0 ? rows[Int(slot)].constant : 0
      if value == 0 { value = 0 }  // no -0
      if variable.value != value {
        variable.storedValue = value
        changed.append(variable)
      }
    }
    dirty.removeAll()
    return changed
  }

  func value(of variable: Variable) -> Double {
    guard let record = records.variables[variable.id] else { return variable.value }
    let slot = slotOfBasic[Int(record.symbol)]
    let value = slot >= 0 ? rows[Int(slot)].constant : 0
    return value == 0 ? 0 : value
  }

  /// The values of the current solution, for the layers that evaluate constraints at them.
  var solvedValues: SolvedValues { SolvedValues(rows: rows, slotOfBasic: slotOfBasic) }

  func hasAmbiguousValue(_ variable: Variable) -> Bool {
    guard let record = records.variables[variable.id] else { return true }
    return isAmbiguous(record.symbol)
  }

  var statistics: Solver.Statistics {
    var result = counters
    result.constraints = records.constraints.count
    result.rows = rows.count - freeSlots.count
    result.cells = rows.reduce(0) { $0 + $1.cells.count - $1.zeros }
    return result
  }

  mutating func reset() {
    let settings = self.settings
    self = Tableau()
    self.settings = settings
  }
}

// Required equalities kept without their dummy marker in the rows (see
// `insert(_:constant:isEdit:keepsMarker:)`): the two operations that would make the missing
// dummy enter the basis, removing the constraint and changing its constant, solve the other
// constraints afresh instead. Removals wait for the next call that needs the solution, so that
// taking a whole subtree's constraints out one by one costs one fresh solve, not one each.

extension Tableau {
  /// Removes a marker-less constraint from the records; the tableau keeps it until
  /// ``applyPendingRemovals()``, which every call that reads or changes the solution makes
  /// first.
  ///
  /// Other removals may run before that: the tableau stays a valid one for the records plus the
  /// pending constraints. O(1).
  mutating func removeMarkerless(_ constraint: Constraint) {
    records.constraints.removeValue(forKey: ObjectIdentifier(constraint))
    markerless.removalsPending = true
    counters.constraintsRemoved += 1
  }

  /// Solves the recorded constraints and edit variables afresh, in their order of addition, if
  /// marker-less constraints were removed since the last call.
  ///
  /// Should even the fresh solve not hold every required constraint (rounding), it is kept with
  /// every check queued, so that the next operation's verification reports it.
  ///
  /// - Complexity: O(1) with nothing pending; else a solve from scratch (for a chain of *n*
  ///   links, O(*n*)).
  mutating func applyPendingRemovals() {
    guard markerless.removalsPending else { return }
    markerless.removalsPending = false
    let list = records.constraints.orderedValues
    if !rebuild(from: list, edits: records.edits, counting: false) {
      _ = rebuild(from: list, edits: records.edits, evenIfViolated: true, counting: false)
    }
  }

  /// Changes the constant of a marker-less constraint: solves the others afresh, then adds the
  /// constraint back with the new constant and, from then on, its marker (so that further
  /// changes are incremental), at its old place in the order of addition.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` if it cannot hold with the new
  ///   constant, ``SolverError/numericalFailure(_:)`` if the others cannot be solved afresh; the
  ///   solver is then unchanged.
  /// - Complexity: a solve from scratch, then one add.
  mutating func restoreMarker(of record: ConstraintRecord, constant: Double) throws(SolverError) {
    let saved = self
    let constraint = record.constraint
    var others = records.constraints.orderedValues
    others.removeAll { $0.constraint === constraint }
    // On failure the tableau is left as it was.
    guard rebuild(from: others, edits: records.edits, counting: false) else {
      throw .numericalFailure(.stalled)
    }
    do throws(SolverError) {
      try insert(constraint, constant: constant, keepsMarker: true)
    } catch {
      self = saved
      throw error
    }
    counters.constraintsAdded -= 1  // a constant change, not an add
    records.constraints[ObjectIdentifier(constraint)]!.order = record.order
  }
}

extension Records {
  /// The marker-less required constraints not in `found`, for an explanation whose
  /// certificate cannot name them (their markers are in no row).
  ///
  /// O(*n*) for *n* constraints.
  func markerlessConstraints(notIn found: [ConstraintRecord]) -> [ConstraintRecord] {
    constraints.orderedValues.filter { record in
      record.isMarkerless && !found.contains { $0.constraint === record.constraint }
    }
  }
}

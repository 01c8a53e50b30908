// Recovering from a failed verification: solving afresh from the constraints, settling a
// numerically wide system against fresh solves, and returning to the state before a call.

extension Tableau {
  /// Verifies what the last operation changed; on a failure re-solves from the constraints
  /// (in a numerically wide system, settled against the other fresh solve, see
  /// ``settleAgainstFreshSolve()``), and if that fails too, returns to `saved` (the tableau
  /// before the operation), or without one re-solves without the operation (`undo` edits the
  /// records and edit records back to what they were before it), and throws.
  ///
  /// - Parameters:
  ///   - before: The counters before the operation, restored if it is undone.
  ///   - saved: The tableau before the operation, if it kept one (see
  ///     ``snapshotForRecovery(adding:)``).
  ///   - undo: Edits the records and edit records back to what they were before the operation.
  /// - Throws: ``SolverError/numericalFailure(_:)``; the solver then holds the constraints and
  ///   suggestions it held before the operation (exactly the tableau it had, if it was `saved`,
  ///   else solved afresh), and its counters as they were.
  mutating func verify(
    from before: Solver.Statistics, restoring saved: TableauSnapshot? = nil,
    undoing undo: (inout [ConstraintRecord], inout IdentityTable<EditRecord>) -> Void
  ) throws(SolverError) {
    guard
      verification.mustVerify(
        since: before, counters: counters, stalled: stalled, isNumericallyWide: isNumericallyWide)
    else { return }
    if isNumericallyWide { refine() }
    let wasStalled = stalled
    stalled = false
    var failure: Verification.Failure
    var list: [ConstraintRecord] = []
    var editList = records.edits
    if let found = verification.verifyTouched(
      SolvedValues(rows: rows, slotOfBasic: slotOfBasic), kinds: symbols.kinds, stalled: wasStalled,
      counters: &counters)
    {
      failure = found
      list = records.constraints.orderedValues
      if rebuild(from: list, edits: editList) {
        // The fresh solve is in order of addition; where it missed an optimum the solve by
        // priority reaches (5e44 against 636,002 at a level of one system), the settling
        // keeps that one.
        guard isNumericallyWide, let drifted = settleAgainstFreshSolve() else { return }
        failure = .violated(drifted)
      }
    } else {
      guard isNumericallyWide && needsSettling(since: before),
        let drifted = settleAgainstFreshSolve()
      else { return }
      failure = .violated(drifted)
      list = records.constraints.orderedValues
    }
    if let saved {
      // A fresh solve of the state before may hold its required constraints less well than
      // the tableau that had been verified: return to that tableau itself.
      self = saved.tableau
    } else {
      undo(&list, &editList)
      // Returning to the state before is not optional: it has a budget of its own.
      beginCall()
      // The state before the operation, solved afresh, even if that solve does not hold every
      // required constraint either: the operation must leave no trace, and keeping the tableau
      // of the refused operation would keep its effect (and an edit's suggestion) for good.
      _ = rebuild(from: list, edits: editList, evenIfViolated: true)
    }
    counters = before
    switch failure {
    case .violated(let constraint): throw .numericalFailure(.imprecise(constraint))
    case .notFinite: throw .numericalFailure(.overflow)
    case .stalled: throw .numericalFailure(.stalled)
    }
  }

  /// Whether a verified call on a numerically wide system is compared with fresh solves
  /// (``settleAgainstFreshSolve()``, which does nothing beyond ``Verification/freshSolveLimit``
  /// constraints): after an add or a removal, always; after another call that changed the rows
  /// (see ``Solver/Statistics/changedRows(since:)``), or any call while the system holds at most
  /// ``Verification/settlingLimit`` constraints, unless refactoring confirmed the basis
  /// (``isConfirmedByRefactoring``).
  ///
  /// Why the exception: a drag that pivots at every suggestion would pay two solves from
  /// scratch each time, while a basis whose own double-double rows call it optimal gains
  /// nothing from them. Why not after adds and removals: there the property runs need the
  /// fresh solves.
  ///
  /// - Complexity: O(1), or O(terms of the soft constraints) to check for drift.
  func needsSettling(since before: Solver.Statistics) -> Bool {
    if counters.addedOrRemoved(since: before) { return true }
    guard
      counters.changedRows(since: before) || records.constraints.count <= Verification.settlingLimit
    else {
      return false
    }
    return !isConfirmedByRefactoring
  }

  /// Whether the current basis needs no fresh solve to compare with: its rows are those of a
  /// successful refactoring (``RefactoringCache/epoch``), the objective summed in double-double
  /// from them called it optimal (``RefactoringCache/preciseOptimumEpoch``), and no soft error has
  /// drifted from its constraint (see ``Records/inconsistentSoftConstraint(at:)``).
  ///
  /// O(terms of the soft constraints).
  var isConfirmedByRefactoring: Bool {
    basisEpoch == refactoring.epoch && basisEpoch == refactoring.preciseOptimumEpoch
      && records.inconsistentSoftConstraint(at: solvedValues) == nil
  }

  /// Solves the constraints afresh beside the incremental tableau of a numerically wide system
  /// (see ``isNumericallyWide``), twice, and keeps the better fresh solve where it is better:
  /// where a soft error of this tableau has drifted from its constraint (see
  /// ``Records/inconsistentSoftConstraint(at:)``) and the better fresh solve's has not (a fresh solve
  /// whose soft errors hold ranks first then), or where the better fresh solve's level errors,
  /// evaluated from the constraints themselves, are lexicographically lower (see
  /// ``LevelErrors/isLexicographicallyBetter(than:)``) or lower at one level and higher at none (see
  /// ``LevelErrors/dominates(_:)``).
  ///
  /// The first fresh solve adds the constraints in their order of addition, the second the required
  /// ones first and the others by level, highest first (each in order of addition): rounding
  /// differs with the order, and in the property runs each order reached optima the other missed. A
  /// fresh solve that does not hold every required constraint is never kept; the other is still
  /// tried.
  ///
  /// Why: where coefficients span widely, a substitution of the incremental path can drop a
  /// coefficient that is below the rounding of its operands, and the tableau then reports an
  /// optimum that is not one (a level off by half its size);
  /// a solve in the constraints' order of addition does not carry that history. Neither path
  /// is always right, so the comparison uses what both can be judged by: the errors at their
  /// values.
  ///
  /// Does nothing while the system holds more than ``Verification/freshSolveLimit`` constraints.
  ///
  /// - Returns: A soft constraint whose error has drifted where no fresh solve holds every soft
  ///   error (the tableau is then unchanged, and the call is refused as imprecise: with errors
  ///   off by more than rounding, no solve can tell which solution is the optimum); otherwise
  ///   nil.
  /// - Complexity: two solves from scratch, on numerically wide systems of at most
  ///   ``Verification/freshSolveLimit`` constraints only.
  @discardableResult
  mutating func settleAgainstFreshSolve() -> Constraint? {
    guard records.constraints.count <= Verification.freshSolveLimit else { return nil }
    let list = records.constraints.orderedValues
    let driftedConstraint = records.inconsistentSoftConstraint(at: solvedValues)
    let drifted = driftedConstraint != nil
    var best: Tableau? = nil
    var bestErrors = LevelErrors(levels: [])
    var bestHolds = false
    for byPriority in [false, true] {
      var candidate = self
      let solved = candidate.rebuild(from: list, edits: records.edits, byPriority: byPriority)
      takeWork(from: candidate)
      guard solved else { continue }
      // Where this tableau's soft errors drifted, a solve whose errors hold ranks first.
      let holds =
        !drifted || candidate.records.inconsistentSoftConstraint(at: candidate.solvedValues) == nil
      let errors = candidate.levelErrors()
      if best == nil || (holds && !bestHolds)
        || (holds == bestHolds && errors.isLexicographicallyBetter(than: bestErrors))
      {
        best = candidate
        bestErrors = errors
        bestHolds = holds
      }
    }
    guard var best else { return driftedConstraint }  // see Returns
    best.takeWork(from: self)
    if drifted && bestHolds {
      self = best
      return nil
    }
    if drifted { return driftedConstraint }  // see Returns
    let errors = levelErrors()
    if bestErrors.isLexicographicallyBetter(than: errors) || bestErrors.dominates(errors) {
      self = best
    }
    return nil
  }

  /// A copy of the tableau for ``verify(from:restoring:undoing:)`` to return to, or nil unless
  /// the system, with `terms`, `constant` and `strength` (of the call about to run), is
  /// numerically wide.
  ///
  /// - Complexity: O(*t*) for *t* terms. The copy shares storage until written: an operation
  ///   that keeps one then copies each array it changes once, so it costs O(size of the
  ///   tableau) on top of its own work.
  func snapshotForRecovery(
    adding terms: [Term] = [], constant: Double = 0, strength: Strength? = nil
  ) -> TableauSnapshot? {
    var smallest = scale.smallestCoefficient
    var largest = scale.largestCoefficient
    for term in terms where term.coefficient != 0 {
      smallest = min(smallest, abs(term.coefficient))
      largest = max(largest, abs(term.coefficient))
    }
    var weights = objective.weightSpread
    if let strength, !strength.isRequired {
      weights = objective.weightSpread(adding: strength.weight, at: strength.level)
    }
    let constant = max(scale.largestConstant, abs(constant))
    let wide = SystemScale.isWide(
      smallest: smallest, largest: largest, constant: constant, weights: weights)
    // A value near a constant over the smallest coefficient may overflow: a refusal must then
    // return to this tableau, not to a fresh solve (whose epochs differ).
    let mayOverflow = max(1, constant) > Tolerance.overflowMargin * smallest
    return wide || mayOverflow ? TableauSnapshot(self) : nil
  }

  /// Removes a refused constraint from the tableau that still holds it (when no fresh solve
  /// could replace that tableau), restores the counters to `before`, and queues every check,
  /// so that the next operation verifies them all.
  ///
  /// - Complexity: as a removal.
  mutating func withdraw(_ constraint: Constraint, restoring before: Solver.Statistics) {
    beginCall()  // returning to the state before has a budget of its own
    if records.constraints[ObjectIdentifier(constraint)]!.isMarkerless {
      removeMarkerless(constraint)
    } else {
      delete(constraint)
    }
    verification.newChecks = verification.checks.indices.compactMap {
      verification.checks[$0].constraint != nil ? Int32($0) : nil
    }
    counters = before
  }

  /// Replaces the tableau by a fresh solve of `list` (in their order of addition) with `edits`,
  /// and returns true, if that solve holds every required constraint with finite values;
  /// otherwise leaves the tableau as it is and returns false.
  ///
  /// Counters carry over, and the solve's work (pivots, row updates) is added to them and taken
  /// from the call's budget (``pivotsLeft``), whether or not the solve replaces the tableau.
  ///
  /// With `evenIfViolated`, a fresh solve that accepted every constraint replaces the tableau
  /// even when a required constraint does not hold in it (the function still returns false);
  /// every check is then queued, so that the next operation verifies them all and cannot
  /// report success while one is violated.
  ///
  /// With `counting` false (a solve that is how an operation is carried out, not a recovery),
  /// ``Solver/Statistics/rebuilds`` is not counted. With `byPriority`, the required constraints
  /// are added first, then the others by level, highest first (see
  /// ``settleAgainstFreshSolve()``).
  ///
  /// - Complexity: a solve from scratch.
  mutating func rebuild(
    from list: [ConstraintRecord], edits: IdentityTable<EditRecord>, evenIfViolated: Bool = false,
    counting: Bool = true, byPriority: Bool = false
  ) -> Bool {
    var fresh = Tableau()
    fresh.settings = settings
    fresh.basisEpoch = basisEpoch &+ 1  // past every epoch the edits' cached columns hold
    fresh.counters = counters
    fresh.pivotsLeft = pivotsLeft  // the call's budget, shared
    let ordered =
      byPriority
      ? list.sorted { a, b in
        let p = a.constraint.strength.isRequired ? Double.infinity : a.constraint.strength.level
        let q = b.constraint.strength.isRequired ? Double.infinity : b.constraint.strength.level
        return p != q ? p > q : a.order < b.order
      }
      : list.sorted(by: { $0.order < $1.order })
    for record in ordered {
      do throws(SolverError) {
        try fresh.insert(
          record.constraint, constant: record.constant, isEdit: record.isEdit,
          keepsMarker: record.keepsMarker)
      } catch {
        takeWork(from: fresh)
        return false
      }
    }
    if fresh.isNumericallyWide { fresh.refine() }
    let holds = !fresh.stalled && fresh.verification.verifyAll(fresh.solvedValues) == nil
    guard holds || evenIfViolated else {
      takeWork(from: fresh)
      return false
    }
    fresh.stalled = false
    fresh.verification.needsFreshSolve = false  // a fresh solve is as exact as constants get
    fresh.verification.constantNotFinite = false  // verifyAll read every row
    fresh.records.edits = edits
    fresh.verification.touched.removeAll()  // all of its flags with it
    fresh.verification.newChecks.removeAll()
    if !holds {
      fresh.verification.newChecks = fresh.verification.checks.indices.compactMap {
        fresh.verification.checks[$0].constraint != nil ? Int32($0) : nil
      }
    }
    let work = fresh
    fresh.counters = counters  // the other counters are of the operation, not of the solve
    fresh.takeWork(from: work)
    if counting { fresh.counters.rebuilds += 1 }
    self = fresh
    return holds
  }
}

/// A tableau kept for ``Tableau/verify(from:restoring:undoing:)`` to return to.
///
/// A reference, so that the usual case, none, is one word to pass around rather than a
/// tableau-sized optional.
final class TableauSnapshot {
  let tableau: Tableau
  init(_ tableau: Tableau) { self.tableau = tableau }
}

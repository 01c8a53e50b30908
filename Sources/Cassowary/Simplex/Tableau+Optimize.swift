// The simplex steps: primal optimisation of the lexicographic objective, the phase-1 add through
// an artificial variable, and the dual simplex that restores feasibility after a constant
// changes.

extension Tableau {
  // MARK: Primal simplex

  /// Pivots until no symbol can improve the objective (the lexicographic one, or the phase-1
  /// objective while `artificial` is set).
  ///
  /// The entering symbol is the highest-id symbol that improves the objective (Bland's rule on
  /// the reverse of the creation order): a restricted symbol whose coefficient vector is
  /// lexicographically negative, or an external (unrestricted) symbol whose vector is non-zero,
  /// which then moves against its gradient. Among rows tied in the ratio test the highest basic
  /// id leaves. Bland's rule cannot cycle under any fixed order of the symbols; a pivot budget
  /// guards against rounding all the same.
  ///
  /// Why the newest first: a symbol is substituted into every row that holds it, and the
  /// symbols of the latest constraints are held by the fewest rows (in a chain, a box's errors
  /// appear in the rows of every box after it). On a degenerate objective (many weak
  /// constraints of one weight, all equally worth violating) the order decides which of them
  /// give way, and so the work: the capped chain of 2,000 boxes makes the same 2,961 pivots
  /// either way, with 1,463,681 row updates lowest-first and 465,202 newest-first.
  ///
  /// (Dantzig's rule, the most improving symbol, was tried: on an over-constrained grid it drove
  /// the primal simplex through rows that rounding had left infeasible and broke a required
  /// constraint, for no gain once substitutions cost what the short row costs.)
  mutating func optimize() {
    while true {
      pivotsLeft -= 1
      if pivotsLeft < 0 {  // rounding can defeat any rule; never loop for ever
        pivotsLeft = 0
        stalled = true
        return
      }
      let (entering, direction) = artificial != nil ? artificialEntering() : lexicographicEntering()
      if entering < 0 { return }
      guard let (slot, ratio) = leavingRow(for: entering, direction: direction) else {
        // Unbounded: impossible for an objective that is a sum of non-negative errors, so the
        // coefficients are rounding residue that no row limits: they are dropped.
        if artificial != nil { return }
        objective.clear(entering)
        continue
      }
      if ratio <= 0 { counters.degeneratePivots += 1 }
      pivot(entering, slot)
    }
  }

  /// The most simplex steps (each at most one pivot) one public call may make, over every
  /// simplex run and every fresh solve in it, for a tableau of this size: far more than any call
  /// that makes progress needs (a few per row and solve), a guard against rounding that stalls
  /// the rules and against recovery that grinds.
  ///
  /// Set into ``pivotsLeft`` when a call begins. Past it the run stops and sets ``stalled``; the
  /// call then fails with ``NumericalFailure/stalled`` and the solver is as it was (see
  /// ``beginCall()``).
  var pivotBudget: Int { 10_000 + 50 * (rows.count + symbols.kinds.count) }

  /// Starts a public call's work: ``pivotBudget`` simplex steps for all of it.
  ///
  /// O(1).
  mutating func beginCall() {
    pivotsLeft = pivotBudget
  }

  /// Takes the work counters and the budget left from `other`, a copy of this tableau made in the
  /// same call that worked on after the copy (a fresh solve or a trial that is discarded or
  /// replaced): its work counts for the call all the same.
  ///
  /// O(1).
  mutating func takeWork(from other: Tableau) {
    counters.pivots = other.counters.pivots
    counters.degeneratePivots = other.counters.degeneratePivots
    counters.rowUpdates = other.counters.rowUpdates
    counters.columnEntriesVisited = other.counters.columnEntriesVisited
    counters.basisRepairs = other.counters.basisRepairs
    pivotsLeft = other.pivotsLeft
  }

  /// The entering symbol for the lexicographic objective: the highest-id improving symbol among
  /// those whose objective coefficients changed (every improving symbol is among them, since an
  /// optimal objective has none and only a change can make one).
  ///
  /// Symbols found not to improve leave the queue.
  ///
  /// - Complexity: O(*q* · *L* · log *n*) for *q* queued symbols, *L* levels of *n* cells.
  mutating func lexicographicEntering() -> (Symbol, Double) {
    var best: Symbol = -1
    var bestDirection = 0.0
    // Taken out while it is filtered, so that the filter may read the rest of the tableau.
    var queue = MarkedSymbols()
    swap(&queue, &objectiveChanged)
    queue.removeAll { s in
      let i = Int(s)
      guard i < symbols.kinds.count else { return true }
      let kind = symbols.kinds[i]
      var improving = false
      if kind != .dummy && kind != .free && slotOfBasic[i] < 0 {
        let sign = objective.sign(of: s)
        improving = kind == .external ? sign != 0 : sign < 0
        if improving && s > best {
          best = s
          bestDirection = kind == .external ? Double(-sign) : 1
        }
      }
      return !improving
    }
    swap(&queue, &objectiveChanged)
    return (best, bestDirection)
  }

  /// The entering symbol for the phase-1 objective (a single row): the highest-id improving one.
  func artificialEntering() -> (Symbol, Double) {
    for cell in artificial!.cells.reversed() where cell.coefficient != 0 {
      let c = cell.coefficient
      switch symbols.kinds[Int(cell.symbol)] {
      case .dummy, .free: continue
      case .external: return (cell.symbol, c < 0 ? 1 : -1)
      default: if c < 0 { return (cell.symbol, 1) }
      }
    }
    return (-1, 0)
  }

  /// The ratio test: among restricted rows that `entering` (moving in `direction`) drives
  /// toward zero, the one that reaches zero first, and that ratio (negative for a row rounding
  /// left below zero: it leaves first); ties go to the highest basic symbol id (see
  /// ``optimize()``).
  mutating func leavingRow(for entering: Symbol, direction: Double) -> (Slot, Double)? {
    var best: Slot = -1
    var bestRatio = Double.infinity
    var bestBasic: Symbol = -1
    var cursor = columns.cursor(entering)
    while let slot = columns.advance(&cursor) {
      let i = Int(slot)
      let basic = liveBasic(slot)
      guard basic >= 0, symbols.kinds[Int(basic)].isRestricted else { continue }
      let a = rows[i].coefficient(of: entering) * direction
      guard a < 0 else { continue }
      let ratio = -rows[i].constant / a
      if ratio < bestRatio || (ratio == bestRatio && basic > bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = basic
      }
    }
    counters.columnEntriesVisited += cursor.steps
    return best >= 0 ? (best, bestRatio) : nil
  }

  // MARK: Phase 1

  /// Adds a row that has no usable subject through an artificial variable `a = row`: minimises
  /// `a`; if it reaches zero (within `tolerance`) the row can hold, and `a` is taken out
  /// again.
  ///
  /// Runs inside the journal the caller opened.
  ///
  /// - Returns: nil on success (the journal is committed); otherwise the symbols of the final
  ///   phase-1 objective, whose required owners are the conflicting constraints (the caller
  ///   rolls the journal back).
  mutating func addWithArtificialVariable(_ row: Row, tolerance: Double) -> [Symbol]? {
    let art = newSymbol(.artificial)
    insertRow(row, basic: art)
    artificial = row
    optimize()
    let feasible = abs(artificial!.constant) <= tolerance
    let certificate = artificial!.symbols
    artificial = nil
    guard feasible else { return certificate }
    commitJournal()

    let slot = slotOfBasic[Int(art)]
    if slot >= 0 {
      // `a` is still basic, at zero up to rounding: pivot any other symbol of its row in, so
      // that the row (which now encodes the new constraint) stays. Prefer slack and error
      // symbols, then externals, then dummies.
      var row = rows[Int(slot)]
      row.constant = 0
      removeRow(slot)
      let entering =
        row.cells.first {
          $0.coefficient != 0
            && (symbols.kinds[Int($0.symbol)] == .slack || symbols.kinds[Int($0.symbol)] == .error)
        }?.symbol
        ?? row.cells.first { $0.coefficient != 0 && symbols.kinds[Int($0.symbol)] == .external }?
        .symbol
        ?? row.cells.first { $0.coefficient != 0 }?.symbol
      if let entering {
        row.solve(for: entering, replacing: art)
        row.remove(art)
        substitute(entering, row)
        insertRow(row, basic: entering)
      }
    }
    var cursor = columns.cursor(art)
    while let slot = columns.advance(&cursor) {
      if liveBasic(slot) >= 0 { rows[Int(slot)].remove(art) }
      basisEpoch &+= 1
    }
    objective.clear(art)
    releaseSymbol(art)
    return nil
  }

  // MARK: Dual simplex

  /// Restores feasibility after constants changed, keeping optimality: for each queued row
  /// whose restricted basic symbol went negative, pivots in the symbol with the smallest
  /// objective-to-coefficient ratio (compared lexicographically; ties to the lowest id).
  /// (Ties go to the lowest id, not the newest as in ``optimize()``: the newest makes as many
  /// pivots on the capped drag and leaves denser rows.)
  ///
  /// A row counts as below zero past ``residueFloor``: ``epsilon`` (layout values are points),
  /// but any amount in a numerically wide system, where a value of 1e-9 is real (`-1.7e10 * x
  /// - 30 <= 0` bounds `x` at -1.7e-9) and a weight of 1024 makes it an error of 1.8e-6.
  ///
  /// - Returns: nil on success, or the basic symbol of a row that cannot be made feasible
  ///   (the required constraints are then unsatisfiable; that row is the certificate).
  /// - Parameter tolerance: How far below zero a row may end and still count as feasible (see
  ///   ``feasibilityTolerance(scale:)``).
  mutating func dualOptimize(tolerance: Double = epsilon) -> Symbol? {
    while let leaving = popLowestInfeasible() {
      pivotsLeft -= 1
      if pivotsLeft < 0 {
        pivotsLeft = 0
        stalled = true
        infeasible.removeAll(keepingCapacity: true)
        return nil
      }
      let slot = slotOfBasic[Int(leaving)]
      guard slot >= 0 else { continue }
      let constant = rows[Int(slot)].constant
      let entering: Symbol
      if symbols.kinds[Int(leaving)] == .dummy {
        // A basic dummy (the row of a redundant required equality) holds only dummies: no
        // pivot can fix a non-zero constant.
        entering = -1
      } else if constant < -residueFloor {
        entering = dualEntering(inRowAt: slot)  // -1 if no symbol can raise the row
      } else {
        continue
      }
      if entering >= 0 {
        pivot(entering, slot)
      } else if abs(constant) <= tolerance {  // rounding, not a contradiction: drop it
        journal.save(slot, of: rows, basics: basicOfSlot, constantOnly: true)
        rows[Int(slot)].constant = 0
      } else {
        infeasible.append(leaving)
        return leaving
      }
    }
    return nil
  }

  /// Takes the queued infeasible row with the lowest basic symbol id, so that the order of
  /// dual pivots depends on symbol ids only.
  ///
  /// O(*q*) for *q* queued rows.
  mutating func popLowestInfeasible() -> Symbol? {
    guard !infeasible.isEmpty else { return nil }
    var at = 0
    for i in infeasible.indices where infeasible[i] < infeasible[at] { at = i }
    infeasible.swapAt(at, infeasible.count - 1)
    return infeasible.removeLast()
  }

  /// The entering symbol of the dual ratio test for an infeasible row: the one whose
  /// objective vector divided by its coefficient is lexicographically smallest.
  func dualEntering(inRowAt slot: Slot) -> Symbol {
    var best: Symbol = -1
    var bestScale = 0.0
    for cell in rows[Int(slot)].cells where cell.coefficient != 0 {
      let s = cell.symbol
      let a = cell.coefficient
      let kind = symbols.kinds[Int(s)]
      // Raising the row by one unit moves `s` by 1/a (an external may move either way; a
      // restricted symbol only up, so it needs a > 0), changing the objective by obj(s)/a.
      if kind == .dummy || kind == .free || (kind != .external && a <= 0) { continue }
      let scale = 1 / a
      if best < 0 || objective.isLess(s, scaledBy: scale, than: best, scaledBy: bestScale) {
        best = s
        bestScale = scale
      }
    }
    return best
  }

  // MARK: Constants

  /// Changes the expression constant of a constraint and re-solves with the dual simplex.
  ///
  /// With marker `m` of coefficient `μ` in the constraint's original row, shifting the
  /// constant by `δ` is the substitution `m = m' + δ/μ`: rows holding `m` with coefficient `a`
  /// gain `a·δ/μ` in their constant; if `m` is basic its row loses `δ/μ`.
  mutating func changeConstant(of record: ConstraintRecord, to constant: Double) throws(SolverError)
  {
    var unused = MarkerColumn()
    try changeConstant(of: record, to: constant, caching: false, column: &unused)
  }

  /// Shifts the constants of the rows of a current ``MarkerColumn`` by `shift` times the
  /// marker's coefficient in each.
  ///
  /// The first pass touches only the rows (through a pointer: no per-row uniqueness or bounds
  /// checks); the rare follow-ups (a constant to recompute, a row made infeasible) take a second
  /// pass only when the first saw one.
  ///
  /// - Complexity: O(*c*) for the *c* rows.
  mutating func shiftCachedColumn(_ entries: [MarkerColumn.Entry], by shift: Double) {
    assert(!journal.isActive, "cached columns are for edit constraints, which are never required")
    var pending: [(entry: Int, before: Double)] = []
    var unsafe = false
    rows.withUnsafeMutableBufferPointer { rows in
      entries.withUnsafeBufferPointer { entries in
        for k in entries.indices {
          let entry = entries[k]
          let change = entry.coefficient * shift
          let before = rows[Int(entry.slot)].constant
          let after = before + change
          rows[Int(entry.slot)].constant = after
          // The bounds of losesDigits and of the verification's noteShift, with the scales
          // the column cached.
          if Tolerance.losesDigits(after, before, change, termScale: entry.termScale)
            || (entry.kind.isRestricted && after < 0) || (entry.kind == .dummy && after != 0)
          {
            pending.append((k, before))
          }
          if Verification.mayLoseDigits(
            before, change, after, checkCoefficient: entry.checkCoefficient)
          {
            unsafe = true
          }
        }
      }
    }
    if unsafe { verification.noteImpreciseShift() }
    for entry in entries { markDirty(entry.basic) }
    for (k, before) in pending {
      let entry = entries[k]
      let i = Int(entry.slot)
      if verification.losesDigits(
        rows[i].constant, before, entry.coefficient * shift, of: entry.basic)
      {
        refreshConstant(entry.slot)
      }
      if !rows[i].constant.isFinite { verification.noteShiftOverflowed() }
      let constant = rows[i].constant
      if (entry.kind.isRestricted && constant < 0) || (entry.kind == .dummy && constant != 0) {
        infeasible.append(entry.basic)
      }
    }
  }

  /// ``changeConstant(of:to:)``, reading the rows that hold the marker from `column` when it
  /// is current, and (if `caching`) recording them there when it is not.
  ///
  /// - Complexity: O(*c*) for the *c* rows that hold the marker, plus the dual simplex.
  mutating func changeConstant(
    of record: ConstraintRecord, to constant: Double, caching: Bool, column: inout MarkerColumn
  ) throws(SolverError) {
    let delta = constant - record.constant
    if delta == 0 { return }
    let constraint = record.constraint
    let required = constraint.strength.isRequired
    if required { beginJournal() }
    records.constraints[ObjectIdentifier(constraint)]!.constant = constant
    let shift = delta / constraint.markerSign
    let marker = record.marker
    let slot = slotOfBasic[Int(marker)]
    if slot >= 0 {
      journal.save(slot, of: rows, basics: basicOfSlot, constantOnly: true)
      let before = rows[Int(slot)].constant
      rows[Int(slot)].constant -= shift
      if verification.losesDigits(rows[Int(slot)].constant, before, -shift, of: marker) {
        refreshConstant(slot)
      }
      if !rows[Int(slot)].constant.isFinite { verification.noteShiftOverflowed() }
      if rows[Int(slot)].constant != 0 { infeasible.append(marker) }  // a basic dummy must be 0
    } else if column.epoch == basisEpoch {
      shiftCachedColumn(column.entries, by: shift)
    } else {
      if caching {
        column.entries.removeAll(keepingCapacity: true)
        column.epoch = basisEpoch
      }
      scratch.markEpoch &+= 1
      let mark = scratch.markEpoch
      var cursor = columns.cursor(marker)
      while let slot = columns.advance(&cursor) {
        let i = Int(slot)
        let basic = liveBasic(slot)
        // Columns may repeat a slot.
        guard basic >= 0, scratch.slotMark[i] != mark else { continue }
        scratch.slotMark[i] = mark
        let a = rows[i].coefficient(of: marker)
        guard a != 0 else { continue }
        if caching {
          column.entries.append(
            MarkerColumn.Entry(
              slot: slot, basic: basic, coefficient: a,
              checkCoefficient: verification.checkCoefficient[Int(basic)],
              termScale: max(1, verification.termCoefficient[Int(basic)]),
              kind: symbols.kinds[Int(basic)]))
        }
        journal.save(slot, of: rows, basics: basicOfSlot, constantOnly: true)
        let before = rows[i].constant
        rows[i].constant += a * shift
        verification.noteShift(of: basic, from: before, by: a * shift)
        refreshIfImprecise(slot, of: basic, from: before, by: a * shift)
        markDirty(basic)
        let kind = symbols.kinds[Int(basic)]
        if (kind.isRestricted && rows[i].constant < 0) || (kind == .dummy && rows[i].constant != 0)
        {
          infeasible.append(basic)
        }
      }
      counters.columnEntriesVisited += cursor.steps
    }
    // Only a required change can fail, so only it needs the tolerance for its size (which
    // costs a lookup per term: not on the path of every suggestValue).
    let tolerance =
      required
      ? feasibilityTolerance(
        scale: constraint.expression.terms.reduce(abs(constant)) {
          $0 + abs($1.coefficient * value(of: $1.variable))
        }) : epsilon
    if let failed = dualOptimize(tolerance: tolerance) {
      guard required else {
        // The system is satisfiable (only required constraints can conflict): rounding left a
        // row below -1e-8 that no pivot can raise. Marked stalled, so that the verification
        // that follows solves afresh or refuses the call with a typed error.
        stalled = true
        infeasible.removeAll(keepingCapacity: true)
        return
      }
      let slot = slotOfBasic[Int(failed)]
      let certificate = [failed] + rows[Int(slot)].symbols
      rollBackJournal()
      records.constraints[ObjectIdentifier(constraint)]!.constant = record.constant
      let changed = Constraint(
        Expression(constraint.expression.terms, constant: constant), constraint.relation,
        strength: constraint.strength)
      throw refusal(of: constraint, certificate: certificate, testing: changed)
    }
    // The dual ratio test ties objective ratios within 1e-13 of each other, and rounding can
    // tip it: at a level whose weights are 1e13 apart it can tie ratios that differ and leave a
    // symbol improving. The primal simplex then finishes (it looks only at symbols whose
    // objective entries changed, so a change that pivoted nothing costs nothing here).
    if !objectiveChanged.isEmpty {
      optimize()
      restoreFeasibility()
    }
    if required { commitJournal() }
    if record.check >= 0 { verification.noteConstantChanged(ofCheck: record.check, to: constant) }
    collectColumnsIfNeeded()  // dual pivots leave stale entries too: a drag must not pile them up
  }
}

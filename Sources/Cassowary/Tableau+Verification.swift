// Checking the result of an operation against the required constraints themselves.
//
// The tableau is a rewritten form of the constraints, and rounding in the rewriting can make it
// disagree with them (coefficients twelve orders of magnitude apart in one row). So after each
// operation the required constraints that hold a variable whose value moved are evaluated from
// their own terms, not from the tableau. A violation beyond 1e-8 relative (or a value that is
// not finite) makes the solver re-solve from its constraints; if the fresh solve fails too,
// the operation is undone (re-solving without it) and a typed error says why.

extension Tableau {
  /// A required constraint as the verification evaluates it: its terms over external symbols
  /// (stable while the constraint is in the solver) and its current constant.
  struct RequiredCheck {
    var terms: [CheckTerm]
    var constant: Double
    /// The constraint's relation (kept here so that checking reads no object).
    var relation: Relation
    /// The constraint, or nil for a free index.
    var constraint: Constraint?
    /// The ``Tableau/verificationPass`` that last evaluated the check: one pass evaluates a
    /// check once, however many of its variables moved.
    var pass: UInt32 = 0
  }

  /// One term of a ``RequiredCheck``, with where the check is listed in its symbol's
  /// ``Tableau/checksOfSymbol`` entry (so that removal finds it in O(1)).
  struct CheckTerm {
    var symbol: Symbol
    /// The index of this term's entry in `checksOfSymbol[symbol]`.
    var position: Int32
    var coefficient: Double
  }

  /// An entry of a symbol's list of checks: the check and which of its terms holds the symbol.
  struct CheckReference {
    var check: Int32
    var term: Int32
  }

  /// Why an operation's result was refused.
  enum VerificationFailure {
    case violated(Constraint)
    case notFinite
    case stalled
  }

  // MARK: Registering

  /// Registers a required constraint just inserted, for verification; `symbols` are the
  /// symbols of its terms, in order (as ``createRow(for:constant:)`` leaves them in
  /// ``termSymbols``). O(*k*) for *k* terms.
  mutating func addCheck(for constraint: Constraint, constant: Double, symbols: [Symbol]) -> Int32 {
    let index = freeChecks.popLast() ?? Int32(checks.count)
    let terms = constraint.expression.terms
    var checkTerms: [CheckTerm] = []
    checkTerms.reserveCapacity(terms.count)
    for (i, term) in terms.enumerated() {
      let symbol = symbols[i]
      let s = Int(symbol)
      checkTerms.append(
        CheckTerm(
          symbol: symbol, position: Int32(checksOfSymbol[s].count), coefficient: term.coefficient))
      checksOfSymbol[s].append(CheckReference(check: index, term: Int32(i)))
      checkCoefficient[s] = max(checkCoefficient[s], abs(term.coefficient))
    }
    let check = RequiredCheck(
      terms: checkTerms, constant: constant, relation: constraint.relation, constraint: constraint)
    if Int(index) == checks.count { checks.append(check) } else { checks[Int(index)] = check }
    newChecks.append(index)
    return index
  }

  /// Forgets a check (before its variables are released). O(*k*) for *k* terms: each entry is
  /// removed from its symbol's list by moving that list's last entry into its place.
  mutating func removeCheck(_ index: Int32) {
    for i in checks[Int(index)].terms.indices {
      // Read live: moving an entry may have updated a later term of this same check (a
      // variable repeated in the expression).
      let term = checks[Int(index)].terms[i]
      let s = Int(term.symbol)
      let at = Int(term.position)
      let last = checksOfSymbol[s].removeLast()
      if at < checksOfSymbol[s].count {
        checksOfSymbol[s][at] = last
        checks[Int(last.check)].terms[Int(last.term)].position = Int32(at)
      }
    }
    checks[Int(index)] = RequiredCheck(terms: [], constant: 0, relation: .equal, constraint: nil)
    freeChecks.append(index)
  }

  // MARK: Checking

  /// The value of a symbol in the current solution.
  @inline(__always) func solvedValue(_ symbol: Symbol) -> Double {
    let slot = slotOfBasic[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// Whether the required constraint of check `index` holds at the current values, to 1e-8
  /// relative to its size. O(*k*); reads the check in place (no copy, no reference counting).
  func holds(check index: Int32) -> Bool {
    checks.withUnsafeBufferPointer { all in
      let check = UnsafePointer(all.baseAddress! + Int(index))
      var sum = check.pointee.constant
      var scale = abs(sum)
      check.pointee.terms.withUnsafeBufferPointer { terms in
        for term in terms {
          let product = term.coefficient * solvedValue(term.symbol)
          sum += product
          scale += abs(product)
        }
      }
      guard sum.isFinite, scale.isFinite else { return false }
      let tolerance = feasibilityTolerance(scale: scale)
      switch check.pointee.relation {
      case .equal: return abs(sum) <= tolerance
      case .lessThanOrEqual: return sum <= tolerance
      case .greaterThanOrEqual: return sum >= -tolerance
      }
    }
  }

  /// Checks the variables whose rows changed since the last check: each value is finite and,
  /// if it moved, each required constraint holding it holds; and checks the constraints added
  /// since. Clears both lists.
  ///
  /// - Complexity: O(Σ *k*) over the required constraints of the variables that moved and the
  ///   new ones.
  mutating func verifyTouched() -> VerificationFailure? {
    var failure: VerificationFailure? =
      constantNotFinite ? .notFinite : stalled || needsFreshSolve ? .stalled : nil
    stalled = false
    needsFreshSolve = false
    constantNotFinite = false
    let pass = nextVerificationPass()
    for index in newChecks where failure == nil {
      if checks[Int(index)].constraint != nil {
        checks[Int(index)].pass = pass
        counters.requiredTermsChecked += checks[Int(index)].terms.count
        if !holds(check: index) { failure = self.failure(of: index) }
      }
    }
    newChecks.removeAll(keepingCapacity: true)
    for symbol in touched {
      let s = Int(symbol)
      guard s < isTouched.count else { continue }
      isTouched[s] = false
      guard failure == nil, kinds[s] == .external else { continue }
      let value = solvedValue(symbol)
      if !value.isFinite {
        failure = .notFinite
        continue
      }
      // A constraint none of whose variables moved still holds.
      guard value != verifiedValue[s] || verifiedValue[s].isNaN else { continue }
      verifiedValue[s] = value
      for reference in checksOfSymbol[s] where checks[Int(reference.check)].pass != pass {
        checks[Int(reference.check)].pass = pass
        counters.requiredTermsChecked += checks[Int(reference.check)].terms.count
        if !holds(check: reference.check) {
          failure = self.failure(of: reference.check)
          break
        }
      }
    }
    touched.removeAll(keepingCapacity: true)
    return failure
  }

  /// Starts a verification pass: a new ``verificationPass``, so that every check counts as not
  /// yet evaluated (on wrapping around, the checks' marks are cleared). O(1), amortised.
  mutating func nextVerificationPass() -> UInt32 {
    verificationPass &+= 1
    if verificationPass == 0 {
      for i in checks.indices { checks[i].pass = 0 }
      verificationPass = 1
    }
    return verificationPass
  }

  /// Why a check that does not hold fails: a value that is not finite, or a violation.
  func failure(of index: Int32) -> VerificationFailure {
    let check = checks[Int(index)]
    return check.terms.allSatisfy { solvedValue($0.symbol).isFinite }
      ? .violated(check.constraint!) : .notFinite
  }

  /// Every required constraint and every value, after a fresh solve. O(size of the system).
  func verifyAll() -> VerificationFailure? {
    for (index, check) in checks.enumerated()
    where check.constraint != nil && !holds(check: Int32(index)) {
      return .violated(check.constraint!)
    }
    for row in rows where !row.constant.isFinite { return .notFinite }
    return nil
  }

  /// A constraint's residual from its own terms at the current values, `constant + Σ a · x`
  /// (with the record's current constant), exact up to one rounding (``CompensatedSum``), and
  /// its size, `|constant| + Σ |a · x|`. Where terms of 1e24 leave a residual of 1,528, plain
  /// sums keep none of its digits; iterative refinement gains only the digits its residuals
  /// hold. O(*k*).
  func evaluate(_ record: ConstraintRecord) -> (residual: Double, size: Double) {
    var residual = CompensatedSum(record.constant)
    var size = abs(record.constant)
    for term in record.constraint.expression.terms {
      guard let variable = variables[term.variable.id] else { continue }
      let x = solvedValue(variable.symbol)
      residual.add(term.coefficient, times: x)
      size += abs(term.coefficient * x)
    }
    return (residual.value, size)
  }

  /// The first non-required constraint whose error, evaluated from its own terms at the
  /// current values, differs from the error its slack and error symbols hold in the tableau by
  /// more than ``softTolerance`` of its size (at least 1), or nil.
  ///
  /// The objective sees a constraint only through those symbols. Where coefficients span
  /// widely, a substitution can cancel a coefficient whose true value is below the rounding of
  /// its operands (`37529.9968947541 - 0.34359738368 * 109226.66666666666`, truly -2.8e-11, is
  /// residue in doubles), and the row then carries the constraint's error no more: the level
  /// would report 0 where the values leave 5,824. Only checked where coefficients span more
  /// than ``wideSpread``; a fresh solve computes such a row from the constraints directly.
  ///
  /// - Complexity: O(total terms of the non-required constraints).
  func inconsistentSoftConstraint() -> Constraint? {
    for i in 0..<records.count {
      let record = records[at: i]
      let constraint = record.constraint
      if constraint.strength.isRequired { continue }
      let (residual, size) = evaluate(record)
      // The row reads `residual + sign·(marker - other) = 0`: `<=` adds its slack (marker)
      // and subtracts its error (other); `>=` and `==` the other way round.
      let held = solvedValue(record.marker) - solvedValue(record.other)
      let error = constraint.relation == .lessThanOrEqual ? residual + held : residual - held
      if !(abs(error) <= Tableau.softTolerance * max(1, size, abs(held))) { return constraint }
    }
    return nil
  }

  // MARK: Deciding when

  /// The most calls whose verification ``mustVerify(since:)`` defers in a row.
  static let deferredVerificationLimit = 64

  /// Whether the operation that began with counters `before` is verified now.
  ///
  /// A call that pivoted nothing and recomputed no constant (a suggestion or constant change
  /// that kept the basis) changed only row constants, each by one addition whose rounding
  /// ``noteShift(of:from:by:)`` bounded against the required constraints that could see it:
  /// the coefficients, verified before, are unchanged. Unless the system is
  /// ``isNumericallyWide`` (where every call is verified), such calls leave their touched symbols
  /// queued for the next verification, which runs at the next call that pivots, adds or
  /// removes, at the first shift that could matter, and at least every
  /// ``deferredVerificationLimit``-th call. Everything else is verified at once.
  ///
  /// - Complexity: O(1).
  mutating func mustVerify(since before: Solver.Statistics) -> Bool {
    let onlyShifted =
      !stalled && !needsFreshSolve && !shiftNeedsVerification && !constantNotFinite
      && newChecks.isEmpty
      && counters.pivots == before.pivots
      && counters.constantRefreshes == before.constantRefreshes
      && counters.constraintsAdded == before.constraintsAdded
      && counters.constraintsRemoved == before.constraintsRemoved
    if onlyShifted && !isNumericallyWide
      && deferredVerifications < Tableau.deferredVerificationLimit - 1
    {
      deferredVerifications += 1
      return false
    }
    deferredVerifications = 0
    shiftNeedsVerification = false
    return true
  }

  /// The most constraints a numerically wide system may hold for a call that changed only row
  /// constants (most suggestions) to be settled against fresh solves (see
  /// ``settleAgainstFreshSolve()``). Such a call keeps a basis that its own rows call optimal,
  /// but where a substitution lost a small coefficient the basis may stop being optimal when
  /// constants move, which only a fresh solve shows. Beyond this size a drag would pay two
  /// solves from scratch at every suggestion, many times the suggestion's own work, so larger
  /// systems are settled only after calls that pivot, add or remove.
  static let settlingLimit = 64

  /// The most constraints a numerically wide system may hold to be settled against fresh
  /// solves at all (see ``settleAgainstFreshSolve()``), after any call: as many as are
  /// refactored (``refactoringLimit``).
  ///
  /// Each settling is two solves from scratch, so settling every add costs O(*n*²) an add and
  /// O(*n*³) to build a system of *n* constraints, where a system that is not wide costs about
  /// O(*n*) an add. The systems whose optima the fresh solves rescue in the property runs
  /// hold a few dozen constraints; larger ones keep the verification of every call, the
  /// refinement and, after a failed verification, a fresh solve.
  static let freshSolveLimit = refactoringLimit

  /// Whether the rows changed since `before` other than in their constants: a pivot, an add,
  /// a removal, or constants recomputed from the constraints. O(1).
  func changedRows(since before: Solver.Statistics) -> Bool {
    counters.pivots != before.pivots || counters.constantRefreshes != before.constantRefreshes
      || addedOrRemoved(since: before)
  }

  /// Whether a constraint (or an edit) was added or removed since `before`. O(1).
  func addedOrRemoved(since before: Solver.Statistics) -> Bool {
    counters.constraintsAdded != before.constraintsAdded
      || counters.constraintsRemoved != before.constraintsRemoved
  }

  /// Whether a verified call on a numerically wide system is compared with fresh solves
  /// (``settleAgainstFreshSolve()``, which does nothing beyond ``freshSolveLimit``
  /// constraints): after an add or a removal, always; after another call that changed the rows
  /// (see ``changedRows(since:)``), or any call while the system holds at most
  /// ``settlingLimit`` constraints, unless refactoring confirmed the basis
  /// (``isConfirmedByRefactoring``).
  ///
  /// Why the exception: a drag that pivots at every suggestion would pay two solves from
  /// scratch each time, while a basis whose own double-double rows call it optimal gains
  /// nothing from them. Why not after adds and removals: there the property runs need the
  /// fresh solves.
  ///
  /// - Complexity: O(1), or O(terms of the soft constraints) to check for drift.
  func needsSettling(since before: Solver.Statistics) -> Bool {
    if addedOrRemoved(since: before) { return true }
    guard changedRows(since: before) || records.count <= Tableau.settlingLimit else {
      return false
    }
    return !isConfirmedByRefactoring
  }

  /// Notes that the row of `basic` moved from `before` by `change`, and asks for verification
  /// at once if the result is not finite, or if the rounding of that addition (at most
  /// 2.3e-16 of the larger operand) could reach 1e-12 of the size of a required constraint that
  /// holds the symbol: the size is at least 1 and at least |c · value| for its coefficient `c`,
  /// so the bound uses the largest such coefficient (``checkCoefficient``). A value moved by a
  /// few orders of magnitude and back, a tiny value beside a huge coefficient, or a term above
  /// 1e300 (where a constraint's size may overflow) is verified at once; ordinary layout values
  /// never are. O(1).
  @inline(__always) mutating func noteShift(
    of basic: Symbol, from before: Double, by change: Double
  ) {
    let after = before + change
    let c = checkCoefficient[Int(basic)]
    if !after.isFinite || c * abs(after) > 1e300
      || (c != 0 && 2.3e-16 * c * max(abs(before), abs(change)) > 1e-12 * max(1, c * abs(after)))
    {
      shiftNeedsVerification = true
    }
  }

  // MARK: Recovering

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
  /// - Throws: ``SolverError/numericalFailure(_:)``; the solver then holds the constraints and
  ///   suggestions it held before the operation (exactly the tableau it had, if it was `saved`,
  ///   else solved afresh), and its counters as they were.
  mutating func verify(
    from before: Solver.Statistics, restoring saved: Snapshot? = nil,
    undoing undo: (inout [ConstraintRecord], inout IdentityTable<EditRecord>) -> Void
  ) throws(SolverError) {
    guard mustVerify(since: before) else { return }
    if isNumericallyWide { refine() }
    guard let failure = verifyTouched() else {
      if isNumericallyWide && needsSettling(since: before) { settleAgainstFreshSolve() }
      return
    }
    var list = (0..<records.count).map { records[at: $0] }
    var editList = edits
    if rebuild(from: list, edits: editList) {
      // The fresh solve is in order of addition; where it missed an optimum the solve by
      // priority reaches (5e44 against 636,002 at a level of one system), the settling
      // keeps that one.
      if isNumericallyWide { settleAgainstFreshSolve() }
      return
    }
    if let saved {
      // A fresh solve of the state before may hold its required constraints less well than
      // the tableau that had been verified: return to that tableau itself.
      self = saved.tableau
    } else {
      undo(&list, &editList)
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

  /// Whether the current basis needs no fresh solve to compare with: its rows are those of a
  /// successful refactoring (``refactoredEpoch``), the objective summed in double-double from
  /// them called it optimal (``preciseOptimumEpoch``), and no soft error has drifted from its
  /// constraint (see ``inconsistentSoftConstraint()``). O(terms of the soft constraints).
  var isConfirmedByRefactoring: Bool {
    basisEpoch == refactoredEpoch && basisEpoch == preciseOptimumEpoch
      && (acceptsSoftDrift || inconsistentSoftConstraint() == nil)
  }

  /// Solves the constraints afresh beside the incremental tableau of a numerically wide system
  /// (see ``isNumericallyWide``), twice, and keeps the better fresh solve where it is better:
  /// where a soft error of this tableau has drifted from its constraint (see
  /// ``inconsistentSoftConstraint()``) and the better fresh solve's has not (a fresh solve
  /// whose soft errors hold ranks first then), or where the better fresh solve's level errors,
  /// evaluated from the constraints themselves, are lexicographically lower (see
  /// ``isLexicographicallyBetter(_:than:)``) or lower at one level and higher at none (see
  /// ``dominates(_:_:)``). The first fresh solve adds the constraints in
  /// their order of addition, the second the required ones first and the others by level,
  /// highest first (each in order of addition): rounding differs with the order, and in the
  /// property runs each order reached optima the other missed. A fresh solve that does not
  /// hold every required constraint is never kept; the other is still tried.
  ///
  /// Why: where coefficients span widely, a substitution of the incremental path can drop a
  /// coefficient that is below the rounding of its operands, and the tableau then reports an
  /// optimum that is not one (a level off by half its size);
  /// a solve in the constraints' order of addition does not carry that history. Neither path
  /// is always right, so the comparison uses what both can be judged by: the errors at their
  /// values.
  ///
  /// Does nothing while the system holds more than ``freshSolveLimit`` constraints.
  ///
  /// - Complexity: two solves from scratch, on numerically wide systems of at most
  ///   ``freshSolveLimit`` constraints only.
  mutating func settleAgainstFreshSolve() {
    guard records.count <= Tableau.freshSolveLimit else { return }
    let list = (0..<records.count).map { records[at: $0] }
    let drifted = !acceptsSoftDrift && inconsistentSoftConstraint() != nil
    var best: Tableau? = nil
    var bestErrors: [LevelError] = []
    var bestHolds = false
    for byPriority in [false, true] {
      var candidate = self
      guard candidate.rebuild(from: list, edits: edits, byPriority: byPriority) else { continue }
      // Where this tableau's soft errors drifted, a solve whose errors hold ranks first.
      let holds = !drifted || candidate.inconsistentSoftConstraint() == nil
      let errors = candidate.levelErrors()
      if best == nil || (holds && !bestHolds)
        || (holds == bestHolds && candidate.isLexicographicallyBetter(errors, than: bestErrors))
      {
        best = candidate
        bestErrors = errors
        bestHolds = holds
      }
    }
    guard var best else {
      if drifted { acceptsSoftDrift = true }
      return
    }
    if drifted && bestHolds {
      self = best
      return
    }
    let errors = levelErrors()
    if best.isLexicographicallyBetter(bestErrors, than: errors)
      || best.dominates(bestErrors, errors)
    {
      best.acceptsSoftDrift = acceptsSoftDrift || drifted
      self = best
      return
    }
    // A soft error off by rounding ranks solutions less well, and no solve did better than
    // this one: the drift stands until the constraints change.
    if drifted { acceptsSoftDrift = true }
  }

  /// The error and size of one priority level at the current values (see ``levelErrors()``).
  struct LevelError {
    var level: Double
    var error: Double
    var size: Double
  }

  /// Each non-required level's weighted error, `Σ weight · violation` over its constraints
  /// (edits included), evaluated from the constraints' own terms at the current values (exactly
  /// up to one rounding, ``evaluate(_:)``), and its
  /// size, `Σ weight · (|constant| + Σ |a · x|)`; highest level first.
  ///
  /// - Complexity: O(total terms of the non-required constraints + *L* log *L* for *L* levels).
  func levelErrors() -> [LevelError] {
    var result: [LevelError] = []
    for i in 0..<records.count {
      let record = records[at: i]
      let strength = record.constraint.strength
      if strength.isRequired { continue }
      let (residual, size) = evaluate(record)
      let violation: Double
      switch record.constraint.relation {
      case .equal: violation = abs(residual)
      case .lessThanOrEqual: violation = max(0, residual)
      case .greaterThanOrEqual: violation = max(0, -residual)
      }
      let w = strength.weight
      if let at = result.firstIndex(where: { $0.level == strength.level }) {
        result[at].error += w * violation
        result[at].size += w * size
      } else {
        result.append(LevelError(level: strength.level, error: w * violation, size: w * size))
      }
    }
    return result.sorted { $0.level > $1.level }
  }

  /// How much lower, relative to the level's size (the larger of the two, at least 1), a
  /// level's error must be for one solution to count as better than another (see
  /// ``isLexicographicallyBetter(_:than:)``): far above the rounding of the sums (1e-16 of the
  /// size per term), below the 1e-6 to which a level counts as optimal. (At 1e-9 the fresh
  /// solve replaced the tableau for differences the rounding of wide rows makes, and with its
  /// basis a later add met a coefficient of 2.8e-20 that no solve keeps.)
  static let levelComparisonTolerance = 1e-7

  /// Whether `a` is better than `b` (both from ``levelErrors()`` of the same constraints): at
  /// the highest level where the errors differ by more than ``levelComparisonTolerance`` of the
  /// level's size, `a`'s is lower. Not finite counts as worse than anything. O(*L*).
  func isLexicographicallyBetter(_ a: [LevelError], than b: [LevelError]) -> Bool {
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let x: LevelError
      let y: LevelError
      if j == b.count || (i < a.count && a[i].level > b[j].level) {
        x = a[i]
        y = LevelError(level: x.level, error: 0, size: 0)
        i += 1
      } else if i == a.count || b[j].level > a[i].level {
        y = b[j]
        x = LevelError(level: y.level, error: 0, size: 0)
        j += 1
      } else {
        x = a[i]
        y = b[j]
        i += 1
        j += 1
      }
      if !x.error.isFinite || !y.error.isFinite {
        if x.error.isFinite != y.error.isFinite { return x.error.isFinite }
        continue
      }
      let tolerance = Tableau.levelComparisonTolerance * max(1, x.size, y.size)
      if x.error < y.error - tolerance { return true }
      if x.error > y.error + tolerance { return false }
    }
    return false
  }

  /// Whether `a` is at least as good as `b` at every level and better at one (both from
  /// ``levelErrors()`` of the same constraints, so with the same levels), each within
  /// ``levelComparisonTolerance`` of the smaller of the level's two sizes (at least 1). A
  /// fresh solve can reach a level's optimum at a point far larger than the tableau's, and
  /// within 1e-7 of the larger size the two then compare equal (a level at
  /// its optimum, 1,528, at a point whose terms are 1e24, beside the tableau's 1.8e14 at a
  /// point of that size). Comparing lexicographically within the smaller size lets a rounding
  /// gain at a high level outrank a loss below it; a solution better nowhere worse has no such trade. O(*L*²) for *L*
  /// levels (a handful in practice).
  func dominates(_ a: [LevelError], _ b: [LevelError]) -> Bool {
    var isBetter = false
    for x in a {
      let y = b.first { $0.level == x.level } ?? LevelError(level: x.level, error: 0, size: 0)
      guard x.error.isFinite && y.error.isFinite else { return false }
      let tolerance = Tableau.levelComparisonTolerance * max(1, min(x.size, y.size))
      if x.error > y.error + tolerance { return false }
      if x.error < y.error - tolerance { isBetter = true }
    }
    return isBetter
  }

  /// How far, relative to its size, a non-required constraint's error may be from the error
  /// the tableau holds for it (see ``inconsistentSoftConstraint()``): looser than the 1e-8 of
  /// required constraints, since an error only ranks solutions within its level, and rows whose
  /// terms are twelve orders of magnitude apart keep fewer digits than that even when solved
  /// afresh; a lost term is off by far more.
  static let softTolerance = 1e-6

  /// The ratio of the largest to the smallest coefficient magnitude in the constraints above
  /// which the system counts as numerically wide (see ``isNumericallyWide``).
  ///
  /// Below it (layout multipliers such as 0.001 or 1000 included) a fresh solve is as exact as
  /// the incremental tableau, and operations pay nothing for recovery.
  static let wideSpread = 1e6

  /// The most the coefficient magnitudes of the constraints added to a solver may span
  /// (largest over smallest): a ratio of two coefficients, squared and times a weight, stays
  /// far inside the range of doubles. Beyond, a pivot's products leave that range (an objective
  /// entry of 1e-533 is 0 in doubles, and a level then ends far above its optimum without a
  /// sign of it), so an add that would span more is refused.
  static let coefficientSpreadLimit = 1e100

  /// Whether adding a constraint of these terms would make the coefficients added to the
  /// solver span more than ``coefficientSpreadLimit``. O(*t*) for *t* terms.
  func spreadsTooFar(_ terms: [Term]) -> Bool {
    var smallest = smallestCoefficient
    var largest = largestCoefficient
    for term in terms where term.coefficient != 0 {
      smallest = min(smallest, abs(term.coefficient))
      largest = max(largest, abs(term.coefficient))
    }
    return largest > Tableau.coefficientSpreadLimit * smallest
  }

  /// The magnitude of a constant or suggested value above which the system counts as
  /// numerically wide (see ``isNumericallyWide``): 1e15, past which doubles hold no fraction
  /// and a unit-sized term beside the value is rounding. Layout values are never near it.
  static let wideMagnitude = 1e15

  /// Widens the range of coefficient magnitudes by `coefficient` (zero ignored). O(1).
  @inline(__always) mutating func noteCoefficient(_ coefficient: Double) {
    let size = abs(coefficient)
    guard size > 0 else { return }
    smallestCoefficient = min(smallestCoefficient, size)
    largestCoefficient = max(largestCoefficient, size)
    objective.spread(largestCoefficient / smallestCoefficient)
  }

  /// Raises the largest constant or suggested value seen to `value`'s magnitude. O(1).
  @inline(__always) mutating func noteConstant(_ value: Double) {
    largestConstant = max(largestConstant, abs(value))
  }

  /// A tableau kept for ``verify(from:restoring:undoing:)`` to return to. A reference, so that
  /// the usual case, none, is one word to pass around rather than a tableau-sized optional.
  final class Snapshot {
    let tableau: Tableau
    init(_ tableau: Tableau) { self.tableau = tableau }
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
  ) -> Snapshot? {
    var smallest = smallestCoefficient
    var largest = largestCoefficient
    for term in terms where term.coefficient != 0 {
      smallest = min(smallest, abs(term.coefficient))
      largest = max(largest, abs(term.coefficient))
    }
    var weights = objective.weightSpread
    if let strength, !strength.isRequired {
      weights = objective.weightSpread(adding: strength.weight, at: strength.level)
    }
    let wide = Tableau.isWide(
      smallest: smallest, largest: largest, constant: max(largestConstant, abs(constant)),
      weights: weights)
    return wide ? Snapshot(self) : nil
  }

  /// The absolute size below which a coefficient that lost six digits in an addition counts
  /// as cancelled (see ``cancels(_:_:_:floor:)``): ``epsilon``, or 0 in a numerically wide
  /// system.
  ///
  /// The absolute rule drops residue that earlier steps left in unit-sized coefficients
  /// (1e-10 left of `1 - 1`). In a wide system a true coefficient can be that small: with
  /// terms 1e-5 and 1e7 in one constraint, `x0` moves with a slack by 4.3e-14, the difference
  /// of two coefficients near 1e-7, and without that coefficient `x0` is fixed where the
  /// constraints let it move. There only the relative rule applies. O(1).
  var residueFloor: Double { isNumericallyWide ? 0 : epsilon }

  /// The rule of ``isNumericallyWide`` for these marks. O(1).
  @inline(__always) static func isWide(
    smallest: Double, largest: Double, constant: Double, weights: Double
  ) -> Bool {
    largest > wideSpread * smallest || constant > wideMagnitude || weights > wideSpread
  }

  /// Whether the constraints' coefficients, or the weights at one level
  /// (``Objective/weightSpread``), span more than ``wideSpread``, or a constant or suggested
  /// value has passed ``wideMagnitude`` (marks never lowered while the solver lives). In such a system a fresh solve of the constraints before a refused call may hold
  /// them less well than the tableau that was verified before it (rounding depends on the
  /// order of pivots), and a constant shift's rounding can meet terms too far apart for
  /// ``noteShift(of:from:by:)`` to bound: every call is verified at once and keeps a snapshot
  /// to return to, and soft errors are compared with their constraints. O(1).
  var isNumericallyWide: Bool {
    Tableau.isWide(
      smallest: smallestCoefficient, largest: largestCoefficient, constant: largestConstant,
      weights: objective.weightSpread)
  }

  /// Removes a refused constraint from the tableau that still holds it (when no fresh solve
  /// could replace that tableau), restores the counters to `before`, and queues every check,
  /// so that the next operation verifies them all.
  ///
  /// - Complexity: as a removal.
  mutating func withdraw(_ constraint: Constraint, restoring before: Solver.Statistics) {
    if records[ObjectIdentifier(constraint)]!.isMarkerless {
      removeMarkerless(constraint)
    } else {
      delete(constraint)
    }
    newChecks = checks.indices.compactMap { checks[$0].constraint != nil ? Int32($0) : nil }
    counters = before
  }

  /// Replaces the tableau by a fresh solve of `list` (in their order of addition) with `edits`,
  /// and returns true, if that solve holds every required constraint with finite values;
  /// otherwise leaves the tableau as it is and returns false. Counters carry over.
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
    fresh.explainsConflicts = explainsConflicts
    fresh.markerlessThreshold = markerlessThreshold
    fresh.basisEpoch = basisEpoch &+ 1  // past every epoch the edits' cached columns hold
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
        return false
      }
    }
    if fresh.isNumericallyWide { fresh.refine() }
    let holds = !fresh.stalled && fresh.verifyAll() == nil
    guard holds || evenIfViolated else { return false }
    fresh.stalled = false
    fresh.needsFreshSolve = false  // a fresh solve is as exact as constants get
    fresh.constantNotFinite = false  // verifyAll read every row
    fresh.edits = edits
    fresh.touched.removeAll()
    fresh.newChecks.removeAll()
    if !holds {
      fresh.newChecks = fresh.checks.indices.compactMap {
        fresh.checks[$0].constraint != nil ? Int32($0) : nil
      }
    }
    for i in fresh.isTouched.indices { fresh.isTouched[i] = false }
    fresh.counters = counters
    if counting { fresh.counters.rebuilds += 1 }
    self = fresh
    return holds
  }
}

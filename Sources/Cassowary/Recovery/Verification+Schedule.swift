// When an operation is verified: at once, or deferred for calls that only shifted constants.

extension Verification {
  /// The most calls whose verification ``mustVerify(since:counters:stalled:isNumericallyWide:)``
  /// defers in a row.
  static let deferredLimit = 64

  /// The most constraints a numerically wide system may hold for a call that changed only row
  /// constants (most suggestions) to be settled against fresh solves (see
  /// ``Tableau/settleAgainstFreshSolve()``).
  ///
  /// Such a call keeps a basis that its own rows call optimal, but where a substitution lost a
  /// small coefficient the basis may stop being optimal when constants move, which only a fresh
  /// solve shows. Beyond this size a drag would pay two solves from scratch at every suggestion,
  /// many times the suggestion's own work, so larger systems are settled only after calls that
  /// pivot, add or remove.
  static let settlingLimit = 64

  /// The most constraints a numerically wide system may hold to be settled against fresh
  /// solves at all (see ``Tableau/settleAgainstFreshSolve()``), after any call: as many as are
  /// refactored (``RefactoringCache/constraintLimit``).
  ///
  /// Each settling is two solves from scratch, so settling every add costs O(*n*²) an add and
  /// O(*n*³) to build a system of *n* constraints, where a system that is not wide costs about
  /// O(*n*) an add. The systems whose optima the fresh solves rescue in the property runs
  /// hold a few dozen constraints; larger ones keep the verification of every call, the
  /// refinement and, after a failed verification, a fresh solve.
  static let freshSolveLimit = RefactoringCache.constraintLimit

  /// Whether the operation that began with counters `before` (and has counted `counters` since;
  /// `stalled` if a simplex run gave up) is verified now.
  ///
  /// A call that pivoted nothing and recomputed no constant (a suggestion or constant change that
  /// kept the basis) changed only row constants, each by one addition whose rounding
  /// ``noteShift(of:from:by:)`` bounded against the required constraints that could see it: the
  /// coefficients, verified before, are unchanged. Unless the system is numerically wide
  /// (``Tableau/isNumericallyWide``, where every call is verified), such calls leave their touched
  /// symbols queued for the next verification, which runs at the next call that pivots, adds or
  /// removes, at the first shift that could matter, and at least every ``deferredLimit``-th call.
  /// Everything else is verified at once.
  ///
  /// - Complexity: O(1).
  mutating func mustVerify(
    since before: Solver.Statistics, counters: Solver.Statistics, stalled: Bool,
    isNumericallyWide: Bool
  ) -> Bool {
    let onlyShifted =
      !stalled && !needsFreshSolve && !shiftNeedsVerification && !constantNotFinite
      && newChecks.isEmpty
      && counters.pivots == before.pivots
      && counters.constantRefreshes == before.constantRefreshes
      && counters.constraintsAdded == before.constraintsAdded
      && counters.constraintsRemoved == before.constraintsRemoved
    if onlyShifted && !isNumericallyWide
      && deferredCalls < Verification.deferredLimit - 1
    {
      deferredCalls += 1
      return false
    }
    deferredCalls = 0
    shiftNeedsVerification = false
    return true
  }

  /// Notes that the row of `basic` moved from `before` by `change`, and asks for verification at
  /// once if the result is not finite, or if the rounding of that addition (at most
  /// ``Tolerance/roundingOfAddition`` of the larger operand) could reach ``Tolerance/shiftLoss`` of the
  /// size of a required constraint that holds the symbol: the size is at least 1 and at least |c ·
  /// value| for its coefficient `c`, so the bound uses the largest such coefficient
  /// (``checkCoefficient``).
  ///
  /// A value moved by a few orders of magnitude and back, a tiny value beside a huge coefficient,
  /// or a term above ``Tolerance/overflowMargin`` (where a constraint's size may overflow) is
  /// verified at once; ordinary layout values never are. O(1).
  @inline(__always) mutating func noteShift(
    of basic: Symbol, from before: Double, by change: Double
  ) {
    let after = before + change
    if !after.isFinite
      || Verification.mayLoseDigits(
        before, change, after, checkCoefficient: checkCoefficient[Int(basic)])
    {
      shiftNeedsVerification = true
    }
  }

  /// The bound of ``noteShift(of:from:by:)`` for a finite result: whether the shift `after =
  /// before + change` of the row of a symbol whose largest coefficient in the checks is
  /// `checkCoefficient` leaves a term above ``Tolerance/overflowMargin``, or could lose
  /// ``Tolerance/shiftLoss`` of a required constraint's size to rounding.
  ///
  /// O(1).
  @inline(__always) static func mayLoseDigits(
    _ before: Double, _ change: Double, _ after: Double, checkCoefficient c: Double
  ) -> Bool {
    c * abs(after) > Tolerance.overflowMargin
      || (c != 0
        && Tolerance.roundingOfAddition * c * max(abs(before), abs(change))
          > Tolerance.shiftLoss * max(1, c * abs(after)))
  }

  /// Whether the update `sum = a + b` of the constant of the row of `basic` must be recomputed:
  /// ``Tolerance/losesPrecision(_:_:_:)``, or, for a result below 1, the same measured against the
  /// basic symbol's largest coefficient in any constraint (``termCoefficient``): a value of
  /// 5.9e-15 beside a coefficient 1e12 is a term of 0.0059, which the rounding of an update from
  /// 0.55 (1e-17, a term of 1e-5) spoils.
  ///
  /// (The scale matters only below 1, so the common case reads no scale.) O(1).
  @inline(__always) func losesDigits(_ sum: Double, _ a: Double, _ b: Double, of basic: Symbol)
    -> Bool
  {
    Tolerance.losesDigits(sum, a, b, termScale: termCoefficient[Int(basic)])
  }
}

// What the counters of a call tell the schedule.
extension Solver.Statistics {
  /// Whether the rows changed between the counters `before` and these other than in their
  /// constants: a pivot, an add, a removal, or constants recomputed from the constraints.
  ///
  /// O(1).
  func changedRows(since before: Solver.Statistics) -> Bool {
    pivots != before.pivots || constantRefreshes != before.constantRefreshes
      || addedOrRemoved(since: before)
  }

  /// Whether a constraint (or an edit) was added or removed between the counters `before` and
  /// these.
  ///
  /// O(1).
  func addedOrRemoved(since before: Solver.Statistics) -> Bool {
    constraintsAdded != before.constraintsAdded || constraintsRemoved != before.constraintsRemoved
  }
}

// When an operation is verified: at once, or deferred for calls that only shifted constants.

extension Tableau {
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
      !stalled && !verification.needsFreshSolve && !verification.shiftNeedsVerification
      && !verification.constantNotFinite
      && verification.newChecks.isEmpty
      && counters.pivots == before.pivots
      && counters.constantRefreshes == before.constantRefreshes
      && counters.constraintsAdded == before.constraintsAdded
      && counters.constraintsRemoved == before.constraintsRemoved
    if onlyShifted && !isNumericallyWide
      && verification.deferredCalls < Tableau.deferredVerificationLimit - 1
    {
      verification.deferredCalls += 1
      return false
    }
    verification.deferredCalls = 0
    verification.shiftNeedsVerification = false
    return true
  }

  /// The most constraints a numerically wide system may hold for a call that changed only row
  /// constants (most suggestions) to be settled against fresh solves (see
  /// ``settleAgainstFreshSolve()``).
  ///
  /// Such a call keeps a basis that its own rows call optimal, but where a substitution lost a
  /// small coefficient the basis may stop being optimal when constants move, which only a fresh
  /// solve shows. Beyond this size a drag would pay two solves from scratch at every suggestion,
  /// many times the suggestion's own work, so larger systems are settled only after calls that
  /// pivot, add or remove.
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
  /// a removal, or constants recomputed from the constraints.
  ///
  /// O(1).
  func changedRows(since before: Solver.Statistics) -> Bool {
    counters.pivots != before.pivots || counters.constantRefreshes != before.constantRefreshes
      || addedOrRemoved(since: before)
  }

  /// Whether a constraint (or an edit) was added or removed since `before`.
  ///
  /// O(1).
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
    guard changedRows(since: before) || records.constraints.count <= Tableau.settlingLimit else {
      return false
    }
    return !isConfirmedByRefactoring
  }

  /// Notes that the row of `basic` moved from `before` by `change`, and asks for verification
  /// at once if the result is not finite, or if the rounding of that addition (at most
  /// ``roundingOfAddition`` of the larger operand) could reach ``shiftLoss`` of the size of a
  /// required constraint that holds the symbol: the size is at least 1 and at least |c · value|
  /// for its coefficient `c`, so the bound uses the largest such coefficient
  /// (``Verification/checkCoefficient``).
  ///
  /// A value moved by a few orders of magnitude and back, a tiny value beside a huge coefficient,
  /// or a term above ``overflowMargin`` (where a constraint's size may overflow) is verified at
  /// once; ordinary layout values never are. O(1).
  @inline(__always) mutating func noteShift(
    of basic: Symbol, from before: Double, by change: Double
  ) {
    let after = before + change
    let c = verification.checkCoefficient[Int(basic)]
    if !after.isFinite || c * abs(after) > Tableau.overflowMargin
      || (c != 0
        && Tableau.roundingOfAddition * c * max(abs(before), abs(change))
          > Tableau.shiftLoss * max(1, c * abs(after)))
    {
      verification.shiftNeedsVerification = true
    }
  }
}

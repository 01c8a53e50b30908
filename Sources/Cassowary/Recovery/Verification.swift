/// The state of the verification that follows every call: the required constraints as it
/// evaluates them, the symbols whose values it must look at next, and the flags that make it
/// run at once or fail the call.
///
/// Invariant: every check
/// index in `newChecks` and in `checksOfSymbol` names a check whose constraint is not nil; a
/// free index in `freeChecks` holds a nil constraint. The per-symbol arrays (the flags of
/// `touched`, `verifiedValue`, `checkCoefficient`, `termCoefficient`, `checksOfSymbol`) have one entry
/// per symbol id of the tableau.
struct Verification {
  /// The required constraints as the verification evaluates them (a nil constraint: a free
  /// index).
  var checks: [RequiredCheck] = []
  var freeChecks: [Int32] = []
  /// External symbols whose rows changed since the last verification.
  var touched = MarkedSymbols()
  /// The value each external symbol had when its constraints were last verified (NaN: never).
  var verifiedValue: [Double] = []
  /// Checks added since the last verification (their variables' values may not have moved).
  var newChecks: [Int32] = []
  /// The number of the current (or last) verification pass (see
  /// ``RequiredCheck/pass``).
  var pass: UInt32 = 0
  /// Calls in a row whose verification was deferred (see
  /// ``mustVerify(since:counters:stalled:isNumericallyWide:)``).
  var deferredCalls = 0
  /// Set when a constant shift produced a value that is not finite, or may have lost digits that
  /// a required constraint would notice (see ``noteShift(of:from:by:)``): verify at
  /// once.
  var shiftNeedsVerification = false
  /// Set when a row's constant became infinite or NaN, in any row (a slack's or an error's,
  /// whose values the checks of the external symbols do not read): the verification that
  /// follows fails the call as an overflow.
  var constantNotFinite = false
  /// Set when a row constant needed recomputing but the formula of
  /// ``Tableau/refreshConstant(_:)`` cannot be used (some constraint keeps no marker): the
  /// verification that follows the operation then solves afresh.
  var needsFreshSolve = false
  /// The largest coefficient magnitude of each external symbol in the checks that hold it
  /// (never lowered while the symbol lives; 0 for symbols in no check).
  var checkCoefficient: [Double] = []
  /// The largest coefficient magnitude of each external symbol in any constraint that holds
  /// it, required or not (never lowered while the symbol lives; 0 for other symbols): the
  /// scale a loss of digits in its row constant is measured against (see
  /// ``Verification/losesDigits(_:_:_:of:)``).
  var termCoefficient: [Double] = []
  /// The checks whose terms hold each external symbol (empty for other symbols).
  var checksOfSymbol: [[CheckReference]] = []
}

// MARK: Hooks of the simplex

// What the core simplex (`Simplex/`) tells the verification, and all it touches of it apart from
// the check cache of marker columns.
extension Verification {
  /// A new symbol id: no value verified, in no check, no coefficient seen.
  ///
  /// O(1) amortized.
  @inline(__always) mutating func appendSymbol() {
    touched.appendSymbol()
    verifiedValue.append(.nan)
    checksOfSymbol.append([])
    checkCoefficient.append(0)
    termCoefficient.append(0)
  }

  /// A released symbol id reused: no value verified, no coefficient seen (it is in no check by
  /// then).
  ///
  /// O(1).
  @inline(__always) mutating func resetSymbol(_ symbol: Symbol) {
    verifiedValue[Int(symbol)] = .nan
    checkCoefficient[Int(symbol)] = 0
    termCoefficient[Int(symbol)] = 0
  }

  /// The row of an external symbol changed: its checks are evaluated at the next verification.
  ///
  /// O(1).
  @inline(__always) mutating func touch(_ symbol: Symbol) {
    touched.insert(symbol)
  }

  /// A row constant was set: one that is infinite or NaN fails the call at the next verification.
  ///
  /// O(1).
  @inline(__always) mutating func noteRowConstant(_ constant: Double) {
    if !constant.isFinite { constantNotFinite = true }
  }

  /// A constant shift may have lost digits that a required constraint would notice: verify at once.
  ///
  /// O(1).
  @inline(__always) mutating func noteImpreciseShift() {
    shiftNeedsVerification = true
  }

  /// A constant shift left a row constant that is not finite: verify at once, and fail the call.
  ///
  /// O(1).
  @inline(__always) mutating func noteShiftOverflowed() {
    shiftNeedsVerification = true
    constantNotFinite = true
  }

  /// A constraint with `terms` was recorded, `symbols[k]` the symbol of `terms[k]`: their largest
  /// coefficients grow to those of the terms.
  ///
  /// O(*t*) for *t* terms.
  @inline(__always) mutating func noteTerms(_ terms: [Term], symbols: [Symbol]) {
    for (k, term) in terms.enumerated() {
      let s = Int(symbols[k])
      termCoefficient[s] = max(termCoefficient[s], abs(term.coefficient))
    }
  }

  /// The constant of the required constraint of check `index` changed: it is verified next, even if
  /// none of its variables moves (the change may have been taken for rounding and absorbed).
  ///
  /// O(1).
  @inline(__always) mutating func noteConstantChanged(ofCheck index: Int32, to constant: Double) {
    checks[Int(index)].constant = constant
    newChecks.append(index)
  }

  // MARK: Journal

  /// What the tableau's journal keeps of the verification to roll back to (see
  /// ``Tableau/beginJournal()``): the length of ``touched``, which only grows inside a journal,
  /// and the flags.
  struct JournalEntry {
    var touchedCount = 0
    var needsFreshSolve = false
    var shiftNeedsVerification = false
    var constantNotFinite = false
  }

  /// The state to roll back to, as a journal opens.
  ///
  /// O(1).
  func journalEntry() -> JournalEntry {
    JournalEntry(
      touchedCount: touched.count, needsFreshSolve: needsFreshSolve,
      shiftNeedsVerification: shiftNeedsVerification, constantNotFinite: constantNotFinite)
  }

  /// Returns to `entry` as the journal rolls back, dropping what it held of the symbol ids from
  /// `symbolCount` on (allocated in the journal).
  ///
  /// O(*n* + *k*) for *n* dropped symbol ids and *k* symbols touched in the journal.
  mutating func rollBack(to entry: JournalEntry, symbolCount: Int) {
    touched.truncateSymbols(to: symbolCount)
    verifiedValue.removeSubrange(symbolCount...)
    touched.removeSymbols(from: entry.touchedCount)
    needsFreshSolve = entry.needsFreshSolve
    shiftNeedsVerification = entry.shiftNeedsVerification
    constantNotFinite = entry.constantNotFinite
  }
}

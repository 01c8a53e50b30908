/// The state of the verification that follows every call: the required constraints as it
/// evaluates them, the symbols whose values it must look at next, and the flags that make it
/// run at once or fail the call.
///
/// Invariant: `isTouched[s]` is true exactly for the symbols listed in `touched`; every check
/// index in `newChecks` and in `checksOfSymbol` names a check whose constraint is not nil; a
/// free index in `freeChecks` holds a nil constraint. The per-symbol arrays (`isTouched`,
/// `verifiedValue`, `checkCoefficient`, `termCoefficient`, `checksOfSymbol`) have one entry
/// per symbol id of the tableau.
struct Verification {
  /// The required constraints as the verification evaluates them (a nil constraint: a free
  /// index).
  var checks: [Tableau.RequiredCheck] = []
  var freeChecks: [Int32] = []
  /// External symbols whose rows changed since the last verification, and a flag per symbol.
  var touched: [Symbol] = []
  var isTouched: [Bool] = []
  /// The value each external symbol had when its constraints were last verified (NaN: never).
  var verifiedValue: [Double] = []
  /// Checks added since the last verification (their variables' values may not have moved).
  var newChecks: [Int32] = []
  /// The number of the current (or last) verification pass (see
  /// ``Tableau/RequiredCheck/pass``).
  var pass: UInt32 = 0
  /// Calls in a row whose verification was deferred (see ``Tableau/mustVerify(since:)``).
  var deferredCalls = 0
  /// Set when a constant shift produced a value that is not finite, or may have lost digits that
  /// a required constraint would notice (see ``Tableau/noteShift(of:from:by:)``): verify at
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
  /// Set when a non-required constraint's error drifted from its constraint and a fresh solve
  /// could not do better (see ``Tableau/inconsistentSoftConstraint()``); cleared when a
  /// constraint is added or removed, so that drift is not solved afresh at every call.
  var acceptsSoftDrift = false
  /// The largest coefficient magnitude of each external symbol in the checks that hold it
  /// (never lowered while the symbol lives; 0 for symbols in no check).
  var checkCoefficient: [Double] = []
  /// The largest coefficient magnitude of each external symbol in any constraint that holds
  /// it, required or not (never lowered while the symbol lives; 0 for other symbols): the
  /// scale a loss of digits in its row constant is measured against (see
  /// ``Tableau/losesDigits(_:_:_:of:)``).
  var termCoefficient: [Double] = []
  /// The checks whose terms hold each external symbol (empty for other symbols).
  var checksOfSymbol: [[Tableau.CheckReference]] = []
  /// The symbols of the terms of the constraint last given to
  /// ``Tableau/createRow(for:constant:)``.
  var termSymbols: [Symbol] = []
}

/// The solver's state and algorithms: the simplex tableau, the objective, the work lists and
/// the records of constraints, variables and edits.
///
/// A struct, so that the hot loops access its arrays without Swift's dynamic exclusivity
/// checks (which a class's stored properties need on every access); ``Solver`` owns one and
/// forwards to it.
struct Tableau {
  // MARK: Tableau (per slot)
  /// The rows; a row `b = constant + Σ cells` lives in a slot.
  var rows: [Row] = []
  /// The basic symbol of each slot, -1 for a free slot.
  var basicOfSlot: [Symbol] = []
  /// Slots free for reuse.
  var freeSlots: [Slot] = []
  /// The journal epoch in which each slot was last saved.
  var slotEpoch: [UInt32] = []
  /// A scratch mark per slot, used to drop duplicate column entries.
  var slotMark: [UInt32] = []
  var markEpoch: UInt32 = 0

  // MARK: Symbols (per symbol id)
  var kinds: [SymbolKind] = []
  /// The slot whose basic symbol this is, or -1 if the symbol is not basic.
  var slotOfBasic: [Slot] = []
  /// The slots whose rows hold each symbol.
  ///
  /// Entries may be stale or repeated; readers check.
  var columns = ColumnIndex()
  /// The constraint that created a marker or error symbol.
  var owners: [Constraint?] = []
  /// The variable of an external symbol.
  var externals: [Variable?] = []
  var isDirty: [Bool] = []
  /// Whether the symbol is queued in `objectiveChanged`.
  var isObjectiveChanged: [Bool] = []
  var freeSymbols: [Symbol] = []

  // MARK: Objective
  /// The weighted errors of each non-required level, compared lexicographically.
  var objective = Objective()
  /// The phase-1 objective while a required constraint is added through an artificial variable.
  var artificial: Row?

  // MARK: Work lists and scratch
  var infeasible: [Symbol] = []
  var dirty: [Symbol] = []
  /// Symbols whose objective coefficients changed since they were last found not to improve
  /// the objective: a superset of the entering candidates, so the primal simplex need not
  /// scan the whole objective after every add.
  var objectiveChanged: [Symbol] = []
  var scratch: [Cell] = []
  var gained: [Symbol] = []

  // MARK: Verification
  /// The required constraints as the verification evaluates them (a nil constraint: a free
  /// index).
  var checks: [RequiredCheck] = []
  var freeChecks: [Int32] = []
  /// External symbols whose rows changed since the last verification, and a flag per symbol.
  var touched: [Symbol] = []
  var isTouched: [Bool] = []
  /// The value each external symbol had when its constraints were last verified (NaN: never).
  var verifiedValue: [Double] = []
  /// Checks added since the last verification (their variables' values may not have moved).
  var newChecks: [Int32] = []
  /// The number of the current (or last) verification pass (see ``RequiredCheck/pass``).
  var verificationPass: UInt32 = 0
  /// Calls in a row whose verification was deferred (see ``mustVerify(since:)``).
  var deferredVerifications = 0
  /// Set when a constant shift produced a value that is not finite, or may have lost digits that
  /// a required constraint would notice (see ``noteShift(of:from:by:)``): verify at once.
  var shiftNeedsVerification = false
  /// Set when a row's constant became infinite or NaN, in any row (a slack's or an error's,
  /// whose values the checks of the external symbols do not read): the verification that
  /// follows fails the call as an overflow.
  var constantNotFinite = false
  /// The largest coefficient magnitude of each external symbol in the checks that hold it
  /// (never lowered while the symbol lives; 0 for symbols in no check).
  var checkCoefficient: [Double] = []
  /// The largest coefficient magnitude of each external symbol in any constraint that holds
  /// it, required or not (never lowered while the symbol lives; 0 for other symbols): the
  /// scale a loss of digits in its row constant is measured against (see ``substitute(_:_:)``).
  var termCoefficient: [Double] = []
  /// The checks whose terms hold each external symbol (empty for other symbols).
  var checksOfSymbol: [[CheckReference]] = []
  /// The symbols of the terms of the constraint last given to ``createRow(for:constant:)``.
  var termSymbols: [Symbol] = []
  /// The smallest and the largest coefficient magnitude of any term of any constraint added,
  /// and the largest magnitude of a constant or suggested value (never moved back): they decide
  /// whether the system is ``isNumericallyWide``.
  var smallestCoefficient = Double.infinity
  var largestCoefficient = 0.0
  var largestConstant = 0.0
  /// Set when a non-required constraint's error drifted from its constraint and a fresh solve
  /// could not do better (see ``inconsistentSoftConstraint()``); cleared when a constraint is
  /// added or removed, so that drift is not solved afresh at every call.
  var acceptsSoftDrift = false

  // MARK: Records
  var variables = IdentityTable<VariableRecord>()
  var records = IdentityTable<ConstraintRecord>()
  var edits = IdentityTable<EditRecord>()
  var nextOrder = 0
  var journal = Journal()
  var counters = Solver.Statistics()
  /// False in the scratch solvers that check conflict sets (they must not explain in turn).
  var explainsConflicts = true
  /// False while a constraint is being inserted and has no record yet: its constant is then
  /// missing from the formula of ``refreshConstant(_:)``.
  var canRefreshConstants = true
  /// The slots whose constants lost digits while ``canRefreshConstants`` was false: refreshed
  /// once the constraint being inserted is recorded.
  var unrefreshed: [Slot] = []
  /// Counts every change of any row's cells (pivots, substitutions, rows added, removed or
  /// restored): a ``MarkerColumn`` read at another epoch is stale.
  ///
  /// Constant changes do not count.
  var basisEpoch: UInt64 = 0
  /// The ``basisEpoch`` right after the last ``refactor(refreshingObjective:)``: while they are
  /// equal, no row's cells have changed since, and refactoring again would give the same rows.
  var refactoredEpoch: UInt64 = .max
  /// The ``basisEpoch`` at which the objective recomputed in double-double arithmetic last
  /// called the basis optimal (see ``improveOnPreciseObjective()``).
  var preciseOptimumEpoch: UInt64 = .max
  /// The double-double rows of the last ``refactor(refreshingObjective:)`` and their basic
  /// symbols (`refactoredRows[k]` is the row of `refactoredSubjects[k]`), valid while
  /// ``basisEpoch`` equals ``refactoredEpoch``.
  var refactoredRows: [PreciseRow] = []
  var refactoredSubjects: [Symbol] = []
  /// Set when a simplex run found the call's pivot budget used up (see ``pivotBudget``);
  /// cleared by the verification that follows every operation.
  var stalled = false
  /// Simplex steps left to the current call, shared by every simplex run and fresh solve in it
  /// (see ``pivotBudget``).
  var pivotsLeft = Int.max
  /// How many recorded constraints are kept without their marker in the rows (see
  /// ``insert(_:constant:isEdit:keepsMarker:)``).
  var markerlessCount = 0
  /// ``markerlessDummyThreshold``, lowered by tests to reach the marker-less paths.
  var markerlessThreshold = Tableau.markerlessDummyThreshold
  /// Set when a row constant needed recomputing but the formula of ``refreshConstant(_:)``
  /// cannot be used (some constraint keeps no marker): the verification that follows the
  /// operation then solves afresh.
  var needsFreshSolve = false
  /// Set when marker-less constraints were removed from the records but not yet from the
  /// tableau (see ``applyPendingRemovals()``).
  var removalsPending = false
}

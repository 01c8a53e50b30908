/// The solver's state and algorithms: the simplex tableau, the objective, the work lists and
/// the records of constraints, variables and edits.
///
/// A struct, so that the hot loops access its arrays without Swift's dynamic exclusivity
/// checks (which a class's stored properties need on every access); ``Solver`` owns one and
/// forwards to it.
///
/// The core simplex (`Simplex/`) reaches the layers around it only through named hooks: it tells
/// the verification what moved (``Verification/touch(_:)``, ``Verification/noteRowConstant(_:)``,
/// ``Verification/noteShift(of:from:by:)`` and the other `note` methods of `Verification`), hands
/// a row constant that lost digits to the numerics (``refreshIfImprecise(_:of:from:by:)``,
/// ``refreshPostponedConstants()``), reports the magnitudes it meets (``noteCoefficient(_:)``,
/// ``SystemScale/noteConstant(_:)``) and reads the residue floor (``residueFloor``); its journal keeps an
/// entry of the verification (``Verification/JournalEntry``) that the verification restores.
struct Tableau {
  // MARK: Tableau (per slot)
  /// The rows; a row `b = constant + Σ cells` lives in a slot.
  var rows: [Row] = []
  /// The basic symbol of each slot, -1 for a free slot.
  var basicOfSlot: [Symbol] = []
  /// Slots free for reuse.
  var freeSlots: [Slot] = []

  // MARK: Symbols (per symbol id)
  var symbols = SymbolTable()
  /// The slot whose basic symbol this is, or -1 if the symbol is not basic.
  var slotOfBasic: [Slot] = []
  /// The slots whose rows hold each symbol.
  ///
  /// Entries may be stale or repeated; readers check.
  var columns = ColumnIndex()

  // MARK: Objective
  /// The weighted errors of each non-required level, compared lexicographically.
  var objective = Objective()
  /// The phase-1 objective while a required constraint is added through an artificial variable.
  var artificial: Row?

  // MARK: Work lists
  var infeasible: [Symbol] = []
  /// External symbols whose values may have changed since ``updateVariables()`` last ran.
  var dirty = MarkedSymbols()
  /// Symbols whose objective coefficients changed since they were last found not to improve
  /// the objective: a superset of the entering candidates, so the primal simplex need not
  /// scan the whole objective after every add.
  var objectiveChanged = MarkedSymbols()
  var scratch = ScratchSpace()

  // MARK: Records and the call
  var records = Records()
  var journal = Journal()
  var counters = Solver.Statistics()
  /// Counts every change of any row's cells (pivots, substitutions, rows added, removed or
  /// restored): a ``MarkerColumn`` read at another epoch is stale.
  ///
  /// Constant changes do not count.
  var basisEpoch: UInt64 = 0
  /// Set when a simplex run found the call's pivot budget used up (see ``pivotBudget``);
  /// cleared by the verification that follows every operation.
  var stalled = false
  /// Simplex steps left to the current call, shared by every simplex run and fresh solve in it
  /// (see ``pivotBudget``).
  var pivotsLeft = Int.max
  var settings = TableauSettings()
  var markerless = MarkerlessState()

  // MARK: Numerics and recovery
  var refreshes = ConstantRefreshes()
  var verification = Verification()
  var scale = SystemScale()
  var refactoring = RefactoringCache()
}

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
  /// The slots whose rows hold each symbol. Entries may be stale or repeated; readers check.
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
  /// The required constraints as the verification evaluates them (nil: a free index).
  var checks: [RequiredCheck?] = []
  var freeChecks: [Int32] = []
  /// External symbols whose rows changed since the last verification, and a flag per symbol.
  var touched: [Symbol] = []
  var isTouched: [Bool] = []
  /// The value each external symbol had when its constraints were last verified (NaN: never).
  var verifiedValue: [Double] = []
  /// Checks added since the last verification (their variables' values may not have moved).
  var newChecks: [Int32] = []
  /// The checks whose terms hold each external symbol (empty for other symbols).
  var checksOfSymbol: [[CheckReference]] = []
  /// The symbols of the terms of the constraint last given to ``createRow(for:constant:)``.
  var termSymbols: [Symbol] = []

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
  /// Set when a simplex run used up its pivot budget (see ``pivotBudget``); cleared by the
  /// verification that follows every operation.
  var stalled = false

}

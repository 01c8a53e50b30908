/// An incremental Cassowary constraint solver with strictly lexicographic priorities.
///
/// Add and remove constraints, mark variables as edit variables and suggest values for them;
/// every change re-optimises incrementally (primal simplex after an add or remove, dual simplex
/// after a suggestion or a constant change). Call ``updateVariables()`` to write the solution
/// into the variables' ``Variable/value``.
///
/// Every operation that throws leaves the solver exactly as it was before the call: the same
/// constraints, edit variables, tableau and values, so that later operations behave as if the
/// failed call had never been made.
///
/// ## Algorithm
/// The tableau follows Badros, Borning and Stuckey's Cassowary (as kiwi implements it) with
/// three changes. The objective is one row per priority level, compared lexicographically
/// (highest level first), so no amount of lower-level error can buy a higher-level one. Each
/// symbol keeps the list of rows that hold it (its *column*), so substituting after a pivot
/// touches only those rows. Required adds and constant changes that may fail run inside a
/// journal that restores every touched row on failure.
///
/// - Tolerance: coefficients and constants below 1e-8 in magnitude count as zero (``epsilon``),
///   per component of the objective.
/// - Anti-cycling: Bland's rule. The entering symbol is the lowest-id symbol whose objective
///   vector is lexicographically negative; among rows tied in the ratio test, the one with the
///   lowest basic symbol id leaves. Pivot choices never depend on hashing, so results and run
///   times are the same from run to run.
///
/// A solver is not thread-safe: use it from one thread at a time.
public final class Solver {
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

  // MARK: Records
  var variables: [ObjectIdentifier: VariableRecord] = [:]
  var records: [ObjectIdentifier: ConstraintRecord] = [:]
  var edits: [ObjectIdentifier: EditRecord] = [:]
  var nextOrder = 0
  var journal = Journal()
  var counters = Statistics()
  /// False in the scratch solvers that check conflict sets (they must not explain in turn).
  var explainsConflicts = true

  /// Creates an empty solver.
  public init() {}

  /// Conflict sets up to this size are shrunk to an irreducible set; larger ones are reported
  /// as found.
  public static let explanationLimit = 64

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
  ///   ``SolverError/nonFiniteNumber(_:)``, or ``SolverError/unsatisfiable(_:conflicts:)`` for a
  ///   required constraint that cannot hold with those already added.
  /// - Postcondition: If it throws, the solver is exactly as it was before the call.
  /// - Complexity: O(*p* · *c* · *k*): *p* pivots, each substituting into the *c* rows of the
  ///   entering symbol's column, of about *k* cells each.
  public func add(_ constraint: Constraint) throws(SolverError) {
    if records[ObjectIdentifier(constraint)] != nil { throw .duplicateConstraint(constraint) }
    try validate(constraint.strength)
    for term in constraint.expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteNumber(.coefficient(term.variable, in: constraint))
    }
    let constant = constraint.expression.constant
    if !constant.isFinite { throw .nonFiniteNumber(.constant(constant, in: constraint)) }
    try insert(constraint, constant: constant)
    checkInvariants()
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: as ``add(_:)``.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records[ObjectIdentifier(constraint)], !record.isEdit else {
      throw .unknownConstraint(constraint)
    }
    delete(constraint)
    checkInvariants()
  }

  /// Whether the constraint has been added. O(1).
  public func contains(_ constraint: Constraint) -> Bool {
    guard let record = records[ObjectIdentifier(constraint)] else { return false }
    return !record.isEdit
  }

  /// Changes the constant of an added constraint's expression (`lhs - rhs`) and re-solves with
  /// the dual simplex, without removing and re-adding the constraint.
  ///
  /// For `x == 100`, stored as `x - 100 == 0`, `setConstant(-120, of:)` makes it `x == 120`.
  /// The ``Constraint`` object itself is immutable and keeps the constant it was created with.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteNumber(_:)``, or
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint can no longer hold.
  /// - Postcondition: If it throws, the solver is exactly as it was before the call.
  /// - Complexity: O(*c*) to shift the *c* rows of the constraint's marker, plus the dual
  ///   simplex pivots that follow.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let record = records[ObjectIdentifier(constraint)], !record.isEdit else {
      throw .unknownConstraint(constraint)
    }
    if !constant.isFinite { throw .nonFiniteNumber(.constant(constant, in: constraint)) }
    try changeConstant(of: record, to: constant)
    checkInvariants()
  }

  /// The constant this solver uses for an added constraint's expression (see
  /// ``setConstant(_:of:)``), or nil if the constraint has not been added.
  public func constant(of constraint: Constraint) -> Double? {
    records[ObjectIdentifier(constraint)]?.constant
  }

  /// Makes `variable` an edit variable at the given (non-required) strength. Until the first
  /// ``suggestValue(_:for:)``, the suggested value is the variable's current solved value.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
  ///   ``SolverError/invalidStrength(_:)``, ``SolverError/nonFiniteNumber(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
    try validate(strength)
    if strength.isRequired { throw .requiredEditVariable(variable) }
    let current = value(of: variable)
    let constraint = Constraint(Expression([Term(variable)], constant: -current), .equal, strength: strength)
    try insert(constraint, constant: -current, isEdit: true)
    edits[variable.id] = EditRecord(constraint: constraint, value: current)
    checkInvariants()
  }

  /// Stops editing `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
    delete(edit.constraint)
    checkInvariants()
  }

  /// Whether `variable` is an edit variable. O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteNumber(_:)``.
  /// - Complexity: O(*c*) for the *c* rows holding the edit's error symbol, plus the dual
  ///   simplex pivots that follow.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    if !value.isFinite { throw .nonFiniteNumber(.suggestedValue(value, for: variable)) }
    let record = records[ObjectIdentifier(edit.constraint)]!
    edits[variable.id]!.value = value
    counters.suggestions += 1
    try! changeConstant(of: record, to: -value)
    checkInvariants()
  }

  /// The value last suggested for an edit variable (its value when it became one, before any
  /// suggestion), or nil if it is not an edit variable.
  public func suggestedValue(for variable: Variable) -> Double? {
    edits[variable.id]?.value
  }

  /// Writes the current solution into the variables and returns those whose value changed.
  ///
  /// - Complexity: O(*d*), where *d* is the number of variables whose rows changed since the
  ///   last update, not the number of variables.
  @discardableResult
  public func updateVariables() -> [Variable] {
    var changed: [Variable] = []
    for symbol in dirty {
      let s = Int(symbol)
      isDirty[s] = false
      guard kinds[s] == .external, let variable = externals[s] else { continue }
      let slot = slotOfBasic[s]
      var value = slot >= 0 ? rows[Int(slot)].constant : 0
      if value == 0 { value = 0 }  // no -0
      if variable.value != value {
        variable.value = value
        changed.append(variable)
      }
    }
    dirty.removeAll(keepingCapacity: true)
    return changed
  }

  /// The current solved value of `variable` (0 if the solver does not know it), without
  /// writing it into the variable. O(1).
  public func value(of variable: Variable) -> Double {
    guard let record = variables[variable.id] else { return 0 }
    let slot = slotOfBasic[Int(record.symbol)]
    let value = slot >= 0 ? rows[Int(slot)].constant : 0
    return value == 0 ? 0 : value
  }

  /// Whether `variable`'s value is not uniquely determined: another value exists that keeps
  /// every required constraint and makes no level's error any worse.
  ///
  /// A variable the solver does not know is ambiguous. Degenerate cases, where the freedom is
  /// only reachable through a pivot that does not move the solution, report `false`.
  ///
  /// - Complexity: O(*k* · *c*): *k* cells in the variable's row, each checked against the
  ///   *c* rows of its column.
  public func hasAmbiguousValue(_ variable: Variable) -> Bool {
    guard let record = variables[variable.id] else { return true }
    return isAmbiguous(record.symbol)
  }

  /// Counts of the work done since the solver was created or last ``reset()``.
  public var statistics: Statistics {
    var result = counters
    result.constraints = records.count
    result.rows = rows.count - freeSlots.count
    return result
  }

  /// Removes every constraint and edit variable. Variables keep their last values.
  public func reset() {
    let explains = explainsConflicts
    rows = []
    basicOfSlot = []
    freeSlots = []
    slotEpoch = []
    slotMark = []
    markEpoch = 0
    kinds = []
    slotOfBasic = []
    columns = ColumnIndex()
    owners = []
    externals = []
    isDirty = []
    isObjectiveChanged = []
    objectiveChanged = []
    freeSymbols = []
    objective = Objective()
    artificial = nil
    infeasible = []
    dirty = []
    variables = [:]
    records = [:]
    edits = [:]
    nextOrder = 0
    journal = Journal()
    counters = Statistics()
    explainsConflicts = explains
  }
}

extension Solver {
  /// Counts of a solver's work, for tests and benchmarks.
  public struct Statistics: Sendable, Hashable {
    /// Constraints added successfully (edit variables count as constraints).
    public var constraintsAdded = 0
    /// Constraints removed (edit variables count as constraints).
    public var constraintsRemoved = 0
    /// Simplex pivots, primal and dual.
    public var pivots = 0
    /// Calls of ``Solver/suggestValue(_:for:)``.
    public var suggestions = 0
    /// Constraints currently in the solver, edit constraints included.
    public var constraints = 0
    /// Rows currently in the tableau.
    public var rows = 0
  }

  /// What the solver knows of a variable.
  struct VariableRecord {
    var symbol: Symbol
    /// How many constraints hold the variable; at 0 its symbol is released.
    var uses: Int
  }

  /// What the solver knows of a constraint.
  struct ConstraintRecord {
    let constraint: Constraint
    /// The slack, dummy or (positive) error symbol that identifies the constraint's row.
    let marker: Symbol
    /// The second error symbol of a non-required constraint, or -1.
    let other: Symbol
    /// The expression constant in use (see ``Solver/setConstant(_:of:)``).
    var constant: Double
    /// Insertion order, used to list conflicts in the order they were added.
    let order: Int
    let isEdit: Bool
  }

  /// An edit variable's constraint and its last suggested value.
  struct EditRecord {
    let constraint: Constraint
    var value: Double
  }

  /// Checks a strength's level and weight.
  func validate(_ strength: Strength) throws(SolverError) {
    if !strength.level.isFinite || !strength.weight.isFinite {
      throw .nonFiniteNumber(.strength(strength))
    }
    if !(strength.level > 0 && strength.level <= 1000) || !(strength.weight > 0) {
      throw .invalidStrength(strength)
    }
  }
}

/// The solver's objects as the tableau knows them: a record per variable in use, per
/// constraint (edit constraints included) and per edit variable, each keyed by the object's
/// identity.
///
/// Invariant: every constraint in `edits` has a record in `constraints` marked as an edit; a
/// variable's record counts the constraints that use it and goes with the last of them;
/// `nextOrder` is above the order of every record (orders give fresh solves the order of
/// addition).
struct Records {
  var variables = IdentityTable<VariableRecord>()
  var constraints = IdentityTable<ConstraintRecord>()
  var edits = IdentityTable<EditRecord>()
  var nextOrder = 0
}

extension Records {
  /// Whether `constraint` was added (as a constraint, not as an edit variable's).
  ///
  /// O(1).
  func contains(_ constraint: Constraint) -> Bool {
    guard let record = constraints[ObjectIdentifier(constraint)] else { return false }
    return !record.isEdit
  }

  /// The expression constant in use for `constraint`, or nil if it was not added.
  ///
  /// O(1).
  func constant(of constraint: Constraint) -> Double? {
    constraints[ObjectIdentifier(constraint)]?.constant
  }

  /// Whether `variable` is an edit variable.
  ///
  /// O(1).
  func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// The last value suggested for the edit variable `variable`, or nil if it is none.
  ///
  /// O(1).
  func suggestedValue(for variable: Variable) -> Double? {
    edits[variable.id]?.value
  }
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
  var order: Int
  let isEdit: Bool
  /// The index of a required constraint's check (see ``Verification/checks``), or -1.
  var check: Int32 = -1
  /// A required equality whose dummy marker is in no row (see
  /// ``Tableau/insert(_:constant:isEdit:keepsMarker:)``): removing it or changing its constant
  /// solves the rest afresh.
  var isMarkerless = false
  /// Set once a marker-less constraint's constant changed: from then on it keeps its marker,
  /// so that further changes are incremental.
  var keepsMarker = false
}

/// An edit variable's constraint and its last suggested value.
struct EditRecord {
  let constraint: Constraint
  var value: Double
  /// The rows that held the edit constraint's marker at the last suggestion.
  var column = MarkerColumn()
}

/// The rows that hold a non-basic marker and its coefficient in each, as of one
/// ``Tableau/basisEpoch``: while no row's cells change, a suggestion shifts these rows'
/// constants without walking the column index or searching each row (as amoeba caches its
/// edit rows, but invalidated by every change of cells, where amoeba's cache goes stale).
struct MarkerColumn {
  /// The epoch the entries were read at; stale when ``Tableau/basisEpoch`` differs.
  var epoch: UInt64 = .max
  var entries: [Entry] = []

  /// A row that holds the marker, with what a suggestion needs of it (all fixed while the
  /// row's cells are: its basic symbol, that symbol's kind, its largest coefficient in a
  /// required constraint, and at least 1 and its largest coefficient in any constraint).
  struct Entry {
    var slot: Slot
    var basic: Symbol
    var coefficient: Double
    var checkCoefficient: Double
    var termScale: Double
    var kind: SymbolKind
  }
}

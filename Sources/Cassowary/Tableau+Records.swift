// What the solver keeps for each variable, constraint and edit variable.
extension Tableau {
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
    /// The index of a required constraint's check (see ``Tableau/checks``), or -1.
    var check: Int32 = -1
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

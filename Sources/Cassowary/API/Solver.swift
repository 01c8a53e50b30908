/// An incremental Cassowary constraint solver with strictly lexicographic priorities.
///
/// Add and remove constraints, make variables edit variables and suggest values for them;
/// each change re-optimises incrementally (primal simplex after an add or remove, dual simplex
/// after a suggestion or a constant change). ``updateVariables()`` writes the solution into the
/// variables' ``Variable/value``.
///
/// - Priorities: the objective is one row per level, compared highest first, so no amount of
///   error at a lower level buys less error at a higher one.
/// - Failures: an operation that throws leaves the solver's constraints, edit variables and
///   values as they were, so later calls behave as if it had never been made.
/// - Precision: required constraints hold to 1e-8 relative to their size. Each result is
///   checked against the constraints themselves and solved afresh, or refused with a typed
///   error, where rounding made the tableau disagree. Values are never infinite or NaN.
/// - Repeatability: no choice depends on hashing, so results and work are the same every run.
///
/// <doc:SolverGuarantees> states the rules in full, with their tolerances and costs. A solver
/// is not thread-safe: use it from one thread at a time.
public final class Solver {
  /// The state and algorithms; a struct so that hot loops avoid dynamic exclusivity checks.
  var tableau = Tableau()

  /// Creates an empty solver.
  public init() {}

  /// Runs a read of the tableau in place.
  ///
  /// Calling a non-mutating method on a class's stored struct can copy the struct first (retaining
  /// and releasing each of its arrays, dozens of atomic operations per call); an inout access reads
  /// it where it is.
  @inline(__always) func inPlace<T>(_ read: (inout Tableau) -> T) -> T {
    read(&tableau)
  }

  /// Conflict sets up to this size are shrunk to an irreducible set; larger ones are reported
  /// as found.
  public static let explanationLimit = 64

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
  ///   ``SolverError/nonFiniteNumber(_:)``, ``SolverError/unsatisfiable(_:conflicts:)`` for a
  ///   required constraint that cannot hold with those already added, or
  ///   ``SolverError/numericalFailure(_:)`` (`.imprecise` for a subnormal coefficient, or for
  ///   coefficients that would span more than 1e100: see ``NumericalFailure/imprecise(_:)``).
  /// - Postcondition: If it throws, the solver is exactly as it was before the call.
  /// - Complexity: O(*p* · *c* · *k*): *p* pivots, each substituting into the *c* rows of the
  ///   entering symbol's column, of about *k* cells each.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try tableau.add(constraint)
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: as ``add(_:)``; O(1) for a link deep in a chain of required equalities,
  ///   whose removal the next call that reads or changes the solution completes with a fresh
  ///   solve (one for any number of such removals in a row).
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try tableau.remove(constraint)
  }

  /// Whether the constraint has been added.
  ///
  /// O(1).
  public func contains(_ constraint: Constraint) -> Bool {
    inPlace { $0.records.contains(constraint) }
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
    try tableau.setConstant(constant, of: constraint)
  }

  /// The constant this solver uses for an added constraint's expression (see
  /// ``setConstant(_:of:)``), or nil if the constraint has not been added.
  public func constant(of constraint: Constraint) -> Double? {
    inPlace { $0.records.constant(of: constraint) }
  }

  /// Makes `variable` an edit variable at the given (non-required) strength.
  ///
  /// Until the first ``suggestValue(_:for:)``, the suggested value is the variable's current solved
  /// value.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
  ///   ``SolverError/invalidStrength(_:)``, ``SolverError/nonFiniteNumber(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try tableau.addEditVariable(variable, strength: strength)
  }

  /// Stops editing `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try tableau.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable.
  ///
  /// O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    inPlace { $0.records.hasEditVariable(variable) }
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteNumber(_:)``.
  /// - Complexity: O(*c*) for the *c* rows holding the edit's error symbol, plus the dual
  ///   simplex pivots that follow.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try tableau.suggestValue(value, for: variable)
  }

  /// The value last suggested for an edit variable (its value when it became one, before any
  /// suggestion), or nil if it is not an edit variable.
  public func suggestedValue(for variable: Variable) -> Double? {
    inPlace { $0.records.suggestedValue(for: variable) }
  }

  /// Writes the current solution into the variables and returns those whose value changed.
  ///
  /// - Complexity: O(*d*), where *d* is the number of variables whose rows changed since the
  ///   last update, not the number of variables.
  @discardableResult
  public func updateVariables() -> [Variable] {
    tableau.updateVariables()
  }

  /// The current solved value of `variable`, without writing it into the variable.
  ///
  /// O(1) (after removals of deep chain links, the first call solves afresh: see ``remove(_:)``).
  ///
  /// A variable that no constraint of this solver holds (never did, or no longer does: the
  /// solver forgets a variable with its last constraint) is not solved here; its own
  /// ``Variable/value`` is returned, which keeps the last value an update wrote.
  public func value(of variable: Variable) -> Double {
    inPlace {
      $0.applyPendingRemovals()
      return $0.value(of: variable)
    }
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
    inPlace {
      $0.applyPendingRemovals()
      return $0.hasAmbiguousValue(variable)
    }
  }

  /// Counts of the work done since the solver was created or last ``reset()``.
  public var statistics: Statistics {
    inPlace {
      $0.applyPendingRemovals()
      return $0.statistics
    }
  }

  /// Removes every constraint and edit variable.
  ///
  /// Variables keep their last values.
  public func reset() {
    tableau.reset()
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
    /// Rows rewritten by substituting a row into them (after a pivot, a new row or a removal):
    /// the bulk of the solver's work, counted the same on every machine, so tests can check
    /// how work grows without timing anything.
    public var rowUpdates = 0
    /// Pivots that moved no value (the leaving row was at zero): the steps a pivot rule can
    /// waste on a degenerate objective.
    public var degeneratePivots = 0
    /// Column-index entries walked to find the rows that hold a symbol (stale entries
    /// included): with ``rowUpdates``, the work a steady sequence of edits must keep flat.
    public var columnEntriesVisited = 0
    /// Terms of required constraints evaluated to verify the result of an operation against the
    /// constraints themselves (see SolverGuarantees, Precision): with ``rowUpdates``, the work
    /// that must grow no faster than the constraints an operation touches.
    public var requiredTermsChecked = 0
    /// Row constants recomputed from the constraints' constants because an update lost them to
    /// rounding (a value dragged far away and back) or overflowed.
    public var constantRefreshes = 0
    /// Fresh solves that replaced the tableau: because the incremental result failed
    /// verification, or, in a numerically wide system, because a fresh solve's level errors
    /// were lower (see SolverGuarantees, Precision).
    public var rebuilds = 0
    /// Basic symbols exchanged because refactoring found the basis singular: a pivot on a
    /// rounding residue had left a constraint's equation with no basic symbol (numerically wide
    /// systems only; see SolverGuarantees, Precision).
    ///
    /// Each also counts in ``pivots``.
    public var basisRepairs = 0
    /// Calls of ``Solver/suggestValue(_:for:)``.
    public var suggestions = 0
    /// Constraints currently in the solver, edit constraints included.
    public var constraints = 0
    /// Rows currently in the tableau.
    public var rows = 0
    /// Non-zero cells currently in the tableau's rows: the solver's memory grows with this.
    ///
    /// Reading it costs O(*r*) for *r* rows.
    public var cells = 0
  }

}

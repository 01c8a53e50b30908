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
/// A solver is not thread-safe: use it from one thread at a time.
public final class Solver {
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
  public func add(_ constraint: Constraint) throws(SolverError) {
    fatalError("not implemented yet")
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    fatalError("not implemented yet")
  }

  /// Whether the constraint has been added.
  public func contains(_ constraint: Constraint) -> Bool {
    fatalError("not implemented yet")
  }

  /// Changes the constant of an added constraint's expression (`lhs - rhs`) and re-solves with
  /// the dual simplex, without removing and re-adding the constraint.
  ///
  /// For `x == 100`, stored as `x - 100 == 0`, `setConstant(-120, of:)` makes it `x == 120`.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteNumber(_:)``, or
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint can no longer hold.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    fatalError("not implemented yet")
  }

  /// Makes `variable` an edit variable at the given (non-required) strength. Until the first
  /// ``suggestValue(_:for:)``, the suggested value is the variable's current solved value.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
  ///   ``SolverError/invalidStrength(_:)``, ``SolverError/nonFiniteNumber(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    fatalError("not implemented yet")
  }

  /// Stops editing `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    fatalError("not implemented yet")
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    fatalError("not implemented yet")
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteNumber(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    fatalError("not implemented yet")
  }

  /// Writes the current solution into the variables and returns those whose value changed.
  ///
  /// - Complexity: O(*d*), where *d* is the number of variables whose rows changed since the
  ///   last update, not the number of variables.
  @discardableResult
  public func updateVariables() -> [Variable] {
    fatalError("not implemented yet")
  }

  /// The current solved value of `variable` (0 if the solver does not know it), without
  /// writing it into the variable.
  public func value(of variable: Variable) -> Double {
    fatalError("not implemented yet")
  }

  /// Whether `variable`'s value is not uniquely determined: another value exists that keeps
  /// every required constraint and makes no level's error any worse.
  ///
  /// A variable the solver does not know is ambiguous. Degenerate cases, where the freedom is
  /// only reachable through a pivot that does not move the solution, report `false`.
  ///
  /// - Complexity: O(*c* · *r*): *c* cells in the variable's row, each checked against the
  ///   *r* rows of its column.
  public func hasAmbiguousValue(_ variable: Variable) -> Bool {
    fatalError("not implemented yet")
  }

  /// Counts of the work done since the solver was created or last ``reset()``.
  public var statistics: Statistics {
    fatalError("not implemented yet")
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    fatalError("not implemented yet")
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
}

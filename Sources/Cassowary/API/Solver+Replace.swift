extension Solver {
  /// Removes `constraint` and adds `replacement` in one operation, re-optimising once.
  ///
  /// The result is that of ``remove(_:)`` followed by ``add(_:)``, but when both are required
  /// the replacement usually takes the removed constraint's place in the tableau with a single
  /// substitution: switching a layout between two arrangements (a stack's node hidden, an
  /// alternative pin) costs about one removal instead of a removal and an add.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `constraint` has not been added, the
  ///   errors of ``add(_:)`` for `replacement` (``SolverError/unsatisfiable(_:conflicts:)``
  ///   names the constraints it conflicts with once `constraint` is gone).
  /// - Postcondition: If it throws, the solver is exactly as it was before the call, still
  ///   holding `constraint`.
  /// - Complexity: O(*c* · *k*) for the *c* rows holding the removed constraint's marker, of
  ///   about *k* cells each, plus the pivots that restore feasibility and optimality; where the
  ///   replacement does not take the removed constraint's place, that of ``remove(_:)`` and
  ///   ``add(_:)`` plus O(*n*) to keep the tableau of *n* rows to return to.
  public func replace(_ constraint: Constraint, with replacement: Constraint) throws(SolverError) {
    try tableau.replace(constraint, with: replacement)
  }
}

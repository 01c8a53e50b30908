// Explaining an unsatisfiable required constraint.
//
// When phase 1 (or the dual simplex) proves infeasibility, the proof is a row: a linear
// combination of constraint rows whose value must be positive (or negative) while the
// constraints force it to zero. A constraint takes part in that combination exactly when its
// marker symbol appears in the row with a non-zero coefficient (markers appear in no other
// constraint's original row). Only required constraints can take part: a non-required one
// brings two error symbols of opposite sign, one of which would still improve the row.
//
// That set is then shrunk by a deletion filter, re-checking each candidate subset in a scratch
// solver, which makes it irreducible: without any one member the rest can hold.

extension Tableau {
  /// The error for a required `constraint` that an infeasibility `certificate` refuses:
  /// ``SolverError/unsatisfiable(_:conflicts:)`` naming the conflicting constraints (see
  /// ``conflicts(with:certificate:testing:)``) when a fresh solve confirms the conflict (see
  /// ``confirms(_:against:)``), else ``SolverError/numericalFailure(_:)`` (`.imprecise`): a
  /// proof that rounding spoiled names constraints that hold together.
  ///
  /// - Parameters:
  ///   - constraint: The refused constraint.
  ///   - certificate: The symbols of the infeasibility certificate.
  ///   - testing: As for ``conflicts(with:certificate:testing:)``.
  /// - Returns: `unsatisfiable` with the conflicting constraints, or `imprecise`.
  /// - Complexity: that of the explanation and one fresh solve; only on a refused call.
  func refusal(
    of constraint: Constraint, certificate: [Symbol], testing: Constraint? = nil
  ) -> SolverError {
    let others = conflicts(with: constraint, certificate: certificate, testing: testing)
    guard confirms(others, against: testing ?? constraint) else {
      return .numericalFailure(.imprecise(constraint))
    }
    return .unsatisfiable(constraint, conflicts: others)
  }

  /// The already-added required constraints that conflict with `constraint`, from the symbols
  /// of an infeasibility certificate; shrunk to an irreducible set when small enough.
  ///
  /// - Parameters:
  ///   - constraint: The constraint the others conflict with.
  ///   - certificate: The symbols of the infeasibility certificate.
  ///   - testing: The constraint to check subsets against (a copy with a changed constant,
  ///     for ``setConstant(_:of:)``); `constraint` by default.
  /// - Returns: The conflicting constraints, irreducible when at most ``explanationLimit``.
  /// - Complexity: O(*k*²) scratch adds for *k* candidates (*k* ≤ ``explanationLimit``).
  func conflicts(
    with constraint: Constraint, certificate: [Symbol], testing: Constraint? = nil
  ) -> [Constraint] {
    var found: [ConstraintRecord] = []
    for symbol in certificate {
      guard Int(symbol) < symbols.owners.count, let owner = symbols.owners[Int(symbol)],
        owner !== constraint,
        owner.strength.isRequired, let record = records.constraints[ObjectIdentifier(owner)],
        !found.contains(where: { $0.constraint === owner })
      else { continue }
      found.append(record)
    }
    found.sort { $0.order < $1.order }
    guard settings.explainsConflicts, found.count <= Solver.explanationLimit else {
      return found.map(\.constraint)
    }
    // Check subsets with the constants in use, which setConstant may have changed.
    func current(_ record: ConstraintRecord) -> (original: Constraint, current: Constraint) {
      let c = record.constraint
      let current =
        record.constant == c.expression.constant
        ? c
        : Constraint(
          Expression(c.expression.terms, constant: record.constant), c.relation,
          strength: c.strength)
      return (original: c, current: current)
    }
    var set = found.map(current)
    let probe = testing ?? constraint
    if !Solver.cannotHoldTogether(set.map(\.current), probe) {
      // The certificate names no marker-less constraint: look for the conflict among them too.
      let more =
        markerless.count == 0
        ? []
        : records.markerlessConstraints(notIn: found).filter { $0.constraint !== constraint }
      guard !more.isEmpty else { return set.map(\.original) }
      found = (found + more).sorted { $0.order < $1.order }
      guard found.count <= Solver.explanationLimit else { return found.map(\.constraint) }
      set = found.map(current)
      guard Solver.cannotHoldTogether(set.map(\.current), probe) else {
        return set.map(\.original)
      }
    }
    var i = 0
    while i < set.count {
      var trial = set
      trial.remove(at: i)
      if Solver.cannotHoldTogether(trial.map(\.current), probe) {
        set = trial
      } else {
        i += 1
      }
    }
    return set.map(\.original)
  }

  /// Whether the conflict a phase-1 run reported holds up: `conflicts` (at the constants in
  /// use) and `constraint` cannot hold together in a fresh solver.
  ///
  /// A proof that rests on rows rounding has spoiled (terms near 1e24 beside a constant near 1e10)
  /// names constraints that a fresh solve accepts together; the add is then refused as imprecise,
  /// not as a conflict. Not checked (taken as confirmed) in the scratch solvers that make
  /// explanations, or past ``Solver/explanationLimit`` constraints. A conflict among constraints
  /// whose coefficients span more than ``Tolerance/unresolvableSpread`` is never confirmed: its proof may
  /// rest on a term below the rounding of the others.
  ///
  /// - Complexity: one fresh solve of the conflicting constraints; only on a failed add or
  ///   constant change.
  func confirms(_ conflicts: [Constraint], against constraint: Constraint) -> Bool {
    guard settings.explainsConflicts, conflicts.count <= Solver.explanationLimit else {
      return true
    }
    var smallest = Double.infinity
    var largest = 0.0
    for c in conflicts + [constraint] {
      for term in c.expression.terms where term.coefficient != 0 {
        smallest = min(smallest, abs(term.coefficient))
        largest = max(largest, abs(term.coefficient))
      }
    }
    if largest > Tolerance.unresolvableSpread * smallest { return false }
    let current = conflicts.map { c in
      guard let record = records.constraints[ObjectIdentifier(c)],
        record.constant != c.expression.constant
      else { return c }
      return Constraint(
        Expression(c.expression.terms, constant: record.constant), c.relation,
        strength: c.strength)
    }
    return Solver.cannotHoldTogether(current, constraint)
  }
}

extension Solver {
  /// Whether `constraints` plus `probe` are unsatisfiable, checked in a scratch solver.
  static func cannotHoldTogether(_ constraints: [Constraint], _ probe: Constraint) -> Bool {
    let scratch = Solver()
    scratch.tableau.settings.explainsConflicts = false
    do {
      for c in constraints { try scratch.add(c) }
      try scratch.add(probe)
      return false
    } catch {
      if case .unsatisfiable = error { return true }
      return false
    }
  }
}

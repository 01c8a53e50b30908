/// A solved system kept to start other solvers from: systems with the same structure (the same
/// constraints over other variables, possibly with other constants) copy its solution with
/// ``Solver/adopt(_:variables:constraints:)`` instead of solving from scratch, then change
/// their constants incrementally.
///
/// A template never changes after it is made, so any number of threads may adopt it at once:
/// adopting copies the solver's state, whose storage is shared until one side writes to it.
public final class SolverTemplate: @unchecked Sendable {
  /// The state copied, frozen.
  let tableau: Tableau
  /// The position of each of the template's variables and constraints in the lists it was
  /// made with.
  let positions: IdentityTable<Int>
  /// How many variables and constraints the solver held.
  public let variableCount: Int
  public let constraintCount: Int

  /// Freezes a copy of `solver`'s state.
  ///
  /// `variables` and `constraints` list every variable and constraint the solver holds, each once,
  /// in the order that systems adopting the template list theirs.
  ///
  /// - Precondition: the lists are exactly the solver's variables and constraints, and it has
  ///   no edit variables.
  /// - Complexity: O(*v* + *c*); the state itself is shared, not copied.
  public init(copying solver: Solver, variables: [Variable], constraints: [Constraint]) {
    solver.inPlace { $0.applyPendingRemovals() }
    let tableau = solver.tableau
    precondition(tableau.edits.count == 0, "SolverTemplate: a solver with edit variables")
    precondition(
      tableau.variables.count == variables.count && tableau.records.count == constraints.count,
      "SolverTemplate: the lists must name every variable and constraint of the solver")
    var positions = IdentityTable<Int>()
    for (position, variable) in variables.enumerated() {
      positions.insert(position, for: variable.id)
    }
    for (position, constraint) in constraints.enumerated() {
      positions.insert(position, for: ObjectIdentifier(constraint))
    }
    self.tableau = tableau
    self.positions = positions
    variableCount = variables.count
    constraintCount = constraints.count
  }
}

extension Solver {
  /// Makes this empty solver a copy of `template`'s solved state, in which `variables[i]` and
  /// `constraints[i]` stand for the template's `i`-th variable and constraint.
  ///
  /// The copy holds the template's constants (change them with ``setConstant(_:of:)``); its next
  /// ``updateVariables()`` writes every value. Work counters start at zero.
  ///
  /// - Precondition: the solver is empty; the lists are as long as the template's, and each
  ///   constraint has the relation, strength and terms (over the corresponding variables) of
  ///   the template's constraint at its position.
  /// - Complexity: O(*s* + *v* + *c*) for *s* symbols; rows are shared with the template until
  ///   written.
  public func adopt(_ template: SolverTemplate, variables: [Variable], constraints: [Constraint]) {
    precondition(
      tableau.records.count == 0 && tableau.variables.count == 0, "adopt: the solver is not empty")
    precondition(
      variables.count == template.variableCount && constraints.count == template.constraintCount,
      "adopt: the lists differ in length from the template's")
    var copy = template.tableau
    copy.replaceObjects(
      positions: template.positions, variables: variables, constraints: constraints)
    copy.explainsConflicts = tableau.explainsConflicts
    copy.markerlessThreshold = tableau.markerlessThreshold
    tableau = copy
  }
}

extension Tableau {
  /// Replaces the template's variables and constraints by those at the same positions, and
  /// marks every variable's symbol dirty so that their values are written.
  mutating func replaceObjects(
    positions: IdentityTable<Int>, variables newVariables: [Variable],
    constraints newConstraints: [Constraint]
  ) {
    func variable(_ old: Variable) -> Variable { newVariables[positions[old.id]!] }
    func constraint(_ old: Constraint) -> Constraint {
      newConstraints[positions[ObjectIdentifier(old)]!]
    }
    externals = externals.map { $0.map(variable) }
    owners = owners.map { $0.map(constraint) }
    for index in checks.indices {
      if let old = checks[index].constraint { checks[index].constraint = constraint(old) }
    }
    variables = variables.rekeyed({ newVariables[positions[$0]!].id }, { $0 })
    records = records.rekeyed(
      { ObjectIdentifier(newConstraints[positions[$0]!]) },
      { record in
        ConstraintRecord(
          constraint: constraint(record.constraint), marker: record.marker, other: record.other,
          constant: record.constant, order: record.order, isEdit: record.isEdit,
          check: record.check, isMarkerless: record.isMarkerless, keepsMarker: record.keepsMarker)
      })
    for symbol in externals.indices where externals[symbol] != nil && !isDirty[symbol] {
      isDirty[symbol] = true
      dirty.append(Symbol(symbol))
    }
    counters = Solver.Statistics()
  }
}

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
  /// Where the objects of ``tableau`` stand in the lists the template was made with (and so in
  /// an adopting system's lists), so that adopting looks nothing up: per symbol the position of
  /// its variable and of its owning constraint (-1 for none), per required check that of its
  /// constraint, and per entry of the variable and constraint tables, in their order, that of
  /// its key.
  let externalPositions: [Int32]
  let ownerPositions: [Int32]
  let checkPositions: [Int32]
  let variablePositions: [Int32]
  let recordPositions: [Int32]
  /// The dirty symbols of an adopting system: the template's, and every external symbol (an
  /// adopting system's next ``Solver/updateVariables()`` writes every value).
  let dirtyAfterAdoption: MarkedSymbols
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
  /// - Complexity: O(*s* + *v* + *c*) for *s* symbols; the state itself is shared, not copied.
  public init(copying solver: Solver, variables: [Variable], constraints: [Constraint]) {
    solver.inPlace { $0.applyPendingRemovals() }
    let tableau = solver.tableau
    precondition(tableau.records.edits.count == 0, "SolverTemplate: a solver with edit variables")
    precondition(
      tableau.records.variables.count == variables.count
        && tableau.records.constraints.count == constraints.count,
      "SolverTemplate: the lists must name every variable and constraint of the solver")
    var positions = IdentityTable<Int>()
    for (position, variable) in variables.enumerated() {
      positions.insert(position, for: variable.id)
    }
    for (position, constraint) in constraints.enumerated() {
      positions.insert(position, for: ObjectIdentifier(constraint))
    }
    func position(_ key: ObjectIdentifier) -> Int32 { Int32(positions[key]!) }
    self.tableau = tableau
    externalPositions = tableau.symbols.externals.map { $0.map { position($0.id) } ?? -1 }
    ownerPositions = tableau.symbols.owners.map { $0.map { position(ObjectIdentifier($0)) } ?? -1 }
    checkPositions = tableau.verification.checks.map {
      $0.constraint.map { position(ObjectIdentifier($0)) } ?? -1
    }
    variablePositions = tableau.records.variables.orderedKeys.map(position)
    recordPositions = tableau.records.constraints.orderedKeys.map(position)
    var dirty = tableau.dirty
    for symbol in tableau.symbols.externals.indices where tableau.symbols.externals[symbol] != nil {
      dirty.insert(Symbol(symbol))
    }
    dirtyAfterAdoption = dirty
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
      tableau.records.constraints.count == 0 && tableau.records.variables.count == 0,
      "adopt: the solver is not empty")
    precondition(
      variables.count == template.variableCount && constraints.count == template.constraintCount,
      "adopt: the lists differ in length from the template's")
    var copy = template.tableau
    copy.replaceObjects(of: template, variables: variables, constraints: constraints)
    copy.settings = tableau.settings
    tableau = copy
  }
}

extension Tableau {
  /// Replaces the template's variables and constraints by those at the same positions, and
  /// marks every variable's symbol dirty so that their values are written.
  ///
  /// O(*s* + *v* + *c*), by position: no object is looked up.
  mutating func replaceObjects(
    of template: SolverTemplate, variables newVariables: [Variable],
    constraints newConstraints: [Constraint]
  ) {
    symbols.externals = Self.objects(at: template.externalPositions, in: newVariables)
    symbols.owners = Self.objects(at: template.ownerPositions, in: newConstraints)
    for (index, position) in template.checkPositions.enumerated() where position >= 0 {
      verification.checks[index].constraint = newConstraints[Int(position)]
    }
    var variableKeys: [ObjectIdentifier] = []
    variableKeys.reserveCapacity(template.variablePositions.count)
    for position in template.variablePositions {
      variableKeys.append(newVariables[Int(position)].id)
    }
    records.variables = records.variables.rekeyed(to: variableKeys)
    let oldRecords = records.constraints.orderedValues
    var constraintKeys: [ObjectIdentifier] = []
    var newRecords: [ConstraintRecord] = []
    constraintKeys.reserveCapacity(oldRecords.count)
    newRecords.reserveCapacity(oldRecords.count)
    oldRecords.withUnsafeBufferPointer { old in
      for index in old.indices {
        let constraint = newConstraints[Int(template.recordPositions[index])]
        constraintKeys.append(ObjectIdentifier(constraint))
        newRecords.append(
          ConstraintRecord(
            constraint: constraint, marker: old[index].marker, other: old[index].other,
            constant: old[index].constant, order: old[index].order, isEdit: old[index].isEdit,
            check: old[index].check, isMarkerless: old[index].isMarkerless,
            keepsMarker: old[index].keepsMarker))
      }
    }
    records.constraints = records.constraints.rekeyed(to: constraintKeys, values: newRecords)
    dirty = template.dirtyAfterAdoption
    counters = Solver.Statistics()
  }

  /// `objects[positions[i]]` for each `i`, nil where the position is negative.
  private static func objects<Object: AnyObject>(
    at positions: [Int32], in objects: [Object]
  ) -> [Object?] {
    [Object?](unsafeUninitializedCapacity: positions.count) { buffer, count in
      for (index, position) in positions.enumerated() {
        (buffer.baseAddress! + index).initialize(to: position < 0 ? nil : objects[Int(position)])
      }
      count = positions.count
    }
  }
}

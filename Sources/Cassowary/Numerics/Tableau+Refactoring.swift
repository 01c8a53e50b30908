// Refactoring a numerically wide system's rows from its constraints.
//
// Each pivot rewrites rows in place, and each rewrite rounds: where coefficients span many
// orders of magnitude, a row can lose a coefficient on the path to a basis in which it is
// representable (a `1 - 1.6e-18` rounded to 1, then cancelled to 0 by the next pivot), and the
// objective no longer sees a dependence the constraints hold. Refinement (``Tableau/refine()``)
// recomputes constants and the objective from the rows, so it cannot recover what the rows
// lost. Refactoring does: it solves the constraints themselves afresh for the symbols that are
// basic now (Gauss–Jordan elimination, the equations with the fewest unsolved basic symbols
// first, each solved for its largest coefficient among them: see ``Elimination/nextPivot(slotOfBasic:kinds:)``),
// in double-double arithmetic (``PreciseRow``, about 32 digits, since the elimination can cancel
// too), and rounds each row to doubles once, at the end: a row carries only the rounding of its
// own basis, not of the path to it.
//
// A pivot on a rounding residue can leave a singular basis: an equation in which no basic
// symbol has a coefficient that is not residue. The elimination meets such an equation holding
// no unsolved basic symbol, solves it for its largest other symbol, and the basic symbol that
// no equation was solved for leaves the basis (a repair, as simplex codes repair a singular
// basis with a slack): the simplex goes on from a basis that exists.

extension Tableau {
  /// Replaces every row by the constraints solved afresh for the current basis (see the
  /// file's comment), then recomputes the row constants (``refreshAllConstants()``).
  ///
  /// The basis, and so the values up to rounding, stay as they were, unless rounding had made it
  /// singular: then it is repaired (see ``Elimination/nextPivot(slotOfBasic:kinds:)``), the objective is recomputed, and
  /// the dual simplex restores feasibility.
  ///
  /// Does nothing, and returns false, while a marker-less constraint is in the system (its
  /// row has no symbol of its own), while the phase-1 objective exists, beyond
  /// ``RefactoringCache/constraintLimit`` constraints, when no row's cells have changed since the last
  /// refactoring (``RefactoringCache/epoch``: a suggestion that keeps the basis costs nothing here),
  /// or when an equation holds no symbol to solve for but dummies (redundant equalities
  /// whose dummies are all basic: the rows are kept).
  ///
  /// With `refreshingObjective`, the objective is recomputed from the same double-double rows
  /// (see ``refreshObjective(from:subjects:)``), each entry rounded once.
  ///
  /// - Complexity: O(*m*² · *k*) for *m* constraints of *k* cells each (the substitution of
  ///   each new subject into the other rows, and the choice of the next pivot), in
  ///   double-double operations (each about ten double operations).
  @discardableResult
  mutating func refactor(refreshingObjective: Bool = false) -> Bool {
    guard markerless.count == 0, artificial == nil,
      records.constraints.count <= RefactoringCache.constraintLimit,
      basisEpoch != refactoring.epoch
    else { return false }
    let liveRows = basicOfSlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
    guard liveRows == records.constraints.count else { return false }
    var elimination = Elimination(
      equations: (0..<records.constraints.count).map {
        PreciseRow(records.equation(of: records.constraints[at: $0]))
      }, symbolCount: symbols.count)
    guard elimination.run(slotOfBasic: slotOfBasic, kinds: symbols.kinds) else { return false }
    let solved = elimination.solved
    let subjects = elimination.subjects
    let solvedIndex = elimination.solvedIndex
    let repaired = repairBasis(subjects: subjects, solvedIndex: solvedIndex)
    if refreshingObjective { refreshObjective(from: solved, subjects: subjects) }
    for (k, subject) in subjects.enumerated() {
      var row = solved[k].rounded
      if symbols.kinds[Int(subject)] == .dummy {
        // A basic dummy is a redundant equality's, exactly zero over dummies: any other cell
        // is a difference the add judged redundant within its tolerance (a slack's 4.4e-14
        // beside values of 1e27).
        let kinds = symbols.kinds
        row.cells.removeAll { $0.coefficient != 0 && kinds[Int($0.symbol)] != .dummy }
      }
      rows[Int(slotOfBasic[Int(subject)])] = row
      markDirty(subject)
    }
    columns.rebuild(rows: rows, basics: basicOfSlot)
    basisEpoch &+= 1
    refactoring.epoch = basisEpoch
    refactoring.rows = solved
    refactoring.subjects = subjects
    // The objective holds the non-basic symbols' entries: a repaired basis needs it anew before
    // the dual simplex reads it.
    if repaired && !refreshingObjective { refreshObjective() }
    refreshAllConstants()
    return true
  }

  /// Gives each subject of a repairing elimination step (a symbol that was not basic, see
  /// ``Elimination/nextPivot(slotOfBasic:kinds:)``) the slot of a basic symbol that no equation was solved for, which
  /// leaves the basis (its value becomes 0, and the dual simplex restores any row that this
  /// leaves below zero); returns whether there was any.
  ///
  /// Each exchange counts as a pivot and as a repair (``Solver/Statistics/basisRepairs``).
  ///
  /// - Complexity: O(*m*) for *m* rows.
  private mutating func repairBasis(subjects: [Symbol], solvedIndex: [Int]) -> Bool {
    var orphans = basicOfSlot.filter { $0 >= 0 && solvedIndex[Int($0)] < 0 }
    guard !orphans.isEmpty else { return false }
    for subject in subjects where slotOfBasic[Int(subject)] < 0 {
      let orphan = orphans.removeLast()
      let slot = slotOfBasic[Int(orphan)]
      basicOfSlot[Int(slot)] = subject
      slotOfBasic[Int(subject)] = slot
      slotOfBasic[Int(orphan)] = -1
      markDirty(orphan)
      counters.pivots += 1
      counters.basisRepairs += 1
    }
    return true
  }

  /// Recomputes the objective as ``refreshObjective()`` does, from the double-double rows of
  /// ``refactor(refreshingObjective:)`` (`solved[k]` is the row of `subjects[k]`): each entry is
  /// summed in double-double and rounded once.
  ///
  /// From the rounded rows, an entry that is the small difference of large products keeps none of
  /// its digits (1.1e-17 at level 751, the gain of giving up a suggestion of 4.8e11 at level 750),
  /// and the primal simplex then calls a basis optimal that is not. A sum below
  /// ``PreciseRow/cancellation`` of its largest term is taken for zero, each term measured as the
  /// row measures its cell (weight times the cell's scale: a term that is itself a residue does not
  /// lower the bar); smaller entries are kept (a system may need one of 3.2e-26 beside weights of
  /// 1), and the level errors judge where they lead (see ``optimizeRefactoring()``).
  ///
  /// - Complexity: O(symbols + *e* log *e* + cells of the rows of basic error symbols) for *e*
  ///   error symbols.
  mutating func refreshObjective(from solved: [PreciseRow], subjects: [Symbol]) {
    var rowOf = [Int](repeating: -1, count: symbols.kinds.count)
    for (k, subject) in subjects.enumerated() { rowOf[Int(subject)] = k }
    // The error symbols, level by level.
    let errors = symbols.kinds.indices.filter {
      symbols.kinds[$0] == .error && symbols.owners[$0] != nil
    }
    .sorted { symbols.owners[$0]!.strength.level > symbols.owners[$1]!.strength.level }
    var sums = [DoubleDouble](repeating: DoubleDouble(0), count: symbols.kinds.count)
    var largest = [Double](repeating: 0, count: symbols.kinds.count)
    var isHeld = [Bool](repeating: false, count: symbols.kinds.count)
    var held: [Symbol] = []
    var entries: [(level: Int32, symbol: Symbol, coefficient: Double)] = []
    func add(_ term: DoubleDouble, scale: Double, to symbol: Symbol) {
      let t = Int(symbol)
      if !isHeld[t] {
        isHeld[t] = true
        held.append(symbol)
      }
      sums[t] = sums[t] + term
      largest[t] = max(largest[t], scale)
    }
    var start = 0
    while start < errors.count {
      let level = symbols.owners[errors[start]]!.strength.level
      var end = start
      while end < errors.count && symbols.owners[errors[end]]!.strength.level == level {
        let s = errors[end]
        let weight = DoubleDouble(symbols.owners[s]!.strength.weight)
        if rowOf[s] < 0 {
          add(weight, scale: weight.high, to: Symbol(s))
        } else {
          let row = solved[rowOf[s]]
          for k in row.symbols.indices {
            add(
              weight * row.coefficients[k], scale: weight.high * row.scales[k],
              to: row.symbols[k])
          }
        }
        end += 1
      }
      let id = objective.level(level)
      for symbol in held {
        let t = Int(symbol)
        if abs(sums[t].high) > PreciseRow.cancellation * largest[t] {
          entries.append((id, symbol, sums[t].high))
        }
        sums[t] = DoubleDouble(0)
        largest[t] = 0
        isHeld[t] = false
      }
      held.removeAll(keepingCapacity: true)
      start = end
    }
    let old = objective.removeAllEntries()
    for entry in entries {
      objective.add(
        entry.coefficient, level: entry.level, symbol: entry.symbol, dropsResidue: false)
    }
    for symbol in objective.symbols(changedSince: old) { objectiveChanged.insert(symbol) }
  }
}

extension Records {
  /// A constraint as the equation of its symbols, `Σ a · x ± marker ∓ other = 0` (the signs of
  /// ``Tableau/createRow(for:constant:)``), with no constant: the constants are recomputed after.
  ///
  /// - Complexity: O(*k* log *k*) for *k* terms.
  func equation(of record: ConstraintRecord) -> Row {
    var row = Row()
    for term in record.constraint.expression.terms {
      guard let position = variables.position(of: term.variable.id) else { continue }
      row.insert(variables[at: position].symbol, term.coefficient, floor: 0)
    }
    let sign = record.constraint.markerSign
    row.insert(record.marker, sign, floor: 0)
    if record.other >= 0 { row.insert(record.other, -sign, floor: 0) }
    return row
  }
}

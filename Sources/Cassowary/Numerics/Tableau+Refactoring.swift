// Refactoring a numerically wide system's rows from its constraints.
//
// Each pivot rewrites rows in place, and each rewrite rounds: where coefficients span many
// orders of magnitude, a row can lose a coefficient on the path to a basis in which it is
// representable (a `1 - 1.6e-18` rounded to 1, then cancelled to 0 by the next pivot), and the
// objective no longer sees a dependence the constraints hold. Refinement (``Tableau/refine()``)
// recomputes constants and the objective from the rows, so it cannot recover what the rows
// lost. Refactoring does: it solves the constraints themselves afresh for the symbols that are
// basic now (Gauss–Jordan elimination, the equations with the fewest unsolved basic symbols
// first, each solved for its largest coefficient among them: see ``Tableau/nextPivot(_:_:_:)``),
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
  /// singular: then it is repaired (see ``nextPivot(_:_:_:)``), the objective is recomputed, and
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
    // The constraints' equations, each kept free of the subjects solved so far.
    var pending = (0..<records.constraints.count).map {
      PreciseRow(equation(of: records.constraints[at: $0]))
    }
    var isPending = [Bool](repeating: true, count: pending.count)
    var solved: [PreciseRow] = []
    var subjects: [Symbol] = []
    // Per symbol, the index of the solved row it is the subject of, or -1.
    var solvedIndex = [Int](repeating: -1, count: kinds.count)
    var scratch = PreciseRow.Scratch()
    solved.reserveCapacity(records.constraints.count)
    for _ in 0..<pending.count {
      guard let (next, subject) = nextPivot(pending, isPending, solvedIndex) else { return false }
      var row = pending[next]
      isPending[next] = false
      row.solve(for: subject)
      for k in solved.indices { solved[k].substitute(subject, with: row, scratch: &scratch) }
      for k in pending.indices where isPending[k] {
        pending[k].substitute(subject, with: row, scratch: &scratch)
      }
      solvedIndex[Int(subject)] = solved.count
      subjects.append(subject)
      solved.append(row)
    }
    guard solved.allSatisfy(\.isFinite) else { return false }
    let repaired = repairBasis(subjects: subjects, solvedIndex: solvedIndex)
    if refreshingObjective { refreshObjective(from: solved, subjects: subjects) }
    for (k, subject) in subjects.enumerated() {
      var row = solved[k].rounded
      if kinds[Int(subject)] == .dummy {
        // A basic dummy is a redundant equality's, exactly zero over dummies: any other cell
        // is a difference the add judged redundant within its tolerance (a slack's 4.4e-14
        // beside values of 1e27).
        let kinds = self.kinds
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
  /// ``nextPivot(_:_:_:)``) the slot of a basic symbol that no equation was solved for, which
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

  /// The pivot of the next elimination step of ``refactor(refreshingObjective:)``: the
  /// pending equation with the fewest basic symbols not yet solved for, solved for its largest
  /// coefficient among those symbols; among equations with as many, the one whose largest
  /// coefficient is the most times its next largest (the first such in the records' order).
  ///
  /// A pending equation that holds none (the basis is singular to the arithmetic's precision) is
  /// taken as soon as the scan meets it, solved for a symbol that is not basic
  /// (``repairingPivot(_:)``); nil if it holds none but dummies.
  ///
  /// Why the fewest: a layout's basis is nearly triangular (an edge pinned to a constant, the
  /// next edge to it), and solving the equations that pin one symbol first follows that
  /// triangle, so no step divides by a coefficient that earlier steps made by cancellation. In
  /// order of addition, one system solved `20 * x1 == 201326592` last, for a slack whose
  /// coefficient was 2e-18 by then; the rows it left gave `x2` a coefficient of 3.7e-34 that is
  /// 0 exactly, and the simplex moved `x0` to -3e39 along it.
  ///
  /// Why the most dominant: a step adds to every other equation's cells the pivot row's cells
  /// times the ratio of their coefficients, and the smaller the other cells of the pivot row
  /// against its subject's, the less those additions swamp. Of `4 * x0 - 6.9e-18 * x3 - s == -14`
  /// and `1.07e10 * x0 - 6.8e-49 * x3 + d == 6.6e209`, solving the first for `x0` leaves the
  /// second `1.86e-8 * x3`, whose `6.8e-49` no double-double holds, and `x0`'s coefficient of
  /// `s`, 9.2e-42, cancels to zero: the objective no longer sees that `s` moves `x0`. Solving the
  /// second for `x0` first keeps both.
  ///
  /// - Complexity: O(cells of the pending equations).
  func nextPivot(_ pending: [PreciseRow], _ isPending: [Bool], _ solvedIndex: [Int])
    -> (row: Int, subject: Symbol)?
  {
    var best: (row: Int, subject: Symbol)? = nil
    var bestCount = Int.max
    var bestDominance = 0.0
    for k in pending.indices where isPending[k] {
      var count = 0
      var subject: Symbol = -1
      var size = 0.0
      var second = 0.0
      for (symbol, a) in pending[k].cells {
        let s = Int(symbol)
        guard slotOfBasic[s] >= 0 && solvedIndex[s] < 0 else { continue }
        count += 1
        if abs(a.high) > size {
          subject = symbol
          second = size
          size = abs(a.high)
        } else {
          second = max(second, abs(a.high))
        }
      }
      // Only non-basic symbols are left: the basis is singular (see the function's comment).
      guard count > 0 else { return repairingPivot(pending[k]).map { (k, $0) } }
      guard subject >= 0 else { return nil }  // no coefficient to divide by is finite
      let dominance = size / second
      if count < bestCount || (count == bestCount && dominance > bestDominance) {
        best = (k, subject)
        bestCount = count
        bestDominance = dominance
        if count == 1 { break }
      }
    }
    return best
  }

  /// The symbol a pending equation that holds no unsolved basic symbol is solved for: its
  /// largest coefficient among the symbols other than dummies (a dummy is basic only at zero,
  /// for a redundant equality); nil if it has none.
  ///
  /// - Complexity: O(cells of the equation).
  func repairingPivot(_ equation: PreciseRow) -> Symbol? {
    var subject: Symbol? = nil
    var size = 0.0
    for (symbol, a) in equation.cells where kinds[Int(symbol)] != .dummy && abs(a.high) > size {
      subject = symbol
      size = abs(a.high)
    }
    return subject
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
    var rowOf = [Int](repeating: -1, count: kinds.count)
    for (k, subject) in subjects.enumerated() { rowOf[Int(subject)] = k }
    // The error symbols, level by level.
    let errors = kinds.indices.filter { kinds[$0] == .error && owners[$0] != nil }
      .sorted { owners[$0]!.strength.level > owners[$1]!.strength.level }
    var sums = [DoubleDouble](repeating: DoubleDouble(0), count: kinds.count)
    var largest = [Double](repeating: 0, count: kinds.count)
    var isHeld = [Bool](repeating: false, count: kinds.count)
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
      let level = owners[errors[start]]!.strength.level
      var end = start
      while end < errors.count && owners[errors[end]]!.strength.level == level {
        let s = errors[end]
        let weight = DoubleDouble(owners[s]!.strength.weight)
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
    let old = clearObjective()
    for entry in entries {
      objective.add(
        entry.coefficient, level: entry.level, symbol: entry.symbol, dropsResidue: false)
    }
    queueObjectiveChanges(since: old)
  }

  /// A constraint as the equation of its symbols, `Σ a · x ± marker ∓ other = 0` (the signs of
  /// ``createRow(for:constant:)``), with no constant: the constants are recomputed after.
  ///
  /// - Complexity: O(*k* log *k*) for *k* terms.
  func equation(of record: ConstraintRecord) -> Row {
    var row = Row()
    for term in record.constraint.expression.terms {
      guard let position = records.variables.position(of: term.variable.id) else { continue }
      row.insert(records.variables[at: position].symbol, term.coefficient, floor: 0)
    }
    let sign = record.constraint.markerSign
    row.insert(record.marker, sign, floor: 0)
    if record.other >= 0 { row.insert(record.other, -sign, floor: 0) }
    return row
  }
}

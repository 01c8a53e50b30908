// Refactoring a numerically wide system's rows from its constraints.
//
// Each pivot rewrites rows in place, and each rewrite rounds. Where coefficients span many
// orders of magnitude a pivot can pass through a basis in which a coefficient is not
// representable at all: in `extreme:30083`, `x3`'s row held `1 - 1.6e-18` (rounded to 1)
// on its way to a basis in which the same dependence is a plain `4.3e-9`; the next pivot
// cancelled the rounded coefficients to zero, and the objective never saw that moving `x5`
// lets `x3` reach its suggestion. Refinement (``Tableau/refine()``) recomputes constants and
// the objective from the rows, so it cannot recover a coefficient the rows lost. Refactoring
// does: it solves the constraints themselves afresh for the symbols that are basic now
// (Gauss–Jordan elimination, each constraint solved for its largest coefficient among those
// symbols), so a row carries only the rounding of its own basis, not of the path to it.

extension Tableau {
  /// The most constraints a system may hold to be refactored (see ``refactor()``): the
  /// elimination costs O(*m*² · *k*) for *m* constraints of *k* cells.
  static let refactoringLimit = 128

  /// Replaces every row by the constraints solved afresh for the current basis (see the
  /// file's comment), then recomputes the row constants (``refreshAllConstants()``). The
  /// basis, and so the values up to rounding, stay as they were.
  ///
  /// Does nothing, and returns false, while a marker-less constraint is in the system (its
  /// row has no symbol of its own), while the phase-1 objective exists, beyond
  /// ``refactoringLimit`` constraints, when no row's cells have changed since the last
  /// refactoring (``refactoredEpoch``: a suggestion that keeps the basis costs nothing here),
  /// or when a constraint finds no basic symbol to solve for (a basis that rounding has made
  /// singular: the rows are kept).
  ///
  /// - Complexity: O(*m*² · *k*) for *m* constraints of *k* cells each (the substitution of
  ///   each new subject into the rows solved before it).
  @discardableResult
  mutating func refactor() -> Bool {
    guard markerlessCount == 0, artificial == nil, records.count <= Tableau.refactoringLimit,
      basisEpoch != refactoredEpoch
    else { return false }
    let liveRows = basicOfSlot.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
    guard liveRows == records.count else { return false }
    let floor = residueFloor
    var solved: [Row] = []
    var subjects: [Symbol] = []
    // Per symbol, the index of the solved row it is the subject of, or -1.
    var solvedIndex = [Int](repeating: -1, count: kinds.count)
    solved.reserveCapacity(records.count)
    for i in 0..<records.count {
      var row = equation(of: records[at: i])
      // Solved rows hold no subject, so substituting them brings none in: the subjects to
      // replace are those of the constraint's own few symbols.
      for symbol in row.symbols where solvedIndex[Int(symbol)] >= 0 {
        row.substitute(
          cellAt: row.index(of: symbol), with: solved[solvedIndex[Int(symbol)]], floor: floor,
          scratch: &scratch, gained: &gained)
      }
      var subject: Symbol = -1
      var size = 0.0
      for cell in row.cells where cell.coefficient != 0 {
        let s = Int(cell.symbol)
        if slotOfBasic[s] >= 0 && solvedIndex[s] < 0 && abs(cell.coefficient) > size {
          subject = cell.symbol
          size = abs(cell.coefficient)
        }
      }
      guard subject >= 0 else {
        gained.removeAll(keepingCapacity: true)
        return false
      }
      row.solve(for: subject)
      for k in solved.indices {
        let at = solved[k].index(of: subject)
        guard at >= 0, solved[k].cells[at].coefficient != 0 else { continue }
        solved[k].substitute(
          cellAt: at, with: row, floor: floor, scratch: &scratch, gained: &gained)
      }
      solvedIndex[Int(subject)] = solved.count
      subjects.append(subject)
      solved.append(row)
    }
    gained.removeAll(keepingCapacity: true)
    for (k, subject) in subjects.enumerated() {
      var row = solved[k]
      row.compact()
      rows[Int(slotOfBasic[Int(subject)])] = row
      markDirty(subject)
    }
    columns.rebuild(rows: rows, basics: basicOfSlot)
    basisEpoch &+= 1
    refactoredEpoch = basisEpoch
    refreshAllConstants()
    return true
  }

  /// A constraint as the equation of its symbols, `Σ a · x ± marker ∓ other = 0` (the signs of
  /// ``createRow(for:constant:)``), with no constant: the constants are recomputed after.
  ///
  /// - Complexity: O(*k* log *k*) for *k* terms.
  func equation(of record: ConstraintRecord) -> Row {
    var row = Row()
    for term in record.constraint.expression.terms {
      guard let position = variables.position(of: term.variable.id) else { continue }
      row.insert(variables[at: position].symbol, term.coefficient, floor: 0)
    }
    switch record.constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = record.constraint.relation == .lessThanOrEqual ? 1 : -1
      row.insert(record.marker, sign, floor: 0)
      if record.other >= 0 { row.insert(record.other, -sign, floor: 0) }
    case .equal:
      if record.other >= 0 {
        row.insert(record.marker, -1, floor: 0)
        row.insert(record.other, 1, floor: 0)
      } else {
        row.insert(record.marker, 1, floor: 0)
      }
    }
    return row
  }
}

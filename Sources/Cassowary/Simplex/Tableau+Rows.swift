// The tableau's bookkeeping: symbols, slots, columns, and building a new row (createRow,
// chooseSubject), in the order they are used.

extension Tableau {
  // MARK: Symbols

  /// Allocates a symbol of the given kind, reusing a released id when there is one.
  mutating func newSymbol(_ kind: SymbolKind, owner: Constraint? = nil) -> Symbol {
    let symbol: Symbol
    if let reused = symbols.reuse(kind, owner: owner) {
      symbol = reused
      verification.resetSymbol(symbol)
    } else {
      symbol = symbols.append(kind, owner: owner)
      slotOfBasic.append(-1)
      columns.appendSymbol()
      dirty.appendSymbol()
      objectiveChanged.appendSymbol()
      verification.appendSymbol()
      objective.appendSymbol()
    }
    if journal.isActive { journal.allocated.append(symbol) }
    return symbol
  }

  /// Releases a symbol that no constraint uses any more, first removing any leftover
  /// near-zero traces of it from rows and the objective.
  mutating func releaseSymbol(_ symbol: Symbol) {
    let s = Int(symbol)
    precondition(!journal.isActive, "symbols are not released inside a journal")
    basisEpoch &+= 1
    if slotOfBasic[s] >= 0 { return }  // still basic: keep it (cannot happen for unused symbols)
    var cursor = columns.cursor(symbol)
    while let slot = columns.advance(&cursor) {
      if liveBasic(slot) >= 0 { rows[Int(slot)].remove(symbol) }
    }
    objective.clear(symbol)
    columns.clear(symbol)
    symbols.release(symbol)
  }

  /// The symbol of `variable`, registering it and counting one more use.
  mutating func useVariable(_ variable: Variable) -> Symbol {
    if let position = records.variables.position(of: variable.id) {
      records.variables[at: position].uses += 1
      if journal.isActive { journal.usedVariables.append(variable.id) }
      return records.variables[at: position].symbol
    }
    let symbol = newSymbol(.external)
    symbols.externals[Int(symbol)] = variable
    records.variables[variable.id] = VariableRecord(symbol: symbol, uses: 1)
    markDirty(symbol)  // its value is 0 until it becomes basic
    if journal.isActive { journal.usedVariables.append(variable.id) }
    return symbol
  }

  /// Counts one use less of `variable`, releasing its symbol at zero.
  mutating func unuseVariable(_ variable: Variable) {
    guard var record = records.variables[variable.id] else { return }
    record.uses -= 1
    if record.uses > 0 {
      records.variables[variable.id] = record
    } else {
      records.variables[variable.id] = nil
      releaseSymbol(record.symbol)
    }
  }

  @inline(__always) mutating func markDirty(_ symbol: Symbol) {
    let s = Int(symbol)
    guard symbols.kinds[s] == .external else { return }
    dirty.insert(symbol)
    verification.touch(symbol)
  }

  // MARK: Slots and columns

  /// Puts `row` into the tableau with `basic` as its basic symbol.
  ///
  /// O(*k*) for *k* cells.
  @discardableResult
  mutating func insertRow(_ row: Row, basic: Symbol) -> Slot {
    var row = row
    row.trimStorage()
    let slot: Slot
    if let reused = freeSlots.popLast() {
      slot = reused
      rows[Int(slot)] = row
      basicOfSlot[Int(slot)] = basic
    } else {
      slot = Slot(rows.count)
      rows.append(row)
      basicOfSlot.append(basic)
      journal.slotEpoch.append(0)
      scratch.slotMark.append(0)
    }
    if journal.isActive {
      journal.newSlots.append(slot)
      journal.slotEpoch[Int(slot)] = journal.epoch
    }
    slotOfBasic[Int(basic)] = slot
    columns.append(row.cells, slot)
    verification.noteRowConstant(row.constant)
    markDirty(basic)
    basisEpoch &+= 1
    return slot
  }

  /// Takes a row out of the tableau (its basic symbol becomes non-basic).
  ///
  /// O(1).
  mutating func removeRow(_ slot: Slot) {
    precondition(!journal.isActive, "rows are not removed inside a journal")
    let basic = basicOfSlot[Int(slot)]
    slotOfBasic[Int(basic)] = -1
    basicOfSlot[Int(slot)] = -1
    columns.noteStale(rows[Int(slot)].cells.count - rows[Int(slot)].zeros)
    rows[Int(slot)] = Row()
    freeSlots.append(slot)
    markDirty(basic)
    basisEpoch &+= 1
  }

  /// The basic symbol of a slot named by a column entry, or -1 if the entry is stale (the slot
  /// is free, or was dropped by a journal rollback).
  @inline(__always) func liveBasic(_ slot: Slot) -> Symbol {
    Int(slot) < basicOfSlot.count ? basicOfSlot[Int(slot)] : -1
  }

  /// Drops stale column entries once they are about as many as the live ones (amortised O(1)
  /// per entry).
  ///
  /// Called between operations, never while a column is being walked.
  mutating func collectColumnsIfNeeded() {
    if columns.needsRebuild { columns.rebuild(rows: rows, basics: basicOfSlot) }
  }

  // MARK: Creating a row

  /// Builds the row of a new constraint over non-basic symbols, allocates its marker (and
  /// error) symbols and adds its errors to the objective.
  ///
  /// For `expression op 0`: `<=` adds a slack `+s`, `>=` a slack `-s`; a non-required
  /// inequality also gets an error `∓e`; a non-required equality gets `-e⁺ + e⁻`; a required
  /// equality gets a dummy `+d`. The row's sign is flipped if needed so its constant is >= 0.
  ///
  /// The returned `scale` is the sum of the magnitudes of the constant and of each term at the
  /// current values: what ``feasibilityTolerance(scale:)`` measures the row's residue against.
  mutating func createRow(
    for constraint: Constraint, constant: Double
  ) -> (row: Row, marker: Symbol, other: Symbol, scale: Double) {
    var row = Row(constant: constant)
    var scale = abs(constant)
    row.cells.reserveCapacity(constraint.expression.terms.count + 2)  // terms, marker, error
    scratch.termSymbols.removeAll(keepingCapacity: true)
    for term in constraint.expression.terms {
      let symbol = useVariable(term.variable)
      scratch.termSymbols.append(symbol)
      let slot = slotOfBasic[Int(symbol)]
      if slot >= 0 {
        row.add(
          rows[Int(slot)], times: term.coefficient, floor: residueFloor, scratch: &scratch.cells,
          gained: &scratch.gained)
        scale += abs(term.coefficient * rows[Int(slot)].constant)
      } else {
        row.insert(symbol, term.coefficient, floor: residueFloor)
      }
    }
    scratch.gained.removeAll(keepingCapacity: true)
    if isNumericallyWide { dropCancelledSums(from: &row, terms: constraint.expression.terms) }
    // An inequality's marker is its slack; an equality's is a dummy if it is required, else
    // its first error. A soft constraint's other symbol is its (second) error.
    let strength = constraint.strength
    let isEquality = constraint.relation == .equal
    let sign = constraint.markerSign
    let marker = newSymbol(
      isEquality ? (strength.isRequired ? .dummy : .error) : .slack, owner: constraint)
    row.insert(marker, sign)
    var other: Symbol = -1
    if !strength.isRequired {
      other = newSymbol(.error, owner: constraint)
      row.insert(other, -sign)
      let level = objective.level(strength.level)
      objective.admit(strength.weight, level: level)
      if isEquality { objective.add(strength.weight, level: level, symbol: marker) }
      objective.add(strength.weight, level: level, symbol: other)
    }
    if row.constant < 0 { row.multiply(by: -1) }
    return (row, marker, other, scale)
  }

  /// Drops each cell of a new row (built by ``createRow(for:constant:)`` from `terms`, whose
  /// symbols are ``ScratchSpace/termSymbols``) whose coefficient is below ``cancellation`` of the largest
  /// term summed into it: a sum of several terms cancels as a sum of two does (see
  /// ``cancels(_:_:_:floor:)``, which sees two operands at a time).
  ///
  /// Adding `0.5 * x0 - 1e12 * x3 - 1e-6 * x1 + 56 >= 0` beside the same expression at `- 15`
  /// cancelled `x0`'s 0.5 against the 0.5 of `x3`'s row, then `x1`'s row brought 1e-30 into the
  /// emptied cell; solved for `x0` by that 1e-30 (0 exactly), the row moved `x0` to -7.1e31.
  ///
  /// - Complexity: O(*n* · *t* log *k*) for the row's *n* cells, *t* terms and rows of *k*
  ///   cells; called in numerically wide systems only.
  func dropCancelledSums(from row: inout Row, terms: [Term]) {
    var k = 0
    while k < row.cells.count {
      let cell = row.cells[k]
      var largest = 0.0
      for (t, term) in terms.enumerated() where cell.coefficient != 0 {
        let symbol = scratch.termSymbols[t]
        let slot = slotOfBasic[Int(symbol)]
        let part =
          slot >= 0
          ? rows[Int(slot)].coefficient(of: cell.symbol)
          : (symbol == cell.symbol ? 1 : 0)
        largest = max(largest, abs(term.coefficient * part))
      }
      if cell.coefficient != 0 && abs(cell.coefficient) <= cancellation * largest {
        row.cells.remove(at: k)
      } else {
        k += 1
      }
    }
  }

  /// Picks the symbol a new row is solved for: an external variable if the row holds one,
  /// else the constraint's own slack or error symbol if its coefficient is negative (so the
  /// solved row stays feasible).
  ///
  /// Returns -1 if neither exists; the caller then tries the dummy and artificial-variable paths.
  ///
  /// Among externals the one with the shortest column wins (ties: the lowest id): solving for
  /// it substitutes the new row into the fewest other rows, and a variable no other row holds
  /// costs nothing. Always taking the lowest id instead makes a chain `x[i] == x[i-1] + 1`
  /// added before its anchor rewrite every earlier row at every step (cubic time). Among
  /// variables no other row holds, the largest coefficient wins: solving
  /// `1e-6 * x0 + x1 + x2 + 4.8e11 >= 0` for `x0` gives a row of 4.8e17 whose suggestions lose
  /// every digit below 64. In a numerically wide system (see
  /// ``isNumericallyWide``) the largest coefficient wins among all externals.
  ///
  /// - Complexity: O(*k*) if a candidate's column is empty; else O(*k* + *c*): *k* cells, *c*
  ///   the first candidate's column length (the count of each later one stops at the best so
  ///   far).
  func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    if isNumericallyWide {
      var best: Symbol = -1
      var largest = 0.0
      for cell in row.cells
      where cell.coefficient != 0 && symbols.kinds[Int(cell.symbol)] == .external {
        if abs(cell.coefficient) > largest {
          best = cell.symbol
          largest = abs(cell.coefficient)
        }
      }
      if best >= 0 { return best }
    }
    // A variable no row holds yet (a node's edge pinned to its parent's) wins outright: look
    // for one first, so that no long column of the row's other variables is counted.
    var fresh: Symbol = -1
    var freshSize = 0.0
    for cell in row.cells
    where cell.coefficient != 0 && symbols.kinds[Int(cell.symbol)] == .external {
      if abs(cell.coefficient) > freshSize && columns.length(of: cell.symbol, upTo: 1) == 0 {
        fresh = cell.symbol
        freshSize = abs(cell.coefficient)
      }
    }
    if fresh >= 0 { return fresh }
    var best: Symbol = -1
    var bestLength = Int.max
    for cell in row.cells
    where cell.coefficient != 0 && symbols.kinds[Int(cell.symbol)] == .external {
      let length = columns.length(of: cell.symbol, upTo: bestLength)
      if length < bestLength {
        best = cell.symbol
        bestLength = length
        if length == 0 { break }
      }
    }
    if best >= 0 { return best }
    let markerKind = symbols.kinds[Int(marker)]
    if (markerKind == .slack || markerKind == .error) && row.coefficient(of: marker) < 0 {
      return marker
    }
    if other >= 0 && row.coefficient(of: other) < 0 { return other }
    return -1
  }
}

extension Constraint {
  /// The sign `μ` of the constraint's marker in its original row.
  ///
  /// The row is `expression + k + μ · marker - μ · other` (see
  /// ``Tableau/createRow(for:constant:)``); the sign says how a change of `k` moves the marker
  /// (see ``Tableau/changeConstant(of:to:)``).
  var markerSign: Double {
    switch relation {
    case .lessThanOrEqual: 1
    case .greaterThanOrEqual: -1
    case .equal: strength.isRequired ? 1 : -1
    }
  }
}

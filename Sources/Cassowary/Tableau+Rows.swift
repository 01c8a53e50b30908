// The tableau's bookkeeping: symbols, slots, columns, and the steps of adding and removing a
// constraint (createRow, chooseSubject, pivot, substitute), in the order they are used.

extension Tableau {
  // MARK: Symbols

  /// Allocates a symbol of the given kind, reusing a released id when there is one.
  mutating func newSymbol(_ kind: SymbolKind, owner: Constraint? = nil) -> Symbol {
    let symbol: Symbol
    if let reused = freeSymbols.popLast() {
      symbol = reused
      kinds[Int(symbol)] = kind
      owners[Int(symbol)] = owner
      verifiedValue[Int(symbol)] = .nan
      checkCoefficient[Int(symbol)] = 0
      termCoefficient[Int(symbol)] = 0
    } else {
      symbol = Symbol(kinds.count)
      kinds.append(kind)
      slotOfBasic.append(-1)
      columns.appendSymbol()
      owners.append(owner)
      externals.append(nil)
      isDirty.append(false)
      isObjectiveChanged.append(false)
      isTouched.append(false)
      verifiedValue.append(.nan)
      checksOfSymbol.append([])
      checkCoefficient.append(0)
      termCoefficient.append(0)
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
    kinds[s] = .free
    owners[s] = nil
    externals[s] = nil
    freeSymbols.append(symbol)
  }

  /// The symbol of `variable`, registering it and counting one more use.
  mutating func useVariable(_ variable: Variable) -> Symbol {
    if let position = variables.position(of: variable.id) {
      variables[at: position].uses += 1
      if journal.isActive { journal.usedVariables.append(variable.id) }
      return variables[at: position].symbol
    }
    let symbol = newSymbol(.external)
    externals[Int(symbol)] = variable
    variables[variable.id] = VariableRecord(symbol: symbol, uses: 1)
    markDirty(symbol)  // its value is 0 until it becomes basic
    if journal.isActive { journal.usedVariables.append(variable.id) }
    return symbol
  }

  /// Counts one use less of `variable`, releasing its symbol at zero.
  mutating func unuseVariable(_ variable: Variable) {
    guard var record = variables[variable.id] else { return }
    record.uses -= 1
    if record.uses > 0 {
      variables[variable.id] = record
    } else {
      variables[variable.id] = nil
      releaseSymbol(record.symbol)
    }
  }

  /// Queues a symbol whose objective coefficient changed as a possible entering candidate.
  @inline(__always) mutating func noteObjectiveChange(_ symbol: Symbol) {
    let s = Int(symbol)
    if !isObjectiveChanged[s] {
      isObjectiveChanged[s] = true
      objectiveChanged.append(symbol)
    }
  }

  @inline(__always) mutating func markDirty(_ symbol: Symbol) {
    let s = Int(symbol)
    guard kinds[s] == .external else { return }
    if !isDirty[s] {
      isDirty[s] = true
      dirty.append(symbol)
    }
    if !isTouched[s] {
      isTouched[s] = true
      touched.append(symbol)
    }
  }

  // MARK: Slots and columns

  /// Puts `row` into the tableau with `basic` as its basic symbol. O(*k*) for *k* cells.
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
      slotEpoch.append(0)
      slotMark.append(0)
    }
    if journal.isActive {
      journal.newSlots.append(slot)
      slotEpoch[Int(slot)] = journal.epoch
    }
    slotOfBasic[Int(basic)] = slot
    columns.append(row.cells, slot)
    if !row.constant.isFinite { constantNotFinite = true }
    markDirty(basic)
    basisEpoch &+= 1
    return slot
  }

  /// Takes a row out of the tableau (its basic symbol becomes non-basic). O(1).
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
  /// per entry). Called between operations, never while a column is being walked.
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
    termSymbols.removeAll(keepingCapacity: true)
    for term in constraint.expression.terms {
      let symbol = useVariable(term.variable)
      termSymbols.append(symbol)
      let slot = slotOfBasic[Int(symbol)]
      if slot >= 0 {
        row.add(
          rows[Int(slot)], times: term.coefficient, floor: residueFloor, scratch: &scratch,
          gained: &gained)
        scale += abs(term.coefficient * rows[Int(slot)].constant)
      } else {
        row.insert(symbol, term.coefficient, floor: residueFloor)
      }
    }
    gained.removeAll(keepingCapacity: true)
    if isNumericallyWide { dropCancelledSums(from: &row, terms: constraint.expression.terms) }
    // An inequality's marker is its slack; an equality's is a dummy if it is required, else
    // its first error. A soft constraint's other symbol is its (second) error.
    let strength = constraint.strength
    let isEquality = constraint.relation == .equal
    let sign = Tableau.markerSign(of: constraint)
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
  /// symbols are ``termSymbols``) whose coefficient is below ``cancellation`` of the largest
  /// term summed into it: a sum of several terms cancels as a sum of two does (see
  /// ``cancels(_:_:_:floor:)``, which sees two operands at a time). Adding
  /// `0.5 * x0 - 1e12 * x3 - 1e-6 * x1 + 56 >= 0` beside the same expression at `- 15` cancelled
  /// `x0`'s 0.5 against the 0.5 of `x3`'s row, then `x1`'s row brought 1e-30 into the emptied
  /// cell; solved for `x0` by that 1e-30 (0 exactly), the row moved `x0` to -7.1e31.
  ///
  /// - Complexity: O(*n* · *t* log *k*) for the row's *n* cells, *t* terms and rows of *k*
  ///   cells; called in numerically wide systems only.
  func dropCancelledSums(from row: inout Row, terms: [Term]) {
    var k = 0
    while k < row.cells.count {
      let cell = row.cells[k]
      var largest = 0.0
      for (t, term) in terms.enumerated() where cell.coefficient != 0 {
        let symbol = termSymbols[t]
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
  /// solved row stays feasible). Returns -1 if neither exists; the caller then tries the dummy
  /// and artificial-variable paths.
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
      for cell in row.cells where cell.coefficient != 0 && kinds[Int(cell.symbol)] == .external {
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
    for cell in row.cells where cell.coefficient != 0 && kinds[Int(cell.symbol)] == .external {
      if abs(cell.coefficient) > freshSize && columns.length(of: cell.symbol, upTo: 1) == 0 {
        fresh = cell.symbol
        freshSize = abs(cell.coefficient)
      }
    }
    if fresh >= 0 { return fresh }
    var best: Symbol = -1
    var bestLength = Int.max
    for cell in row.cells where cell.coefficient != 0 && kinds[Int(cell.symbol)] == .external {
      let length = columns.length(of: cell.symbol, upTo: bestLength)
      if length < bestLength {
        best = cell.symbol
        bestLength = length
        if length == 0 { break }
      }
    }
    if best >= 0 { return best }
    let markerKind = kinds[Int(marker)]
    if (markerKind == .slack || markerKind == .error) && row.coefficient(of: marker) < 0 {
      return marker
    }
    if other >= 0 && row.coefficient(of: other) < 0 { return other }
    return -1
  }

  /// Whether the row holds more than ``markerlessThreshold`` dummies (its own included).
  /// O(*k*) for *k* cells.
  func holdsManyDummies(_ row: Row) -> Bool {
    var count = 0
    for cell in row.cells where cell.coefficient != 0 && kinds[Int(cell.symbol)] == .dummy {
      count += 1
      if count > markerlessThreshold { return true }
    }
    return false
  }

  /// Whether every symbol of the row is a dummy.
  func holdsOnlyDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { $0.coefficient == 0 || kinds[Int($0.symbol)] == .dummy }
  }

  // MARK: Adding and removing

  /// How many dummy markers of other constraints a required equality's new row must hold
  /// before the equality is kept without its own marker (see
  /// ``insert(_:constant:isEdit:keepsMarker:)``).
  static let markerlessDummyThreshold = 32

  /// Adds a validated constraint with the given expression constant.
  ///
  /// A required equality solved for a variable, whose row already holds at least
  /// ``markerlessDummyThreshold`` dummy markers of earlier equalities, leaves its own dummy out
  /// of the row (unless `keepsMarker`). Each link of a chain of equalities (a node pinned to its
  /// parent, pinned to its parent...) would otherwise add its dummy to every row below it:
  /// rows as long as the chain is deep, quadratic memory and time. A dummy never enters the
  /// basis except when its constraint is removed or its constant changed, so leaving its column
  /// out changes no pivot and no value; those two operations then solve the other constraints
  /// afresh (see ``Tableau/removeMarkerless(_:)``), and explanations that miss it look for it
  /// among the marker-less constraints.
  mutating func insert(
    _ constraint: Constraint, constant: Double, isEdit: Bool = false, keepsMarker: Bool = false
  ) throws(SolverError) {
    let required = constraint.strength.isRequired
    canRefreshConstants = false  // until the constraint is recorded
    defer {
      canRefreshConstants = true
      unrefreshed.removeAll(keepingCapacity: true)
    }
    if required { beginJournal() }
    let (row, marker, other, scale) = createRow(for: constraint, constant: constant)
    let tolerance = feasibilityTolerance(scale: scale)
    var isMarkerless = false
    var subject = chooseSubject(row, marker: marker, other: other)
    if subject < 0 && holdsOnlyDummies(row) {
      if abs(row.constant) > tolerance {
        let certificate = row.symbols
        rollBackJournal()
        // Rounding can leave a row of dummies and a constant where the constraints hold
        // together: confirmed as phase 1's conflicts are.
        throw refusal(of: constraint, certificate: certificate)
      }
      subject = marker  // redundant: keep its dummy basic so the row survives later removals
    }
    if subject < 0 {
      if let certificate = addWithArtificialVariable(row, tolerance: tolerance) {
        rollBackJournal()
        if stalled {  // phase 1 gave up: no proof either way
          stalled = false
          throw .numericalFailure(.stalled)
        }
        throw refusal(of: constraint, certificate: certificate)
      }
    } else {
      if required { commitJournal() }
      var solved = row
      if subject == marker && kinds[Int(marker)] == .dummy {
        solved.constant = 0  // a basic dummy is exactly zero: drop the rounding residue
      }
      if kinds[Int(marker)] == .dummy && subject != marker && !keepsMarker
        && holdsManyDummies(row)
      {
        solved.remove(marker)
        isMarkerless = true
      }
      solved.solve(for: subject)
      substitute(subject, solved)
      insertRow(solved, basic: subject)
    }
    records[ObjectIdentifier(constraint)] = ConstraintRecord(
      constraint: constraint, marker: marker, other: other, constant: constant, order: nextOrder,
      isEdit: isEdit, isMarkerless: isMarkerless, keepsMarker: keepsMarker)
    if isMarkerless { markerlessCount += 1 }
    if required {
      records[ObjectIdentifier(constraint)]!.check = addCheck(
        for: constraint, constant: constant, symbols: termSymbols)
    }
    canRefreshConstants = true
    // Rows whose constants the insertion cancelled (a constant 0.000366 beside
    // a row of 1.1e12 left 0 where 9.2e-6 is right), now that the formula has its constant.
    for slot in unrefreshed where liveBasic(slot) >= 0 {
      let basic = basicOfSlot[Int(slot)]
      let constant = refreshConstant(slot)
      if !constant.isFinite { constantNotFinite = true }
      if constant < 0 && kinds[Int(basic)].isRestricted { infeasible.append(basic) }
    }
    nextOrder += 1
    // The marks of wideness change only once the constraint is in: a refused add leaves them.
    noteConstant(constant)
    for (k, term) in constraint.expression.terms.enumerated() {
      let s = Int(termSymbols[k])
      termCoefficient[s] = max(termCoefficient[s], abs(term.coefficient))
      noteCoefficient(term.coefficient)
    }
    if !required {
      objective.retain(
        objective.level(constraint.strength.level), weight: constraint.strength.weight)
    }
    counters.constraintsAdded += 1
    acceptsSoftDrift = false
    optimize()
    restoreFeasibility()
    collectColumnsIfNeeded()
  }

  /// Removes an added constraint: takes its errors out of the objective, pivots its marker
  /// into the basis and drops that row, releases its symbols, and re-optimises.
  mutating func delete(_ constraint: Constraint) {
    let record = records.removeValue(forKey: ObjectIdentifier(constraint))!
    let strength = constraint.strength
    if !strength.isRequired {
      let level = objective.level(strength.level)
      for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error
      {
        let slot = slotOfBasic[Int(symbol)]
        if slot >= 0 {
          for cell in rows[Int(slot)].cells where cell.coefficient != 0 {
            objective.add(-strength.weight * cell.coefficient, level: level, symbol: cell.symbol)
            noteObjectiveChange(cell.symbol)
          }
        } else {
          objective.add(-strength.weight, level: level, symbol: symbol)
          noteObjectiveChange(symbol)
        }
      }
      for symbol in objective.release(level) { noteObjectiveChange(symbol) }
    }
    let marker = record.marker
    let slot = slotOfBasic[Int(marker)]
    if slot >= 0 {
      removeRow(slot)
    } else if let leaving = markerLeavingRow(marker) {
      var row = rows[Int(leaving)]
      let basic = basicOfSlot[Int(leaving)]
      removeRow(leaving)
      row.solve(for: marker, replacing: basic)
      substitute(marker, row)
    }
    releaseSymbol(marker)
    if record.other >= 0 { releaseSymbol(record.other) }
    if record.check >= 0 { removeCheck(record.check) }
    for term in constraint.expression.terms { unuseVariable(term.variable) }
    counters.constraintsRemoved += 1
    acceptsSoftDrift = false
    optimize()
    restoreFeasibility()
    collectColumnsIfNeeded()
  }

  /// After a primal simplex run: rows it left below zero are rounding (primal pivots keep
  /// restricted rows feasible in exact arithmetic). Most are noise below 1e-8; the dual simplex
  /// restores any other. Its pivots keep the objective optimal in exact arithmetic only (a
  /// ratio test tipped by rounding can leave a symbol improving it), so the primal simplex runs
  /// again over the symbols they changed, and so on, a few rounds at most. If the dual simplex
  /// fails, or the rounds do not settle, the operation is marked stalled, so that the
  /// verification that follows re-solves or refuses it.
  mutating func restoreFeasibility() {
    for _ in 0..<4 {
      if infeasible.isEmpty { return }
      let failed = dualOptimize() != nil
      infeasible.removeAll(keepingCapacity: true)
      if failed {
        stalled = true
        return
      }
      if objectiveChanged.isEmpty { return }
      optimize()
    }
    if !infeasible.isEmpty {
      stalled = true
      infeasible.removeAll(keepingCapacity: true)
    }
  }

  /// The row to pivot a non-basic marker into before its constraint's row is dropped.
  ///
  /// First a row whose basic symbol is a dummy: such a row (of a redundant required equality)
  /// holds only dummies and must keep doing so, since a basic dummy is pinned to zero; pivoting
  /// the marker anywhere else would substitute other symbols into it. Then kiwi's rule: the
  /// restricted row that limits the marker most tightly with a negative coefficient, else with
  /// a positive one, else an unrestricted row. Ties go to the lowest basic id.
  mutating func markerLeavingRow(_ marker: Symbol) -> Slot? {
    var first: (ratio: Double, basic: Symbol, slot: Slot)?
    var second: (ratio: Double, basic: Symbol, slot: Slot)?
    var third: (basic: Symbol, slot: Slot)?
    var redundant: (basic: Symbol, slot: Slot)?
    var cursor = columns.cursor(marker)
    while let slot = columns.advance(&cursor) {
      let basic = liveBasic(slot)
      guard basic >= 0 else { continue }
      let row = rows[Int(slot)]
      let c = row.coefficient(of: marker)
      if c == 0 { continue }
      if kinds[Int(basic)] == .dummy {
        if redundant == nil || basic < redundant!.basic { redundant = (basic, slot) }
      } else if kinds[Int(basic)] == .external {
        if third == nil || basic < third!.basic { third = (basic, slot) }
      } else if c < 0 {
        let ratio = -row.constant / c
        if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.basic) {
          first = (ratio, basic, slot)
        }
      } else {
        let ratio = row.constant / c
        if second == nil || ratio < second!.ratio
          || (ratio == second!.ratio && basic < second!.basic)
        {
          second = (ratio, basic, slot)
        }
      }
    }
    counters.columnEntriesVisited += cursor.steps
    return redundant?.slot ?? first?.slot ?? second?.slot ?? third?.slot
  }

  // MARK: Pivoting

  /// Makes `entering` basic in the row of `slot`, whose basic symbol leaves, and substitutes
  /// the new row everywhere `entering` appears.
  ///
  /// Before: `leaving = c + a·entering + rest`. After: `entering = (leaving - c - rest) / a`.
  mutating func pivot(_ entering: Symbol, _ slot: Slot) {
    let i = Int(slot)
    let leaving = basicOfSlot[i]
    saveRow(slot)
    rows[i].solve(for: entering, replacing: leaving)
    if !rows[i].constant.isFinite { constantNotFinite = true }
    columns.append(leaving, slot)
    basicOfSlot[i] = entering
    slotOfBasic[Int(entering)] = slot
    slotOfBasic[Int(leaving)] = -1
    markDirty(leaving)
    markDirty(entering)
    counters.pivots += 1
    // A primal pivot on a row rounding left below zero (the ratio test takes it first) leaves
    // the entering symbol below zero in turn: queued, or the dual simplex would never see it.
    if kinds[Int(entering)].isRestricted && rows[i].constant < 0 { infeasible.append(entering) }
    substitute(entering, rows[i])
  }

  /// Replaces `symbol` by `row` in every tableau row that holds it (found through its column),
  /// in the objective and in the phase-1 objective. Restricted rows that turn negative are
  /// queued for the dual simplex.
  ///
  /// - Complexity: O(*c* · (*k* + *m*)): *c* rows in the column, *k* their cells, *m* `row`'s.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    basisEpoch &+= 1  // also covers the pivot that calls this
    let floor = residueFloor
    var cursor = columns.cursor(symbol)
    while let slot = columns.advance(&cursor) {
      let i = Int(slot)
      let basic = liveBasic(slot)
      guard basic >= 0 else { continue }
      let at = rows[i].index(of: symbol)
      guard at >= 0, rows[i].cells[at].coefficient != 0 else { continue }
      saveRow(slot)
      // `symbol`'s entry goes when its column is cleared below.
      let kept = rows[i].cells.count - rows[i].zeros - 1
      let before = rows[i].constant
      let added = rows[i].cells[at].coefficient * row.constant
      rows[i].substitute(
        cellAt: at, with: row, floor: floor, scratch: &scratch, gained: &gained)
      if losesDigits(rows[i].constant, before, added, of: basic) {
        if canRefreshConstants { refreshConstant(slot) } else { unrefreshed.append(slot) }
        if canRefreshConstants && !rows[i].constant.isFinite { constantNotFinite = true }
      }
      // Cells that cancelled.
      columns.noteStale(kept + gained.count - (rows[i].cells.count - rows[i].zeros))
      columns.append(gained, slot)
      gained.removeAll(keepingCapacity: true)
      markDirty(basic)
      counters.rowUpdates += 1
      if kinds[Int(basic)].isRestricted && rows[i].constant < 0 { infeasible.append(basic) }
    }
    counters.columnEntriesVisited += cursor.steps
    columns.clear(symbol)
    let entries = objective.entries(of: symbol)
    if !entries.isEmpty {
      objective.clear(symbol)
      for entry in entries {
        for cell in row.cells where cell.coefficient != 0 {
          objective.add(
            entry.coefficient * cell.coefficient, level: entry.level, symbol: cell.symbol,
            termScale: entry.scale * abs(cell.coefficient))
          noteObjectiveChange(cell.symbol)
        }
      }
    }
    if artificial != nil {
      let at = artificial!.index(of: symbol)
      if at >= 0 && artificial!.cells[at].coefficient != 0 {
        artificial!.substitute(
          cellAt: at, with: row, floor: floor, scratch: &scratch, gained: &gained)
      }
    }
    gained.removeAll(keepingCapacity: true)
  }
}

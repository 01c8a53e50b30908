// The journal that makes failing operations leave no trace.
//
// A required add (through phase 1) and a constant change on a required constraint may turn out
// to be unsatisfiable only after pivoting. While the journal is open, every row and objective
// level is saved the first time it is touched (copy on first write, so the cost is at most that
// of the work itself), and every allocated symbol, slot and variable use is recorded. Rolling
// back restores exactly the tableau, basis, work lists and counters of before.

extension Tableau {
  /// What an open journal has recorded.
  struct Journal {
    var isActive = false
    var epoch: UInt32 = 0
    var savedRows: [(slot: Slot, row: Row, basic: Symbol)] = []
    var newSlots: [Slot] = []
    var allocated: [Symbol] = []
    var usedVariables: [ObjectIdentifier] = []
    var symbolCount = 0
    var slotCount = 0
    var infeasible: [Symbol] = []
    var counters = Solver.Statistics()
  }

  mutating func beginJournal() {
    precondition(!journal.isActive, "journals do not nest")
    journal.isActive = true
    journal.epoch &+= 1
    if journal.epoch == 0 {  // wrapped: forget old epochs
      for i in slotEpoch.indices { slotEpoch[i] = 0 }
      journal.epoch = 1
    }
    journal.symbolCount = kinds.count
    journal.slotCount = rows.count
    journal.infeasible = infeasible
    journal.counters = counters
    objective.beginJournal()
  }

  /// Saves the row in `slot` the first time it is touched while the journal is open.
  @inline(__always) mutating func saveRow(_ slot: Slot) {
    guard journal.isActive, slotEpoch[Int(slot)] != journal.epoch else { return }
    slotEpoch[Int(slot)] = journal.epoch
    journal.savedRows.append((slot, rows[Int(slot)], basicOfSlot[Int(slot)]))
  }

  /// Keeps every change made since ``beginJournal()``.
  mutating func commitJournal() {
    journal.isActive = false
    objective.commit()
    clearJournal()
  }

  /// Undoes every change made since ``beginJournal()``.
  mutating func rollBackJournal() {
    basisEpoch &+= 1
    precondition(journal.isActive)
    // Slots created in the journal: free them (slots beyond the old count are dropped below).
    for slot in journal.newSlots {
      let basic = basicOfSlot[Int(slot)]
      if basic >= 0 { slotOfBasic[Int(basic)] = -1 }
      basicOfSlot[Int(slot)] = -1
      columns.noteStale(rows[Int(slot)].cells.count)
      rows[Int(slot)] = Row()
    }
    // Rows touched in the journal: unlink their current basics, then restore.
    for saved in journal.savedRows {
      let basic = basicOfSlot[Int(saved.slot)]
      if basic >= 0 { slotOfBasic[Int(basic)] = -1 }
    }
    for saved in journal.savedRows {
      rows[Int(saved.slot)] = saved.row
      basicOfSlot[Int(saved.slot)] = saved.basic
      slotOfBasic[Int(saved.basic)] = saved.slot
      columns.append(saved.row.cells, saved.slot)  // may repeat entries: readers check
      columns.noteStale(saved.row.cells.count)  // the entries of the undone version, at most
    }
    // Reused free slots go back to the free list in their old order; new ones are dropped.
    var reusedSlots = journal.newSlots.filter { Int($0) < journal.slotCount }
    while let slot = reusedSlots.popLast() { freeSlots.append(slot) }
    rows.removeSubrange(journal.slotCount...)
    basicOfSlot.removeSubrange(journal.slotCount...)
    slotEpoch.removeSubrange(journal.slotCount...)
    slotMark.removeSubrange(journal.slotCount...)
    objective.rollBack()
    artificial = nil
    // Variable uses, then symbols.
    for id in journal.usedVariables.reversed() {
      variables[id]!.uses -= 1
      if variables[id]!.uses == 0 { variables[id] = nil }
    }
    // Symbols taken from the free list (only pops happen in a journal) go back in reverse
    // order, so the list is as it was; new ones are dropped.
    for symbol in journal.allocated.reversed() where Int(symbol) < journal.symbolCount {
      let s = Int(symbol)
      kinds[s] = .free
      owners[s] = nil
      externals[s] = nil
      columns.clear(symbol)
      slotOfBasic[s] = -1
      freeSymbols.append(symbol)
    }
    let top = journal.symbolCount
    kinds.removeSubrange(top...)
    slotOfBasic.removeSubrange(top...)
    columns.truncateSymbols(to: top)
    owners.removeSubrange(top...)
    externals.removeSubrange(top...)
    isDirty.removeSubrange(top...)
    isObjectiveChanged.removeSubrange(top...)
    isTouched.removeSubrange(top...)
    verifiedValue.removeSubrange(top...)
    touched.removeAll { Int($0) >= top }
    objective.truncateSymbols(to: top)
    objectiveChanged.removeAll { Int($0) >= top }
    dirty.removeAll { Int($0) >= top }
    infeasible = journal.infeasible
    counters = journal.counters
    journal.isActive = false
    clearJournal()
    collectColumnsIfNeeded()  // the restored rows' entries: a run of failures must not pile up
  }

  private mutating func clearJournal() {
    journal.savedRows.removeAll(keepingCapacity: true)
    journal.newSlots.removeAll(keepingCapacity: true)
    journal.allocated.removeAll(keepingCapacity: true)
    journal.usedVariables.removeAll(keepingCapacity: true)
    journal.infeasible.removeAll(keepingCapacity: true)
  }
}

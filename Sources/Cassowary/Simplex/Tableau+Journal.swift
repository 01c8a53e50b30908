// The journal that makes failing operations leave no trace.
//
// A required add (through phase 1) and a constant change on a required constraint may turn out
// to be unsatisfiable only after pivoting. While the journal is open, every row and objective
// level is saved the first time it is touched (copy on first write, so the cost is at most that
// of the work itself; long rows packed, see ``SavedRow``), and every allocated symbol, slot and
// variable use is recorded. Rolling back restores exactly the tableau, basis, work lists and
// counters of before.

extension Tableau {
  mutating func beginJournal() {
    precondition(!journal.isActive, "journals do not nest")
    journal.isActive = true
    journal.epoch &+= 1
    if journal.epoch == 0 {  // wrapped: forget old epochs
      for i in journal.slotEpoch.indices { journal.slotEpoch[i] = 0 }
      journal.epoch = 1
    }
    journal.symbolCount = kinds.count
    journal.slotCount = rows.count
    journal.infeasible = infeasible
    journal.counters = counters
    journal.basisEpoch = basisEpoch
    journal.dirtyCount = dirty.count
    journal.objectiveChanged = objectiveChanged.symbols
    journal.verification = verification.journalEntry()
    objective.beginJournal()
    columns.beginJournal()
  }

  /// Saves the row in `slot` the first time it is touched while the journal is open.
  ///
  /// A caller that changes only the row's constant says so (`constantOnly`): the row is then
  /// kept as it is whatever its length, which costs a reference, not a pass over the cells
  /// (its cells stay shared with the journal until something writes them).
  ///
  /// - Complexity: O(1) for a short row or a constant change, else O(*n*) for *n* cells.
  @inline(__always) mutating func saveRow(_ slot: Slot, constantOnly: Bool = false) {
    guard journal.isActive, journal.slotEpoch[Int(slot)] != journal.epoch else { return }
    journal.slotEpoch[Int(slot)] = journal.epoch
    let row = rows[Int(slot)]
    let basic = basicOfSlot[Int(slot)]
    if constantOnly || row.cells.count < Journal.packedRowLength {
      journal.savedRows.append(SavedRow(slot: slot, basic: basic, row: row))
    } else {
      var bare = Row(constant: row.constant)
      bare.zeros = row.zeros
      journal.savedRows.append(
        SavedRow(
          slot: slot, basic: basic, row: bare,
          packed: row.packedCells(buffer: &journal.packingBuffer), packedCount: row.cells.count))
    }
  }

  /// Keeps every change made since ``beginJournal()``.
  mutating func commitJournal() {
    journal.isActive = false
    objective.commit()
    columns.commit()
    clearJournal()
  }

  /// Undoes every change made since ``beginJournal()``, leaving no trace that a later call
  /// could see: rows, basis, column index, objective, symbols, work lists, epochs and counters
  /// are as they were.
  mutating func rollBackJournal() {
    precondition(journal.isActive)
    // Slots created in the journal: free them (slots beyond the old count are dropped below).
    for slot in journal.newSlots {
      let basic = basicOfSlot[Int(slot)]
      if basic >= 0 { slotOfBasic[Int(basic)] = -1 }
      basicOfSlot[Int(slot)] = -1
      rows[Int(slot)] = Row()
    }
    // Rows touched in the journal: unlink their current basics, then restore.
    for saved in journal.savedRows {
      let basic = basicOfSlot[Int(saved.slot)]
      if basic >= 0 { slotOfBasic[Int(basic)] = -1 }
    }
    for saved in journal.savedRows {
      let row = saved.restored
      rows[Int(saved.slot)] = row
      basicOfSlot[Int(saved.slot)] = saved.basic
      slotOfBasic[Int(saved.basic)] = saved.slot
    }
    columns.rollBack()
    // Reused free slots go back to the free list in their old order; new ones are dropped.
    var reusedSlots = journal.newSlots.filter { Int($0) < journal.slotCount }
    while let slot = reusedSlots.popLast() { freeSlots.append(slot) }
    rows.removeSubrange(journal.slotCount...)
    basicOfSlot.removeSubrange(journal.slotCount...)
    journal.slotEpoch.removeSubrange(journal.slotCount...)
    scratch.slotMark.removeSubrange(journal.slotCount...)
    objective.rollBack()
    artificial = nil
    // Variable uses, then symbols.
    for id in journal.usedVariables.reversed() {
      records.variables[id]!.uses -= 1
      if records.variables[id]!.uses == 0 { records.variables[id] = nil }
    }
    // Symbols taken from the free list (only pops happen in a journal) go back in reverse
    // order, so the list is as it was; new ones are dropped.
    for symbol in journal.allocated.reversed() where Int(symbol) < journal.symbolCount {
      let s = Int(symbol)
      kinds[s] = .free
      owners[s] = nil
      externals[s] = nil
      slotOfBasic[s] = -1
      freeSymbols.append(symbol)
    }
    let top = journal.symbolCount
    kinds.removeSubrange(top...)
    slotOfBasic.removeSubrange(top...)
    owners.removeSubrange(top...)
    externals.removeSubrange(top...)
    dirty.truncateSymbols(to: top)
    objectiveChanged.truncateSymbols(to: top)
    objective.truncateSymbols(to: top)
    // The work lists only grew: drop what was queued since, with its flags.
    dirty.removeSymbols(from: journal.dirtyCount)
    objectiveChanged.replace(with: journal.objectiveChanged)
    infeasible = journal.infeasible
    counters = journal.counters
    basisEpoch = journal.basisEpoch
    verification.rollBack(to: journal.verification, symbolCount: top)
    journal.isActive = false
    clearJournal()
  }

  private mutating func clearJournal() {
    journal.savedRows.removeAll(keepingCapacity: true)
    journal.newSlots.removeAll(keepingCapacity: true)
    journal.allocated.removeAll(keepingCapacity: true)
    journal.usedVariables.removeAll(keepingCapacity: true)
    journal.infeasible.removeAll(keepingCapacity: true)
    journal.objectiveChanged.removeAll(keepingCapacity: true)
  }
}

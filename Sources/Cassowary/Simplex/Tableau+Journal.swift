// The journal that makes failing operations leave no trace.
//
// A required add (through phase 1) and a constant change on a required constraint may turn out
// to be unsatisfiable only after pivoting. While the journal is open, every row and objective
// level is saved the first time it is touched (copy on first write, so the cost is at most that
// of the work itself; long rows packed, see ``SavedRow``), and every allocated symbol, slot and
// variable use is recorded. Rolling back restores exactly the tableau, basis, work lists and
// counters of before.

extension Tableau {
  /// Opens the journal: from here until ``commitJournal()`` or ``rollBackJournal()``, every
  /// change can be undone.
  ///
  /// O(1) (O(slots) once every 2^32 journals, when the epochs wrap).
  mutating func beginJournal() {
    journal.open()
    journal.symbolCount = symbols.count
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

  /// Keeps every change made since ``beginJournal()``.
  mutating func commitJournal() {
    journal.close()
    objective.commit()
    columns.commit()
  }

  /// Undoes every change made since ``beginJournal()``, leaving no trace that a later call
  /// could see: rows, basis, column index, objective, symbols, work lists, epochs and counters
  /// are as they were.
  mutating func rollBackJournal() {
    precondition(journal.isActive)
    journal.restoreRows(&rows, basicOfSlot: &basicOfSlot, slotOfBasic: &slotOfBasic)
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
    let top = journal.symbolCount
    symbols.rollBack(allocated: journal.allocated, to: top)
    for symbol in journal.allocated where Int(symbol) < top { slotOfBasic[Int(symbol)] = -1 }
    slotOfBasic.removeSubrange(top...)
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
    journal.close()
  }
}

// The journal's record of what an open journal changed: the rows as they were, and the symbols,
// slots and counts to return to.

/// What an open journal has recorded.
struct Journal {
  var isActive = false
  var epoch: UInt32 = 0
  /// The epoch in which each slot was last saved (a slot is saved once per journal).
  var slotEpoch: [UInt32] = []
  var savedRows: [SavedRow] = []
  /// Room for packing one row (see ``Row/packedCells(buffer:)``), kept between journals.
  var packingBuffer: [UInt8] = []
  var newSlots: [Slot] = []
  var allocated: [Symbol] = []
  var usedVariables: [ObjectIdentifier] = []
  var symbolCount = 0
  var slotCount = 0
  var infeasible: [Symbol] = []
  var counters = Solver.Statistics()
  var basisEpoch: UInt64 = 0
  /// The length of ``Tableau/dirty``, which only grows inside a journal, and the entering
  /// candidates queued before it.
  var dirtyCount = 0
  var objectiveChanged: [Symbol] = []
  /// What the verification rolls back to.
  var verification = Verification.JournalEntry()

  /// The length from which a saved row is packed: below it, copying the row costs less than
  /// packing it, and the memory is small.
  static let packedRowLength = 32
}

extension Journal {
  /// Opens the journal: each slot is saved once from now on (a new epoch).
  ///
  /// O(1) (O(slots) once every 2^32 journals, when the epochs wrap).
  mutating func open() {
    precondition(!isActive, "journals do not nest")
    isActive = true
    epoch &+= 1
    if epoch == 0 {  // wrapped: forget old epochs
      for i in slotEpoch.indices { slotEpoch[i] = 0 }
      epoch = 1
    }
  }

  /// Saves the row in `slot` of `rows` (its basic symbol in `basics`) the first time it is
  /// touched while the journal is open.
  ///
  /// A caller that changes only the row's constant says so (`constantOnly`): the row is then
  /// kept as it is whatever its length, which costs a reference, not a pass over the cells
  /// (its cells stay shared with the journal until something writes them).
  ///
  /// - Complexity: O(1) for a short row or a constant change, else O(*n*) for *n* cells.
  @inline(__always) mutating func save(
    _ slot: Slot, of rows: [Row], basics: [Symbol], constantOnly: Bool = false
  ) {
    guard isActive, slotEpoch[Int(slot)] != epoch else { return }
    slotEpoch[Int(slot)] = epoch
    let row = rows[Int(slot)]
    let basic = basics[Int(slot)]
    if constantOnly || row.cells.count < Journal.packedRowLength {
      savedRows.append(SavedRow(slot: slot, basic: basic, row: row))
    } else {
      var bare = Row(constant: row.constant)
      bare.zeros = row.zeros
      savedRows.append(
        SavedRow(
          slot: slot, basic: basic, row: bare,
          packed: row.packedCells(buffer: &packingBuffer), packedCount: row.cells.count))
    }
  }

  /// Closes the journal and forgets what it recorded, keeping the storage for the next one.
  ///
  /// O(1) amortized.
  mutating func close() {
    isActive = false
    savedRows.removeAll(keepingCapacity: true)
    newSlots.removeAll(keepingCapacity: true)
    allocated.removeAll(keepingCapacity: true)
    usedVariables.removeAll(keepingCapacity: true)
    infeasible.removeAll(keepingCapacity: true)
    objectiveChanged.removeAll(keepingCapacity: true)
  }

  /// Puts back the rows it saved, with their basic symbols, and empties the slots created since
  /// it opened (the caller drops those beyond ``slotCount``).
  ///
  /// - Complexity: O(cells of the saved rows + slots created).
  func restoreRows(_ rows: inout [Row], basicOfSlot: inout [Symbol], slotOfBasic: inout [Slot]) {
    // Slots created in the journal: free them (slots beyond the old count are dropped below).
    for slot in newSlots {
      let basic = basicOfSlot[Int(slot)]
      if basic >= 0 { slotOfBasic[Int(basic)] = -1 }
      basicOfSlot[Int(slot)] = -1
      rows[Int(slot)] = Row()
    }
    // Rows touched in the journal: unlink their current basics, then restore.
    for saved in savedRows {
      let basic = basicOfSlot[Int(saved.slot)]
      if basic >= 0 { slotOfBasic[Int(basic)] = -1 }
    }
    for saved in savedRows {
      let row = saved.restored
      rows[Int(saved.slot)] = row
      basicOfSlot[Int(saved.slot)] = saved.basic
      slotOfBasic[Int(saved.basic)] = saved.slot
    }
  }
}

/// A row as it was before the journal touched it.
///
/// A short row is kept as it is; a long one (``Journal/packedRowLength`` cells or more) keeps its
/// constant and tombstone count in `row`, with no cells, and its cells packed in `packed` (see
/// ``Row/packedCells(buffer:)``), which usually takes a twelfth of the memory.
struct SavedRow {
  var slot: Slot
  var basic: Symbol
  var row: Row
  var packed: [UInt8] = []
  /// The number of packed cells (0 when `row` holds the cells).
  var packedCount = 0

  /// The row as it was saved, with its exact cells and tombstone count.
  ///
  /// O(*n*) for *n* cells.
  var restored: Row {
    guard packedCount > 0 else { return row }
    var row = row
    row.cells = Row.unpackCells(packed, count: packedCount)
    return row
  }
}

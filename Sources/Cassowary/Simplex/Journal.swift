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

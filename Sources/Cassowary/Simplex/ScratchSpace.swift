/// Buffers the row operations reuse from one call to the next, so that the hot loops allocate
/// nothing.
///
/// Invariant: no buffer carries meaning from one operation to the next: each user clears or
/// overwrites what it reads (`slotMark` entries count as unmarked unless equal to the current
/// `markEpoch`). `slotMark` has one entry per slot.
struct ScratchSpace {
  /// Cells a row substitution builds before it replaces the row's.
  var cells: [Cell] = []
  /// The symbols a row substitution brought into the row, for the column index.
  var gained: [Symbol] = []
  /// A mark per slot, used to drop duplicate column entries: a slot is marked when its entry
  /// equals ``markEpoch``.
  var slotMark: [UInt32] = []
  var markEpoch: UInt32 = 0
  /// The symbols of the terms of the constraint last given to
  /// ``Tableau/createRow(for:constant:)``, for the insertion that follows.
  var termSymbols: [Symbol] = []
}

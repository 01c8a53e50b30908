/// Whether row constants can be recomputed from the constraints' constants now (see
/// ``Tableau/refreshConstant(_:)``), and the rows whose constants lost digits while they could
/// not.
///
/// While a constraint is being inserted it has no record yet, so its constant is missing from
/// the formula: the rows its insertion spoils are recomputed once it is recorded (see
/// ``Tableau/refreshPostponedConstants()``).
///
/// Invariant: ``postponed`` is empty while ``isAvailable`` is true, outside an insertion.
struct ConstantRefreshes {
  /// False while a constraint is being inserted and has no record yet.
  private(set) var isAvailable = true
  /// The slots whose constants lost digits while ``isAvailable`` was false.
  private(set) var postponed: [Slot] = []

  /// A constraint is being inserted: recomputing waits until it is recorded.
  ///
  /// O(1).
  mutating func pause() {
    isAvailable = false
  }

  /// Recomputes the constant of the row in `slot` once the constraint being inserted is recorded.
  ///
  /// O(1) amortized.
  @inline(__always) mutating func postpone(_ slot: Slot) {
    postponed.append(slot)
  }

  /// The constraint being inserted is recorded: recomputing is possible again (the caller
  /// recomputes ``postponed``).
  ///
  /// O(1).
  mutating func resume() {
    isAvailable = true
  }

  /// Forgets the postponed rows (the insertion was rolled back, or they are recomputed).
  ///
  /// O(1).
  mutating func discardPostponed() {
    postponed.removeAll(keepingCapacity: true)
  }
}

/// The constraints kept without their marker in the rows (see
/// ``Tableau/insert(_:constant:isEdit:keepsMarker:)``), and the removals of such constraints
/// not yet carried out.
///
/// Invariant: `count` is the number of constraint records marked marker-less; while it is
/// above 0, a row constant cannot be recomputed from the constraints' constants (see
/// ``Tableau/refreshConstant(_:)``). `removalsPending` is set exactly when such constraints were
/// removed from the records but not yet from the tableau (see
/// ``Tableau/applyPendingRemovals()``).
struct MarkerlessState {
  /// How many dummy markers of other constraints a required equality's new row must hold
  /// before the equality is kept without its own marker (see
  /// ``Tableau/insert(_:constant:isEdit:keepsMarker:)``).
  static let dummyThreshold = 32

  /// How many recorded constraints are kept without their marker in the rows.
  var count = 0
  /// Set when marker-less constraints were removed from the records but not from the tableau.
  var removalsPending = false
}

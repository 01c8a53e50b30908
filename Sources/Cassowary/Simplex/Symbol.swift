/// What a tableau symbol stands for.
///
/// Symbols are small integers (their index in the solver's per-symbol arrays); the kind decides how
/// the simplex may move them.
enum SymbolKind: UInt8 {
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality: >= 0.
  case slack
  /// The error of a non-required constraint: >= 0, has a cost in the objective.
  case error
  /// The marker of a required equality: fixed at 0, never enters the basis.
  case dummy
  /// The artificial variable of phase 1: >= 0, exists only while a constraint is being added.
  case artificial
  /// Not in use (released and waiting in the free list).
  case free

  /// Whether the symbol must stay >= 0 (and so may limit a pivot when basic).
  @inline(__always) var isRestricted: Bool { self != .external }
}

/// A symbol id.
///
/// `-1` means none.
typealias Symbol = Int32

/// A row slot id in the tableau.
///
/// `-1` means none.
typealias Slot = Int32

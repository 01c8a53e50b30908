/// What a tableau symbol stands for. Symbols are small integers (their index in the solver's
/// per-symbol arrays); the kind decides how the simplex may move them.
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

/// A symbol id. `-1` means none.
typealias Symbol = Int32

/// A row slot id in the tableau. `-1` means none.
typealias Slot = Int32

/// The threshold below which a row's constant counts as zero when the simplex asks whether a
/// restricted row is infeasible (absolute, like kiwi's: layout values are points).
///
/// Coefficients are compared with it only when they cancel (see
/// ``cancels(_:_:_:)``), so `1e-12 * x` is as much a term as `x`. Whether a required
/// constraint can hold is decided relative to its size (see ``feasibilityTolerance(scale:)``):
/// rounding grows with the values, so `z == x` after `y == 3 * x` and `z == y / 3` with `x`
/// near 1e8 misses by about 1e-8 and must still hold.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}

/// How small the sum of two coefficients must be, relative to the larger of them, to count as
/// cancelled whatever its size: rounding residue, dropped from rows and from the objective.
///
/// Rounding leaves a few units in the last place of the operands (about 1e-16 of them); the
/// margin up to 1e-13 absorbs residue carried over from earlier operations. (A larger margin
/// would drop real results: `1e12 - (1e12 - 10)` is 10, accurate to 1e-4, and must stay.)
let cancellation = 1.0e-13

/// Whether `sum`, the result of adding `a` and `b`, is rounding residue: below
/// ``cancellation`` of the operands, or below ``epsilon`` in absolute terms when it also lost
/// six digits to the sum. Residue of earlier steps carried in unit-sized operands (1e-10 left
/// of `1 - 1`) is dropped as kiwi drops it; a coefficient that is small because its operands
/// are (1e-12 and 3e-12) or that appears fresh from a product (0.5 / 1e8) is kept.
@inline(__always) func cancels(
  _ sum: Double, _ a: Double, _ b: Double, floor: Double = epsilon
) -> Bool {
  let operands = max(abs(a), abs(b))
  let size = abs(sum)
  return size <= cancellation * operands || (size < floor && size <= 1e-6 * operands)
}

/// How far from zero a required constraint's residue may be and still count as holding:
/// ``epsilon`` relative to `scale`, the sum of the magnitudes of the constraint's terms at the
/// current values and of its constant (and absolute below a scale of 1).
@inline(__always) func feasibilityTolerance(scale: Double) -> Double {
  epsilon * max(1, scale)
}

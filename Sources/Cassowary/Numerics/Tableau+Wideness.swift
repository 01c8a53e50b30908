// When a system is numerically wide: the marks of its coefficients and values, and the
// tolerances that depend on them.

extension Tableau {
  /// Widens the range of coefficient magnitudes by `coefficient` (zero ignored).
  ///
  /// O(1).
  @inline(__always) mutating func noteCoefficient(_ coefficient: Double) {
    let size = abs(coefficient)
    guard size > 0 else { return }
    scale.smallestCoefficient = min(scale.smallestCoefficient, size)
    scale.largestCoefficient = max(scale.largestCoefficient, size)
    objective.spread(scale.largestCoefficient / scale.smallestCoefficient)
  }

  /// The absolute size below which a coefficient that lost six digits in an addition counts
  /// as cancelled (see ``cancels(_:_:_:floor:)``): ``epsilon``, or 0 in a numerically wide
  /// system.
  ///
  /// The absolute rule drops residue that earlier steps left in unit-sized coefficients
  /// (1e-10 left of `1 - 1`). In a wide system a true coefficient can be that small: with
  /// terms 1e-5 and 1e7 in one constraint, `x0` moves with a slack by 4.3e-14, the difference
  /// of two coefficients near 1e-7, and without that coefficient `x0` is fixed where the
  /// constraints let it move. There only the relative rule applies. O(1).
  var residueFloor: Double { isNumericallyWide ? 0 : epsilon }

  /// Whether the constraints' coefficients, or the weights at one level
  /// (``Objective/weightSpread``), span more than ``Tolerance/wideSpread``, or a constant or suggested
  /// value has passed ``Tolerance/wideMagnitude`` (marks never lowered while the solver lives).
  ///
  /// In such a system a fresh solve of the constraints before a refused call may hold them less
  /// well than the tableau that was verified before it (rounding depends on the order of pivots),
  /// and a constant shift's rounding can meet terms too far apart for
  /// ``Verification/noteShift(of:from:by:)`` to bound: every call is verified at once and keeps a
  /// snapshot to return to, and soft errors are compared with their constraints. O(1).
  var isNumericallyWide: Bool {
    SystemScale.isWide(
      smallest: scale.smallestCoefficient, largest: scale.largestCoefficient,
      constant: scale.largestConstant,
      weights: objective.weightSpread)
  }
}

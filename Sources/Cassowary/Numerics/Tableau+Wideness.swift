// When a system is numerically wide: the marks of its coefficients and values, and the
// tolerances that depend on them.

extension Tableau {
  /// How far, relative to its size, a non-required constraint's error may be from the error
  /// the tableau holds for it (see ``inconsistentSoftConstraint()``): looser than the 1e-8 of
  /// required constraints, since an error only ranks solutions within its level, and rows whose
  /// terms are twelve orders of magnitude apart keep fewer digits than that even when solved
  /// afresh; a lost term is off by far more.
  static let softTolerance = 1e-6

  /// The ratio of the largest to the smallest coefficient magnitude in the constraints above
  /// which the system counts as numerically wide (see ``isNumericallyWide``).
  ///
  /// Below it (layout multipliers such as 0.001 or 1000 included) a fresh solve is as exact as
  /// the incremental tableau, and operations pay nothing for recovery.
  static let wideSpread = 1e6

  /// The most the coefficient magnitudes of the constraints added to a solver may span
  /// (largest over smallest): a ratio of two coefficients, squared and times a weight, stays
  /// far inside the range of doubles. Beyond, a pivot's products leave that range (an objective
  /// entry of 1e-533 is 0 in doubles, and a level then ends far above its optimum without a
  /// sign of it), so an add that would span more is refused.
  static let coefficientSpreadLimit = 1e100

  /// Whether adding a constraint of these terms would make the coefficients added to the
  /// solver span more than ``coefficientSpreadLimit``. O(*t*) for *t* terms.
  func spreadsTooFar(_ terms: [Term]) -> Bool {
    var smallest = smallestCoefficient
    var largest = largestCoefficient
    for term in terms where term.coefficient != 0 {
      smallest = min(smallest, abs(term.coefficient))
      largest = max(largest, abs(term.coefficient))
    }
    return largest > Tableau.coefficientSpreadLimit * smallest
  }

  /// The magnitude of a constant or suggested value above which the system counts as
  /// numerically wide (see ``isNumericallyWide``): 1e15, past which doubles hold no fraction
  /// and a unit-sized term beside the value is rounding. Layout values are never near it.
  static let wideMagnitude = 1e15

  /// Widens the range of coefficient magnitudes by `coefficient` (zero ignored). O(1).
  @inline(__always) mutating func noteCoefficient(_ coefficient: Double) {
    let size = abs(coefficient)
    guard size > 0 else { return }
    smallestCoefficient = min(smallestCoefficient, size)
    largestCoefficient = max(largestCoefficient, size)
    objective.spread(largestCoefficient / smallestCoefficient)
  }

  /// Raises the largest constant or suggested value seen to `value`'s magnitude. O(1).
  @inline(__always) mutating func noteConstant(_ value: Double) {
    largestConstant = max(largestConstant, abs(value))
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

  /// The rule of ``isNumericallyWide`` for these marks. O(1).
  @inline(__always) static func isWide(
    smallest: Double, largest: Double, constant: Double, weights: Double
  ) -> Bool {
    largest > wideSpread * smallest || constant > wideMagnitude || weights > wideSpread
  }

  /// Whether the constraints' coefficients, or the weights at one level
  /// (``Objective/weightSpread``), span more than ``wideSpread``, or a constant or suggested
  /// value has passed ``wideMagnitude`` (marks never lowered while the solver lives). In such a system a fresh solve of the constraints before a refused call may hold
  /// them less well than the tableau that was verified before it (rounding depends on the
  /// order of pivots), and a constant shift's rounding can meet terms too far apart for
  /// ``noteShift(of:from:by:)`` to bound: every call is verified at once and keeps a snapshot
  /// to return to, and soft errors are compared with their constraints. O(1).
  var isNumericallyWide: Bool {
    Tableau.isWide(
      smallest: smallestCoefficient, largest: largestCoefficient, constant: largestConstant,
      weights: objective.weightSpread)
  }
}

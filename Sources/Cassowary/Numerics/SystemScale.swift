/// The magnitudes a system has reached: they decide whether it is numerically wide (see
/// ``Tableau/isNumericallyWide``) and bound what an add may bring in.
///
/// Invariant: the marks only move outwards while the solver lives (a removed constraint does not
/// lower them); `smallestCoefficient` is infinite until a term is added.
struct SystemScale {
  /// The smallest coefficient magnitude of any term of any constraint added.
  var smallestCoefficient = Double.infinity
  /// The largest coefficient magnitude of any term of any constraint added.
  var largestCoefficient = 0.0
  /// The largest magnitude of a constant or suggested value.
  var largestConstant = 0.0

  /// Whether adding a constraint of these terms would make the coefficients added to the
  /// solver span more than ``Tolerance/coefficientSpreadLimit``.
  ///
  /// O(*t*) for *t* terms.
  func spreadsTooFar(_ terms: [Term]) -> Bool {
    var smallest = smallestCoefficient
    var largest = largestCoefficient
    for term in terms where term.coefficient != 0 {
      smallest = min(smallest, abs(term.coefficient))
      largest = max(largest, abs(term.coefficient))
    }
    return largest > Tolerance.coefficientSpreadLimit * smallest
  }

  /// Raises the largest constant or suggested value seen to `value`'s magnitude.
  ///
  /// O(1).
  @inline(__always) mutating func noteConstant(_ value: Double) {
    largestConstant = max(largestConstant, abs(value))
  }

  /// The rule of ``Tableau/isNumericallyWide`` for these marks.
  ///
  /// O(1).
  @inline(__always) static func isWide(
    smallest: Double, largest: Double, constant: Double, weights: Double
  ) -> Bool {
    largest > Tolerance.wideSpread * smallest || constant > Tolerance.wideMagnitude
      || weights > Tolerance.wideSpread
  }
}

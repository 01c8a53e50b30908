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
}

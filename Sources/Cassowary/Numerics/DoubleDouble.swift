/// A number held as the unevaluated sum of two doubles, `high + low` with `|low|` at most half a
/// unit in the last place of `high`: about 32 significant digits where a double has 16.
///
/// Used where a result is the small difference of terms far larger than it and a double would keep
/// none of its digits: a row of a numerically wide system solved afresh from its constraints (see
/// ``Tableau/refactor(refreshingObjective:)``), where `1/112 - (1/112)(1 + 1e-22)` must come out as
/// about `1e-24`, not 0. The operations are the classic error-free transformations (Knuth's
/// two-sum, a product's rounding from `fma`); each result is within a few units of `2^-104` of its
/// exact value, relative to the larger operand.
struct DoubleDouble {
  /// The double nearest the value.
  var high: Double
  /// The rest: the value minus ``high``.
  var low: Double

  /// The double `value`, exactly.
  @inline(__always) init(_ value: Double) {
    high = value
    low = 0
  }

  @inline(__always) private init(high: Double, low: Double) {
    self.high = high
    self.low = low
  }

  /// `a + b` as a double and its rounding error, for `|a| >= |b|` (or either zero).
  ///
  /// O(1).
  @inline(__always) private static func fastSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(high: s, low: b - (s - a))
  }

  /// `a + b` as a double and its rounding error, for any order of magnitude.
  ///
  /// O(1).
  @inline(__always) private static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let v = s - a
    return DoubleDouble(high: s, low: (a - (s - v)) + (b - v))
  }

  /// Whether both parts are finite.
  var isFinite: Bool { high.isFinite && low.isFinite }

  @inline(__always) static prefix func - (x: DoubleDouble) -> DoubleDouble {
    DoubleDouble(high: -x.high, low: -x.low)
  }

  @inline(__always) static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let s = sum(x.high, y.high)
    let t = sum(x.low, y.low)
    let u = fastSum(s.high, s.low + t.high)
    return fastSum(u.high, u.low + t.low)
  }

  @inline(__always) static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    x + -y
  }

  @inline(__always) static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let p = x.high * y.high
    let error = (-p).addingProduct(x.high, y.high)  // the product's rounding, exactly
    return fastSum(p, error + (x.high * y.low + x.low * y.high))
  }

  /// `x / y` by long division: a quotient digit, the exact remainder, a correcting digit.
  @inline(__always) static func / (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let q1 = x.high / y.high
    let r = x - y * DoubleDouble(q1)
    let q2 = r.high / y.high
    let r2 = r - y * DoubleDouble(q2)
    let q3 = r2.high / y.high
    return fastSum(q1, q2) + DoubleDouble(q3)
  }
}

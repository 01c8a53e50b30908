/// Thrown when exact arithmetic would need more bits than ``Rational/Integer`` holds.
struct RationalOverflow: Error {}

/// An exact fraction `numerator / denominator`, always reduced, denominator > 0.
///
/// Arithmetic is overflow-checked: an operation whose exact result does not fit throws
/// ``RationalOverflow`` instead of wrapping or trapping. Used by the reference solver only.
struct Rational: Hashable, Sendable {
  /// The integer type of numerator and denominator.
  /// 128 bits, so that coefficients 1e-6 to 1e12 (issue #16's generators) rarely overflow.
  typealias Integer = Int128

  let numerator: Integer
  let denominator: Integer

  static let zero = Rational(0)
  static let one = Rational(1)

  /// The integer `value`.
  init(_ value: Integer) {
    numerator = value
    denominator = 1
  }

  /// `numerator / denominator`, reduced; the parts must already be reduced with `denominator > 0`.
  private init(reduced numerator: Integer, _ denominator: Integer) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// `numerator / denominator`, reduced. `denominator` must not be zero.
  init(_ numerator: Integer, _ denominator: Integer) throws(RationalOverflow) {
    precondition(denominator != 0, "zero denominator")
    if numerator == Integer.min { throw RationalOverflow() }
    var n = numerator
    var d = denominator
    if d < 0 {
      n = try Rational.negate(n)
      d = try Rational.negate(d)
    }
    let g = Rational.gcd(n, d)
    self.init(reduced: n / g, d / g)
  }

  /// The exact value of `value`, or nil when it is not finite or not a fraction whose
  /// denominator is a power of two that fits.
  init?(exactly value: Double) {
    guard value.isFinite else { return nil }
    var scaled = value
    var denominator: Integer = 1
    while scaled != scaled.rounded(.towardZero) {
      guard denominator < Integer.max / 2 else { return nil }
      scaled *= 2
      denominator *= 2
    }
    guard abs(scaled) < 0x1p126, let numerator = Integer(exactly: scaled) else { return nil }
    guard let exact = try? Rational(numerator, denominator) else { return nil }
    self = exact
  }

  var isZero: Bool { numerator == 0 }
  var isNegative: Bool { numerator < 0 }
  var isPositive: Bool { numerator > 0 }

  /// The nearest `Double`.
  var doubleValue: Double { Double(numerator) / Double(denominator) }

  func adding(_ other: Rational) throws(RationalOverflow) -> Rational {
    if other.isZero { return self }
    if isZero { return other }
    if denominator == 1 && other.denominator == 1 {
      return Rational(try Rational.add(numerator, other.numerator))
    }
    let g = Rational.gcd(denominator, other.denominator)
    let left = try Rational.multiply(numerator, other.denominator / g)
    let right = try Rational.multiply(other.numerator, denominator / g)
    let sum = try Rational.add(left, right)
    let g2 = Rational.gcd(sum, g)
    let d = try Rational.multiply(denominator / g, other.denominator / g2)
    return Rational(reduced: sum / g2, d)
  }

  func negated() throws(RationalOverflow) -> Rational {
    Rational(reduced: try Rational.negate(numerator), denominator)
  }

  func subtracting(_ other: Rational) throws(RationalOverflow) -> Rational {
    try adding(other.negated())
  }

  func multiplied(by other: Rational) throws(RationalOverflow) -> Rational {
    if isZero || other.isZero { return .zero }
    let g1 = Rational.gcd(numerator, other.denominator)
    let g2 = Rational.gcd(other.numerator, denominator)
    let n = try Rational.multiply(numerator / g1, other.numerator / g2)
    let d = try Rational.multiply(denominator / g2, other.denominator / g1)
    return Rational(reduced: n, d)
  }

  /// `self / other`; `other` must not be zero.
  func divided(by other: Rational) throws(RationalOverflow) -> Rational {
    precondition(!other.isZero, "division by zero")
    var n = other.denominator
    var d = other.numerator
    if d < 0 {
      n = try Rational.negate(n)
      d = try Rational.negate(d)
    }
    return try multiplied(by: Rational(reduced: n, d))
  }

  private static func gcd(_ a: Integer, _ b: Integer) -> Integer {
    var x = a.magnitude
    var y = b.magnitude
    while y != 0 { (x, y) = (y, x % y) }
    return x == 0 ? 1 : Integer(x)
  }

  private static func add(_ a: Integer, _ b: Integer) throws(RationalOverflow) -> Integer {
    let (r, overflow) = a.addingReportingOverflow(b)
    if overflow || r == Integer.min { throw RationalOverflow() }
    return r
  }

  private static func multiply(_ a: Integer, _ b: Integer) throws(RationalOverflow) -> Integer {
    let (r, overflow) = a.multipliedReportingOverflow(by: b)
    if overflow || r == Integer.min { throw RationalOverflow() }
    return r
  }

  private static func negate(_ a: Integer) throws(RationalOverflow) -> Integer {
    if a == Integer.min { throw RationalOverflow() }
    return -a
  }
}

extension Rational: Comparable {
  /// Exact comparison (cross products are computed at double width, so it cannot overflow).
  static func < (lhs: Rational, rhs: Rational) -> Bool {
    let l = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let r = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return l.high != r.high ? l.high < r.high : l.low < r.low
  }
}

extension Rational: CustomStringConvertible {
  var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}

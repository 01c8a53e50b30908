/// An exact fraction `numerator / denominator`, always reduced, denominator > 0.
///
/// Numerator and denominator are ``BigInteger``s, so arithmetic is exact and cannot overflow:
/// every finite `Double` converts exactly, and any sequence of operations keeps its exact value
/// (at the cost of longer numbers). Used by the reference solver only.
struct Rational: Hashable, Sendable {
  /// The integer type of numerator and denominator.
  typealias Integer = BigInteger

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

  /// `numerator / denominator`, reduced.
  ///
  /// `denominator` must not be zero.
  init(_ numerator: Integer, _ denominator: Integer) {
    precondition(!denominator.isZero, "zero denominator")
    let sign = denominator.isNegative ? Integer(-1) : 1
    let g = Rational.gcd(numerator, denominator) * sign
    self.init(reduced: numerator / g, denominator / g)
  }

  /// The exact value of `value`, or nil when it is not finite.
  init?(exactly value: Double) {
    guard value.isFinite else { return nil }
    if value == 0 {
      self = .zero
      return
    }
    // A finite double is ±significand · 2^exponent with an integer significand below 2^53
    // (a subnormal one has no implicit leading bit).
    let isSubnormal = value.exponentBitPattern == 0
    var significand = value.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
    var exponent = (isSubnormal ? 1 : Int(value.exponentBitPattern)) - 1075
    // An odd significand makes the fraction reduced (the denominator is a power of two).
    let zeros = significand.trailingZeroBitCount
    significand >>= zeros
    exponent += zeros
    let signed = Integer(value < 0 ? -Int64(significand) : Int64(significand))
    if exponent >= 0 {
      self.init(signed << exponent)
    } else {
      self.init(reduced: signed, Integer.one << -exponent)
    }
  }

  var isZero: Bool { numerator.isZero }
  var isNegative: Bool { numerator.isNegative }
  var isPositive: Bool { numerator.isPositive }

  /// The `Double` nearest to the value (ties to even; within an ulp where it is subnormal);
  /// infinite beyond `Double`'s range.
  var doubleValue: Double {
    // Both parts exact as doubles: one correctly rounded division.
    if let n = Int64(exactly: numerator), let d = Int64(exactly: denominator),
      n.magnitude <= 1 << 53, d <= 1 << 53
    {
      return Double(n) / Double(d)
    }
    // Else the quotient scaled to 63 or 64 bits, with a sticky bit for a non-zero remainder,
    // rounded once to 53 bits and scaled back exactly.
    let n = numerator.magnitude
    let scale = 63 + denominator.bitWidth - n.bitWidth
    let (quotient, remainder) =
      scale >= 0
      ? (n << scale).quotientAndRemainder(dividingBy: denominator)
      : n.quotientAndRemainder(dividingBy: denominator << -scale)
    let sticky = quotient * 2 + (remainder.isZero ? 0 : 1)
    return Double(
      sign: isNegative ? .minus : .plus, exponent: -scale - 1, significand: Double(sticky))
  }

  func adding(_ other: Rational) -> Rational {
    if other.isZero { return self }
    if isZero { return other }
    if denominator == 1 && other.denominator == 1 {
      return Rational(numerator + other.numerator)
    }
    let g = Rational.gcd(denominator, other.denominator)
    if g == 1 {
      // Coprime denominators: the sum is already reduced.
      return Rational(
        reduced: numerator * other.denominator + other.numerator * denominator,
        denominator * other.denominator)
    }
    let sum = numerator * (other.denominator / g) + other.numerator * (denominator / g)
    let g2 = Rational.gcd(sum, g)
    return Rational(reduced: sum / g2, (denominator / g) * (other.denominator / g2))
  }

  func negated() -> Rational {
    Rational(reduced: -numerator, denominator)
  }

  func subtracting(_ other: Rational) -> Rational {
    adding(other.negated())
  }

  func multiplied(by other: Rational) -> Rational {
    if isZero || other.isZero { return .zero }
    if denominator == 1 && other.denominator == 1 {
      return Rational(numerator * other.numerator)
    }
    let g1 = Rational.gcd(numerator, other.denominator)
    let g2 = Rational.gcd(other.numerator, denominator)
    return Rational(
      reduced: (numerator / g1) * (other.numerator / g2),
      (denominator / g2) * (other.denominator / g1))
  }

  /// `self / other`; `other` must not be zero.
  func divided(by other: Rational) -> Rational {
    precondition(!other.isZero, "division by zero")
    let reciprocal =
      other.isNegative
      ? Rational(reduced: -other.denominator, -other.numerator)
      : Rational(reduced: other.denominator, other.numerator)
    return multiplied(by: reciprocal)
  }

  /// The greatest common divisor of `|a|` and `|b|`; 1 when both are zero.
  private static func gcd(_ a: Integer, _ b: Integer) -> Integer {
    let g = Integer.gcd(a, b)
    return g.isZero ? 1 : g
  }
}

extension Rational: Comparable {
  /// Exact comparison, by cross products.
  static func < (lhs: Rational, rhs: Rational) -> Bool {
    if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
    if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
    return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
  }
}

extension Rational: CustomStringConvertible {
  var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}

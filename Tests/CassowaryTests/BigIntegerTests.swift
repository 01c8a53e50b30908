import TestSupport
import Testing

/// Tests of the reference's ``BigInteger`` (and ``Rational``'s conversions that use it): against
/// `Int128` where the operands and results fit, against IEEE double arithmetic (correctly
/// rounded) for conversions, against values computed elsewhere, and by identities for large
/// values.
///
/// Random cases are seeded; each failure message starts with `seed N`.
@Suite struct BigIntegerTests {
  typealias Big = BigInteger

  /// Limb patterns that reach the rare branches of long division and carries.
  static let specialLimbs: [UInt64] = [0, 1, 2, UInt64.max, UInt64.max - 1, 1 << 63, (1 << 63) - 1]

  /// A random `Int128` of 0 to 127 bits with a random sign, or an edge value.
  static func randomInt128(using g: inout SeededGenerator) -> Int128 {
    let edges: [Int128] = [
      0, 1, -1, Int128(Int64.max), Int128(Int64.min), Int128(Int64.max) + 1,
      Int128(Int64.min) - 1, Int128(UInt64.max), -Int128(UInt64.max), Int128.max, Int128.min + 1,
    ]
    if Int.random(in: 0..<8, using: &g) == 0 { return edges.randomElement(using: &g)! }
    let bits = Int.random(in: 0...127, using: &g)
    let magnitude = Int128(
      bitPattern: UInt128.random(in: 0...UInt128.max, using: &g) >> (128 - bits))
    return Bool.random(using: &g) ? magnitude : -magnitude
  }

  /// A random integer of 1 to `limbs` limbs, each random or special, with a random sign.
  static func randomBig(limbs: Int, using g: inout SeededGenerator) -> Big {
    var value = Big.zero
    for _ in 0..<Int.random(in: 1...limbs, using: &g) {
      let limb =
        Bool.random(using: &g)
        ? specialLimbs.randomElement(using: &g)! : UInt64.random(in: 0...UInt64.max, using: &g)
      value = (value << 64) + Big(Int128(limb))
    }
    return Bool.random(using: &g) ? value : -value
  }

  /// The greatest common divisor by Euclid on `UInt128`.
  static func gcd(_ a: Int128, _ b: Int128) -> Int128 {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return Int128(x)
  }

  @Test(arguments: 0..<4) func operationsMatchInt128(batch: Int) {
    for seed in UInt64(batch * 500)..<UInt64(batch * 500 + 500) {
      var g = SeededGenerator(seed: seed)
      let (a, b) = (Self.randomInt128(using: &g), Self.randomInt128(using: &g))
      let (x, y) = (Big(a), Big(b))
      let context = "seed \(seed): \(a), \(b)"
      #expect(x.description == a.description && y.description == b.description, "\(context)")
      #expect((x < y) == (a < b) && (x == y) == (a == b), "\(context)")
      #expect(x.isNegative == (a < 0) && x.isZero == (a == 0), "\(context)")
      #expect(x.bitWidth == 128 - a.magnitude.leadingZeroBitCount, "\(context)")
      #expect(Double(x) == Double(a), "\(context): \(Double(x))")
      #expect(Int64(exactly: x) == Int64(exactly: a), "\(context)")
      #expect(-x == Big(-a), "\(context)")
      let (sum, sumOverflow) = a.addingReportingOverflow(b)
      if !sumOverflow { #expect((x + y).description == sum.description, "\(context): +") }
      let (difference, differenceOverflow) = a.subtractingReportingOverflow(b)
      if !differenceOverflow {
        #expect((x - y).description == difference.description, "\(context): -")
      }
      let (product, productOverflow) = a.multipliedReportingOverflow(by: b)
      if !productOverflow { #expect((x * y).description == product.description, "\(context): *") }
      if b != 0 {
        let (q, r) = x.quotientAndRemainder(dividingBy: y)
        #expect(q == Big(a / b) && r == Big(a % b), "\(context): quotient \(q), remainder \(r)")
        #expect(x / y == q && x % y == r, "\(context): / and %")
      }
      #expect(Big.gcd(x, y) == Big(Self.gcd(a, b)), "\(context): gcd \(Big.gcd(x, y))")
      let shift = Int.random(in: 0...64, using: &g)
      let (shifted, shiftOverflow) = a.multipliedReportingOverflow(by: Int128(1) << shift)
      if !shiftOverflow { #expect(x << shift == Big(shifted), "\(context): << \(shift)") }
      Self.expectLimbPathsMatch(a, b, context)
    }
  }

  /// The operations on limbs (values beyond `Int128`) against `Int128` arithmetic: `a` and `b`
  /// offset or scaled by large numbers, with results that `Int128` can check.
  static func expectLimbPathsMatch(_ a: Int128, _ b: Int128, _ context: String) {
    let (x, y) = (Big(a), Big(b))
    let k = Big.one << 200
    let (xk, yk) = (x + k, y + k)
    #expect((xk < yk) == (a < b) && (xk == yk) == (a == b), "\(context): limbs order")
    let (difference, differenceOverflow) = a.subtractingReportingOverflow(b)
    if !differenceOverflow {
      #expect((xk - yk).description == difference.description, "\(context): limbs -")
    }
    let (product, productOverflow) = a.multipliedReportingOverflow(by: b)
    if !productOverflow {
      let rest = xk * yk - k * k - k * (x + y)
      #expect(rest.description == product.description, "\(context): limbs *")
    }
    if b != 0 {
      // Multi-limb divisors: (a·K) / (b·K) = a / b and (a·K) % (b·K) = (a % b)·K.
      let (q, r) = (x * k).quotientAndRemainder(dividingBy: y * k)
      #expect(q.description == (a / b).description, "\(context): limbs quotient \(q)")
      #expect(r == Big(a % b) * k, "\(context): limbs remainder \(r)")
    }
    // gcd(a·P, b·P) = gcd(a, b)·P for an odd P of 143 bits.
    var p = Big.one
    for _ in 0..<90 { p = p * 3 }
    let g = Big.gcd(x * p, y * p)
    #expect(g % p == .zero, "\(context): limbs gcd \(g)")
    #expect((g / p).description == Self.gcd(a, b).description, "\(context): limbs gcd \(g)")
    #expect(Double(x << 300) == Double(a) * 0x1p300, "\(context): limbs Double")
  }

  @Test func knownValues() {
    let two200 = Big.one << 200
    #expect(two200.description == "1606938044258990275541962092341162602522202993782792835301376")
    #expect(two200.bitWidth == 201)
    var factorial = Big.one
    for k in 1...30 { factorial = factorial * Big(Int64(k)) }
    #expect(factorial.description == "265252859812191058636308480000000")
    let max64 = Big(Int128(UInt64.max))
    #expect((max64 * max64).description == "340282366920938463426481119284349108225")
    var power = Big.one
    for _ in 0..<100 { power = power * 3 }
    #expect((-power).description == "-515377520732011331036461129765621272702107522001")
    let (q, r) = power.quotientAndRemainder(dividingBy: (Big.one << 64) + 13)
    #expect(q.description == "27938671381391989307385820718")
    #expect(r.description == "11007977466148672379")
    // gcd(2^128 · 3^40, 6^50) = 2^50 · 3^40.
    var power40 = Big.one
    for _ in 0..<40 { power40 = power40 * 3 }
    var six50 = Big.one
    for _ in 0..<50 { six50 = six50 * 6 }
    #expect(Big.gcd(power40 << 128, six50).description == "13688314407775983685466978280013824")
    #expect(Big.gcd(.zero, .zero) == .zero && Big.gcd(-power, .zero) == power)
    // The magnitudes of Int64.min and Int128.min.
    #expect(-Big(Int64.min) == Big(Int128(Int64.max) + 1))
    #expect(Big(Int64.min) / -1 == Big(Int128(Int64.max) + 1))
    let twoTo127 = "170141183460469231731687303715884105728"
    #expect((-Big(Int128.min)).description == twoTo127)
    #expect((Big(Int128.min) / -1).description == twoTo127)
    #expect(Big(Int128.min).quotientAndRemainder(dividingBy: -1) == (-Big(Int128.min), .zero))
    #expect(Big.gcd(Big(Int128.min), .zero).description == twoTo127)
    #expect(Big.gcd(Big(Int128.min), Big(Int128.min)).description == twoTo127)
    #expect(Big(Int128.max) + 1 == -Big(Int128.min) && -(-Big(Int128.min)) == Big(Int128.min))
  }

  @Test(arguments: 0..<4) func largeValuesSatisfyIdentities(batch: Int) {
    for seed in UInt64(10_000 + batch * 250)..<UInt64(10_000 + batch * 250 + 250) {
      var g = SeededGenerator(seed: seed)
      let a = Self.randomBig(limbs: 12, using: &g)
      let b = Self.randomBig(limbs: 8, using: &g)
      let c = Self.randomBig(limbs: 5, using: &g)
      let context = "seed \(seed): a \(a), b \(b), c \(c)"
      #expect((a + b) - b == a && a - a == .zero && -(-a) == a, "\(context)")
      #expect(a + b == b + a && a * b == b * a, "\(context)")
      #expect(a * (b + c) == a * b + a * c, "\(context): distributive")
      #expect(a < a + 1 && a - 1 < a && !(a < a), "\(context): order")
      #expect((a < b) == (b - a).isPositive, "\(context): order by difference")
      if !b.isZero {
        #expect((a * b) / b == a && (a * b) % b == .zero, "\(context): exact division")
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        #expect(q * b + r == a, "\(context): q·b + r")
        #expect(r.magnitude < b.magnitude, "\(context): |r| < |b|")
        #expect(r.isZero || r.isNegative == a.isNegative, "\(context): sign of r")
      }
      let g1 = Big.gcd(a, b)
      if !g1.isZero {
        #expect(a % g1 == .zero && b % g1 == .zero, "\(context): gcd divides")
        #expect(Big.gcd(a / g1, b / g1) == 1, "\(context): cofactors coprime")
      }
      #expect(Big.gcd(a * c, b * c) == c.magnitude * g1, "\(context): gcd(ac, bc)")
      let shift = Int.random(in: 0...300, using: &g)
      #expect((a << shift) / (Big.one << shift) == a, "\(context): << \(shift)")
      // Decimal digits scale with powers of ten.
      let text = a.description
      var scaled = a
      for _ in 0..<25 { scaled = scaled * 10 }
      #expect(
        scaled.description == (a.isZero ? "0" : text + String(repeating: "0", count: 25)),
        "\(context): description")
    }
  }

  @Test(arguments: 0..<4) func doubleConversionRoundsToNearest(batch: Int) {
    for seed in UInt64(20_000 + batch * 500)..<UInt64(20_000 + batch * 500 + 500) {
      var g = SeededGenerator(seed: seed)
      // m · 2^s plus an offset below, at, or above half an ulp (2^(s - 1)).
      let m = Int64.random(in: (1 << 52)..<(1 << 53), using: &g)
      let s = Int.random(in: 1...900, using: &g)
      let half = Big.one << (s - 1)
      let offsets: [(Big, Int64)] = [
        (0, m), (half - 1, m), (half, m % 2 == 0 ? m : m + 1), (half + 1, m + 1),
      ]
      for (offset, rounded) in offsets {
        let value = (Big(m) << s) + offset
        let expected = Double(sign: .plus, exponent: s, significand: Double(rounded))
        #expect(Double(value) == expected, "seed \(seed): m \(m), s \(s), offset \(offset)")
        #expect(Double(-value) == -expected, "seed \(seed): m \(m), s \(s), -offset \(offset)")
      }
      #expect(Double(Big.one << 1024) == .infinity, "seed \(seed)")
      // Rational: just above and below the tie m + 1/2 by a non-dyadic 1/(3·2^60), times 2^s.
      let tie = Rational(Big(m) * 2 + 1, 2)
      let epsilon = Rational(1, (3 as Big) << 60)
      let scale = Rational(Big.one << s)
      let above = tie.adding(epsilon).multiplied(by: scale)
      let below = tie.subtracting(epsilon).multiplied(by: scale)
      let up = Double(sign: .plus, exponent: s, significand: Double(m + 1))
      let down = Double(sign: .plus, exponent: s, significand: Double(m))
      #expect(above.doubleValue == up && above.negated().doubleValue == -up, "seed \(seed)")
      #expect(below.doubleValue == down && below.negated().doubleValue == -down, "seed \(seed)")
    }
  }

  /// A random finite double from random bits, or an edge value.
  static func randomDouble(using g: inout SeededGenerator) -> Double {
    let edges: [Double] = [
      1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -0.0, 0,
      .greatestFiniteMagnitude, -.leastNormalMagnitude,
      0.1, 1e-6, 1e12, 0x1p-1022, 0x1p-1023,
    ]
    if Int.random(in: 0..<4, using: &g) == 0 { return edges.randomElement(using: &g)! }
    while true {
      let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &g))
      if value.isFinite { return value }
    }
  }

  @Test(arguments: 0..<4) func rationalConvertsEveryFiniteDoubleExactly(batch: Int) {
    for seed in UInt64(30_000 + batch * 500)..<UInt64(30_000 + batch * 500 + 500) {
      var g = SeededGenerator(seed: seed)
      let (d1, d2) = (Self.randomDouble(using: &g), Self.randomDouble(using: &g))
      guard let r1 = Rational(exactly: d1), let r2 = Rational(exactly: d2) else {
        Issue.record("seed \(seed): \(d1) or \(d2) not converted")
        continue
      }
      let context = "seed \(seed): \(d1), \(d2)"
      #expect(r1.doubleValue == d1 && r1.isZero == (d1 == 0), "\(context): \(r1.doubleValue)")
      // A power-of-two denominator, and an odd numerator when it is not 1.
      let d = r1.denominator
      #expect(d.isPositive && d == Big.one << (d.bitWidth - 1), "\(context): denominator \(d)")
      #expect(d == 1 || r1.numerator % 2 != 0, "\(context): reduced")
      if let integral = Big(exactly: d1) {
        #expect(d1 == d1.rounded() && Double(integral) == d1, "\(context): integral")
        #expect(integral == r1.numerator && d == 1, "\(context): integral value")
      } else {
        #expect(d1 != d1.rounded(), "\(context): not integral")
      }
      // IEEE arithmetic is correctly rounded; so is doubleValue (away from subnormals).
      for (exact, rounded) in [
        (r1.adding(r2), d1 + d2), (r1.subtracting(r2), d1 - d2), (r1.multiplied(by: r2), d1 * d2),
        (r2.isZero ? r1 : r1.divided(by: r2), r2.isZero ? d1 : d1 / d2),
      ] where rounded.isNormal {
        #expect(exact.doubleValue == rounded, "\(context): \(exact.doubleValue) against \(rounded)")
      }
      #expect((r1 < r2) == (d1 < d2) && (r1 == r2) == (d1 == d2), "\(context): order")
    }
    #expect(Big(exactly: 0.5) == nil && Big(exactly: .nan) == nil && Big(exactly: .infinity) == nil)
    #expect(Big(exactly: -0.0) == .zero && Rational(exactly: -0.0)?.isNegative == false)
  }
}

/// An arbitrary-precision signed integer: exact, it never overflows.
///
/// The reference solver's ``Rational`` uses it for numerator and denominator.
///
/// A value in `Int64`'s range is stored inline and computed with machine arithmetic (no
/// allocation); a larger one as a sign and a magnitude of 64-bit limbs, least significant first.
/// Each value has exactly one representation, so the derived equality and hashing are exact.
///
/// Complexities are in limbs: `n` and `m` are the operands' lengths (bits / 64, rounded up);
/// operations on inline values are O(1).
struct BigInteger: Hashable, Sendable {
  fileprivate enum Storage: Hashable, Sendable {
    /// A value in `Int64`'s range.
    case small(Int64)
    /// A value outside `Int64`'s range: its sign and magnitude (the last limb is not zero).
    case large(isNegative: Bool, magnitude: [UInt64])
  }

  fileprivate let storage: Storage

  static let zero = BigInteger(0)
  static let one = BigInteger(1)
  /// 2^63, which negating `Int64.min` or dividing it by -1 gives: the one result of those
  /// operations on inline values that is not inline.
  private static let twoToThe63 = BigInteger(isNegative: false, magnitude: [1 << 63])

  /// The integer `value`.
  init(_ value: Int64) {
    storage = .small(value)
  }

  /// The integer `value`.
  init(_ value: Int128) {
    if let small = Int64(exactly: value) {
      self.init(small)
    } else {
      let m = value.magnitude
      self.init(
        isNegative: value < 0,
        magnitude: [UInt64(truncatingIfNeeded: m), UInt64(truncatingIfNeeded: m >> 64)])
    }
  }

  /// The value of an integral finite `value`; nil when it is not finite or has a fraction.
  init?(exactly value: Double) {
    guard value.isFinite, value == value.rounded(.towardZero) else { return nil }
    if let small = Int64(exactly: value) {
      self.init(small)
      return
    }
    // |value| >= 2^63, so it is normal: (2^52 + fraction) · 2^(exponent - 52).
    let significand = value.significandBitPattern | 1 << 52
    let shifted = BigInteger(Int64(significand)) << (Int(value.exponent) - 52)
    self = value < 0 ? -shifted : shifted
  }

  /// `±magnitude` in its one representation; `magnitude` may end with zero limbs.
  private init(isNegative: Bool, magnitude: [UInt64]) {
    var count = magnitude.count
    while count > 0 && magnitude[count - 1] == 0 { count -= 1 }
    if count == 0 {
      storage = .small(0)
    } else if count == 1 && !isNegative && magnitude[0] >> 63 == 0 {
      storage = .small(Int64(bitPattern: magnitude[0]))
    } else if count == 1 && isNegative && magnitude[0] <= 1 << 63 {
      storage = .small(Int64(bitPattern: 0 &- magnitude[0]))
    } else {
      let limbs = count == magnitude.count ? magnitude : Array(magnitude[0..<count])
      storage = .large(isNegative: isNegative, magnitude: limbs)
    }
  }

  var isZero: Bool {
    if case .small(let value) = storage { return value == 0 }
    return false
  }

  var isNegative: Bool {
    switch storage {
    case .small(let value): value < 0
    case .large(let isNegative, _): isNegative
    }
  }

  var isPositive: Bool { !isNegative && !isZero }

  /// The absolute value.
  ///
  /// O(n).
  var magnitude: BigInteger { isNegative ? -self : self }

  /// The number of bits of the absolute value without leading zeros (0 for zero).
  ///
  /// O(1).
  var bitWidth: Int {
    switch storage {
    case .small(let value): 64 - value.magnitude.leadingZeroBitCount
    case .large(_, let limbs): 64 * limbs.count - limbs[limbs.count - 1].leadingZeroBitCount
    }
  }

  /// The limbs of the absolute value, least significant first, the last not zero.
  ///
  /// O(n).
  fileprivate var limbs: [UInt64] {
    switch storage {
    case .small(let value): value == 0 ? [] : [value.magnitude]
    case .large(_, let limbs): limbs
    }
  }
}

// MARK: - Arithmetic

extension BigInteger {
  /// `-operand`.
  ///
  /// O(n).
  static prefix func - (operand: BigInteger) -> BigInteger {
    switch operand.storage {
    case .small(let value):
      let (negated, overflow) = Int64(0).subtractingReportingOverflow(value)
      return overflow ? twoToThe63 : BigInteger(negated)
    case .large(let isNegative, let limbs):
      return BigInteger(isNegative: !isNegative, magnitude: limbs)
    }
  }

  /// O(max(n, m)).
  static func + (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage {
      let (sum, overflow) = a.addingReportingOverflow(b)
      if !overflow { return BigInteger(sum) }
    }
    return signedSum(lhs.isNegative, lhs.limbs, rhs.isNegative, rhs.limbs)
  }

  /// O(max(n, m)).
  static func - (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage {
      let (difference, overflow) = a.subtractingReportingOverflow(b)
      if !overflow { return BigInteger(difference) }
    }
    return signedSum(lhs.isNegative, lhs.limbs, !rhs.isNegative, rhs.limbs)
  }

  /// Schoolbook multiplication: O(n·m).
  static func * (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage {
      let (product, overflow) = a.multipliedReportingOverflow(by: b)
      if !overflow { return BigInteger(product) }
      let (high, low) = a.magnitude.multipliedFullWidth(by: b.magnitude)
      return BigInteger(isNegative: (a < 0) != (b < 0), magnitude: [low, high])
    }
    if lhs.isZero || rhs.isZero { return .zero }
    return BigInteger(
      isNegative: lhs.isNegative != rhs.isNegative, magnitude: multiply(lhs.limbs, rhs.limbs))
  }

  /// The quotient rounded toward zero and the remainder, which has the sign of `self` (as for
  /// `Int`).
  ///
  /// `divisor` must not be zero. Long division (Knuth's algorithm D): O(m·(n - m + 1)) for an
  /// `n`-limb dividend and an `m`-limb divisor.
  func quotientAndRemainder(dividingBy divisor: BigInteger) -> (
    quotient: BigInteger, remainder: BigInteger
  ) {
    precondition(!divisor.isZero, "division by zero")
    if case .small(let a) = storage, case .small(let b) = divisor.storage {
      let (quotient, overflow) = a.dividedReportingOverflow(by: b)
      // Only Int64.min / -1 overflows.
      return overflow ? (Self.twoToThe63, .zero) : (BigInteger(quotient), BigInteger(a % b))
    }
    let (quotient, remainder) = Self.divide(limbs, by: divisor.limbs)
    return (
      BigInteger(isNegative: isNegative != divisor.isNegative, magnitude: quotient),
      BigInteger(isNegative: isNegative, magnitude: remainder)
    )
  }

  /// The quotient rounded toward zero.
  ///
  /// O(m·(n - m + 1)); see ``quotientAndRemainder(dividingBy:)``.
  static func / (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
    // Division by 1 (a reduced fraction's usual gcd) is free.
    if case .small(1) = rhs.storage { return lhs }
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage, b != 0 {
      let (quotient, overflow) = a.dividedReportingOverflow(by: b)
      return overflow ? twoToThe63 : BigInteger(quotient)
    }
    return lhs.quotientAndRemainder(dividingBy: rhs).quotient
  }

  /// The remainder, with the sign of `lhs`.
  ///
  /// O(m·(n - m + 1)); see ``quotientAndRemainder(dividingBy:)``.
  static func % (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
    lhs.quotientAndRemainder(dividingBy: rhs).remainder
  }

  /// `lhs · 2^rhs`; `rhs` must not be negative.
  ///
  /// O(n + rhs / 64).
  static func << (lhs: BigInteger, rhs: Int) -> BigInteger {
    precondition(rhs >= 0, "negative shift")
    if case .small(let value) = lhs.storage, rhs < 63, value == (value << rhs) >> rhs {
      return BigInteger(value << rhs)
    }
    return BigInteger(isNegative: lhs.isNegative, magnitude: shiftedLeft(lhs.limbs, by: rhs))
  }

  /// The greatest common divisor of `|a|` and `|b|`, never negative; zero only when both are.
  ///
  /// Common factors of two are taken out first (shifts); then Euclid's algorithm on limbs
  /// until the smaller operand fits two limbs, and the binary algorithm on two machine words:
  /// O(n·m) in all for an `n`-limb and an `m`-limb operand (each division step costs
  /// O(limbs · quotient limbs), and the quotients' lengths add up to about n).
  static func gcd(_ a: BigInteger, _ b: BigInteger) -> BigInteger {
    if case .small(let x) = a.storage, case .small(let y) = b.storage {
      let divisor = gcd(x.magnitude, y.magnitude)
      // Only gcd(Int64.min, Int64.min or 0) = 2^63 is not an Int64.
      return divisor >> 63 == 0 ? BigInteger(Int64(bitPattern: divisor)) : twoToThe63
    }
    if a.isZero { return b.magnitude }
    if b.isZero { return a.magnitude }
    // gcd(a, b) = 2^min(i, j) · gcd(a / 2^i, b / 2^j) for the largest such powers of two.
    let (aZeros, bZeros) = (trailingZeroBitCount(a.limbs), trailingZeroBitCount(b.limbs))
    var x = shiftedRight(a.limbs, by: aZeros)
    var y = shiftedRight(b.limbs, by: bZeros)
    if compare(x, y) < 0 { swap(&x, &y) }
    while y.count > 2 { (x, y) = (y, divide(x, by: y).remainder) }
    if y.count > 0 {
      let remainder = divide(x, by: y).remainder
      x = gcd(twoLimbs(y), twoLimbs(remainder))
    }
    return BigInteger(isNegative: false, magnitude: shiftedLeft(x, by: min(aZeros, bZeros)))
  }

  /// Euclid's algorithm on machine words: O(log min(a, b)) divisions.
  private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
  }

  /// A magnitude of at most two limbs as a (high, low) pair.
  private static func twoLimbs(_ limbs: [UInt64]) -> (high: UInt64, low: UInt64) {
    (limbs.count > 1 ? limbs[1] : 0, limbs.count > 0 ? limbs[0] : 0)
  }

  /// The greatest common divisor of two-word values, `a` not zero, as limbs: the binary
  /// algorithm (subtract the smaller odd value from the larger, drop the factors of two), then
  /// Euclid's once both fit one word.
  ///
  /// O(128) steps.
  private static func gcd(
    _ a: (high: UInt64, low: UInt64), _ b: (high: UInt64, low: UInt64)
  ) -> [UInt64] {
    if b.high == 0 && b.low == 0 { return [a.low, a.high] }
    let (aZeros, bZeros) = (trailingZeroBitCount(a), trailingZeroBitCount(b))
    var x = shiftedRight(a, by: aZeros)
    var y = shiftedRight(b, by: bZeros)
    // Both odd: their difference is even and not larger than the larger of them.
    while x.high != 0 || y.high != 0 {
      if x.high > y.high || (x.high == y.high && x.low > y.low) { swap(&x, &y) }
      if x.high == y.high && x.low == y.low { break }
      let borrow: UInt64 = y.low < x.low ? 1 : 0
      y = (y.high &- x.high &- borrow, y.low &- x.low)
      y = shiftedRight(y, by: trailingZeroBitCount(y))
    }
    if x.high == 0 && y.high == 0 { x = (0, gcd(x.low, y.low)) }
    return shiftedLeft([x.low, x.high], by: min(aZeros, bZeros))
  }

  /// The number of trailing zero bits of a non-zero two-word value.
  private static func trailingZeroBitCount(_ a: (high: UInt64, low: UInt64)) -> Int {
    a.low != 0 ? a.low.trailingZeroBitCount : 64 + a.high.trailingZeroBitCount
  }

  /// `a / 2^shift` for a two-word value, `shift` below 128.
  private static func shiftedRight(_ a: (high: UInt64, low: UInt64), by shift: Int) -> (
    high: UInt64, low: UInt64
  ) {
    if shift >= 64 { return (0, a.high >> (shift - 64)) }
    if shift == 0 { return a }
    return (a.high >> shift, a.low >> shift | a.high << (64 - shift))
  }

  /// `±a + ±b` from signs and magnitudes.
  ///
  /// O(max(n, m)).
  private static func signedSum(
    _ aIsNegative: Bool, _ a: [UInt64], _ bIsNegative: Bool, _ b: [UInt64]
  ) -> BigInteger {
    if aIsNegative == bIsNegative {
      return BigInteger(isNegative: aIsNegative, magnitude: add(a, b))
    }
    return compare(a, b) >= 0
      ? BigInteger(isNegative: aIsNegative, magnitude: subtract(b, from: a))
      : BigInteger(isNegative: bIsNegative, magnitude: subtract(a, from: b))
  }
}

// MARK: - Comparison

extension BigInteger: Comparable {
  /// O(n) when both have the same sign and length, else O(1).
  static func < (lhs: BigInteger, rhs: BigInteger) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.small(let a), .small(let b)):
      return a < b
    case (.small, .large(let isNegative, _)):
      return !isNegative
    case (.large(let isNegative, _), .small):
      return isNegative
    case (.large(let aIsNegative, let a), .large(let bIsNegative, let b)):
      if aIsNegative != bIsNegative { return aIsNegative }
      let order = compare(a, b)
      return aIsNegative ? order > 0 : order < 0
    }
  }
}

// MARK: - Conversions

extension BigInteger: ExpressibleByIntegerLiteral {
  init(integerLiteral value: Int64) {
    self.init(value)
  }
}

extension Int64 {
  /// `value`, or nil when it is outside `Int64`'s range.
  ///
  /// O(1).
  init?(exactly value: BigInteger) {
    guard case .small(let small) = value.storage else { return nil }
    self = small
  }
}

extension Double {
  /// The `Double` nearest to `value` (ties to even); infinite beyond `Double`'s range.
  ///
  /// O(n).
  init(_ value: BigInteger) {
    if case .small(let small) = value.storage {
      self.init(small)
      return
    }
    // Correctly rounded from the top 64 bits, the lowest of them made sticky (set when any
    // bit below is): that bit lies far below the 53 a Double keeps, so it only breaks ties.
    let limbs = value.limbs
    let shift = value.bitWidth - 64
    let (index, offset) = (shift / 64, shift % 64)
    var top = limbs[index] >> offset
    if offset > 0 && index + 1 < limbs.count { top |= limbs[index + 1] << (64 - offset) }
    var isInexact = limbs[index] & ((1 << offset) - 1) != 0
    for i in 0..<index where limbs[i] != 0 { isInexact = true }
    if isInexact { top |= 1 }
    self.init(sign: value.isNegative ? .minus : .plus, exponent: shift, significand: Double(top))
  }
}

extension BigInteger: CustomStringConvertible {
  /// Decimal digits, with a leading `-` when negative.
  ///
  /// O(n²).
  var description: String {
    if case .small(let small) = storage { return "\(small)" }
    // Base 10^19 digits by repeated division, least significant first.
    let base: UInt64 = 10_000_000_000_000_000_000
    var rest = limbs
    var chunks: [UInt64] = []
    while !rest.isEmpty {
      let (quotient, remainder) = Self.divide(rest, byLimb: base)
      chunks.append(remainder)
      rest = quotient
      while rest.last == 0 { rest.removeLast() }
    }
    var text = isNegative ? "-" : ""
    for (i, chunk) in chunks.reversed().enumerated() {
      let digits = String(chunk)
      if i > 0 { text += String(repeating: "0", count: 19 - digits.count) }
      text += digits
    }
    return text
  }
}

// MARK: - Magnitudes

/// Arithmetic on magnitudes: limbs least significant first. Inputs have no zero last limb;
/// results may have (the normalising initialiser drops them).
extension BigInteger {
  /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
  ///
  /// O(n).
  private static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for i in a.indices.reversed() where a[i] != b[i] {
      return a[i] < b[i] ? -1 : 1
    }
    return 0
  }

  /// `a + b`.
  ///
  /// O(max(n, m)).
  private static func add(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    var sum = long
    var carry: UInt64 = 0
    for i in short.indices {
      let (s1, o1) = sum[i].addingReportingOverflow(short[i])
      let (s2, o2) = s1.addingReportingOverflow(carry)
      sum[i] = s2
      carry = o1 || o2 ? 1 : 0
    }
    var i = short.count
    while carry != 0 && i < sum.count {
      (sum[i], carry) = sum[i] == UInt64.max ? (0, 1) : (sum[i] + 1, 0)
      i += 1
    }
    if carry != 0 { sum.append(carry) }
    return sum
  }

  /// `a - b`; `a` must be at least `b`.
  ///
  /// O(n).
  private static func subtract(_ b: [UInt64], from a: [UInt64]) -> [UInt64] {
    var difference = a
    var borrow: UInt64 = 0
    for i in b.indices {
      let (d1, o1) = difference[i].subtractingReportingOverflow(b[i])
      let (d2, o2) = d1.subtractingReportingOverflow(borrow)
      difference[i] = d2
      borrow = o1 || o2 ? 1 : 0
    }
    var i = b.count
    while borrow != 0 {
      (difference[i], borrow) = difference[i] == 0 ? (UInt64.max, 1) : (difference[i] - 1, 0)
      i += 1
    }
    return difference
  }

  /// `a · b`, schoolbook.
  ///
  /// O(n·m).
  private static func multiply(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
    var product = [UInt64](repeating: 0, count: a.count + b.count)
    for i in a.indices where a[i] != 0 {
      var carry: UInt64 = 0
      for j in b.indices {
        // a[i]·b[j] + product + carry < 2^128, so the high word cannot overflow.
        let (high, low) = a[i].multipliedFullWidth(by: b[j])
        let (s1, o1) = low.addingReportingOverflow(product[i + j])
        let (s2, o2) = s1.addingReportingOverflow(carry)
        product[i + j] = s2
        carry = high + (o1 ? 1 : 0) + (o2 ? 1 : 0)
      }
      product[i + b.count] = carry
    }
    return product
  }

  /// `a · 2^shift`.
  ///
  /// O(n + shift / 64).
  private static func shiftedLeft(_ a: [UInt64], by shift: Int) -> [UInt64] {
    let (limbShift, bitShift) = (shift / 64, shift % 64)
    var result = [UInt64](repeating: 0, count: a.count + limbShift + 1)
    for i in a.indices {
      result[i + limbShift] |= a[i] << bitShift
      if bitShift > 0 { result[i + limbShift + 1] = a[i] >> (64 - bitShift) }
    }
    return result
  }

  /// The number of trailing zero bits of a non-zero magnitude.
  ///
  /// O(n).
  private static func trailingZeroBitCount(_ a: [UInt64]) -> Int {
    var i = 0
    while a[i] == 0 { i += 1 }
    return 64 * i + a[i].trailingZeroBitCount
  }

  /// `a / 2^shift`, rounded down.
  ///
  /// O(n).
  private static func shiftedRight(_ a: [UInt64], by shift: Int) -> [UInt64] {
    let (limbShift, bitShift) = (shift / 64, shift % 64)
    if limbShift >= a.count { return [] }
    var result = [UInt64](repeating: 0, count: a.count - limbShift)
    for i in result.indices {
      result[i] = a[i + limbShift] >> bitShift
      if bitShift > 0 && i + limbShift + 1 < a.count {
        result[i] |= a[i + limbShift + 1] << (64 - bitShift)
      }
    }
    var count = result.count
    while count > 0 && result[count - 1] == 0 { count -= 1 }
    return count == result.count ? result : Array(result[0..<count])
  }

  /// `a / divisor` and `a % divisor` for a one-limb divisor (not zero).
  ///
  /// O(n).
  private static func divide(_ a: [UInt64], byLimb divisor: UInt64) -> (
    quotient: [UInt64], remainder: UInt64
  ) {
    var quotient = [UInt64](repeating: 0, count: a.count)
    var remainder: UInt64 = 0
    for i in a.indices.reversed() {
      // remainder < divisor, so the quotient limb fits.
      (quotient[i], remainder) = divisor.dividingFullWidth((remainder, a[i]))
    }
    return (quotient, remainder)
  }

  /// `a / b` and `a % b` (`b` not zero), by Knuth's algorithm D (The Art of Computer
  /// Programming, vol.
  ///
  /// 2, 4.3.1): O(m·(n - m + 1)) for an `n`-limb `a` and an `m`-limb `b`.
  private static func divide(_ a: [UInt64], by b: [UInt64]) -> (
    quotient: [UInt64], remainder: [UInt64]
  ) {
    if compare(a, b) < 0 { return ([], a) }
    if b.count == 1 {
      let (quotient, remainder) = divide(a, byLimb: b[0])
      return (quotient, remainder == 0 ? [] : [remainder])
    }
    // Normalise so the divisor's top bit is set: then each estimated quotient limb is at most
    // two too large.
    let shift = b[b.count - 1].leadingZeroBitCount
    let v = Array(shiftedLeft(b, by: shift)[0..<b.count])
    var u = Array(shiftedLeft(a, by: shift)[0...a.count])
    let n = v.count
    let (vTop, vNext) = (v[n - 1], v[n - 2])
    var quotient = [UInt64](repeating: 0, count: a.count - n + 1)
    for j in quotient.indices.reversed() {
      // Estimate the quotient limb from the top two limbs of the partial remainder; it is
      // never too small. u[j + n] <= vTop, since the partial remainder is below v · 2^(64j).
      var estimate = UInt64.max
      var estimateRemainder: UInt64 = 0
      var isRemainderSmall = true
      if u[j + n] < vTop {
        (estimate, estimateRemainder) = vTop.dividingFullWidth((u[j + n], u[j + n - 1]))
      } else {
        let (sum, overflow) = u[j + n - 1].addingReportingOverflow(vTop)
        estimateRemainder = sum
        isRemainderSmall = !overflow
      }
      // Refine with the third limb (at most twice).
      while isRemainderSmall {
        let (high, low) = estimate.multipliedFullWidth(by: vNext)
        guard high > estimateRemainder || (high == estimateRemainder && low > u[j + n - 2]) else {
          break
        }
        estimate -= 1
        let (sum, overflow) = estimateRemainder.addingReportingOverflow(vTop)
        estimateRemainder = sum
        isRemainderSmall = !overflow
      }
      // Subtract estimate · v from u[j...j + n].
      var carry: UInt64 = 0
      var borrow: UInt64 = 0
      for i in 0..<n {
        let (high, low) = estimate.multipliedFullWidth(by: v[i])
        let (productLow, o1) = low.addingReportingOverflow(carry)
        carry = high + (o1 ? 1 : 0)
        let (d1, b1) = u[i + j].subtractingReportingOverflow(productLow)
        let (d2, b2) = d1.subtractingReportingOverflow(borrow)
        u[i + j] = d2
        borrow = b1 || b2 ? 1 : 0
      }
      let (d1, b1) = u[j + n].subtractingReportingOverflow(carry)
      let (d2, b2) = d1.subtractingReportingOverflow(borrow)
      u[j + n] = d2
      if b1 || b2 {
        // The estimate was one too large (rare): add v back.
        estimate -= 1
        var addCarry: UInt64 = 0
        for i in 0..<n {
          let (s1, o1) = u[i + j].addingReportingOverflow(v[i])
          let (s2, o2) = s1.addingReportingOverflow(addCarry)
          u[i + j] = s2
          addCarry = o1 || o2 ? 1 : 0
        }
        u[j + n] &+= addCarry
      }
      quotient[j] = estimate
    }
    // The remainder is u[0..<n] shifted back.
    return (quotient, shiftedRight(Array(u[0..<n]), by: shift))
  }
}

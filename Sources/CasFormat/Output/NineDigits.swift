/// A value rounded to 9 significant digits as `%.9g` rounds it, found without `printf` when
/// one floating-point product decides the rounding beyond doubt.
///
/// `value * 10^k` (or `value / 10^-k`) with `|k| <= 22` is one correctly rounded operation on
/// an exact power of ten, so it is within 2^-53 relative (under 1.2e-7 absolute below 1e9) of
/// the exact scaled value. When that product lies in [1e8, 1e9) and its fraction is not
/// within 1e-6 of one half, rounding it gives the same 9 digits as rounding the exact
/// value; otherwise ``init(_:)`` fails and the caller falls back to `printf`.
struct NineDigits {
  /// The 9 significant digits as an integer in [1e8, 1e9).
  let significand: Int
  /// The decimal exponent of the first digit (`%e`'s exponent).
  let exponent: Int
  let isNegative: Bool

  /// Rounds a finite, nonzero value; nil when the product is too close to a rounding boundary
  /// or the value is outside about [1e-14, 1e23).
  ///
  /// - Complexity: O(1).
  init?(_ value: Double) {
    let magnitude = abs(value)
    guard magnitude >= 1e-14, magnitude < 1e23 else { return nil }
    // An estimate of floor(log10(magnitude)); a wrong one lands outside [1e8, 1e9) below.
    var exponent = 0
    if magnitude >= 1 {
      while exponent < 22, exactPowersOfTen[exponent + 1] <= magnitude { exponent += 1 }
    } else {
      while exponent > -15, magnitude * exactPowersOfTen[-exponent] < 1 { exponent -= 1 }
    }
    let shift = 8 - exponent
    guard abs(shift) <= 22 else { return nil }
    let scaled =
      shift >= 0 ? magnitude * exactPowersOfTen[shift] : magnitude / exactPowersOfTen[-shift]
    // Just below 1e8 the exact value may belong to the exponent below; rounding it on either
    // grid then gives 1e8 as long as it is more than 0.05 below (0.01 is far from that).
    guard scaled >= 1e8 - 0.01, scaled < 999_999_999.4 else { return nil }
    guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else { return nil }
    significand = Int(scaled.rounded())
    self.exponent = exponent
    isNegative = value < 0
  }

  /// The text `%.9g` writes: fixed notation for exponents -4 through 8, else `d.ddde+XX`,
  /// trailing zeros (and a bare point) removed.
  ///
  /// - Complexity: O(1).
  var text: String {
    var bytes: [UInt8] = []
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``text``'s UTF-8 bytes.
  ///
  /// - Complexity: O(1) (amortized, for the array's growth).
  func append(to output: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      // The digits go to buffer[digitsAt...], the text is written from buffer[0] (at most 15
      // bytes: "-0.000ddddddddd" or "-d.dddddddde-22").
      let digitsAt = 20
      var rest = significand
      for index in stride(from: digitsAt + 8, through: digitsAt, by: -1) {
        buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      var last = digitsAt + 8  // the last digit that is not a trailing zero
      while last > digitsAt, buffer[last] == UInt8(ascii: "0") { last -= 1 }
      var count = 0
      func put(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      func putDigits(_ range: ClosedRange<Int>) {
        for index in range { put(buffer[index]) }
      }
      if isNegative { put(UInt8(ascii: "-")) }
      if exponent >= -4, exponent <= 8 {
        let point = digitsAt + exponent  // the digit before the decimal point
        if exponent < 0 {
          put(UInt8(ascii: "0"))
          put(UInt8(ascii: "."))
          for _ in 0..<(-exponent - 1) { put(UInt8(ascii: "0")) }
          putDigits(digitsAt...last)
        } else {
          putDigits(digitsAt...point)
          if last > point {
            put(UInt8(ascii: "."))
            putDigits((point + 1)...last)
          }
        }
      } else {
        put(buffer[digitsAt])
        if last > digitsAt {
          put(UInt8(ascii: "."))
          putDigits((digitsAt + 1)...last)
        }
        put(UInt8(ascii: "e"))
        put(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let power = abs(exponent)  // at most 22: two digits
        put(UInt8(ascii: "0") + UInt8(power / 10))
        put(UInt8(ascii: "0") + UInt8(power % 10))
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Formats a value as C's `%.9g` does, with `-0` written `0` (`3`, `0.5`, `-12.25`,
/// `0.333333333`, `1e+12`).
///
/// Most values take ``NineDigits`` (exact, no `printf`); the rest go to `vsnprintf`.
///
/// - Complexity: O(1).
package func formatValue(_ value: Double) -> String {
  var bytes: [UInt8] = []
  appendFormattedValue(value, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}

/// Appends the UTF-8 bytes of ``formatValue(_:)``'s text (without making a `String`).
///
/// - Complexity: O(1) (amortized, for the array's growth).
func appendFormattedValue(_ value: Double, to output: inout [UInt8]) {
  if value == 0 {
    output.append(UInt8(ascii: "0"))
  } else if abs(value) < 1e9, value == value.rounded(.towardZero) {
    // Whole numbers of up to 9 digits are what %.9g writes for them (a fast path).
    appendInteger(Int64(value), to: &output)
  } else if let digits = NineDigits(value) {
    digits.append(to: &output)
  } else {
    output.append(contentsOf: formatC("%.9g", value).utf8)
  }
}

/// Appends the decimal digits of an integer, with a `-` if it is negative.
///
/// - Complexity: O(*d*) in the number of digits.
func appendInteger(_ value: Int64, to output: inout [UInt8]) {
  if value < 0 { output.append(UInt8(ascii: "-")) }
  var magnitude = value.magnitude
  let first = output.count
  repeat {
    output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    magnitude /= 10
  } while magnitude > 0
  output[first...].reverse()
}

/// Formats one number with a C `printf` format such as `%.3f`.
///
/// - Complexity: O(1) for formats of bounded width.
func formatC(_ format: String, _ value: Double) -> String {
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
    let count = withVaList([value]) { vsnprintf(buffer.baseAddress, 64, format, $0) }
    let length = min(Int(max(count, 0)), 63)
    return String(
      decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self)
  }
}

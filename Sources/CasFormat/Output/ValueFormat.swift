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
public func formatValue(_ value: Double) -> String {
  if value == 0 { return "0" }
  // Whole numbers of up to 9 digits are what %.9g writes for them (a fast path).
  if abs(value) < 1e9, value == value.rounded(.towardZero) { return String(Int64(value)) }
  if let digits = NineDigits(value) { return digits.text }
  return formatC("%.9g", value)
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

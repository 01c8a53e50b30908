import CasFormat
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `formatValue` against C's own `%.9g` on many values, including ties at the tenth digit and
/// values next to powers of ten, where a shortcut is most likely to round differently.
@Suite("value formatting matches printf")
struct ValueFormatTests {
  /// What `printf("%.9g")` writes, with `-0` as `0`.
  private func printf(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    _ = withVaList([value]) { vsnprintf(&buffer, 64, "%.9g", $0) }
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text == "-0" ? "0" : text
  }

  /// The values to compare: a deterministic spread over magnitudes and rounding cases.
  private func samples() -> [Double] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var powers: [Double] = []
    var power = 1e-30
    for _ in -30...30 {
      powers.append(power)
      power *= 10
    }
    var values: [Double] = [0.001, 0.01, 1e-4, 9.9999999995e-5, 99_999_999.95, 999_999_999.5]
    for _ in 0..<5000 {
      // Short decimals, quotients, ties at the tenth significant digit, neighbours of 10^k.
      values.append(
        Double(Int64(next() % 2_000_000_000) - 1_000_000_000) / powers[Int(next() % 40) + 10])
      values.append(Double(next() % 1_000_000_000) / Double(next() % 1000 + 1))
      values.append(Double(next() % 900_000_000 + 100_000_000) * 10 + 5)
      values[values.count - 1] *= powers[Int(next() % 40)] / 1e20
      let near = powers[Int(next() % 50) + 5]
      values += [near.nextUp, near.nextDown, near * (1 - 5e-10), near * (1 + 5e-10)]
      let bits = Double(bitPattern: next())
      if bits.isFinite { values.append(bits) }
    }
    return values
  }

  @Test("formatValue writes what printf(\"%.9g\") writes")
  func matchesPrintf() {
    var mismatches: [String] = []
    for value in samples() where formatValue(value) != printf(value) {
      mismatches.append("\(value): \(formatValue(value)) != \(printf(value))")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }
}

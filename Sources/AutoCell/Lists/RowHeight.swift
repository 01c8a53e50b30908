/// Row heights as exact fixed-point integers: multiples of 2⁻³² point, so sums of any number of
/// heights are exact and every offset is one correctly rounded `Double` of an exact sum.
///
/// A height is rounded to the nearest multiple of 2⁻³² point (about 2.3 × 10⁻¹⁰: far below a
/// pixel) when it enters; the rounded value is itself a `Double` (below 2²¹ points its
/// multiple has at most 53 significant bits; above, every `Double` is already such a multiple),
/// so a height reads back as exactly the value summed. Negative and non-finite heights count as
/// 0; heights above ``maximum`` count as ``maximum``. Sums of up to 2³¹ rows of ``maximum`` fit
/// in 128 bits.
enum RowHeight {
  /// The largest height a row can have: 2⁶³ points.
  static let maximum = 0x1p63
  /// The value of one unit: 2⁻³² point.
  static let scale = 0x1p32

  /// `height` in units of 2⁻³² point, rounded to nearest; 0 when negative or not finite.
  @inline(__always)
  static func units(_ height: Double) -> UInt128 {
    guard height > 0, height.isFinite else { return 0 }  // also NaN
    let scaled = (min(height, maximum) * scale).rounded()
    if scaled < 0x1p64 { return UInt128(UInt64(scaled)) }
    return UInt128(scaled)  // an integer already, exactly converted
  }

  /// `units` as points: the `Double` nearest to `units × 2⁻³²` (ties to even), so that a larger
  /// sum never reads as a smaller offset.
  @inline(__always)
  static func points(_ units: UInt128) -> Double {
    let high = UInt64(truncatingIfNeeded: units >> 64)
    if high == 0 { return Double(UInt64(truncatingIfNeeded: units)) / scale }
    // Keep the top 64 bits plus a sticky bit for the rest: 64 > 53 + 2 bits, so converting
    // them rounds exactly as converting the whole value would.
    let shift = 64 - high.leadingZeroBitCount
    let top = UInt64(truncatingIfNeeded: units >> shift)
    let rest = units & ((UInt128(1) << shift) - 1)
    let rounded = Double(top | (rest == 0 ? 0 : 1))
    return rounded * Double(sign: .plus, exponent: shift - 32, significand: 1)
  }

  /// `height` as it is kept: rounded to a multiple of 2⁻³², clamped to 0...``maximum``.
  static func kept(_ height: Double) -> Double { points(units(height)) }
}

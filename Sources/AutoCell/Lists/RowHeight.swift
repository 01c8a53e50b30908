/// Row heights as exact fixed-point integers: multiples of 2⁻⁵² point, so sums of any number of
/// heights are exact and every offset is one correctly rounded `Double` of an exact sum.
///
/// Every `Double` of at least 1 is a multiple of 2⁻⁵², so such a height is kept exactly; a
/// smaller one is rounded to the nearest multiple (by at most 1.1 × 10⁻¹⁶ point), which is
/// itself a `Double`, so a height always reads back as exactly the value summed. Negative and
/// non-finite heights count as 0; heights above ``maximum`` (2⁴⁰, about 1.1 × 10¹² points)
/// count as ``maximum``. Sums of up to 2³¹ rows of ``maximum`` fit in 128 bits.
enum RowHeight {
  /// The largest height a row can have: 2⁴⁰ points.
  static let maximum = 0x1p40
  /// The number of units in a point: 2⁵².
  static let scale = 0x1p52

  /// `height` in units of 2⁻⁵² point, rounded to nearest; 0 when negative or not finite.
  @inline(__always)
  static func units(_ height: Double) -> UInt128 {
    guard height > 0, height.isFinite else { return 0 }  // also NaN
    let scaled = (min(height, maximum) * scale).rounded()
    if scaled < 0x1p64 { return UInt128(UInt64(scaled)) }
    // An integer of at most 53 significant bits: its significand, shifted into place.
    let significand = UInt128(scaled.significandBitPattern | (1 << 52))
    return significand << (Int(scaled.exponent) - 52)
  }

  /// `units` as points: the `Double` nearest to `units × 2⁻⁵²` (ties to even), so that a larger
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
    return rounded * Double(sign: .plus, exponent: shift - 52, significand: 1)
  }

  /// `height` as it is kept: rounded to a multiple of 2⁻⁵², clamped to 0...``maximum``.
  static func kept(_ height: Double) -> Double { points(units(height)) }
}

/// The advance of each printable ASCII character (U+0020...U+007E) plus its kerning after each
/// printable ASCII character, in fixed units (``FixedUnits``): what the layout engine adds for
/// a letter or space inside a line of ASCII words with one array read (``ASCIIWordRun``),
/// instead of an advance and a kerning lookup.
///
/// A 95 x 95 table of 32-bit values (36 KiB), row by the character on the left. Built once per
/// table of metrics or font face.
struct ASCIIPairAdvances: Sendable {
  /// The value of a character the face has no glyph for (the layout engine measures it the
  /// general way, with fallbacks).
  static let missing = Int32.min

  /// The values, row by the left character.
  private let table: ReadOnlyTable<Int32>

  /// A table from a face's advances (`nil`: no glyph, see ``missing``) and pair kerning, in
  /// whole font units.
  ///
  /// A sum too large for 32 bits is ``missing`` too.
  ///
  /// - Complexity: O(95²) calls of `kerning`.
  init(advance: (UInt32) -> Int?, kerning: (UInt32, UInt32) -> Int) {
    var table = [Int32](repeating: ASCIIPairAdvances.missing, count: 95 * 95)
    for right in 0..<95 {
      guard let advance = advance(UInt32(right + 0x20)) else { continue }
      for left in 0..<95 {
        let units = advance + kerning(UInt32(left + 0x20), UInt32(right + 0x20))
        table[left * 95 + right] =
          Int32(exactly: FixedUnits.from(units)) ?? ASCIIPairAdvances.missing
      }
    }
    self.table = ReadOnlyTable(table)
  }

  /// The advance of `right` plus its kerning after `left`, or ``missing``; both printable
  /// ASCII (U+0020...U+007E).
  @inline(__always)
  func value(after left: UInt32, _ right: UInt32) -> Int32 {
    table[Int(left &- 0x20) &* 95 &+ Int(right &- 0x20)]
  }
}
